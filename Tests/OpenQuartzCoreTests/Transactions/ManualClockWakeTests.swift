#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
@testable import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// A manual clock's advances wake the scheduler only when an event is due (`ManualClockWake`): an
/// offline renderer stepping frame by frame schedules no run-loop work between events, and every
/// event still arrives at the advance that reaches it. Expected times follow from the CAMediaTiming
/// model: a layer's local time runs at its speed, `(t - beginTime) * speed + timeOffset`.
@Suite("Transactions: manual clock wake-ups")
struct ManualClockWakeTests {
    static func fade(duration: CFTimeInterval, delegate: SeedEventRecorder) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = delegate
        animation.setValue("fade", forKey: "name")
        return animation
    }

    /// `CATransaction.hasPendingRunLoopWork` limited to what a test on this thread makes: an
    /// implicit transaction, processing scheduled, or a wake claimed by the test's own clock. (The
    /// test threads are shared: another test's clock, observed on this thread before, may have
    /// left its wake claimed.)
    static func hasPendingWork(for clock: ManualMediaClock) -> Bool {
        let context = TransactionContext.current
        return context.scopes.first?.isImplicit == true || context.scheduler.isProcessingScheduled
            || context.scheduler.observedClocks.contains { $0.clock === clock && $0.wake.isClaimed }
    }

    @Test func advancesBetweenEventsScheduleNothing() {
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            let recorder = SeedEventRecorder()
            layer.add(Self.fade(duration: 1, delegate: recorder), forKey: "fade")
            CATransaction.flush()
            SeedKit.turn()
            #expect(recorder.events == ["start fade"])
            for _ in 0..<9 {
                clock.advance(by: 0.1)
                #expect(!Self.hasPendingWork(for: clock))
            }
            SeedKit.turn()
            #expect(recorder.events == ["start fade"])
            // 0.9 s so far; the animation ends at 1 s.
            clock.advance(by: 0.15)
            #expect(Self.hasPendingWork(for: clock))
            SeedKit.turn()
            #expect(recorder.events == ["start fade", "stop fade true"])
            #expect(!Self.hasPendingWork(for: clock))
        }
    }

    @Test func theWakeUpFollowsTheLayersTimeSpace() {
        SeedKit.withManualClock { clock in
            let recorder = SeedEventRecorder()
            let parent = CALayer(), layer = CALayer()
            SeedKit.setUp {
                parent.speed = 2
                parent.addSublayer(layer)
            }
            SeedKit.turn()
            layer.add(Self.fade(duration: 1, delegate: recorder), forKey: "fade")
            CATransaction.flush()
            SeedKit.turn()
            // Local time runs twice as fast: 1 s of the animation is 0.5 s of media time.
            SeedKit.advance(clock, by: 0.45)
            #expect(recorder.events == ["start fade"])
            SeedKit.advance(clock, by: 0.1)
            #expect(recorder.events == ["start fade", "stop fade true"])
        }
    }

    /// A display host commits every frame (a statistics overlay, a timeline bar): a commit that adds
    /// no animation and moves no time space leaves the events foreseen as they were, and schedules no
    /// evaluation of the animations. Time spaces are counted process-wide
    /// (``RenderTreeCommit/timingGeneration``: a commit on any thread may move a layer whose
    /// animations another thread's scheduler watches), so a step during which a test on another
    /// thread moved one is not judged: the scheduler then looks again, as it should.
    @Test func commitsThatMoveNoTimeSpaceScheduleNothing() {
        SeedKit.withManualClock { clock in
            let recorder = SeedEventRecorder()
            let layer = CALayer(), other = CALayer()
            SeedKit.setUp { other.opacity = 0 }     // committed once: its time space is made
            let spin = Self.fade(duration: 1, delegate: recorder)
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "fade")
            CATransaction.flush()
            // Read before the turn: the scheduler's processing in it records the generation it sees,
            // so a generation still unchanged after a step is the one the scheduler last saw (read
            // after the turn, a commit on another thread in between would go unnoticed).
            let generation = RenderTreeCommit.timingGeneration
            SeedKit.turn()
            for step in 1...5 {
                clock.advance(by: 0.1)
                SeedKit.setUp { other.opacity = Float(step) / 10 }
                let pending = Self.hasPendingWork(for: clock)
                guard RenderTreeCommit.timingGeneration == generation else { continue }
                #expect(!pending, "step \(step)")
            }
            #expect(recorder.events == ["start fade"])
        }
    }

    /// A commit that changes an ancestor's timing moves the animation's end in media time: the
    /// scheduler finds it again. With the parent's timeOffset set to 1 at 0.5 s, the parent's local
    /// time is t + 1, so the two-second animation added at 0 (local time 0) ends at t = 1, not 2.
    @Test func aCommitThatMovesATimeSpaceFindsTheEventsAgain() {
        SeedKit.withManualClock { clock in
            let recorder = SeedEventRecorder()
            let parent = CALayer(), layer = CALayer()
            SeedKit.setUp { parent.addSublayer(layer) }
            SeedKit.turn()
            layer.add(Self.fade(duration: 2, delegate: recorder), forKey: "fade")
            CATransaction.flush()
            SeedKit.turn()
            SeedKit.advance(clock, by: 0.5)
            SeedKit.setUp { parent.timeOffset = 1 }
            #expect(Self.hasPendingWork(for: clock))
            SeedKit.turn()
            SeedKit.advance(clock, by: 0.45)
            #expect(recorder.events == ["start fade"])
            SeedKit.advance(clock, by: 0.1)
            #expect(recorder.events == ["start fade", "stop fade true"])
        }
    }

    @Test func aFlushWithNothingToCommitSchedulesNothing() {
        SeedKit.withManualClock { clock in
            SeedKit.turn()
            CATransaction.flush()
            #expect(!Self.hasPendingWork(for: clock))
        }
    }
}
#endif
