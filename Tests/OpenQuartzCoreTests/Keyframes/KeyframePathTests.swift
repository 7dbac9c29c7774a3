#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

@Suite("Keyframes: animation along a path")
struct KeyframePathTests {
    /// vectors.md: move (0, 0), line (300, 0), line (300, 100); length 400.
    var corner: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        return path
    }

    /// The seeds' ship path (Explicit Animations): move (0, 75), curve to (300, 75) with control
    /// points (75, 0) and (225, 150).
    var ship: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 75))
        path.addCurve(to: CGPoint(x: 300, y: 75), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 150))
        return path
    }

    func along(_ path: CGPath, keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .linear,
               functions: [CubicTimingCurve]? = nil) -> KeyframePath {
        KeyframePath(path: path, keyTimes: keyTimes, calculationMode: mode, timingFunctions: functions)!
    }

    /// The ship curve's point and derivative at Bezier parameter t, by the Bernstein form.
    func shipPoint(_ t: Double) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * 0 + b * 75 + c * 225 + d * 300, y: a * 75 + b * 0 + c * 150 + d * 75)
    }

    func shipAngle(_ t: Double) -> Double {
        let u = 1 - t
        // 3u^2 (c1 - p0) + 6ut (c2 - c1) + 3t^2 (p3 - c2)
        let dx = 3 * u * u * 75 + 6 * u * t * 150 + 3 * t * t * 75
        let dy = 3 * u * u * -75 + 6 * u * t * 150 + 3 * t * t * -75
        return atan2(dy, dx)
    }

    @Test func linearVectors() {
        let k = along(corner)
        #expect(k.keyframePoints == [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 100)])
        #expect(k.position(at: 0.25).isApproximatelyEqual(to: CGPoint(x: 150, y: 0), absoluteTolerance: 1e-9))
        #expect(k.position(at: 0.75).isApproximatelyEqual(to: CGPoint(x: 300, y: 50), absoluteTolerance: 1e-9))
        #expect(k.position(at: 1) == CGPoint(x: 300, y: 100))
    }

    @Test func pacedVectors() {
        let k = along(corner, mode: .paced)
        #expect(k.position(at: 0.5).isApproximatelyEqual(to: CGPoint(x: 200, y: 0), absoluteTolerance: 1e-9))
        #expect(k.position(at: 0.875).isApproximatelyEqual(to: CGPoint(x: 300, y: 50), absoluteTolerance: 1e-9))
        #expect(along(corner, mode: .cubicPaced).position(at: 0.5).isApproximatelyEqual(to: CGPoint(x: 200, y: 0),
                                                                                         absoluteTolerance: 1e-9))
    }

    @Test func keyTimesAndTimingFunctionsApplyToPathKeyframes() {
        let timed = along(corner, keyTimes: [0, 0.8, 1])
        #expect(timed.position(at: 0.4).isApproximatelyEqual(to: CGPoint(x: 150, y: 0), absoluteTolerance: 1e-9))
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let eased = along(corner, functions: [easeIn.curve, .linear])
        #expect(eased.position(at: 0.25).isApproximatelyEqual(to: CGPoint(x: 300 * easeIn.evaluate(0.5), y: 0),
                                                               absoluteTolerance: 1e-9))
    }

    /// In linear mode a curve segment is traversed by its Bezier parameter.
    @Test func curveSegmentsGoByBezierParameter() {
        let k = along(ship)
        for t in [0.1, 0.25, 0.5, 0.8] {
            #expect(k.position(at: t).isApproximatelyEqual(to: shipPoint(t), absoluteTolerance: 1e-9))
        }
    }

    @Test func pacedPathMovesAtUniformSpeed() {
        let k = along(ship, mode: .paced)
        func length(from a: Double, to b: Double) -> Double {
            var total = 0.0, previous = k.position(at: a)
            for i in 1...100 {
                let next = k.position(at: a + (b - a) * Double(i) / 100)
                total += Double(hypot(next.x - previous.x, next.y - previous.y))
                previous = next
            }
            return total
        }
        let steps = (0..<10).map { length(from: Double($0) / 10, to: Double($0 + 1) / 10) }
        let mean = steps.reduce(0, +) / 10
        #expect(steps.allSatisfy { abs($0 - mean) <= 1e-3 * mean })
        // Linear mode is not uniform on this curve: the middle is faster than the ends.
        let linear = along(ship)
        let start = hypot(linear.position(at: 0.05).x - linear.position(at: 0).x,
                          linear.position(at: 0.05).y - linear.position(at: 0).y)
        let middle = hypot(linear.position(at: 0.525).x - linear.position(at: 0.475).x,
                           linear.position(at: 0.525).y - linear.position(at: 0.475).y)
        #expect(middle > start * 1.05)
    }

    @Test func tangentOfALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        let k = along(path)
        #expect(k.tangentAngle(at: 0.2).isApproximatelyEqual(to: .pi / 4, absoluteTolerance: 1e-12))
        #expect(k.tangentAngle(at: 0.7).isApproximatelyEqual(to: .pi, absoluteTolerance: 1e-12))
        #expect(k.tangentAngle(at: 1).isApproximatelyEqual(to: .pi, absoluteTolerance: 1e-12))
    }

    /// The seeds' ship with rotationMode rotateAuto: the angle of the curve's derivative.
    @Test func shipTurnsWithTheCurve() {
        let k = along(ship)
        #expect(k.tangentAngle(at: 0).isApproximatelyEqual(to: -.pi / 4, absoluteTolerance: 1e-12))
        for t in [0.1, 0.3, 0.5, 0.75, 1] {
            #expect(k.rotationAngle(at: t, rotationMode: .rotateAuto)!.isApproximatelyEqual(to: shipAngle(t),
                                                                                             absoluteTolerance: 1e-9))
            #expect(k.rotationAngle(at: t, rotationMode: .rotateAutoReverse)!.isApproximatelyEqual(to: shipAngle(t) + .pi,
                                                                                                    absoluteTolerance: 1e-9))
        }
        #expect(k.rotationAngle(at: 0.5, rotationMode: nil) == nil)
        #expect(k.rotationAngle(at: 0.5, rotationMode: CAAnimationRotationMode(rawValue: "sideways")) == nil)
        // Paced: the direction at the point reached, whatever its Bezier parameter.
        let paced = along(ship, mode: .paced)
        let point = paced.position(at: 0.3)
        var best = 0.0
        for i in 0...100_000 where shipPoint(Double(i) / 100_000).isApproximatelyEqual(to: point, absoluteTolerance: 0.01) {
            best = Double(i) / 100_000
        }
        #expect(paced.tangentAngle(at: 0.3).isApproximatelyEqual(to: shipAngle(best), absoluteTolerance: 1e-3))
    }

    @Test func discreteShowsTheKeyframePoints() {
        let k = along(corner, mode: .discrete)
        #expect(k.position(at: 0.2) == CGPoint(x: 0, y: 0))
        #expect(k.position(at: 0.5) == CGPoint(x: 300, y: 0))
        #expect(k.position(at: 0.9) == CGPoint(x: 300, y: 100))
        #expect(k.tangentAngle(at: 0.2) == 0)
        #expect(k.tangentAngle(at: 0.9).isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-12))
    }

    /// An ellipse ends with a close of zero length: skipped, so the four quarters share the duration.
    @Test func zeroLengthClosesAreSkipped() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let k = along(path)
        #expect(k.segments.count == 4)
        #expect(k.position(at: 0.25).isApproximatelyEqual(to: CGPoint(x: 50, y: 100), absoluteTolerance: 1e-9))
        #expect(k.position(at: 1).isApproximatelyEqual(to: CGPoint(x: 100, y: 50), absoluteTolerance: 1e-9))
        // A rectangle's close draws its fourth side and is a keyframe segment.
        let rect = CGMutablePath()
        rect.addRect(CGRect(x: 0, y: 0, width: 100, height: 50))
        let r = along(rect)
        #expect(r.segments.count == 4)
        #expect(r.position(at: 0.875).isApproximatelyEqual(to: CGPoint(x: 0, y: 25), absoluteTolerance: 1e-9))
    }

    @Test func movesDoNotMakeKeyframes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.move(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let k = along(path)
        #expect(k.keyframePoints == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        #expect(k.position(at: 0.75).isApproximatelyEqual(to: CGPoint(x: 50, y: 100), absoluteTolerance: 1e-9))
    }

    @Test func pathsThatDrawNothingHaveNoKeyframes() {
        #expect(KeyframePath(path: CGMutablePath(), keyTimes: nil, calculationMode: .linear, timingFunctions: nil) == nil)
        let moves = CGMutablePath()
        moves.move(to: CGPoint(x: 5, y: 5))
        moves.move(to: CGPoint(x: 9, y: 9))
        #expect(KeyframePath(path: moves, keyTimes: nil, calculationMode: .paced, timingFunctions: nil) == nil)
    }
}
#endif
