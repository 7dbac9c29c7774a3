import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing

/// The window's frames drive display links: timestamps one display period apart, the requested rate
/// honoured, missed ticks skipped and counted (the seeds' Timer-Based Animation chapter).
@Suite(.serialized, .enabled(if: displayAvailable, "needs DISPLAY or Xvfb"))
struct DisplayLinkTimingTests {
    /// What a run of frames gave: the display's rate, the host's counts, the link's skipped frames
    /// and its (timestamp, targetTimestamp, duration) at each callback.
    struct Run {
        var refreshRate: Double
        var statistics: FrameStatistics
        var skippedFrameCount: Int
        var calls: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)]
    }

    /// Opens a host on a stepped clock, runs `frames` frames with a link on its display configured by
    /// `configure`, and returns the link's (timestamp, targetTimestamp, duration) at each callback.
    /// (The host and the link end inside the display lock: no SDL object outlives it.)
    func callbacks(frames: Int, configure: (CADisplayLink) -> Void = { _ in },
                   during: @escaping (SteppedDisplayClock, Int) -> Void = { _, _ in }) throws -> Run {
        try VirtualDisplay.withDisplay {
            let clock = SteppedDisplayClock(time: 100)
            let (root, _) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "link timing"), displayClock: clock)
            var calls: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
            let link = CADisplayLink(source: host.display) { link in
                calls.append((link.timestamp, link.targetTimestamp, link.duration))
                during(clock, calls.count)
            }
            configure(link)
            link.add(to: .current, forMode: .common)
            for _ in 0..<frames { host.step() }
            link.invalidate()
            return Run(refreshRate: host.display.refreshRate, statistics: host.statistics,
                       skippedFrameCount: link.skippedFrameCount, calls: calls)
        }
    }

    @Test func timestampsAdvanceByTheDisplaysFrameDuration() throws {
        let run = try callbacks(frames: 12)
        let calls = run.calls
        let period = 1.0 / 60
        #expect(run.refreshRate == 60)
        #expect(calls.count == 12)
        for (index, call) in calls.enumerated() {
            #expect(abs(call.0 - (100 + Double(index + 1) * period)) < 1e-9)
            #expect(abs(call.1 - call.0 - period) < 1e-9)
            #expect(abs(call.2 - period) < 1e-12)
        }
        #expect(run.statistics.presentedFrames == 12)
        #expect(run.statistics.droppedFrames == 0)
    }

    @Test func frameIntervalAndPreferredRangeFireOnEveryOtherFrame() throws {
        let byInterval = try callbacks(frames: 10) { link in
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        }.calls
        #expect(byInterval.count == 5)
        for pair in zip(byInterval, byInterval.dropFirst()) {
            #expect(abs(pair.1.0 - pair.0.0 - 2.0 / 60) < 1e-9)
        }
        #expect(byInterval.allSatisfy { abs($0.1 - $0.0 - 2.0 / 60) < 1e-9 })
    }

    @Test func theDeprecatedFrameIntervalIsHonouredToo() throws {
        let calls = try callbacks(frames: 9) { link in
            var settable: any FrameIntervalSettable = link
            settable.frameInterval = 3
        }.calls
        #expect(calls.count == 3)
        #expect(calls.allSatisfy { abs($0.1 - $0.0 - 3.0 / 60) < 1e-9 })
    }

    @Test func aSlowFrameSkipsTicksAndTheLinkCountsThem() throws {
        // The third frame is drawn from tick 2 on and its callback takes three and a half periods:
        // it is done at tick 5.5, so ticks 4 and 5 pass without a frame and the link skips them.
        let run = try callbacks(frames: 6, during: { clock, count in
            if count == 3 { clock.advance(by: 3.5 / 60) }
        })
        let ticks = run.calls.map { (($0.0 - 100) * 60).rounded() }
        #expect(ticks == [1, 2, 3, 6, 7, 8])
        #expect(run.skippedFrameCount == 2)
        #expect(run.statistics.droppedFrames == 2)
        #expect(run.statistics.presentedFrames == 6)
    }

    @Test func theSystemClockPacesFramesToTheRefreshRate() throws {
        try VirtualDisplay.withDisplay {
            let (root, _) = DisplayTest.tree(clock: ManualMediaClock(time: 0))
            let host = try DisplayHost(layer: root, options: DisplayTest.options(title: "pacing"))
            let start = ProcessInfo.processInfo.systemUptime
            host.run(forDuration: 0.5)
            let elapsed = ProcessInfo.processInfo.systemUptime - start
            let statistics = host.statistics
            let frames = statistics.presentedFrames + statistics.droppedFrames
            // The frames lie on the grid, one tick apart (missed ticks counted as dropped)...
            let span = try #require(statistics.lastFrameTime) - (try #require(statistics.firstFrameTime))
            #expect(abs(span - Double(frames - 1) / 60) < 1e-9)
            // ...and span the time the host ran: 0.5 s at 60 Hz is 30 ticks, give or take the ticks
            // at either end and a late last present on a loaded machine.
            #expect(abs(Double(frames) - elapsed * 60) <= 3)
            #expect(elapsed < 1)
        }
    }
}

/// `frameInterval` without the deprecation warning its direct use gives (warnings are errors here):
/// the link's property reached through a protocol it satisfies.
protocol FrameIntervalSettable {
    var frameInterval: Int { get set }
}

extension CADisplayLink: FrameIntervalSettable {}
