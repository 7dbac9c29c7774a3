import Foundation
import OpenQuartzCoreRendering

extension LottieTextBuilder {
    /// Text in a font the file has no glyph outlines for (bodymovin's default export names fonts
    /// and leaves the shapes to the player): a `CATextLayer` per line, drawn in the font the
    /// document names, as lottie-ios's Core Animation engine draws such text with Core Text.
    ///
    /// The font is the fonts list's PostScript name (`fName`, `"Poppins-Medium"`), or its family and
    /// style when the name has no style part, which fontconfig resolves to an installed font or a
    /// similar one (``CATextLayer/font``'s reading of a name). Each line's layer has no width, so that it
    /// runs right from its origin, ends at it or is centred on it as the justification says; its
    /// top lies the resolved font's ascent above the line's baseline, which is where After Effects
    /// sets it (`LottieTextLayout`'s lines: paragraph text's first baseline the list's `ascent`
    /// below the box's top). Paragraph text is one wrapped layer the box's width. Capitals are set by
    /// upper-casing. Stroke, tracking, animators and a path need each glyph's outline or advance,
    /// which only the font's file has here: they are reported, and the text is drawn without them.
    func addFontText(_ document: LottieTextDocument, text: LottieText, to group: CALayer) {
        let font = glyphs.fonts[document.fontName]
        report.use("text-font")
        let name = fontName(of: document)
        let ascent = TextLayerPainter.firstBaseline(font: name, size: document.size)
        let alignment: CATextLayerAlignmentMode = switch document.justificationFactor {
        case 1: .right
        case 0.5: .center
        default: .left
        }
        var string = document.text
        if document.caps != 0 { string = string.uppercased() }
        func layer(_ line: String, origin: CGPoint, width: Double) -> CATextLayer {
            let layer = LottieTransformLayers.pinned(CATextLayer())
            layer.string = line
            layer.font = name
            layer.fontSize = document.size
            layer.foregroundColor = document.fillColor.map { LottieShapeBuilder.color($0) } ?? LottieShapeBuilder.color([0, 0, 0])
            layer.alignmentMode = alignment
            layer.bounds = CGRect(x: 0, y: 0, width: width, height: 0)
            layer.position = origin
            return layer
        }
        if let box = document.boxSize {
            let paragraph = string.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\u{3}" }.joined(separator: "\n")
            let top = document.boxPosition.y + min((font?.ascent ?? 75) * document.size / 100, box.height) - ascent
            let wrapped = layer(paragraph, origin: CGPoint(x: document.boxPosition.x, y: top - document.baselineShift), width: box.width)
            wrapped.isWrapped = true
            group.addSublayer(wrapped)
            return
        }
        let lines = string.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\r\n" || $0 == "\u{3}" }
        for (number, line) in lines.enumerated() where !line.isEmpty {
            let baseline = Double(number) * document.lineHeight - document.baselineShift
            group.addSublayer(layer(String(line), origin: CGPoint(x: 0, y: baseline - ascent), width: 0))
        }
    }

    /// The font a document's text is drawn in: the fonts list's PostScript name (`fName`), or its
    /// family and style when the name has no style part.
    func fontName(of document: LottieTextDocument) -> String {
        glyphs.fonts[document.fontName].map { $0.name.contains("-") || $0.style.isEmpty ? $0.name : "\($0.family)-\($0.style)" }
            ?? document.fontName
    }

    /// Whether a document in a font without outlines in the file needs them: for a stroke, tracking,
    /// animators or a path, which act glyph by glyph.
    func needsOutlines(_ document: LottieTextDocument, _ text: LottieText) -> Bool {
        (document.strokeWidth > 0 && document.strokeColor != nil) || document.tracking != 0 || !text.animators.isEmpty
            || text.path != nil
    }

    /// Adds to `result` outlines of the document's characters it lacks, in the document's font, as
    /// Pango shapes them at 100 points (the size of a file's `chars`,
    /// ``TextLayerPainter/glyphOutlines(of:font:size:)``), filed under the document's font: so
    /// that such text is set glyph by glyph like text with outlines, as lottie-web sets text from a
    /// system font. Pairs are not kerned.
    func addFontOutlines(for document: LottieTextDocument, to result: inout LottieGlyphs) {
        report.use("text-font-outlines")
        let font = glyphs.fonts[document.fontName]
        let characters = Set(document.text.map(String.init) + document.text.uppercased().map(String.init))
            .filter { result.glyph($0, font: document.fontName) == nil }
        guard !characters.isEmpty else { return }
        for (character, glyph) in TextLayerPainter.glyphOutlines(of: characters.sorted(), font: fontName(of: document), size: 100) {
            result.add(LottieGlyph(character: character, family: font?.family ?? document.fontName, style: font?.style ?? "",
                                   advance: glyph.advance, outline: glyph.outline))
        }
    }
}
