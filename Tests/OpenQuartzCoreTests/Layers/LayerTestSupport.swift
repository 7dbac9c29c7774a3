#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Helpers the layer-model suites share: recording delegates and actions, colour checks, a
// manual clock, and the tests' own statement of how a point of a layer lands in its superlayer.

/// Namespace of the layer suites' helpers (kept in one name so that other suites' helpers cannot clash).
enum LayerTestKit {
    /// A layer delegate that records every key it is asked an action for, and answers from `answers`.
    final class Delegate: NSObject, CALayerDelegate {
        /// The keys `action(for:forKey:)` was asked for, in order.
        var askedKeys: [String] = []
        /// What to answer per key; keys not listed answer nil (the search goes on).
        var answers: [String: any CAAction] = [:]

        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            askedKeys.append(event)
            return answers[event]
        }
    }

    /// An action that records each run: the event and the object it ran on.
    final class Action: NSObject, CAAction {
        let name: String
        var runs: [(event: String, object: AnyObject)] = []

        init(_ name: String) {
            self.name = name
        }

        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append((event, anObject as AnyObject))
        }
    }

    /// True when `color` is opaque and every colour component equals `level` (0 for black, 1 for white),
    /// whatever the colour space (gray or RGB).
    static func isOpaqueColor(_ color: CGColor?, level: CGFloat) -> Bool {
        guard let components = color?.components, let alpha = components.last else { return false }
        return alpha == 1 && components.dropLast().allSatisfy { $0 == level } && components.count >= 2
    }

    /// Whether two references are the same object (`===` on typed optionals inside `#expect` crashes
    /// the Swift 6.3 compiler for CGColor and CGPath, so the suites compare through this).
    static func same(_ a: AnyObject?, _ b: AnyObject?) -> Bool {
        a === b
    }

    /// A number read back from key-value coding, whatever its numeric type (Swift or `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// True when `value` is a number within `tolerance` of `expected`.
    static func isNumber(_ value: Any?, approximately expected: Double, tolerance: Double = 1e-9) -> Bool {
        guard let number = number(value) else { return false }
        return number.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance)
    }

    /// Runs `body` with a manual media clock (time 1000) as the clock of `CACurrentMediaTime()`, after
    /// committing whatever an earlier test left in this thread's implicit transaction; commits again at
    /// the end so that nothing of the test outlives it.
    static func withClock(_ body: (LayerTestHarness.Clock) throws -> Void) rethrows {
        try LayerTestHarness.withManualClock(body)
    }

    /// Commits the implicit transaction before and after `body` (for tests that change layers but do not
    /// depend on time), so that a test neither inherits nor leaves uncommitted changes on its thread.
    static func withCleanTransaction(_ body: () throws -> Void) rethrows {
        try LayerTestHarness.withCleanTransaction(body)
    }

    /// Runs `body` in a transaction with actions disabled: for setting up layers without implicit
    /// animations (which a layer on display runs even when never committed).
    static func withoutActions(_ body: () throws -> Void) rethrows {
        try LayerTestHarness.withoutActions(body)
    }

    /// The test's own statement of how a layer places a point of its bounds in its superlayer, written
    /// from Apple's description of the layer geometry (CALayer `anchorPoint`, `position`, `transform`
    /// documentation): move the anchor point to the origin, apply `transform` to the row vector
    /// [x y 0 1], divide by w, then move the origin to `position`.
    static func pointInSuperlayer(_ p: CGPoint, bounds: CGRect, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                           position: CGPoint, transform m: CATransform3D = CATransform3DIdentity) -> CGPoint {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let x = p.x - anchor.x, y = p.y - anchor.y
        let w = x * m.m14 + y * m.m24 + m.m44
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m41) / w + position.x,
                       y: (x * m.m12 + y * m.m22 + m.m42) / w + position.y)
    }

    /// A layer with the given geometry.
    static func layer(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                   transform: CATransform3D = CATransform3DIdentity) -> CALayer {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        layer.anchorPoint = anchorPoint
        layer.transform = transform
        return layer
    }

    /// The rotation about z by `angle` in Core Animation's row-vector convention, written out
    /// (conformance README, "Transforms": m11 = cos, m12 = sin, m21 = -sin, m22 = cos).
    static func rotationZ(_ angle: CGFloat) -> CATransform3D {
        var m = CATransform3DIdentity
        m.m11 = cos(angle); m.m12 = sin(angle)
        m.m21 = -sin(angle); m.m22 = cos(angle)
        return m
    }

    /// The rotation about y by `angle` (right-handed, row vectors): m11 = cos, m13 = -sin, m31 = sin, m33 = cos.
    static func rotationY(_ angle: CGFloat) -> CATransform3D {
        var m = CATransform3DIdentity
        m.m11 = cos(angle); m.m13 = -sin(angle)
        m.m31 = sin(angle); m.m33 = cos(angle)
        return m
    }

    /// A scale written out.
    static func scale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat = 1) -> CATransform3D {
        var m = CATransform3DIdentity
        m.m11 = sx; m.m22 = sy; m.m33 = sz
        return m
    }
}
