#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Run-loop modes, as the seeds describe them: a link fires only while its run loop runs in a mode
/// it was added for; `.common` covers every common mode, among them UIKit's tracking mode (made
/// common here as UIKit makes it). Frames missed in another mode are skipped, not queued.
@Suite("Display link: run-loop modes")
struct CADisplayLinkModeTests {
    @Test func aDefaultModeLinkWaitsWhileTheRunLoopTracks() {
        let fixture = DisplayLinkKit.Fixture(modes: [.default])
        fixture.clock.advance(by: 1.0 / 60)
        fixture.display.runDueCallbacks(in: DisplayLinkKit.tracking)
        fixture.advance(by: 1.5 / 60, in: DisplayLinkKit.tracking)
        #expect(fixture.frames.isEmpty, "no callback while tracking")
        fixture.display.runDueCallbacks(in: .default)
        #expect(fixture.frames.count == 1, "one callback when the default mode runs again")
        #expect(fixture.frames.first?.timestamp.isApproximatelyEqual(to: 60_002 / 60.0, absoluteTolerance: 1e-9) == true)
        #expect(fixture.link.skippedFrameCount == 1)
    }

    @Test func aTrackingModeLinkFiresOnlyWhileTracking() {
        let fixture = DisplayLinkKit.Fixture(modes: [DisplayLinkKit.tracking])
        fixture.display.step(in: .default)
        #expect(fixture.frames.isEmpty)
        fixture.display.step(in: DisplayLinkKit.tracking)
        #expect(fixture.frames.count == 1)
    }

    @Test func aCommonModesLinkFiresInDefaultAndTracking() {
        DisplayLinkKit.makeCommon(DisplayLinkKit.tracking)
        let fixture = DisplayLinkKit.Fixture(modes: [.common])
        var counts: [Int] = []
        for mode in [RunLoop.Mode.default, DisplayLinkKit.tracking, .default] {
            fixture.display.step(in: mode)
            counts.append(fixture.frames.count)
        }
        #expect(counts == [1, 2, 3])
        fixture.display.step(in: RunLoop.Mode("NotACommonMode"))
        #expect(fixture.frames.count == 3, "a mode that is not common")
    }

    @Test func removingAModeKeepsTheOthers() {
        let fixture = DisplayLinkKit.Fixture(modes: [.default, DisplayLinkKit.tracking])
        fixture.display.step(in: .default)
        fixture.display.step(in: DisplayLinkKit.tracking)
        #expect(fixture.frames.count == 2)
        fixture.link.remove(from: .current, forMode: .default)
        fixture.display.step(in: .default)
        #expect(fixture.frames.count == 2)
        fixture.display.step(in: DisplayLinkKit.tracking)
        #expect(fixture.frames.count == 3)
        fixture.link.remove(from: .current, forMode: DisplayLinkKit.tracking)
        fixture.display.step(in: DisplayLinkKit.tracking)
        #expect(fixture.frames.count == 3, "removed from every mode")
    }
}
#endif
