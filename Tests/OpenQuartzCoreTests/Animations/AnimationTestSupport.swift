#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport

// What the animation suites share: a manual clock per test, layers committed with a known model,
// the "ramp" of vectors.md, and a delegate that records animation events as one list.
//
// Only the clock is OpenQuartzCore's own (the harness's LayerTestHarness.Clock); layers, transactions
// and animations are used through Apple's API alone.

/// The suites of this folder conform, so that the helpers below are theirs alone and not free
/// functions of the test target (where other suites may define their own).
protocol AnimationSuite {}

extension AnimationSuite {
    /// Runs `body` on a manual media clock that reads `start` until the test advances it. Afterwards the
    /// thread's implicit transaction is committed and pending events delivered, so that nothing the test
    /// left open reaches the next test that runs on the same thread.
    func withManualClock<R>(startingAt start: CFTimeInterval = 1000, _ body: (LayerTestHarness.Clock) throws -> R) rethrows -> R {
        try LayerTestHarness.withManualClock(at: start, body)
    }

    /// Turns the run loop, where Core Animation delivers delegate calls and completion blocks.
    func deliverEvents() {
        LayerTestHarness.deliverEvents()
    }

    /// Changes layers with actions disabled in a transaction of its own, and commits.
    func withoutActions(_ changes: () -> Void) {
        LayerTestHarness.withoutActions(changes)
    }

    /// A layer whose model `zPosition` is `zPosition` (vectors.md's ramp: 30), committed with actions
    /// disabled, so that it has a presentation and no animation.
    func committedLayer(zPosition: CGFloat = 30) -> CALayer {
        let layer = CALayer()
        withoutActions {
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.zPosition = zPosition
        }
        return layer
    }

    /// vectors.md's ramp: a basic animation of `zPosition` from 0 to 100 (its value is 100 x progress),
    /// for 1 second unless `configure` says otherwise.
    func ramp(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "zPosition")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        configure(animation)
        return animation
    }

    /// Adds `animation` to `layer` and commits it now (its beginTime 0 becomes the layer's time now).
    func addAndCommit(_ animation: CAAnimation, to layer: CALayer, forKey key: String? = nil) {
        layer.add(animation, forKey: key)
        CATransaction.flush()
    }

    /// The presentation's zPosition, as a double; nan when the layer has no presentation.
    func presentedZ(_ layer: CALayer) -> Double {
        layer.presentation().map { Double($0.zPosition) } ?? .nan
    }

    /// The rotation about z by `angle`, written out by Apple's row-vector convention (conformance
    /// README): m11 = cos, m12 = sin, m21 = -sin, m22 = cos.
    func zRotation(_ angle: Double) -> CATransform3D {
        CATransform3D(m11: CGFloat(cos(angle)), m12: CGFloat(sin(angle)), m13: 0, m14: 0,
                      m21: CGFloat(-sin(angle)), m22: CGFloat(cos(angle)), m23: 0, m24: 0,
                      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The scale by (x, y, z), written out: the scale factors on the diagonal.
    func scaling(_ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        CATransform3D(m11: CGFloat(x), m12: 0, m13: 0, m14: 0, m21: 0, m22: CGFloat(y), m23: 0, m24: 0,
                      m31: 0, m32: 0, m33: CGFloat(z), m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Solves a cubic timing curve (0,0) (x1,y1) (x2,y2) (1,1) at `x` by bisection on the curve's
    /// parameter: the tests' own solver, independent of CAMediaTimingFunction's.
    func bezierTiming(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }
}

/// A cubic Bezier segment, evaluated by its formula: the tests' own, for checking points and tangents.
struct AnimationTestCurve {
    var p0: (Double, Double), p1: (Double, Double), p2: (Double, Double), p3: (Double, Double)

    func point(_ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        func blend(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
        }
        return (blend(p0.0, p1.0, p2.0, p3.0), blend(p0.1, p1.1, p2.1, p3.1))
    }

    func derivative(_ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        func slope(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            3 * (u * u * (b - a) + 2 * u * t * (c - b) + t * t * (d - c))
        }
        return (slope(p0.0, p1.0, p2.0, p3.0), slope(p0.1, p1.1, p2.1, p3.1))
    }

    /// The parameter at which x is `x`, by bisection (x must increase along the segment).
    func parameter(atX x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if point(middle).x < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
