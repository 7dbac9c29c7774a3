#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The one display-link test on the wall clock, with generous bounds: the real 60 Hz display fires a
/// link on the run loop alone, at ticks on the grid of 1/60 s of system uptime.
@Suite("Display link: real time")
struct CADisplayLinkRealTimeTests {
    @Test func sixtyHertzOnTheSystemClock() {
        var stamps: [CFTimeInterval] = []
        var lateness: [CFTimeInterval] = []
        let link = CADisplayLink(source: SystemDisplaySource.main) { link in
            stamps.append(link.timestamp)
            lateness.append(SystemMediaClock().currentTime - link.timestamp)
            #expect((link.targetTimestamp - link.timestamp).isApproximatelyEqual(to: link.duration, absoluteTolerance: 1e-9))
        }
        link.add(to: .current, forMode: .default)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.5))
        link.invalidate()

        // 30 ticks in 0.5 s; at least 10 even on a loaded machine.
        #expect(stamps.count >= 10 && stamps.count <= 31)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 }, "timestamps increase")
        for stamp in stamps {
            let ticks = stamp * 60
            #expect(abs(ticks - ticks.rounded()) < 1e-3, "on the 1/60 s grid")
        }
        #expect(lateness.allSatisfy { $0 >= -1e-4 }, "never before its tick")
    }
}
#endif
