#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import Testing

@Suite("Media clocks")
struct MediaClockTests {
    @Test func manualClockMovesOnlyWhenTold() {
        let clock = ManualMediaClock(time: 10)
        #expect(clock.currentTime == 10)
        #expect(clock.currentTime == 10)
        clock.advance(by: 1.0 / 60)
        let advanced: Double = 10 + 1.0 / 60
        #expect(clock.currentTime == advanced)
        clock.set(to: 20)
        #expect(clock.currentTime == 20)
    }

    @Test func scopedClockDrivesCACurrentMediaTime() {
        let clock = ManualMediaClock(time: 5)
        MediaClockContext.withClock(clock) {
            #expect(CACurrentMediaTime() == 5)
            clock.advance(by: 0.5)
            #expect(CACurrentMediaTime() == 5.5)
            MediaClockContext.withClock(ManualMediaClock(time: 99)) {
                #expect(CACurrentMediaTime() == 99)
            }
            #expect(CACurrentMediaTime() == 5.5)
        }
    }

    @Test func scopedClockReachesChildTasks() async {
        let clock = ManualMediaClock(time: 7)
        let seen = await MediaClockContext.withClock(clock) {
            await Task { CACurrentMediaTime() }.value
        }
        #expect(seen == 7)
    }

    @Test func systemClockIsMonotonicUptime() {
        // The system media clock reads uptime; it is checked against Foundation's reading of the
        // same monotonic clock, with no assumption about the wall clock.
        let clock = SystemMediaClock()
        let first = clock.currentTime
        let uptime = ProcessInfo.processInfo.systemUptime
        let second = clock.currentTime
        #expect(first <= uptime && uptime <= second)
    }
}
#endif
