import Foundation

extension LottieNode {
    /// A text layer's `t`: documents, animators, grouping alignment and path.
    func text(_ report: LottieReportCollector) throws(LottieError) -> LottieText {
        let documentNode = try required("d")
        var documents: [(frame: Double, document: LottieTextDocument)] = []
        let keyframes = try documentNode.required("k")
        if keyframes.isArray {
            for node in try keyframes.elements() {
                documents.append((try node.number("t", default: 0), try node.required("s").textDocument(report)))
            }
        } else {
            documents.append((0, try keyframes.textDocument(report)))
        }
        guard !documents.isEmpty else { throw keyframes.error("a text layer needs at least one text document") }
        documents.sort { $0.frame < $1.frame }
        if let scope, let source = try? documentNode["x"]?.string() {
            documents = scope.applyText(source, to: documents, at: documentNode)
        }
        var animators: [LottieTextAnimator] = []
        for node in try self["a"]?.elements() ?? [] {
            report.use("text-animator")
            animators.append(try node.textAnimator(report))
        }
        var path: LottieTextPath?
        if let p = self["p"], let mask = p["m"] {
            report.use("text-path")
            func flag(_ key: String, _ fallback: Double) throws(LottieError) -> Bool {
                (try p.scalarProperty(key, default: fallback).initialValue.first ?? fallback) != 0
            }
            if try flag("a", 0) { report.unsupported("text-path-force-alignment", at: p.location, "the text keeps its width on the path") }
            path = LottieTextPath(maskIndex: try mask.integer(in: 0...100_000), firstMargin: try p.scalarProperty("f", default: 0),
                                  lastMargin: try p.scalarProperty("l", default: 0), perpendicular: try flag("p", 1),
                                  reversed: try flag("r", 0))
        }
        let alignment = try self["m"]?.vectorProperty("a", default: [0, 0]) ?? .constant([0, 0])
        return LottieText(documents: documents, animators: animators, path: path, groupAlignment: alignment, jsonPath: location)
    }

    private func textDocument(_ report: LottieReportCollector) throws(LottieError) -> LottieTextDocument {
        let size = try number("s", default: 12)
        guard size.isFinite, size >= 0, size <= 100_000 else { throw try required("s").error("a font size from 0 to 100000, found \(size)") }
        var box: CGSize?
        if let sz = self["sz"] {
            let value = try sz.vector()
            if value.count >= 2, value[0] > 0 { box = CGSize(width: value[0], height: value[1]) }
        }
        let position = try self["ps"]?.vector() ?? []
        let text = try string("t") ?? ""
        guard text.utf8.count <= 100_000 else { throw try required("t").error("a text of \(text.utf8.count) bytes is too long (at most 100000)") }
        return LottieTextDocument(
            text: text, fontName: try string("f") ?? "", size: size,
            justification: try self["j"]?.integer(in: 0...100) ?? 0, tracking: try number("tr", default: 0),
            lineHeight: try number("lh", default: size * 1.2), baselineShift: try number("ls", default: 0),
            fillColor: try self["fc"].map { (node) throws(LottieError) in LottieProperty.constant(try node.vector()).unitColor.initialValue },
            strokeColor: try self["sc"].map { (node) throws(LottieError) in LottieProperty.constant(try node.vector()).unitColor.initialValue },
            strokeWidth: max(try number("sw", default: 0), 0), strokeOverFill: self["of"].map { _ in flag("of") } ?? true,
            caps: try self["ca"]?.integer(in: 0...100) ?? 0, boxSize: box,
            boxPosition: CGPoint(x: position.first ?? 0, y: position.count > 1 ? position[1] : 0))
    }

    private func textAnimator(_ report: LottieReportCollector) throws(LottieError) -> LottieTextAnimator {
        let s = try required("s")
        if s.flag("rn") { report.unsupported("text-selector-random", at: s.location, "the units are taken in order, not shuffled") }
        if let type = s["t"], try type.number() != 0 {
            report.unsupported("text-selector-expression", at: s.location, "the range selector's own values are used")
        }
        let selector = LottieTextSelector(
            start: try s.scalarProperty("s", default: 0), end: try s.scalarProperty("e", default: 100),
            offset: try s.scalarProperty("o", default: 0), units: try s["r"]?.integer(in: 0...100) ?? 1,
            basedOn: try s["b"]?.integer(in: 0...100) ?? 1, shape: try s["sh"]?.integer(in: 0...100) ?? 1,
            amount: try s.scalarProperty("a", default: 100), smoothness: try s.scalarProperty("sm", default: 100),
            maxEase: try s.scalarProperty("xe", default: 0), minEase: try s.scalarProperty("ne", default: 0))
        let a = try required("a")
        let known: Set<String> = ["p", "a", "s", "sk", "sa", "r", "o", "fo", "so", "t", "fc", "sc", "sw", "fh", "fs", "fb", "rx", "ry"]
        for key in a.keys where !known.contains(key) {
            report.unsupported("text-animator-\(key)", at: a.location, "this animated text property is not applied")
        }
        let style = LottieTextStyle(
            position: try a.vectorProperty("p", default: [0, 0]), anchor: try a.vectorProperty("a", default: [0, 0]),
            scale: try a.vectorProperty("s", default: [100, 100]),
            skew: try a.scalarProperty("sk", default: 0), skewAxis: try a.scalarProperty("sa", default: 0),
            rotation: try a.scalarProperty("r", default: 0), opacity: try a.scalarProperty("o", default: 100),
            fillOpacity: try a.scalarProperty("fo", default: 100), strokeOpacity: try a.scalarProperty("so", default: 100),
            tracking: try a.scalarProperty("t", default: 0),
            fillColor: try a["fc"].map { (node) throws(LottieError) in try node.property { (v) throws(LottieError) in try v.vector() }.unitColor },
            strokeColor: try a["sc"].map { (node) throws(LottieError) in try node.property { (v) throws(LottieError) in try v.vector() }.unitColor },
            strokeWidth: try a["sw"].map { (node) throws(LottieError) in try node.property { (v) throws(LottieError) in [try v.scalar()] } },
            rotationX: try a.scalarProperty("rx", default: 0), rotationY: try a.scalarProperty("ry", default: 0),
            fillHue: try a.scalarProperty("fh", default: 0), fillSaturation: try a.scalarProperty("fs", default: 0),
            fillBrightness: try a.scalarProperty("fb", default: 0))
        return LottieTextAnimator(selector: selector, style: style)
    }

    /// The file's `fonts.list` and `chars`, each glyph's outline built from its shapes.
    func glyphs(_ report: LottieReportCollector) throws(LottieError) -> LottieGlyphs {
        var fonts: [LottieFont] = []
        for node in try self["fonts"]?["list"]?.elements() ?? [] {
            let name = try node.string("fName") ?? ""
            fonts.append(LottieFont(name: name, family: try node.string("fFamily") ?? name, style: try node.string("fStyle") ?? "",
                                    ascent: try node.number("ascent", default: 75)))
        }
        var glyphs: [LottieGlyph] = []
        for node in try self["chars"]?.elements() ?? [] {
            let outline = CGMutablePath()
            if let shapes = node["data"]?["shapes"] {
                LottieGlyphOutline.append(try shapes.shapeItems(report), to: outline)
            }
            glyphs.append(LottieGlyph(character: try node.required("ch").string(), family: try node.string("fFamily") ?? "",
                                      style: try node.string("style") ?? "", advance: try node.number("w", default: 0),
                                      outline: outline))
        }
        return LottieGlyphs(fonts: fonts, glyphs: glyphs)
    }
}

/// A glyph's outline: the paths of its shape items (at their first values), in its groups'
/// transforms.
enum LottieGlyphOutline {
    static func append(_ items: [LottieShapeEntry], to path: CGMutablePath, transform: CGAffineTransform = .identity) {
        for entry in items {
            switch entry.item {
            case .group(let children):
                var inner = transform
                for child in children {
                    if case .transform(let t) = child.item { inner = t.matrix(at: 0).concatenating(transform) }
                }
                append(children, to: path, transform: inner)
            default:
                LottieGeometry(entry.item)?.bezier(at: 0).append(to: path, transform: transform)
            }
        }
    }
}
