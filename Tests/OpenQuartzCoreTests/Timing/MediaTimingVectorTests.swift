#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The "ramp" of ../shared/conformance/vectors.md: an animation of a scalar from 0 to 100 (its value
/// is 100 x progress) on a layer whose model value is 30, sampled at T, the layer's time since the
/// animation began. The harness adds the one rule that belongs to the animation rather than to
/// timing: an animation removed on completion shows nothing after its end.
private struct Ramp {
    var timing: MediaTiming
    var isRemovedOnCompletion = true
    var timingFunction: CAMediaTimingFunction?
    var from = 0.0, to = 100.0, model = 30.0

    func value(at time: CFTimeInterval) -> Double {
        let state = timing.evaluate(atParentTime: time)
        guard state.hasEffect, !(state.phase == .after && isRemovedOnCompletion) else { return model }
        let eased = timingFunction?.evaluate(state.progress) ?? state.progress
        return from.interpolated(to: to, fraction: eased)
    }
}

@Suite("MediaTiming: conformance vectors")
struct MediaTimingVectorTests {
    @Test func fromAndToAtHalfTime() {
        // vectors.md: from 10, to 20, 0.5 of 1 s -> 15.
        #expect(Ramp(timing: MediaTiming(duration: 1), from: 10, to: 20).value(at: 0.5) == 15)
    }

    @Test func toOnlyStartsFromTheModelValue() {
        // vectors.md: to 50 only (model 30), 0.5 of 1 s -> 40; the start is the model value.
        #expect(Ramp(timing: MediaTiming(duration: 1), from: 30, to: 50).value(at: 0.5) == 40)
    }

    @Test func durationTwo() {
        #expect(Ramp(timing: MediaTiming(duration: 2)).value(at: 0.5) == 25)
    }

    @Test func forwardsFillHoldsTheEnd() {
        let ramp = Ramp(timing: MediaTiming(duration: 2, fillMode: .forwards), isRemovedOnCompletion: false)
        #expect(ramp.value(at: 2.0) == 100)
        #expect(ramp.value(at: 50) == 100)
    }

    @Test func defaultsShowTheModelAfterTheEnd() {
        #expect(Ramp(timing: MediaTiming(duration: 2)).value(at: 2.0) == 30)
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        #expect(Ramp(timing: MediaTiming(duration: 0)).value(at: 0.125) == 50)
    }

    @Test func fractionalRepeatCount() {
        #expect(Ramp(timing: MediaTiming(duration: 1, repeatCount: 3.5)).value(at: 2.25) == 25)
        let held = Ramp(timing: MediaTiming(duration: 1, repeatCount: 3.5, fillMode: .forwards), isRemovedOnCompletion: false)
        #expect(held.value(at: 10) == 50)
    }

    @Test func autoreverses() {
        let ramp = Ramp(timing: MediaTiming(duration: 1, autoreverses: true))
        #expect(ramp.value(at: 0.5) == 50)
        #expect(ramp.value(at: 1.25) == 75)
        #expect(ramp.value(at: 1.5) == 50)
        let held = Ramp(timing: MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards), isRemovedOnCompletion: false)
        #expect(held.value(at: 5) == 0)
    }

    @Test func beginTimeInTheFuture() {
        let ramp = Ramp(timing: MediaTiming(beginTime: 2, duration: 1))
        #expect(ramp.value(at: 1) == 30)
        #expect(ramp.value(at: 2.5) == 50)
        let filled = Ramp(timing: MediaTiming(beginTime: 2, duration: 1, fillMode: .backwards), isRemovedOnCompletion: false)
        #expect(filled.value(at: 1) == 0)
    }

    @Test func beginTimeInThePast() {
        #expect(Ramp(timing: MediaTiming(beginTime: -0.5, duration: 1)).value(at: 0) == 50)
    }

    @Test func easeInEaseOut() {
        let ramp = Ramp(timing: MediaTiming(duration: 1), timingFunction: CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(ramp.value(at: 0.25).isApproximatelyEqual(to: 12.9162, absoluteTolerance: 1e-4 * 100))
    }

    @Test func timeConversion() {
        // vectors.md "Time conversion": convertTime(100, from: nil) on a layer with beginTime 5 or
        // timeOffset 5 (a root layer's parent time is absolute time).
        #expect(MediaTiming(beginTime: 5).localTime(fromParentTime: 100) == 95)
        #expect(MediaTiming(timeOffset: 5).localTime(fromParentTime: 100) == 105)
    }
}
#endif
