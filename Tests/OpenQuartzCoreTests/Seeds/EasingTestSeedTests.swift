#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The Easing seed's test project (000/001, "CAMediaTimingFunction"): a touch moves a colour layer by
/// an implicit position change, in a transaction with duration 1 and the easeOut function. The touch
/// is replaced by a point. Expected values: the implicit action uses the transaction's duration and
/// timing function (conformance README), easeOut solved in SeedKit; without a function the implicit
/// default is the `default` curve, which the chapter calls slightly different from easeInEaseOut.
@Suite("Seeds: the easing test project")
struct EasingTestSeedTests {
    static let start = CGPoint(x: 160, y: 160), touch = CGPoint(x: 260, y: 360)

    /// The colour layer, on display as the seed's view shows it (Apple animates implicitly only
    /// layers on display: GNUstep libs-quartzcore PR #36).
    static func colorLayer() -> CALayer {
        let colorLayer = LayerTestHarness.onDisplay(CALayer())
        SeedKit.setUp {
            colorLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            colorLayer.position = start
            colorLayer.backgroundColor = SeedKit.mix([1, 0, 0, 1], [1, 0, 0, 1], 0)
        }
        return colorLayer
    }

    static func expected(_ fraction: Double) -> CGPoint {
        CGPoint(x: start.x + (touch.x - start.x) * fraction, y: start.y + (touch.y - start.y) * fraction)
    }

    @Test func aTouchMovesTheLayerEasingOut() {
        SeedKit.withManualClock { clock in
            let colorLayer = Self.colorLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
            colorLayer.position = Self.touch
            CATransaction.commit()
            #expect(colorLayer.animationKeys() == ["position"])
            #expect(colorLayer.animation(forKey: "position")?.duration == 1)
            for fraction in [0.25, 0.5, 0.75] {
                clock.advance(by: 0.25)
                let position = colorLayer.presentation()?.position ?? .zero
                #expect(position.isApproximatelyEqual(to: Self.expected(SeedKit.easeOut(fraction)), absoluteTolerance: 1e-6))
            }
            // Ease out: fast at first, so more than half way at half time.
            #expect(SeedKit.easeOut(0.5) > 0.5)
            clock.advance(by: 0.3)
            #expect(colorLayer.presentation()?.position == Self.touch)
        }
    }

    @Test func withoutAFunctionTheDefaultCurve() {
        SeedKit.withManualClock { clock in
            let colorLayer = Self.colorLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            colorLayer.position = Self.touch
            CATransaction.commit()
            clock.advance(by: 0.5)
            let position = colorLayer.presentation()?.position ?? .zero
            #expect(position.isApproximatelyEqual(to: Self.expected(SeedKit.defaultCurve(0.5)), absoluteTolerance: 1e-6))
            let easeInEaseOut = SeedKit.curve(0.42, 0, 0.58, 1, at: 0.5)
            #expect(!position.isApproximatelyEqual(to: Self.expected(easeInEaseOut), absoluteTolerance: 1e-3))
        }
    }
}
