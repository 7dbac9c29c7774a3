#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The seeds' listings, verbatim in their Swift form (000_2716ebabb68340d5.txt, "Automating the
/// Process"), as the reference for the two functions the chapter uses.
private func quadraticEaseInOut(t: CGFloat) -> CGFloat {
    return t < 0.5 ? (2 * t * t) : (-2 * t * t) + (4 * t) - 1
}

private func bounceEaseOut(t: CGFloat) -> CGFloat {
    if t < 4 / 11.0 {
        return (121 * t * t) / 16.0
    } else if (t < 8 / 11.0) {
        return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0
    } else if (t < 9/10.0) {
        return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0
    }
    return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0;
}

@Suite("EasingFunction")
struct EasingFunctionTests {
    @Test func seedsFunctionsGiveTheSeedsNumbers() {
        for step in 0...600 {
            let t = Double(step) / 600
            #expect(EasingFunction.quadraticEaseInOut(t) == Double(quadraticEaseInOut(t: CGFloat(t))))
            #expect(EasingFunction.bounceEaseOut(t) == Double(bounceEaseOut(t: CGFloat(t))))
        }
    }

    @Test(arguments: EasingFunction.allFunctions)
    func endPoints(function: EasingFunction) {
        #expect(function(0).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12), "\(function.name)(0)")
        #expect(function(1).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12), "\(function.name)(1)")
    }

    /// Penner's in-out forms are point-symmetric about (0.5, 0.5): f(t) + f(1 - t) = 1, and ease-out
    /// is ease-in rotated by a half turn: out(t) = 1 - in(1 - t).
    @Test(arguments: EasingFunction.Curve.allCases)
    func symmetries(curve: EasingFunction.Curve) {
        let easeIn = EasingFunction(curve, .easeIn), easeOut = EasingFunction(curve, .easeOut)
        let inOut = EasingFunction(curve, .easeInOut)
        for step in 0...200 {
            let t = Double(step) / 200
            #expect((inOut(t) + inOut(1 - t)).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9), "\(inOut.name) at \(t)")
            #expect(easeOut(t).isApproximatelyEqual(to: 1 - easeIn(1 - t), absoluteTolerance: 1e-9), "\(easeOut.name) at \(t)")
        }
    }

    /// Values worked out by hand from each curve's definition.
    @Test func knownValues() {
        #expect(EasingFunction(.cubic, .easeIn)(0.5) == 0.125)
        #expect(EasingFunction(.quartic, .easeOut)(0.5) == 0.9375)
        #expect(EasingFunction(.quintic, .easeInOut)(0.25) == 0.015625)  // 16 / 4^5
        #expect(EasingFunction(.exponential, .easeIn)(0.5) == 0.03125)   // 2^-5
        #expect(EasingFunction(.sine, .easeOut)(1.0 / 3).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))  // sin(pi/6)
        #expect(EasingFunction(.circular, .easeIn)(0.6).isApproximatelyEqual(to: 0.2, absoluteTolerance: 1e-12))  // 1 - sqrt(0.64)
    }

    /// The seeds' bounce is four parabolic arcs: the first rises as 121 t^2 / 16, and each arc
    /// touches 1 at its ends, 4/11, 8/11, 9/10 and 1. Between touches the ball rises to each arc's
    /// vertex, computed here by completing the square of the seeds' coefficients: at t = -b / 2a the
    /// value is c - b^2 / 4a (0.7, 0.91 and 0.973).
    @Test func bounceArcs() {
        let bounce = EasingFunction.bounceEaseOut
        #expect(bounce(0.2).isApproximatelyEqual(to: 121 * 0.04 / 16, absoluteTolerance: 1e-15))
        for touch in [4.0 / 11, 8.0 / 11, 0.9, 1] {
            #expect(bounce(touch).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12), "touch at \(touch)")
        }
        let arcs: [(a: Double, b: Double, c: Double)] = [
            (363 / 40.0, -99 / 10.0, 17 / 5.0),
            (4356 / 361.0, -35442 / 1805.0, 16061 / 1805.0),
            (54 / 5.0, -513 / 25.0, 268 / 25.0),
        ]
        for arc in arcs {
            let vertex = -arc.b / (2 * arc.a)
            #expect(bounce(vertex).isApproximatelyEqual(to: arc.c - arc.b * arc.b / (4 * arc.a), absoluteTolerance: 1e-12))
        }
        #expect(bounce(6.0 / 11).isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-12))
    }

    /// Penner chose the back overshoot 1.70158 so that ease-in dips 10 % below zero: its minimum,
    /// at t = 2s / (3 (s + 1)) where the derivative vanishes, is -0.1.
    @Test func backOvershootsByTenPercent() {
        let s = 1.70158, t = 2 * s / (3 * (s + 1))
        #expect(EasingFunction(.back, .easeIn)(t).isApproximatelyEqual(to: -0.1, absoluteTolerance: 1e-4))
    }

    /// Elastic ease-out is 1 + 2^(-10 t) sin((t - p/4) 2 pi / p) with period p = 0.3: it crosses 1
    /// exactly where the sine vanishes, at t = 0.075 + 0.15 k.
    @Test func elasticCrossesOneWhereTheSineVanishes() {
        for k in 0..<6 {
            let t = 0.075 + 0.15 * Double(k)
            #expect(EasingFunction(.elastic, .easeOut)(t).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
        }
    }

    @Test func namesRoundTrip() {
        #expect(EasingFunction.bounceEaseOut.name == "bounceEaseOut")
        #expect(EasingFunction.quadraticEaseInOut.name == "quadraticEaseInOut")
        #expect(EasingFunction(.linear, .easeOut).name == "linear")
        for function in EasingFunction.allFunctions {
            #expect(EasingFunction(name: function.name) == function)
        }
        #expect(EasingFunction(name: "wobbleEaseIn") == nil)
        #expect(EasingFunction.allFunctions.count == 31)
    }
}
#endif
