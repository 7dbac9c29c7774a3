import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Text layers drawn from the file's glyphs. The test font has one glyph, "A": a 50 × 70 box on
/// the baseline (x 0...50, y -70...0 at size 100), advance 60; a space advances 25. Expected
/// positions are worked out by hand from the layout rules (`LottieTextLayout`, `LottieTextFrames`).
@Suite struct LottieTextTests {
    static func file(_ text: String, layers extra: String = "", masks: String = "", size: Int = 100) -> String {
        """
        {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":\(size),"h":\(size),"assets":[],
         "fonts":{"list":[{"fName":"Test-Regular","fFamily":"Test","fStyle":"Regular","ascent":70}]},
         "chars":[{"ch":"A","size":100,"style":"Regular","w":60,"fFamily":"Test","data":{"shapes":[{"ty":"gr","it":[
            {"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[50,0],[50,-70],[0,-70]],"i":[[0,0],[0,0],[0,0],[0,0]],
            "o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}},
          {"ch":" ","size":100,"style":"Regular","w":25,"fFamily":"Test","data":{}}],
         "layers":[{"ty":5,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[10,80]}}\(masks),"t":\(text)}\(extra)]}
        """
    }

    static func document(_ text: String, size: Double = 100, extra: String = "") -> String {
        #"{"s":\#(size),"f":"Test-Regular","t":"\#(text)","j":0,"tr":0,"lh":80,"fc":[1,0,0]\#(extra)}"#
    }

    static func render(_ json: String, frame: Double = 0) throws -> (Int, Int) -> UInt8 {
        let animation = try LottieTestSupport.animation(json)
        let pixels = LottieTestSupport.render(animation, frame: frame, width: 100, height: 100)
        return { x, y in pixels[(y * 100 + x) * 4 + 3] }
    }

    static let glyphs: LottieGlyphs = {
        let outline = CGMutablePath()
        outline.addRect(CGRect(x: 0, y: -70, width: 50, height: 70))
        return LottieGlyphs(fonts: [LottieFont(name: "F", family: "Test", style: "Regular", ascent: 70)],
                            glyphs: [LottieGlyph(character: "A", family: "Test", style: "Regular", advance: 60, outline: outline),
                                     LottieGlyph(character: " ", family: "Test", style: "Regular", advance: 25, outline: CGMutablePath())])
    }()

    static func layoutDocument(_ text: String, justification: Int = 0, box: CGSize? = nil) -> LottieTextDocument {
        LottieTextDocument(text: text, fontName: "F", size: 20, justification: justification, tracking: 100, lineHeight: 24,
                           baselineShift: 2, fillColor: [1, 0, 0], strokeColor: nil, strokeWidth: 0, strokeOverFill: true,
                           caps: 0, boxSize: box, boxPosition: CGPoint(x: 5, y: 7))
    }

    /// Size 20 scales glyphs by 0.2; tracking 100 adds a tenth of an em: "A" advances (60 + 10) × 0.2
    /// = 14 points, a space (25 + 10) × 0.2 = 7. Lines are 24 apart, raised by the baseline shift 2.
    @Test func pointTextSetsLinesByAdvanceTrackingAndJustification() {
        let left = LottieTextLayout(Self.layoutDocument("AA\rA"), glyphs: Self.glyphs) { _ in }
        #expect(left.lines.map(\.count) == [2, 1])
        #expect(left.origins() == [[CGPoint(x: 0, y: -2), CGPoint(x: 14, y: -2)], [CGPoint(x: 0, y: 22)]])
        let centred = LottieTextLayout(Self.layoutDocument("AA\rA", justification: 2), glyphs: Self.glyphs) { _ in }
        #expect(centred.origins() == [[CGPoint(x: -14, y: -2), CGPoint(x: 0, y: -2)], [CGPoint(x: -7, y: 22)]])
        let right = LottieTextLayout(Self.layoutDocument("A A", justification: 1), glyphs: Self.glyphs) { _ in }
        #expect(right.origins() == [[CGPoint(x: -35, y: -2), CGPoint(x: -21, y: -2), CGPoint(x: -14, y: -2)]])
        #expect(right.characterCount == 3 && right.nonSpaceCount == 2 && right.wordCount == 2)
    }

    /// A box 40 wide holds "AA" (28) but not "AA A" (49): the text wraps at the space, which is
    /// dropped. The first baseline is the ascent (70 % of 20 = 14) below the box's top (7), less
    /// the shift 2; centred lines sit at 5 + (40 − width) / 2.
    @Test func paragraphTextWrapsAtSpacesWithinItsBox() {
        let layout = LottieTextLayout(Self.layoutDocument("AA A", justification: 2, box: CGSize(width: 40, height: 100)),
                                      glyphs: Self.glyphs) { _ in }
        #expect(layout.lines.map(\.count) == [2, 1])
        #expect(layout.origins() == [[CGPoint(x: 11, y: 19), CGPoint(x: 25, y: 19)], [CGPoint(x: 18, y: 43)]])
        #expect(layout.lines[1][0].index == 3)
    }

    /// Selector shapes, start 0 and end 4 in index units over 4 characters: units centred at
    /// 0.5 ... 3.5. Square: the part of each unit inside the range; ramp up (i + ½) / 4; triangle
    /// twice that, folded at 1; smooth ½(1 + cos(π(1 + 2x / 4))); amount 50 % halves all.
    @Test func rangeSelectorShapesFollowAfterEffectsDefinitions() {
        func selector(shape: Int, start: Double = 0, end: Double = 4, units: Int = 2, amount: Double = 100) -> LottieTextSelector {
            LottieTextSelector(start: .constant([start]), end: .constant([end]), offset: .constant([0]), units: units, basedOn: 1,
                               shape: shape, amount: .constant([amount]), smoothness: .constant([100]),
                               maxEase: .constant([0]), minEase: .constant([0]))
        }
        func factors(_ s: LottieTextSelector) -> [Double] { (0..<4).map { s.factor(index: $0, count: 4, at: 0) } }
        #expect(zip(factors(selector(shape: 1, start: 25, end: 65, units: 1)), [0, 1, 0.6, 0]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(factors(selector(shape: 2)) == [0.125, 0.375, 0.625, 0.875])
        #expect(factors(selector(shape: 3)) == [0.875, 0.625, 0.375, 0.125])
        #expect(factors(selector(shape: 4)) == [0.25, 0.75, 0.75, 0.25])
        let smooth = factors(selector(shape: 6))
        let expected = [0.5, 1.5, 2.5, 3.5].map { 0.5 * (1 + cos(.pi * (1 + 2 * $0 / 4))) }
        #expect(zip(smooth, expected).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(factors(selector(shape: 4, amount: 50)) == [0.125, 0.375, 0.375, 0.125])
    }

    /// "A" at size 100 on a layer at (10, 80): a red box over x 10...60, y 10...80.
    @Test func glyphsAreDrawnAtTheirPlace() throws {
        let json = Self.file(#"{"d":{"k":[{"s":\#(Self.document("A")),"t":0}]}}"#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.issues.isEmpty)
        #expect(animation.report.featuresUsed.contains("text-layer"))
        let alpha = try Self.render(json)
        #expect(alpha(12, 12) == 255 && alpha(58, 78) == 255)
        #expect(alpha(8, 40) == 0 && alpha(62, 40) == 0 && alpha(30, 8) == 0 && alpha(30, 82) == 0)
    }

    /// Two documents: "A" from frame 0, "A A" from frame 30. At size 50 the second "A" starts at
    /// 10 + (60 + 25) × 0.5 = 52.5 and spans 25.
    @Test func documentKeyframesSwitchTheText() throws {
        let json = Self.file(#"{"d":{"k":[{"s":\#(Self.document("A", size: 50)),"t":0},{"s":\#(Self.document("A A", size: 50)),"t":30}]}}"#)
        #expect(try Self.render(json, frame: 29)(65, 70) == 0)
        #expect(try Self.render(json, frame: 30)(65, 70) == 255)
        #expect(try Self.render(json, frame: 30)(20, 70) == 255)
    }

    /// An animator with opacity 0 over the first half of "AA" (size 50: boxes x 10...35 and
    /// 40...65) hides the first; one with scale 50 % over all halves each box about the middle of
    /// its advance on the baseline (x 25): the first box, x 10...35 before, spans 25 − 7.5 ... 25 + 5
    /// = 17.5...30 and y 62.5...80.
    @Test func animatorsChangeTheSelectedCharacters() throws {
        let hide = #"{"s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":50},"r":1,"b":1,"sh":1},"a":{"o":{"a":0,"k":0}}}"#
        let alpha = try Self.render(Self.file(#"{"d":{"k":[{"s":\#(Self.document("AA", size: 50)),"t":0}]},"a":[\#(hide)]}"#))
        #expect(alpha(20, 70) == 0 && alpha(50, 70) == 255)
        let shrink = #"{"s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"r":1,"b":1,"sh":1},"a":{"s":{"a":0,"k":[50,50]}}}"#
        let scaled = try Self.render(Self.file(#"{"d":{"k":[{"s":\#(Self.document("AA", size: 50)),"t":0}]},"a":[\#(shrink)]}"#))
        #expect(scaled(19, 78) == 255 && scaled(29, 64) == 255)
        #expect(scaled(15, 78) == 0 && scaled(31, 78) == 0 && scaled(22, 60) == 0)
    }

    /// A mask path from (40, −80) down to (40, 20) in the layer (at (10, 80)): x = 50 from the
    /// composition's top. First margin 10: the glyph's middle (30 along its advance) stands 40 down
    /// the path, at (50, 40), and the glyph turns a quarter clockwise with the path: its box, x
    /// −30...20 and y −70...0 about that point, becomes x 50...120 (clipped at 100) and y 10...60.
    @Test func textFollowsAMaskPath() throws {
        let mask = #","masksProperties":[{"mode":"n","pt":{"a":0,"k":{"c":false,"v":[[40,-80],[40,20]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}]"#
        let json = Self.file(#"{"d":{"k":[{"s":\#(Self.document("A")),"t":0}]},"p":{"m":0,"f":{"a":0,"k":10}}}"#, masks: mask)
        let alpha = try Self.render(json)
        #expect(alpha(55, 15) == 255 && alpha(95, 55) == 255)
        #expect(alpha(45, 35) == 0 && alpha(70, 8) == 0 && alpha(70, 62) == 0)
    }

    /// A font the file has no glyphs for is drawn with the font (whichever fontconfig resolves
    /// "Test" to): "H" at size 40 on a layer at (10, 80) stands on the baseline y = 80, its ink
    /// within the rows a capital takes (above 80, below 80 − 40); right-justified, it ends at x 10.
    @Test func textInAFontWithoutGlyphsIsDrawnWithTheFont() throws {
        func ink(_ justification: Int) throws -> [(x: Int, y: Int)] {
            let json = LottieTestSupport.composition(#"""
                {"ty":5,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[10,80]}},
                 "t":{"d":{"k":[{"s":{"s":40,"f":"Test","t":"H","j":\#(justification),"fc":[0,0,0]},"t":0}]}}}
                """#)
            let animation = try LottieTestSupport.animation(json)
            #expect(animation.report.issues.isEmpty && animation.report.featuresUsed.contains("text-font"))
            let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
            return (0..<100).flatMap { y in (0..<100).compactMap { x in pixels[(y * 100 + x) * 4 + 3] > 128 ? (x, y) : nil } }
        }
        let left = try ink(0)
        #expect(!left.isEmpty)
        #expect(left.allSatisfy { $0.y < 81 && $0.y > 40 && $0.x >= 10 })
        #expect(left.contains { $0.y >= 77 } && left.contains { $0.y <= 55 })
        let right = try ink(1)
        #expect(!right.isEmpty && right.allSatisfy { $0.x < 11 && $0.y < 81 })
    }

    /// Text in a font without glyphs in the file whose animator needs glyphs one by one: set from
    /// the font's outlines. The selector covers the first of two characters (0 to 50 %) and moves
    /// it down 30 points, so the first H's ink lies 30 px lower than the second's; drawn without
    /// its animator (as before outlines were taken from the font) both would sit on one baseline.
    @Test func fontTextWithAnAnimatorIsSetFromTheFontsOutlines() throws {
        let animator = #"{"s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":50},"r":1,"b":1,"sh":1},"a":{"p":{"a":0,"k":[0,30]}}}"#
        let json = LottieTestSupport.composition(#"""
            {"ty":5,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[10,45]}},
             "t":{"d":{"k":[{"s":{"s":40,"f":"Test","t":"HH","j":0,"fc":[0,0,0]},"t":0}]},"a":[\#(animator)]}}
            """#)
        let animation = try LottieTestSupport.animation(json)
        #expect(animation.report.issues.isEmpty && animation.report.featuresUsed.contains("text-font-outlines"))
        let pixels = LottieTestSupport.render(animation, frame: 0, width: 100, height: 100)
        func inkRows(_ columns: Range<Int>) -> [Int] {
            (0..<100).filter { y in columns.contains { x in pixels[(y * 100 + x) * 4 + 3] > 128 } }
        }
        let first = inkRows(10..<30), second = inkRows(50..<70)
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(abs((first.min() ?? 0) - (second.min() ?? 0) - 30) <= 1 && abs((first.max() ?? 0) - (second.max() ?? 0) - 30) <= 1)
    }

    /// A document keyframed after the layer's out point (found by fuzzing: its frames to sample
    /// made an empty range) is read and never shown.
    @Test func aDocumentAfterTheOutPointIsNeverShown() throws {
        let animator = #"{"s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"r":1,"b":1,"sh":1},"a":{"p":{"a":0,"k":[0,0]}}}"#
        let json = Self.file(#"{"d":{"k":[{"s":\#(Self.document("A")),"t":0},{"s":\#(Self.document("AA")),"t":500}]},"a":[\#(animator)]}"#)
        let alpha = try Self.render(json, frame: 30)
        #expect(alpha(30, 50) == 255 && alpha(80, 50) == 0)
    }

    /// What cannot be drawn is reported with its place.
    @Test func missingGlyphsAndFontsAreReported() throws {
        let missing = try LottieTestSupport.animation(Self.file(#"{"d":{"k":[{"s":\#(Self.document("AB")),"t":0}]}}"#))
        #expect(missing.report.issues.map { "\($0.jsonPath) \($0.feature)" } == ["$.layers[0].t text-glyph-missing"])
        let stroked = LottieTestSupport.composition(
            #"{"ty":5,"ip":0,"op":60,"ks":{},"t":{"d":{"k":[{"s":\#(Self.document("A", extra: #","sc":[0,0,1],"sw":2"#)),"t":0}]}}}"#)
        let fonts = try LottieTestSupport.animation(stroked)
        #expect(fonts.report.issues.isEmpty && fonts.report.featuresUsed.contains("text-font-outlines"))
        let error = LottieTestSupport.readingError(LottieTestSupport.composition(#"{"ty":5,"ip":0,"op":60,"ks":{}}"#))
        #expect(error?.jsonPath == "$.layers[0]" && error?.message.contains("\"t\"") == true)
    }
}
