#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// An animation's own CAMediaTiming beyond the vectors: repeatDuration, timeOffset, speed, fill modes
/// and autoreversing with a timing function. Expected values come from the conformance README's
/// reference model (e = (T - beginTime) x speed; t = e + timeOffset; u = t mod cycle), worked out in
/// each test, on the ramp (zPosition 0 -> 100 over 1 s, model 30).
@Suite("Animations: animation timing")
struct AnimationTimingTests: AnimationSuite {
    private func samples(at times: [CFTimeInterval], _ configure: (CABasicAnimation) -> Void) -> [Double] {
        withManualClock { clock in
            let layer = committedLayer()
            let animation = ramp(configure)
            addAndCommit(animation, to: layer)
            let start = clock.currentTime
            return times.map { time in
                clock.set(to: start + time)
                return presentedZ(layer)
            }
        }
    }

    private func expect(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-9,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(componentsApproximatelyEqual(actual, expected, absoluteTolerance: tolerance),
                "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func repeatDuration() {
        // Active for 2.5 s: at 2.25, u = 0.25; held at the end, u = 0.5.
        expect(samples(at: [2.25, 3]) { $0.repeatDuration = 2.5 }, [25, 30])
        expect(samples(at: [10]) {
            $0.repeatDuration = 2.5
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }, [50])
    }

    @Test func timeOffsetShiftsTheCycleNotTheWindow() {
        // timeOffset 0.25: at 0.5, t = 0.75; at 0.9, t = 1.15, u = 0.15; the window still ends at 1.
        expect(samples(at: [0, 0.5, 0.9, 1.0]) { $0.timeOffset = 0.25 }, [25, 75, 15, 30])
    }

    @Test func speedScalesTheAnimationsTime() {
        // Speed 2: e = 2 T, so half way at 0.25 s and over at 0.5 s.
        expect(samples(at: [0.25, 0.4, 0.5]) { $0.speed = 2 }, [50, 80, 30])
    }

    @Test func backwardsFillShowsBeforeTheStartEvenWhenRemovedOnCompletion() {
        // isRemovedOnCompletion removes the animation after its end; before its start it is there.
        let values: [Double] = withManualClock { clock in
            let layer = committedLayer()
            let later = ramp { $0.fillMode = .backwards }
            later.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 2
            addAndCommit(later, to: layer)
            let start = clock.currentTime
            return [1, 2.5, 4].map { time in
                clock.set(to: start + time)
                return presentedZ(layer)
            }
        }
        expect(values, [0, 50, 30])
    }

    @Test func fillModeBothHoldsBothEnds() {
        let values: [Double] = withManualClock { clock in
            let layer = committedLayer()
            let both = ramp {
                $0.fillMode = .both
                $0.isRemovedOnCompletion = false
                $0.toValue = 60
            }
            both.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
            addAndCommit(both, to: layer)
            let start = clock.currentTime
            return [0.5, 1.5, 5].map { time in
                clock.set(to: start + time)
                return presentedZ(layer)
            }
        }
        expect(values, [0, 30, 60])
    }

    @Test func autoreversingKeepsTheTimingFunctionForward() {
        // The backward pass mirrors the forward pass in time: at 1.4 s, p = (2 - 1.4) / 1 = 0.6 and the
        // value is 100 x easeIn(0.6) = 42.9120 (vectors.md), as on the way out at 0.6 s.
        expect(samples(at: [0.6, 1.4]) {
            $0.autoreverses = true
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
        }, [42.9120, 42.9120], tolerance: 1e-4)
    }

    @Test func autoreversingRepeats() {
        // Cycle 2 s, two repeats: at 2.5, u = 0.5 (forward); at 3.5, u = 1.5 (backward, p = 0.5).
        expect(samples(at: [2.5, 3.5, 3.75]) {
            $0.autoreverses = true
            $0.repeatCount = 2
        }, [50, 50, 25])
    }

    @Test func customTimingFunction() {
        // vectors.md: (0.5, 1, 0.5, 1) at 0.5 gives 0.875; (0.5, -1, 0.5, -1) gives -0.625 (overshoot).
        let up = CAMediaTimingFunction(controlPoints: 0.5, 1, 0.5, 1), down = CAMediaTimingFunction(controlPoints: 0.5, -1, 0.5, -1)
        expect(samples(at: [0.5]) { $0.timingFunction = up }, [87.5], tolerance: 1e-4)
        expect(samples(at: [0.5]) { $0.timingFunction = down }, [-62.5], tolerance: 1e-4)
    }
}
