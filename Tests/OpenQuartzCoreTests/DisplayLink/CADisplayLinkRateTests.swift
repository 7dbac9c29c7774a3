#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Preferred rates pick every n-th tick of the display; pausing and invalidating stop the link.
/// Expected values: the display's ticks at k / 60 s (the clock starts on tick 60 000).
@Suite("Display link: rates, pause and invalidate")
struct CADisplayLinkRateTests {
    /// The ticks (counted from the start) of the callbacks.
    static func ticks(_ fixture: DisplayLinkKit.Fixture) -> [Int] {
        fixture.frames.map { Int(($0.timestamp * 60).rounded()) - 60_000 }
    }

    @Test func thirtyFramesPerSecondOnA60HzDisplayTakesEveryOtherTick() {
        let fixture = DisplayLinkKit.Fixture()
        fixture.link.preferredFramesPerSecond = 30
        fixture.display.step(frames: 60)
        #expect(fixture.frames.count == 30)
        #expect(Self.ticks(fixture) == Array(stride(from: 1, through: 59, by: 2)))
        for frame in fixture.frames {
            #expect(frame.duration.isApproximatelyEqual(to: 1.0 / 60, absoluteTolerance: 1e-12), "the display's period")
            #expect((frame.targetTimestamp - frame.timestamp).isApproximatelyEqual(to: 2.0 / 60, absoluteTolerance: 1e-9))
        }
        #expect(fixture.link.skippedFrameCount == 0)
    }

    @Test(arguments: [(2, 30), (3, 20), (1, 60)])
    func frameInterval(interval: Int, callbacks: Int) {
        let fixture = DisplayLinkKit.Fixture()
        (fixture.link as any FrameIntervalSetting).frameInterval = interval
        fixture.display.step(frames: 60)
        #expect(fixture.frames.count == callbacks)
        #expect(Self.ticks(fixture) == Array(stride(from: 1, through: 60, by: interval)))
    }

    /// Rates available on a 60 Hz display: 60, 30, 20, 15, 12... (60 / n).
    @Test(arguments: [
        (CAFrameRateRange(minimum: 20, maximum: 30, preferred: 30), 2),
        (CAFrameRateRange(minimum: 15, maximum: 24, preferred: 24), 3),
        (CAFrameRateRange(minimum: 10, maximum: 0), 1),
        (CAFrameRateRange.default, 1),
    ])
    func frameRateRange(range: CAFrameRateRange, stride: Int) {
        let fixture = DisplayLinkKit.Fixture()
        fixture.link.preferredFrameRateRange = range
        #expect(fixture.link.preferredFrameRateRange == range)
        fixture.display.step(frames: 60)
        #expect(fixture.frames.count == 60 / stride)
    }

    @Test func preferredRatesRoundToTheNearestFactorOfTheDisplayRate() {
        for (preferred, callbacks) in [(45, 60), (40, 30), (25, 30), (24, 20), (1000, 60)] {
            let fixture = DisplayLinkKit.Fixture()
            fixture.link.preferredFramesPerSecond = preferred
            fixture.display.step(frames: 60)
            #expect(fixture.frames.count == callbacks, "\(preferred) fps")
        }
    }

    @Test func aPausedLinkDoesNotFireAndResumesAtTheNextTick() {
        let fixture = DisplayLinkKit.Fixture()
        fixture.display.step(frames: 5)
        fixture.link.isPaused = true
        fixture.display.step(frames: 5)
        #expect(fixture.frames.count == 5)
        fixture.link.isPaused = false
        fixture.display.step(frames: 3)
        #expect(Self.ticks(fixture) == [1, 2, 3, 4, 5, 11, 12, 13])
        #expect(fixture.link.skippedFrameCount == 0, "paused frames are not skipped frames")
    }

    @Test func invalidateStopsTheLinkAndReleasesTheClosure() {
        final class Target {}
        let display = ManualDisplaySource(clock: ManualMediaClock(time: 1000))
        weak var released: Target?
        var calls = 0
        let link: CADisplayLink = {
            let target = Target()
            released = target
            return CADisplayLink(source: display) { _ in _ = target; calls += 1 }
        }()
        link.add(to: .current, forMode: .default)
        link.add(to: .current, forMode: DisplayLinkKit.tracking)
        display.step()
        #expect(calls == 1 && released != nil)
        link.invalidate()
        #expect(released == nil, "the closure and what it captured are released")
        display.step(frames: 3)
        link.add(to: .current, forMode: .default)
        display.step(frames: 3)
        #expect(calls == 1, "an invalidated link never fires again")
    }
}
#endif
