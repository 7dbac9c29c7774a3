#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Each rule of the timing model (../shared/conformance/README.md, "The CAMediaTiming model"), with
/// expected values worked out by hand from the rule in the comment beside it.
@Suite("MediaTiming: rules")
struct MediaTimingTests {
    @Test func appleDefaults() {
        let timing = MediaTiming()
        #expect(timing.beginTime == 0 && timing.duration == 0 && timing.speed == 1 && timing.timeOffset == 0)
        #expect(timing.repeatCount == 0 && timing.repeatDuration == 0 && !timing.autoreverses)
        #expect(timing.fillMode == .removed)
        #expect(timing.simpleDuration == 0.25)
    }

    @Test func defaultDurationComesFromTheTransaction() {
        // duration <= 0 takes the transaction's duration; a non-positive one falls back to 0.25 s.
        #expect(MediaTiming(duration: 0, defaultDuration: 2).simpleDuration == 2)
        #expect(MediaTiming(duration: -1, defaultDuration: 2).simpleDuration == 2)
        #expect(MediaTiming(duration: 0, defaultDuration: 0).simpleDuration == 0.25)
        #expect(MediaTiming(duration: 3, defaultDuration: 2).simpleDuration == 3)
    }

    @Test func activeDuration() {
        #expect(MediaTiming(duration: 2).activeDuration == 2)
        #expect(MediaTiming(duration: 2, autoreverses: true).activeDuration == 4)
        #expect(MediaTiming(duration: 2, repeatCount: 2.5).activeDuration == 5)
        #expect(MediaTiming(duration: 2, repeatCount: 2, autoreverses: true).activeDuration == 8)
        #expect(MediaTiming(duration: 2, repeatDuration: 3).activeDuration == 3)
        #expect(MediaTiming(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        // The seeds' "repeat until removed" idiom: 1e100 as a Float is infinity.
        #expect(MediaTiming(duration: 2, repeatCount: Float(1e100)).activeDuration == .infinity)
    }

    @Test func speedScalesActiveTime() {
        // e = (T - beginTime) * speed: at speed 2, 0.25 s of layer time is half of a 1 s pass.
        let state = MediaTiming(duration: 1, speed: 2).evaluate(atParentTime: 0.25)
        #expect(state.phase == .active && state.progress == 0.5)
        #expect(MediaTiming(duration: 1, speed: 2).evaluate(atParentTime: 0.5).phase == .after)
    }

    @Test func speedZeroFreezesAtTimeOffset() {
        // QA1673: with speed 0, local time is timeOffset whatever the parent time.
        let timing = MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
        for time in [-5.0, 0, 0.7, 1_000] {
            let state = timing.evaluate(atParentTime: time)
            #expect(state.phase == .active)
            #expect(state.progress.isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-12))
        }
        #expect(timing.localTime(fromParentTime: 123) == 0.3)
    }

    @Test func negativeSpeedMakesActiveTimeNegative() {
        // e = (T - beginTime) * speed < 0 for T > beginTime: before the active duration, so only a
        // backwards fill shows, holding the progress of active time 0 (here timeOffset 0.75).
        let removed = MediaTiming(duration: 1, speed: -1, timeOffset: 0.75).evaluate(atParentTime: 0.5)
        #expect(removed.phase == .before && !removed.hasEffect)
        let filled = MediaTiming(duration: 1, speed: -1, timeOffset: 0.75, fillMode: .backwards).evaluate(atParentTime: 0.5)
        #expect(filled.hasEffect && filled.progress == 0.75)
    }

    @Test func timeOffsetShiftsTheCycleNotTheWindow() {
        // t = e + timeOffset: with offset 0.25 the pass starts a quarter in and wraps, but is active
        // for e in [0, 1) only.
        let timing = MediaTiming(duration: 1, timeOffset: 0.25, fillMode: .both)
        #expect(timing.evaluate(atParentTime: 0).progress == 0.25)
        #expect(timing.evaluate(atParentTime: 0.5).progress == 0.75)
        #expect(timing.evaluate(atParentTime: 0.9).progress.isApproximatelyEqual(to: 0.15, absoluteTolerance: 1e-12))
        let end = timing.evaluate(atParentTime: 1)
        // At the end t = 1.25, not a cycle boundary, so the fill holds progress 0.25.
        #expect(end.phase == .after && end.progress == 0.25)
        // timeOffset is not scaled by speed.
        #expect(MediaTiming(duration: 1, speed: 2, timeOffset: 0.25).evaluate(atParentTime: 0.125).progress == 0.5)
    }

    @Test func repeatDuration() {
        // AD = repeatDuration = 2.5 s of a 1 s pass: the fill holds half way through the third pass.
        let end = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards).evaluate(atParentTime: 3)
        #expect(end.phase == .after && end.iteration == 2 && end.progress == 0.5)
    }

    @Test func infiniteRepeatNeverEnds() {
        let state = MediaTiming(duration: 1, repeatCount: .infinity).evaluate(atParentTime: 1_000_000.25)
        #expect(state.phase == .active && state.iteration == 1_000_000)
        #expect(state.progress.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9))
    }

    @Test func cycleBoundariesAreExact() {
        // 3 x 0.1 s is 0.30000000000000004 in doubles; the end still holds the end of the third pass,
        // and the boundary at 0.2 s starts the third pass.
        let timing = MediaTiming(duration: 0.1, repeatCount: 3, fillMode: .forwards)
        let end = timing.evaluate(atParentTime: 0.3)
        #expect(end.phase == .after && end.iteration == 2 && end.progress == 1)
        let boundary = timing.evaluate(atParentTime: 0.2)
        #expect(boundary.phase == .active && boundary.iteration == 2 && boundary.progress == 0)
        // A whole number of passes ends on the end of the last pass, not the start of the next.
        let whole = MediaTiming(duration: 2, repeatCount: 2, fillMode: .forwards).evaluate(atParentTime: 10)
        #expect(whole.iteration == 1 && whole.progress == 1)
    }

    @Test func autoreverseIterationsAndDirection() {
        // One cycle is a forward and a backward pass: 2 s for a 1 s duration.
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)
        let forward = timing.evaluate(atParentTime: 0.25)
        #expect(forward.iteration == 0 && !forward.isReversing && forward.progress == 0.25)
        let back = timing.evaluate(atParentTime: 1.25)
        #expect(back.iteration == 0 && back.isReversing && back.progress == 0.75)
        let second = timing.evaluate(atParentTime: 2.25)
        #expect(second.iteration == 1 && !second.isReversing && second.progress == 0.25)
        // The turning point is the end of the forward pass.
        #expect(timing.evaluate(atParentTime: 1).progress == 1)
    }

    @Test func fillModes() {
        let timing = MediaTiming(beginTime: 1, duration: 1)
        func effects(_ mode: CAMediaTimingFillMode) -> (Bool, Bool) {
            var filled = timing
            filled.fillMode = mode
            return (filled.evaluate(atParentTime: 0).hasEffect, filled.evaluate(atParentTime: 3).hasEffect)
        }
        #expect(effects(.removed) == (false, false))
        #expect(effects(.backwards) == (true, false))
        #expect(effects(.forwards) == (false, true))
        #expect(effects(.both) == (true, true))
        #expect(MediaTiming(fillMode: .both).fillMode == .both)
        #expect(MediaTiming(fillMode: CAMediaTimingFillMode(rawValue: "sideways")).fillMode == .removed)
    }

    @Test func phasesAndActiveTime() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        let before = timing.evaluate(atParentTime: 0.5)
        #expect(before.phase == .before && before.activeTime == 0 && before.progress == 0)
        let active = timing.evaluate(atParentTime: 2)
        #expect(active.phase == .active && active.activeTime == 1 && active.simpleTime == 1)
        let after = timing.evaluate(atParentTime: 9)
        #expect(after.phase == .after && after.activeTime == 2 && after.progress == 1)
    }

    @Test func infiniteDurationRunsOnLocalTime() {
        // A layer's duration is infinite: its simple time is its local time.
        let state = MediaTiming(duration: .infinity).evaluate(atParentTime: 42)
        #expect(state.phase == .active && state.progress == 0 && state.simpleTime == 42)
    }

    @Test func parentAndLocalTimeAreInverse() {
        let timing = MediaTiming(beginTime: 3, speed: 2.5, timeOffset: -1)
        for time in [-2.0, 0, 3, 7.25] {
            #expect(timing.parentTime(fromLocalTime: timing.localTime(fromParentTime: time)).isApproximatelyEqual(to: time, absoluteTolerance: 1e-12))
        }
        #expect(MediaTiming(beginTime: 3, speed: 0).parentTime(fromLocalTime: 10) == 3)
    }

    @Test func readsATimedObject() {
        final class Timed: CAMediaTiming {
            var beginTime: CFTimeInterval = 1
            var duration: CFTimeInterval = 2
            var speed: Float = 3
            var timeOffset: CFTimeInterval = 4
            var repeatCount: Float = 5
            var repeatDuration: CFTimeInterval = 6
            var autoreverses = true
            var fillMode: CAMediaTimingFillMode = .backwards
        }
        let timing = MediaTiming(Timed(), defaultDuration: 0.5)
        #expect(timing == MediaTiming(beginTime: 1, duration: 2, speed: 3, timeOffset: 4, repeatCount: 5,
                                      repeatDuration: 6, autoreverses: true, fillMode: .backwards, defaultDuration: 0.5))
    }
}
#endif
