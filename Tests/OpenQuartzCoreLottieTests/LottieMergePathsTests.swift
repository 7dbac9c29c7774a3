import Foundation
import Testing
@testable import OpenQuartzCoreLottie

/// Merge paths (`mm`), as Skottie and lottie-android combine the paths before them, the first in
/// the list as the start and each later one combined with it (the two agree for two paths): a
/// 60 × 60 square centred at (30, 50) and a circle of radius 30 centred at (60, 50), in a 100 × 100
/// composition. Which pixels each mode fills is worked out here from that geometry: the square
/// spans x 0...60, the circle x 30...90 on the row y = 50.
@Suite struct LottieMergePathsTests {
    static let square = #"{"ty":"rc","p":{"a":0,"k":[30,50]},"s":{"a":0,"k":[60,60]},"r":{"a":0,"k":0}}"#
    static let circle = #"{"ty":"el","p":{"a":0,"k":[60,50]},"s":{"a":0,"k":[60,60]}}"#
    static let red = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    static let blue = #"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1}"#

    static func file(_ shapes: [String]) -> String {
        LottieTestSupport.composition(#"{"ty":4,"ip":0,"op":60,"st":0,"ks":{},"shapes":["# + shapes.joined(separator: ",") + "]}")
    }

    /// Red, blue and alpha at (x, y), at 100 × 100.
    static func pixel(_ json: String, _ x: Int, _ y: Int, frame: Double = 0) throws -> [UInt8] {
        let pixels = LottieTestSupport.render(try LottieTestSupport.animation(json), frame: frame, width: 100, height: 100)
        let i = (y * 100 + x) * 4
        return [pixels[i], pixels[i + 2], pixels[i + 3]]
    }

    static let clear: [UInt8] = [0, 0, 0], redInk: [UInt8] = [255, 0, 255], blueInk: [UInt8] = [0, 255, 255]

    /// Square only at x 15, both at x 45, circle only at x 75.
    static func row(_ shapes: [String]) throws -> [[UInt8]] {
        let json = file(shapes)
        return try [15, 45, 75].map { try pixel(json, $0, 50) }
    }

    @Test func eachModeFillsWhatItsSetOperationKeeps() throws {
        let modes: [(Int, [[UInt8]])] = [
            (1, [Self.redInk, Self.redInk, Self.redInk]),  // side by side
            (2, [Self.redInk, Self.redInk, Self.redInk]),  // union
            (3, [Self.redInk, Self.clear, Self.clear]),  // the square less the circle
            (4, [Self.clear, Self.redInk, Self.clear]),  // the common part
            (5, [Self.redInk, Self.clear, Self.redInk]),  // one or the other, not both
        ]
        for (mode, expected) in modes {
            #expect(try Self.row([Self.square, Self.circle, #"{"ty":"mm","mm":\#(mode)}"#, Self.red]) == expected, "mode \(mode)")
        }
    }

    @Test func fillsBeforeAMergePaintNothing() throws {
        // The blue fill before the merge would paint the square; Skottie and After Effects drop it.
        #expect(try Self.row([Self.square, Self.blue, Self.circle, #"{"ty":"mm","mm":4}"#, Self.red])
            == [Self.clear, Self.redInk, Self.clear])
        // Paths after the merge are painted beside its result.
        #expect(try Self.row([Self.square, #"{"ty":"mm","mm":1}"#, Self.circle, Self.blue]) == [Self.blueInk, Self.blueInk, Self.blueInk])
    }

    @Test func aUnionIsStrokedAlongItsOutlineOnly() throws {
        // The square's right side, x = 60, runs inside the circle: stroked when the paths stand side
        // by side, not along the union's outline.
        let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":2,"lj":2}"#
        #expect(try Self.pixel(Self.file([Self.square, Self.circle, #"{"ty":"mm","mm":1}"#, stroke]), 60, 50) == Self.blueInk)
        #expect(try Self.pixel(Self.file([Self.square, Self.circle, #"{"ty":"mm","mm":2}"#, stroke]), 60, 50) == Self.clear)
        // The union's outline: the circle's right edge at x = 90 is stroked.
        #expect(try Self.pixel(Self.file([Self.square, Self.circle, #"{"ty":"mm","mm":2}"#, stroke]), 90, 50)[2] > 0)
    }

    @Test func aGroupsPathsMergeUnderItsTransform() throws {
        // The square drawn about the origin in a group moved to (30, 50): the same square as above.
        let group = #"""
            {"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[60,60]},"r":{"a":0,"k":0}},\#(Self.blue),
             {"ty":"tr","p":{"a":0,"k":[30,50]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """#
        #expect(try Self.row([group, Self.circle, #"{"ty":"mm","mm":4}"#, Self.red]) == [Self.clear, Self.redInk, Self.clear])
    }

    @Test func anAnimatedPathIsMergedAtEveryFrame() throws {
        // The circle moves right by 30 over 30 frames: at frame 30 it spans x 60...120, clear of x 45.
        let moving = #"""
            {"ty":"el","p":{"a":1,"k":[{"t":0,"s":[60,50],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[90,50]}]},"s":{"a":0,"k":[60,60]}}
            """#
        let json = Self.file([Self.square, moving, #"{"ty":"mm","mm":3}"#, Self.red])
        #expect(try Self.pixel(json, 45, 50, frame: 0) == Self.clear)
        #expect(try Self.pixel(json, 45, 50, frame: 30) == Self.redInk)
    }

    @Test func mergesAreReportedAsDrawn() throws {
        let animation = try LottieTestSupport.animation(Self.file([Self.square, Self.circle, #"{"ty":"mm","mm":4}"#, Self.red]))
        #expect(animation.report.featuresUsed.contains("merge-paths") && animation.report.issues.isEmpty)
        // A trim before the merge is not applied to the paths it merges: reported.
        let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1}"#
        let trimmed = try LottieTestSupport.animation(Self.file([Self.square, trim, Self.circle, #"{"ty":"mm","mm":4}"#, Self.red]))
        #expect(trimmed.report.issues.map(\.feature) == ["merge-paths-trim"])
    }

    /// Where the operands' boxes settle a merge (apart, or one an upright rectangle around the
    /// other), the shortcut fills what the set operation fills: checked at grid points against
    /// `CGPath`'s operations (as the merge runs them when no shortcut applies), for every mode, for a circle inside, across and outside a square.
    @Test func shortcutsFillWhatTheSetOperationsFill() {
        let square = [LottieGeometry.rectangle(center: CGPoint(x: 50, y: 50), size: CGPoint(x: 60, y: 60), radius: 0)]
        func path(_ beziers: [LottieBezier]) -> CGPath { LottieShapeBuilder.cgPath(beziers, doubled: false) }
        var settled = 0
        for centre in [CGPoint(x: 50, y: 50), CGPoint(x: 75, y: 50), CGPoint(x: 150, y: 50)] {
            let circle = [LottieGeometry.ellipse(center: centre, size: CGPoint(x: 30, y: 30))]
            for (a, b) in [(circle, square), (square, circle)] {
                for mode in [LottieMergeMode.add, .subtract, .intersect, .excludeIntersections] {
                    guard let shortcut = LottieMergePaths.shortcut(a, b, mode) else { continue }
                    settled += 1
                    let exact = LottieMergePaths.combined(path(a), path(b), mode)
                    let quick = path(shortcut)
                    for y in stride(from: 1.5, to: 200, by: 3) {
                        for x in stride(from: 1.5, to: 200, by: 3) {
                            let point = CGPoint(x: x, y: y)
                            #expect(quick.contains(point) == exact.contains(point), "\(mode) at \(point), circle at \(centre)")
                        }
                    }
                }
            }
        }
        // Inside: all but the circle less the square and either exclusion; apart: all four, both ways.
        #expect(settled == 5 + 8)
    }

    /// A merge asked for again (a fill and a stroke after the same merge item, a frame whose operands
    /// did not move) is taken from the cache; other operands, another mode, or a merge pushed out by
    /// ``LottieMergeCache/capacity`` newer ones are worked out.
    @Test func aRepeatedMergeIsWorkedOutOnce() {
        let cache = LottieMergeCache()
        let square = [LottieGeometry.rectangle(center: CGPoint(x: 50, y: 50), size: CGPoint(x: 60, y: 60), radius: 0)]
        func circle(_ x: Double) -> [LottieBezier] { [LottieGeometry.ellipse(center: CGPoint(x: x, y: 50), size: CGPoint(x: 30, y: 30))] }
        var calls = 0
        func merge(_ operands: [[LottieBezier]], _ mode: LottieMergeMode) -> [LottieBezier] {
            cache.result(of: operands, mode: mode) {
                calls += 1
                return operands[1]
            }
        }
        #expect(merge([square, circle(75)], .add) == circle(75) && calls == 1)
        #expect(merge([square, circle(75)], .add) == circle(75) && calls == 1)
        #expect(merge([square, circle(75)], .subtract) == circle(75) && calls == 2)
        #expect(merge([square, circle(76)], .add) == circle(76) && calls == 3)
        for x in 0..<LottieMergeCache.capacity { _ = merge([square, circle(Double(x))], .intersect) }
        #expect(calls == 3 + LottieMergeCache.capacity)
        _ = merge([square, circle(75)], .add)
        #expect(calls == 4 + LottieMergeCache.capacity)
    }

    @Test func modesOutsideTheRangeArePinned() {
        #expect(LottieMergeMode(pinning: 0) == .merge && LottieMergeMode(pinning: -7) == .merge)
        #expect(LottieMergeMode(pinning: 9) == .excludeIntersections)
    }
}
