import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Text animators' skew (`sk`, `sa`), anchor point (`a`) and turns about x and y (`rx`, `ry`),
/// composed as lottie-web composes a character's matrix: the anchor moves the glyph by minus itself
/// first, then it is scaled, skewed (lottie-web's `skewFromAxis(−skew, axis)`: turned by the axis,
/// x moved by tan(−skew) × y, turned back) and turned about z, y and x (without perspective, a turn
/// about y narrows the glyph by its cosine, one about x shortens it). The test font's "A" at size 50 on a layer at (10, 80) is a box x 10...35,
/// y 45...80, its pivot (the middle of its 30-point advance, on the baseline) at (25, 80); in the
/// pivot's coordinates the box spans x −15...10, y −35...0 (``LottieTextTests``).
@Suite struct LottieTextSkewAnchorTests {
    static func render(_ style: String) throws -> (report: LottieCompatibilityReport, alpha: (Int, Int) -> UInt8) {
        let animator = #"{"s":{"t":0,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"r":1,"b":1,"sh":1},"a":\#(style)}"#
        let json = LottieTextTests.file(#"{"d":{"k":[{"s":\#(LottieTextTests.document("A", size: 50)),"t":0}]},"a":[\#(animator)]}"#)
        let report = try LottieTestSupport.animation(json).report
        return (report, try LottieTextTests.render(json))
    }

    /// Skew 45° along the x axis: x moves by −tan(45°) × y = −y, so a row h above the baseline
    /// shifts h to the right. At y = 47 (33 above) the box spans x 43...68; at y = 78 (2 above),
    /// 12...37.
    @Test func aSkewLeansTheGlyphAlongItsAxis() throws {
        let (report, alpha) = try Self.render(#"{"sk":{"a":0,"k":45},"sa":{"a":0,"k":0}}"#)
        #expect(!report.issues.contains { $0.feature.hasPrefix("text-animator") }, "\(report.issues)")
        #expect(alpha(50, 47) == 255 && alpha(65, 47) == 255 && alpha(15, 47) == 0 && alpha(40, 47) == 0)
        #expect(alpha(20, 78) == 255 && alpha(14, 78) == 255 && alpha(45, 78) == 0)
    }

    /// A skew axis of 90° shears along y instead: (x, y) turned a quarter is (−y, x), sheared
    /// (−y − x, x), turned back (x, y + x), so a column w right of the pivot moves w down: at
    /// x = 33 (8 right) the box spans y 53...88, at x = 12 (13 left) y 32...67.
    @Test func aSkewAxisTurnsTheShear() throws {
        let (_, alpha) = try Self.render(#"{"sk":{"a":0,"k":45},"sa":{"a":0,"k":90}}"#)
        #expect(alpha(33, 86) == 255 && alpha(33, 50) == 0)
        #expect(alpha(12, 35) == 255 && alpha(12, 75) == 0)
    }

    /// Anchor (10, 0) and scale 200 %: the box moves to x −25...0, then doubles to −50...0, at the
    /// pivot x 25: x −25...25 (clipped at 0), y 10...80. Moved after the scale instead, it would
    /// span −15...35.
    @Test func theAnchorMovesTheGlyphBeforeItIsScaled() throws {
        let (report, alpha) = try Self.render(#"{"a":{"a":0,"k":[10,0]},"s":{"a":0,"k":[200,200]}}"#)
        #expect(!report.issues.contains { $0.feature.hasPrefix("text-animator") }, "\(report.issues)")
        #expect(alpha(2, 50) == 255 && alpha(23, 50) == 255 && alpha(20, 12) == 255)
        #expect(alpha(27, 50) == 0 && alpha(35, 50) == 0)
    }

    /// A turn of 60° about y halves the glyph's width about its pivot: x −7.5...5, at x 25 the box
    /// spans 17.5...30; 60° about x halves its height: y −17.5...0, the box spans y 62.5...80.
    @Test func turnsAboutXAndYForeshortenTheGlyph() throws {
        let (report, narrow) = try Self.render(#"{"ry":{"a":0,"k":60}}"#)
        #expect(!report.issues.contains { $0.feature.hasPrefix("text-animator") }, "\(report.issues)")
        #expect(narrow(19, 60) == 255 && narrow(28, 60) == 255)
        #expect(narrow(15, 60) == 0 && narrow(32, 60) == 0)
        let (_, short) = try Self.render(#"{"rx":{"a":0,"k":60}}"#)
        #expect(short(20, 65) == 255 && short(20, 78) == 255 && short(20, 58) == 0 && short(20, 50) == 0)
    }
}
