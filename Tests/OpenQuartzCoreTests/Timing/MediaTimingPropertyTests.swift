#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import PropertyBased
import QuartzCoreTestSupport
import Testing

@Suite("MediaTiming: properties")
struct MediaTimingPropertyTests {
    /// Progress stays in [0, 1] for any timing at any time, and the iteration is never negative
    /// when the time offset is not.
    @Test func progressStaysInTheUnitInterval() async {
        await propertyCheck(
            count: 500,
            input: Gen.double(in: -5...5), Gen.double(in: 0...10), Gen.double(in: -4...4), Gen.double(in: 0...5),
            Gen.double(in: -5...20)
        ) { beginTime, duration, speed, repeatCount, time in
            for autoreverses in [false, true] {
                for offset in [0.0, 0.37, 3.5] {
                    let timing = MediaTiming(beginTime: beginTime, duration: duration, speed: Float(speed), timeOffset: offset,
                                             repeatCount: Float(repeatCount), autoreverses: autoreverses, fillMode: .both)
                    let state = timing.evaluate(atParentTime: time)
                    #expect(state.progress >= 0 && state.progress <= 1)
                    #expect(state.iteration >= 0)
                    #expect(state.activeTime >= 0 && state.activeTime <= timing.activeDuration)
                }
            }
        }
    }

    /// Autoreverse mirrors the forward pass in time: within one cycle of 2d, the progress at time T
    /// equals the progress at 2d - T.
    @Test func autoreverseIsSymmetric() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0.05...5), Gen.double(in: 0...1)) { duration, fraction in
            let timing = MediaTiming(duration: duration, autoreverses: true)
            let time = fraction * 2 * duration
            let forward = timing.evaluate(atParentTime: time), mirrored = timing.evaluate(atParentTime: 2 * duration - time)
            guard forward.phase == .active, mirrored.phase == .active else { return }
            #expect(forward.progress.isApproximatelyEqual(to: mirrored.progress, absoluteTolerance: 1e-9))
        }
    }

    /// Speed scales time: speed k at parent time T is speed 1 at time k T (beginTime 0).
    @Test func speedIsATimeScale() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0.1...4), Gen.double(in: 0...3), Gen.double(in: 0.1...2)) { speed, time, duration in
            let fast = MediaTiming(duration: duration, speed: Float(speed), repeatCount: 3)
            let plain = MediaTiming(duration: duration, repeatCount: 3)
            let a = fast.evaluate(atParentTime: time), b = plain.evaluate(atParentTime: time * Double(Float(speed)))
            #expect(a.phase == b.phase)
            #expect(a.progress.isApproximatelyEqual(to: b.progress, absoluteTolerance: 1e-9))
        }
    }
}
#endif
