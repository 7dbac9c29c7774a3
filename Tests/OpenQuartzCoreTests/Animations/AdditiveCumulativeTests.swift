#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// isAdditive, isCumulative, and several animations on one key path (conformance README, "Additive
/// and cumulative"; CAAnimation.h): additive values add to the value beneath, cumulative repeats add
/// the end value once per completed repeat, and animations apply in the order they were added, a
/// non-additive one replacing what is beneath it. The layer's model zPosition is 30.
@Suite("Animations: additive, cumulative, stacked")
struct AdditiveCumulativeTests: AnimationSuite {
    /// The presented zPosition at each T after adding `animations` (keyed "0", "1"...) in one
    /// transaction.
    private func samples(_ animations: [CAAnimation], at times: [CFTimeInterval]) -> [Double] {
        withManualClock { clock in
            let layer = committedLayer()
            for (index, animation) in animations.enumerated() { layer.add(animation, forKey: "\(index)") }
            CATransaction.flush()
            let start = clock.currentTime
            return times.map { time in
                clock.set(to: start + time)
                return presentedZ(layer)
            }
        }
    }

    private func expect(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(componentsApproximatelyEqual(actual, expected, absoluteTolerance: 1e-9),
                "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func additiveAddsToTheModel() {
        // 30 + (0 -> 100) at a half: 80; at the end the animation is gone: 30.
        expect(samples([ramp { $0.isAdditive = true }], at: [0.5, 1.5]), [80, 30])
    }

    @Test func additivePoints() {
        let position: CGPoint? = withManualClock { clock in
            let layer = committedLayer()
            withoutActions { layer.position = CGPoint(x: 10, y: 20) }
            let animation = CABasicAnimation(keyPath: "position")
            animation.duration = 1
            animation.isAdditive = true
            animation.fromValue = NSValue(cgPoint: .zero)
            animation.toValue = NSValue(cgPoint: CGPoint(x: 100, y: -50))
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.5)
            return layer.presentation()?.position
        }
        // (10, 20) + (50, -25).
        #expect(position == CGPoint(x: 60, y: -5))
    }

    @Test func cumulativeAddsTheEndValuePerCompletedRepeat() {
        // Repeat n (from 0) shows 100 n + (0 -> 100); held at the end of the third: 300.
        let animation = ramp {
            $0.isCumulative = true
            $0.repeatCount = 3
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        expect(samples([animation], at: [0.5, 1.5, 2.25, 10]), [50, 150, 225, 300])
    }

    @Test func cumulativeWithAStartOtherThanZero() {
        // CAAnimation.h: the value at the end of the previous repeat (20) plus the value of the
        // current repeat (10 -> 20): 20 + 15 at 1.5 s.
        let animation = ramp {
            $0.fromValue = 10
            $0.toValue = 20
            $0.isCumulative = true
            $0.repeatCount = 2
        }
        expect(samples([animation], at: [0.5, 1.5]), [15, 35])
    }

    @Test func additiveOnTopOfAnEarlierAnimation() {
        // 0 -> 100 replaces the model (50 at a half), then + (0 -> 10): 55.
        let additive = ramp { $0.toValue = 10; $0.isAdditive = true }
        expect(samples([ramp(), additive], at: [0.5]), [55])
    }

    @Test func aLaterNonAdditiveAnimationReplacesWhatIsBeneath() {
        // The additive one first (30 + 5), then 0 -> 100 replaces it: 50.
        let additive = ramp { $0.toValue = 10; $0.isAdditive = true }
        expect(samples([additive, ramp()], at: [0.5]), [50])
        // Three: 0 -> 100, then 200 -> 400 replaces it (300), then + 5: 305.
        let replacing = ramp { $0.fromValue = 200; $0.toValue = 400 }
        expect(samples([ramp(), replacing, additive], at: [0.5]), [305])
    }

    @Test func removingTheTopAnimationShowsTheOneBeneath() {
        let z: [Double] = withManualClock { clock in
            let layer = committedLayer()
            layer.add(ramp(), forKey: "below")
            layer.add(ramp { $0.fromValue = 200; $0.toValue = 400 }, forKey: "above")
            CATransaction.flush()
            clock.advance(by: 0.5)
            let both = presentedZ(layer)
            layer.removeAnimation(forKey: "above")
            return [both, presentedZ(layer)]
        }
        expect(z, [300, 50])
    }
}
