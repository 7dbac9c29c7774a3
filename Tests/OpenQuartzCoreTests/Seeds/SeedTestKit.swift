#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport

/// What the transaction and seed suites share: a manual clock for each test, turns of the run loop,
/// and reference formulas written here, independently of the library, to compute expected values.
enum SeedKit {
    /// Runs `body` with its own manual clock (task-local, so tests in parallel keep their own time),
    /// and leaves the thread as it found it: no implicit transaction open, nothing waiting on the run
    /// loop. Transactions are per thread, so a test keeps its layer work synchronous inside `body`.
    static func withManualClock<R>(at start: CFTimeInterval = 100, _ body: (LayerTestHarness.Clock) throws -> R) rethrows -> R {
        try LayerTestHarness.withManualClock(at: start, body)
    }

    /// Runs the current thread's run loop for a few turns without waiting: what is due is delivered.
    static func turn(_ turns: Int = 3) {
        LayerTestHarness.deliverEvents(turns: turns)
    }

    /// Advances the clock, then turns the run loop so that the events now due are delivered.
    static func advance(_ clock: LayerTestHarness.Clock, by interval: CFTimeInterval) {
        clock.advance(by: interval)
        turn()
    }

    /// Commits `changes` with actions disabled: a setup that animates nothing.
    static func setUp(_ changes: () -> Void) {
        LayerTestHarness.withoutActions(changes)
    }

    // MARK: Reference formulas

    /// The cubic Bezier timing curve [(0,0), (x1,y1), (x2,y2), (1,1)] at input `x`: x(t) = x solved by
    /// bisection (x(t) is monotonic for control x in [0,1]), then y(t). Control points are given as
    /// `Float`, as CAMediaTimingFunction stores them.
    static func curve(_ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float, at x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(Double(x1), Double(x2), mid) < x { low = mid } else { high = mid }
        }
        return bezier(Double(y1), Double(y2), (low + high) / 2)
    }

    /// The named curves, with Apple's control points (CAMediaTimingFunction documentation).
    static func easeIn(_ x: Double) -> Double { curve(0.42, 0, 1, 1, at: x) }
    static func easeOut(_ x: Double) -> Double { curve(0, 0, 0.58, 1, at: x) }
    static func defaultCurve(_ x: Double) -> Double { curve(0.25, 0.1, 0.25, 1, at: x) }

    /// The point at parameter `t` of the cubic Bezier p0, p1, p2, p3.
    static func bezierPoint(_ p: [CGPoint], _ t: Double) -> CGPoint {
        let u = 1 - t
        let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
        return CGPoint(x: zip(w, p).reduce(0) { $0 + $1.0 * $1.1.x }, y: zip(w, p).reduce(0) { $0 + $1.0 * $1.1.y })
    }

    /// The tangent's angle at parameter `t` of the cubic Bezier p0, p1, p2, p3.
    static func bezierTangentAngle(_ p: [CGPoint], _ t: Double) -> Double {
        let u = 1 - t
        let w = [3 * u * u, 6 * u * t, 3 * t * t]
        var dx = 0.0, dy = 0.0
        for i in 0..<3 {
            dx += w[i] * Double(p[i + 1].x - p[i].x)
            dy += w[i] * Double(p[i + 1].y - p[i].y)
        }
        return atan2(dy, dx)
    }

    /// The seeds' `bounceEaseOut` (the Easing chapter), as the listing writes it.
    static func bounceEaseOut(_ t: Double) -> Double {
        if t < 4 / 11.0 { return (121 * t * t) / 16.0 }
        if t < 8 / 11.0 { return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0 }
        if t < 9 / 10.0 { return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0 }
        return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0
    }

    /// `a + (b - a) * f`, component by component, for RGBA colours given as arrays.
    static func mix(_ a: [CGFloat], _ b: [CGFloat], _ f: Double) -> CGColor {
        let c = zip(a, b).map { $0 + ($1 - $0) * f }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

/// The seeds' event recorder is the shared one (tagged by "name").
typealias SeedEventRecorder = AnimationEventRecorder
