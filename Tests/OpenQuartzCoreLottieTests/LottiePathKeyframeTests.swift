import Foundation
import Testing
import OpenCoreGraphics
@testable import OpenQuartzCoreLottie

/// Animated paths as keyframe animations of `CGPath`s. Lottie players blend a path vertex by vertex,
/// its tangents with it (lottie-web's and rlottie's shape interpolation); the expected paths here
/// are those blends, worked out by hand from the keyframes each test writes.
@Suite struct LottiePathKeyframeTests {
    static let linear = #""o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#
    static let zero = "[0,0],[0,0]"

    /// An open two-vertex path from (10, 50) to (90, 50) with the given out tangent of the first
    /// vertex and in tangent of the second, as a keyframe at `frame` (`easing` leaving it).
    static func key(_ frame: Int, y: Int = 50, out: String = "[0,0]", in tangent: String = "[0,0]",
                    easing: String = linear) -> String {
        #"{"t":\#(frame),\#(easing),"s":[{"c":false,"v":[[10,\#(y)],[90,\#(y)]],"o":[\#(out),[0,0]],"i":[[0,0],\#(tangent)]}]}"#
    }

    static func path(_ keys: String...) -> String {
        #"{"ty":"sh","ks":{"a":1,"k":[\#(keys.joined(separator: ","))]}}"#
    }

    static let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":1}"#

    /// The shape layer's presentation path at `frame` (30 frames a second), the layer tree made
    /// under a clock that the test moves.
    static func presentedPath(_ shapes: String, at frame: Double) throws -> [PathElement] {
        let json = LottieTestSupport.composition(LottieKeyframeMappingTests.shapeLayer(shapes))
        let animation = try LottieTestSupport.animation(json)
        let clock = ManualMediaClock(time: 0)
        return try MediaClockContext.withClock(clock) {
            let root = animation.makeLayer()
            CATransaction.flush()
            clock.advance(by: frame / 30)
            let shape = try #require(LottieKeyframeMappingTests.layers(root).lazy.compactMap { $0 as? CAShapeLayer }.first)
            return try #require(shape.presentation()?.path).elements
        }
    }

    @Test func aStraightSegmentThatBendsIsBlendedNotSwitched() throws {
        // Straight at frame 0 (tangents zero), bent at frame 30: out (20, -40), in (-20, -40).
        // Half-way, linearly: out (10, -20), in (-10, -20), so control points (20, 30) and (80, 30).
        let shapes = Self.path(Self.key(0), Self.key(30, out: "[20,-40]", in: "[-20,-40]")) + "," + Self.stroke
        let halfWay = try Self.presentedPath(shapes, at: 15)
        #expect(halfWay == [.move(CGPoint(x: 10, y: 50)),
                            .curve(control1: CGPoint(x: 20, y: 30), control2: CGPoint(x: 80, y: 30), end: CGPoint(x: 90, y: 50))])
        // The straight keyframe is drawn as a curve whose control points lie on its ends.
        let start = try Self.presentedPath(shapes, at: 0)
        #expect(start == [.move(CGPoint(x: 10, y: 50)),
                          .curve(control1: CGPoint(x: 10, y: 50), control2: CGPoint(x: 90, y: 50), end: CGPoint(x: 90, y: 50))])
    }

    @Test func aMaskPathThatBendsIsBlendedToo() throws {
        // The same keyframes as a solid layer's mask: half-way, control points (20, 30) and (80, 30).
        let mask = #"{"mode":"a","inv":false,"o":{"a":0,"k":100},"pt":{"a":1,"k":[\#(Self.key(0)),\#(Self.key(30, out: "[20,-40]", in: "[-20,-40]"))]}}"#
        let solid = ##"{"ty":1,"ind":1,"ip":0,"op":60,"st":0,"ks":{},"sc":"#ff0000","sw":100,"sh":100,"masksProperties":[\##(mask)]}"##
        let animation = try LottieTestSupport.animation(LottieTestSupport.composition(solid))
        let clock = ManualMediaClock(time: 0)
        let halfWay = try MediaClockContext.withClock(clock) { () throws -> [PathElement] in
            let root = animation.makeLayer()
            CATransaction.flush()
            clock.advance(by: 0.5)
            // Every layer, masks and their sublayers included.
            func all(_ layer: CALayer) -> [CALayer] {
                [layer] + (layer.sublayers ?? []).flatMap(all) + (layer.mask.map(all) ?? [])
            }
            let shape = try #require(all(root).lazy.compactMap { $0 as? CAShapeLayer }.first { $0.animation(forKey: "path") != nil })
            return try #require(shape.presentation()?.path).elements
        }
        #expect(halfWay == [.move(CGPoint(x: 10, y: 50)),
                            .curve(control1: CGPoint(x: 20, y: 30), control2: CGPoint(x: 80, y: 30), end: CGPoint(x: 90, y: 50))])
    }

    @Test func aPathStraightAtEveryKeyframeStaysLines() throws {
        let shapes = Self.path(Self.key(0), Self.key(30, y: 70)) + "," + Self.stroke
        #expect(try Self.presentedPath(shapes, at: 15) == [.move(CGPoint(x: 10, y: 60)), .line(CGPoint(x: 90, y: 60))])
    }

    @Test func anOpenPathHasNoSegmentFromItsLastVertex() {
        // Tangents off the last vertex's out and the first's in would shape a closing segment; the
        // path is open, so every segment it draws is straight and none needs drawing as a curve.
        func bezier(closed: Bool, y: Double) -> LottieBezier {
            LottieBezier(closed: closed, vertices: [CGPoint(x: 10, y: y), CGPoint(x: 90, y: y)],
                         inTangents: [CGPoint(x: -5, y: 5), .zero], outTangents: [.zero, CGPoint(x: 5, y: 5)])
        }
        func property(closed: Bool) -> LottieProperty<LottieBezier> {
            .animated([LottieKeyframe(frame: 0, value: bezier(closed: closed, y: 50), hold: false, timing: nil),
                       LottieKeyframe(frame: 30, value: bezier(closed: closed, y: 70), hold: false, timing: nil)])
        }
        #expect(property(closed: false).curvedSegments == nil)
        #expect(property(closed: true).curvedSegments == [false, true])
    }

    @Test func pathsKeyedTogetherBecomeOneKeyframeAnimation() throws {
        // Two paths of one group, both keyed at frames 0 and 30 with the same easing: one key each,
        // not one per frame; half-way both are half-way.
        let first = Self.path(Self.key(0), Self.key(30, y: 70))
        let second = Self.path(Self.key(0, y: 10), Self.key(30, y: 30, out: "[20,-40]", in: "[-20,-40]"))
        let shapes = #"{"ty":"gr","it":[\#(first),\#(second),\#(Self.stroke),{"ty":"tr"}]}"#
        let json = LottieTestSupport.composition(LottieKeyframeMappingTests.shapeLayer(shapes))
        let root = try LottieTestSupport.animation(json).makeLayer()
        let animation = try #require(LottieKeyframeMappingTests.animation("path", in: root))
        #expect(animation.values?.count == 2)
        let halfWay = try Self.presentedPath(shapes, at: 15)
        #expect(halfWay == [.move(CGPoint(x: 10, y: 60)), .line(CGPoint(x: 90, y: 60)),
                            .move(CGPoint(x: 10, y: 20)),
                            .curve(control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 80, y: 0), end: CGPoint(x: 90, y: 20))])
    }

    @Test func pathsEasedDifferentlyAreSampled() throws {
        // The second path eases in (o = (0.5, 0), i = (1, 1)); each keeps its own easing, so the
        // joined path is worked out at every frame: at frame 15 the first is half-way (y 60) and
        // the second at the eased fraction of x = 0.5 on that curve.
        let easeIn = #""o":{"x":[0.5],"y":[0]},"i":{"x":[1],"y":[1]}"#
        let first = Self.path(Self.key(0), Self.key(30, y: 70))
        let second = Self.path(Self.key(0, y: 10, easing: easeIn), Self.key(30, y: 30))
        let shapes = #"{"ty":"gr","it":[\#(first),\#(second),\#(Self.stroke),{"ty":"tr"}]}"#
        let json = LottieTestSupport.composition(LottieKeyframeMappingTests.shapeLayer(shapes))
        let root = try LottieTestSupport.animation(json).makeLayer()
        let animation = try #require(LottieKeyframeMappingTests.animation("path", in: root))
        #expect((animation.values?.count ?? 0) > 2)
        // The timing curve through control points (0.5, 0) and (1, 1): x(t) = 1.5 t (1 - t)² + 3 t² (1 - t) + t³,
        // y(t) = 3 t² (1 - t) + t³, solved for x = 0.5 by bisection here, independently of the library.
        func x(_ t: Double) -> Double { 1.5 * t * (1 - t) * (1 - t) + 3 * t * t * (1 - t) + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<60 { let mid = (low + high) / 2; if x(mid) < 0.5 { low = mid } else { high = mid } }
        let t = (low + high) / 2
        let eased = 3 * t * t * (1 - t) + t * t * t
        let halfWay = try Self.presentedPath(shapes, at: 15)
        #expect(halfWay.count == 4)
        #expect(halfWay.first == .move(CGPoint(x: 10, y: 60)))
        guard case .move(let start) = halfWay[2] else { Issue.record("expected a second subpath"); return }
        #expect(abs(start.y - (10 + 20 * eased)) < 1e-9)
    }
}
