#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// A display link on a manual display: one callback per tick, with Apple's timestamps. Expected
/// times are computed here from the grid: tick k of a display at `rate` Hz is at k / rate seconds
/// (grid origin 0), so the clock at 1000 s is on tick 1000 * rate.
@Suite("Display link: frames on a manual display")
struct CADisplayLinkFrameTests {
    @Test func firesOncePerTickAt60Hz() {
        let fixture = DisplayLinkKit.Fixture()
        for _ in 0..<10 { fixture.display.step() }
        #expect(fixture.frames.count == 10)
        for (index, frame) in fixture.frames.enumerated() {
            let tick = Double(60_000 + index + 1) / 60
            #expect(frame.timestamp.isApproximatelyEqual(to: tick, absoluteTolerance: 1e-9))
            #expect(frame.now.isApproximatelyEqual(to: tick, absoluteTolerance: 1e-9), "fires at the tick itself")
            #expect(frame.targetTimestamp.isApproximatelyEqual(to: tick + 1.0 / 60, absoluteTolerance: 1e-9))
            #expect(frame.duration.isApproximatelyEqual(to: 1.0 / 60, absoluteTolerance: 1e-12))
            #expect((frame.targetTimestamp - frame.timestamp).isApproximatelyEqual(to: frame.duration, absoluteTolerance: 1e-9))
        }
        #expect(fixture.link.skippedFrameCount == 0)
    }

    @Test(arguments: [24.0, 50.0, 120.0, 144.0])
    func twoSecondsAtOtherRates(rate: Double) {
        let fixture = DisplayLinkKit.Fixture(rate: rate)
        let last = fixture.display.step(frames: Int(2 * rate))
        #expect(fixture.frames.count == Int(2 * rate))
        #expect(last.isApproximatelyEqual(to: 1002, absoluteTolerance: 1e-9))
        #expect(fixture.frames.last?.timestamp.isApproximatelyEqual(to: 1002, absoluteTolerance: 1e-9) == true)
        #expect(fixture.frames.first?.timestamp.isApproximatelyEqual(to: 1000 + 1 / rate, absoluteTolerance: 1e-9) == true)
        #expect(fixture.frames.allSatisfy { $0.duration.isApproximatelyEqual(to: 1 / rate, absoluteTolerance: 1e-12) })
    }

    @Test func nothingFiresBeforeTheNextTickOrWithoutARunLoop() {
        let fixture = DisplayLinkKit.Fixture()
        fixture.display.runDueCallbacks()
        fixture.advance(by: 0.5 / 60)
        #expect(fixture.frames.isEmpty, "the tick the link was added on, and half a period later")
        #expect(fixture.link.timestamp == 0 && fixture.link.targetTimestamp == 0 && fixture.link.duration == 0)

        var calls = 0
        let loose = CADisplayLink(source: fixture.display) { _ in calls += 1 }
        fixture.display.step(frames: 3)
        #expect(calls == 0, "a link not added to a run loop never fires")
        loose.invalidate()
    }

    @Test func aLateRunLoopSkipsFramesInsteadOfQueueingThem() {
        let fixture = DisplayLinkKit.Fixture()
        fixture.advance(by: 3.5 / 60)
        #expect(fixture.frames.count == 1)
        let frame = fixture.frames[0]
        #expect(frame.timestamp.isApproximatelyEqual(to: 60_003 / 60.0, absoluteTolerance: 1e-9), "the latest tick due")
        #expect(frame.targetTimestamp.isApproximatelyEqual(to: 60_004 / 60.0, absoluteTolerance: 1e-9), "the next grid point")
        #expect(fixture.link.skippedFrameCount == 2)
        fixture.display.step()
        #expect(fixture.frames.count == 2)
        #expect(fixture.frames[1].timestamp.isApproximatelyEqual(to: 60_004 / 60.0, absoluteTolerance: 1e-9), "back on the grid")
    }

    @Test func severalAdvancesBeforeATurnFireOnce() {
        let fixture = DisplayLinkKit.Fixture()
        for _ in 0..<4 { fixture.clock.advance(by: 1.0 / 60) }
        fixture.display.runDueCallbacks()
        #expect(fixture.frames.count == 1)
        #expect(fixture.frames[0].timestamp.isApproximatelyEqual(to: 60_004 / 60.0, absoluteTolerance: 1e-9))
        #expect(fixture.link.skippedFrameCount == 3)
    }

    @Test func theDefaultSourceIsTheManualClockInEffect() {
        let clock = ManualMediaClock(time: 500)
        var stamps: [CFTimeInterval] = []
        let link = MediaClockContext.withClock(clock) { CADisplayLink { stamps.append($0.timestamp) } }
        defer { link.invalidate() }
        let display = link.source as? ManualDisplaySource
        #expect(display?.manualClock === clock)
        #expect(display === ManualDisplaySource.shared(for: clock))
        #expect(display?.refreshRate == 60 && display?.gridOrigin == 0)
        link.add(to: .current, forMode: .default)
        display?.step(frames: 2)
        #expect(stamps.count == 2)
        #expect(stamps.last?.isApproximatelyEqual(to: 30_002 / 60.0, absoluteTolerance: 1e-9) == true)
    }

    @Test func implicitTransactionsOpenedInTheCallbackCommitWithTheStep() {
        LayerTestHarness.withManualClock(at: 1000) { clock in
            let layer = CALayer()
            let display = ManualDisplaySource(clock: clock)
            let link = CADisplayLink(source: display) { link in
                CATransaction.setDisableActions(true)
                layer.position = CGPoint(x: (link.timestamp - 1000) * 600, y: 0)
            }
            defer { link.invalidate() }
            link.add(to: .current, forMode: .default)
            display.step(frames: 3)
            let shown = Double(layer.presentation()?.position.x ?? -1)
            #expect(shown.isApproximatelyEqual(to: 30, absoluteTolerance: 1e-6), "3 frames of 1/60 s at 600 points a second")
        }
    }
}
#endif
