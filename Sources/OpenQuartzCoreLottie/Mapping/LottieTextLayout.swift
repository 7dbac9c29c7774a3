import Foundation

/// A text document set in lines of glyphs, as After Effects sets point and paragraph text and
/// bodymovin players (lottie-web, ThorVG) redo it from the file's glyphs.
///
/// - Glyphs are drawn at `size / 100` of their outlines; each advances by its `w` plus the
///   document's tracking (thousandths of an em), in points at that scale.
/// - Lines break at `\r`, `\n` and `\u{3}`; paragraph text (a box, `sz`) also wraps: at a space
///   when the next word would cross the box's right edge, inside a word when one glyph would.
/// - Point text: the first baseline is at y = 0, each line `lineHeight` below the last, all moved
///   up by the baseline shift; a line starts at x = 0 (left), ends at 0 (right) or is centred on 0.
///   Paragraph text: the first baseline is the font's ascent below the box's top, and lines are
///   justified within the box's width.
/// - All capitals take the capital glyph; small capitals take it at 70 % for a lower-case letter.
/// - Characters are counted for range selectors without line breaks: every character, those other
///   than spaces, words (runs without spaces), lines.
struct LottieTextLayout {
    struct Character {
        var glyph: LottieGlyph?
        /// The glyph's drawing scale (size / 100, times 0.7 for a small capital).
        var scale: Double
        /// Its advance in points, tracking included.
        var advance: Double
        var isSpace: Bool
        /// Its number among all characters, those other than spaces, words and lines.
        var index: Int, nonSpaceIndex: Int, word: Int, line: Int
    }

    var lines: [[Character]] = []
    var characterCount = 0, nonSpaceCount = 0, wordCount = 0
    let document: LottieTextDocument
    let ascent: Double

    init(_ document: LottieTextDocument, glyphs: LottieGlyphs, missing: (String) -> Void) {
        self.document = document
        ascent = (glyphs.fonts[document.fontName]?.ascent ?? 75) * document.size / 100
        var line: [Character] = []
        var lineWidth = 0.0
        var inWord = false
        func endLine() {
            lines.append(line)
            line = []
            lineWidth = 0
            inWord = false
        }
        let paragraphs = document.text.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\r\n" || $0 == "\u{3}" }
        for paragraph in paragraphs {
            let characters = Array(paragraph)
            for (position, character) in characters.enumerated() {
                let (text, glyph, scale, advance) = Self.set(character, document, glyphs)
                let isSpace = character == " "
                if glyph == nil, !isSpace { missing(text) }
                if let box = document.boxSize {
                    if isSpace, lineWidth + advance + wordWidth(characters[(position + 1)...], glyphs) > box.width {
                        endLine()
                        characterCount += 1
                        continue
                    }
                    if !isSpace, lineWidth > 0, lineWidth + advance > box.width { endLine() }
                }
                if !isSpace, !inWord { wordCount += 1 }
                inWord = !isSpace
                line.append(Character(glyph: glyph, scale: scale, advance: advance, isSpace: isSpace,
                                      index: characterCount, nonSpaceIndex: nonSpaceCount, word: max(wordCount - 1, 0),
                                      line: lines.count))
                characterCount += 1
                if !isSpace { nonSpaceCount += 1 }
                lineWidth += advance
            }
            endLine()
        }
    }

    /// How `character` is set: the text its glyph is filed under (a capital for capitals), the
    /// glyph, its drawing scale and its advance with tracking (a space without a glyph advances a
    /// quarter em, another character without one nothing).
    private static func set(_ character: Swift.Character, _ document: LottieTextDocument,
                            _ glyphs: LottieGlyphs) -> (text: String, glyph: LottieGlyph?, scale: Double, advance: Double) {
        var text = String(character), capScale = 1.0
        if document.caps != 0, character.isLowercase {
            text = text.uppercased()
            if document.caps == 2 { capScale = 0.7 }
        }
        let glyph = glyphs.glyph(text, font: document.fontName)
        let width = glyph?.advance ?? (character == " " ? 25 : 0)
        let scale = document.size / 100 * capScale
        return (text, glyph, scale, (width + document.tracking / 10) * scale)
    }

    /// The width of the word that starts `rest` (up to its first space).
    private func wordWidth(_ rest: ArraySlice<Swift.Character>, _ glyphs: LottieGlyphs) -> Double {
        var width = 0.0
        for character in rest {
            if character == " " { break }
            width += Self.set(character, document, glyphs).advance
        }
        return width
    }

    /// The number of units a range selector based on `basedOn` counts.
    func unitCount(basedOn: Int) -> Int {
        switch basedOn {
        case 2: nonSpaceCount
        case 3: wordCount
        case 4: lines.count
        default: characterCount
        }
    }

    /// Each placed character's baseline-left point, given extra advance after each character
    /// (`extra[character.index]`, from animated tracking; empty for none).
    func origins(extra: [Double] = []) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        result.reserveCapacity(lines.count)
        let top = document.boxSize.map { document.boxPosition.y + min(ascent, $0.height) } ?? 0
        for (number, line) in lines.enumerated() {
            var x = 0.0
            var points: [CGPoint] = []
            points.reserveCapacity(line.count)
            for character in line {
                points.append(CGPoint(x: x, y: 0))
                x += character.advance + (character.index < extra.count ? extra[character.index] : 0)
            }
            let shift = document.boxSize.map { document.boxPosition.x + document.justificationFactor * ($0.width - x) }
                ?? -document.justificationFactor * x
            let y = top + Double(number) * document.lineHeight - document.baselineShift
            result.append(points.map { CGPoint(x: $0.x + shift, y: y) })
        }
        return result
    }
}
