#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// vectors.md, "Implicit animations", and the conformance README's rules for actions: the default
/// action is a basic animation from the presentation value to the new model value with the
/// transaction's duration (0.25 s) and timing function (the `default` curve when none is set).
/// As on Apple, only layers on display animate implicitly (GNUstep libs-quartzcore PR #36, measured
/// on Apple), so each layer here is put on display first, as a `CARenderer`'s layer is.
@Suite("Implicit animations")
struct ImplicitAnimationTests {
    /// A committed layer on display with opacity 0.
    static func transparentLayer() -> CALayer {
        let layer = LayerTestHarness.onDisplay(CALayer())
        SeedKit.setUp { layer.opacity = 0 }
        return layer
    }

    @Test func opacityAnimatesWithTheDefaultCurve() {
        SeedKit.withManualClock { clock in
            let layer = Self.transparentLayer()
            CATransaction.begin()
            layer.opacity = 1
            CATransaction.commit()
            #expect(layer.animationKeys() == ["opacity"])
            #expect(layer.animation(forKey: "opacity")?.duration == 0.25)
            clock.advance(by: 0.125)
            // vectors.md: 0.802403 at 0.125 s; also the default curve at 0.5, solved here.
            let opacity = Double(layer.presentation()?.opacity ?? -1)
            #expect(opacity.isApproximatelyEqual(to: 0.802403, absoluteTolerance: 1e-5))
            #expect(opacity.isApproximatelyEqual(to: SeedKit.defaultCurve(0.5), absoluteTolerance: 1e-5))
            #expect(layer.opacity == 1)
        }
    }

    @Test func disabledActionsAddNoAnimation() {
        SeedKit.withManualClock { _ in
            let layer = Self.transparentLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 1
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()?.opacity == 1)
        }
    }

    @Test func theTransactionsDurationAndTimingFunctionAreUsed() {
        SeedKit.withManualClock { clock in
            let layer = Self.transparentLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            layer.opacity = 1
            CATransaction.commit()
            #expect(layer.animation(forKey: "opacity")?.duration == 2)
            var point: [Float] = [0, 0]
            layer.animation(forKey: "opacity")?.timingFunction?.getControlPoint(at: 1, values: &point)
            #expect(point == [0.42, 0])
            clock.advance(by: 1)
            let opacity = Double(layer.presentation()?.opacity ?? -1)
            #expect(opacity.isApproximatelyEqual(to: SeedKit.easeIn(0.5), absoluteTolerance: 1e-5))
        }
    }

    @Test func aNewValueStartsFromThePresentation() {
        SeedKit.withManualClock { clock in
            let layer = Self.transparentLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            layer.opacity = 1
            CATransaction.commit()
            clock.advance(by: 0.5)
            let reached = SeedKit.defaultCurve(0.5)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            layer.opacity = 0
            CATransaction.commit()
            #expect(layer.animationKeys() == ["opacity"], "the new animation replaces the old")
            let start = Double(layer.presentation()?.opacity ?? -1)
            #expect(start.isApproximatelyEqual(to: reached, absoluteTolerance: 1e-5), "no jump")
            clock.advance(by: 0.5)
            let opacity = Double(layer.presentation()?.opacity ?? -1)
            #expect(opacity.isApproximatelyEqual(to: reached * (1 - SeedKit.defaultCurve(0.5)), absoluteTolerance: 1e-5))
        }
    }

    @Test func contentsFadeByDefault() {
        // Explicit Animations seed, "Implicit Transitions": CATransition (fade) is the default action
        // of `contents`; a transition lives under "transition" (README).
        SeedKit.withManualClock { _ in
            let layer = LayerTestHarness.onDisplay(CALayer())
            SeedKit.setUp { layer.contents = "old" }
            CATransaction.begin()
            layer.contents = "new"
            CATransaction.commit()
            #expect(layer.animationKeys() == ["transition"])
            let transition = layer.animation(forKey: "transition") as? CATransition
            #expect(transition?.type == .fade)
            #expect(transition?.duration == 0.25)
        }
    }
}
