#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Completion blocks of transactions that add animations, and the order of delegate and completion
/// events. Conformance README, "Implicit animations and transactions": a completion block runs once
/// every animation added in that transaction has finished or been removed; delegates hear
/// animationDidStart when an animation begins and animationDidStop(finished: true) when it completes,
/// finished: false when it is removed or replaced.
@Suite("Transactions: completion with animations")
struct TransactionCompletionAnimationTests {
    /// A basic opacity animation of `duration` seconds, tagged with `name`.
    static func fade(_ name: String, duration: CFTimeInterval, delegate: SeedEventRecorder? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = delegate
        animation.setValue(name, forKey: "name")
        return animation
    }

    @Test func waitsForEveryAnimationToFinish() {
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            var runs = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { runs += 1 }
            layer.add(Self.fade("a", duration: 1), forKey: "a")
            layer.add(Self.fade("b", duration: 2), forKey: "b")
            CATransaction.commit()
            SeedKit.turn()
            #expect(runs == 0)
            SeedKit.advance(clock, by: 1.5)
            #expect(runs == 0, "b is still running")
            SeedKit.advance(clock, by: 0.75)
            #expect(runs == 1)
            SeedKit.advance(clock, by: 1)
            #expect(runs == 1)
        }
    }

    @Test func removingTheAnimationsCompletesTheTransaction() {
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            var runs = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { runs += 1 }
            layer.add(Self.fade("a", duration: 1), forKey: "a")
            layer.add(Self.fade("b", duration: 2), forKey: "b")
            CATransaction.commit()
            SeedKit.advance(clock, by: 0.25)
            layer.removeAnimation(forKey: "a")
            SeedKit.turn()
            #expect(runs == 0, "b is still running")
            layer.removeAnimation(forKey: "b")
            SeedKit.turn()
            #expect(runs == 1)
        }
    }

    @Test func replacingAnAnimationCountsAsRemovingIt() {
        // add(_:forKey:) replaces the animation under the same key; the first transaction's block
        // then has nothing left to wait for.
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            let recorder = SeedEventRecorder()
            var runs = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { runs += 1 }
            layer.add(Self.fade("first", duration: 2, delegate: recorder), forKey: "fade")
            CATransaction.commit()
            SeedKit.advance(clock, by: 0.5)
            layer.add(Self.fade("second", duration: 2, delegate: recorder), forKey: "fade")
            CATransaction.flush()
            SeedKit.turn()
            #expect(runs == 1)
            #expect(recorder.events == ["start first", "stop first false", "start second"])
        }
    }

    @Test func anAnimationWithNothingToApplyStillRunsItsCourse() {
        // A value the property cannot take (a string for opacity) leaves the animation without
        // effect, not without time: it starts, finishes after its duration, and the block runs.
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            let recorder = SeedEventRecorder()
            let animation = Self.fade("inert", duration: 1, delegate: recorder)
            animation.toValue = "not a number"
            CATransaction.begin()
            CATransaction.setCompletionBlock { recorder.events.append("completion") }
            layer.add(animation, forKey: "inert")
            CATransaction.commit()
            SeedKit.advance(clock, by: 0.5)
            #expect(recorder.events == ["start inert"])
            SeedKit.advance(clock, by: 0.6)
            #expect(recorder.events == ["start inert", "stop inert true", "completion"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func anImplicitAnimationDelaysTheBlock() {
        SeedKit.withManualClock { clock in
            let layer = LayerTestHarness.onDisplay(CALayer())
            SeedKit.setUp { layer.opacity = 0 }
            var runs = 0
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock { runs += 1 }
            layer.opacity = 1
            CATransaction.commit()
            SeedKit.advance(clock, by: 0.9)
            #expect(runs == 0)
            SeedKit.advance(clock, by: 0.2)
            #expect(runs == 1)
        }
    }

    @Test func delegateAndCompletionEventsInOrder() {
        // Two animations of 1 s and 2 s with one delegate, and a completion block: both start when
        // committed, stop in the order they end, and the block runs after the last stop.
        SeedKit.withManualClock { clock in
            let layer = CALayer()
            let recorder = SeedEventRecorder()
            CATransaction.begin()
            CATransaction.setCompletionBlock { recorder.events.append("completion") }
            layer.add(Self.fade("long", duration: 2, delegate: recorder), forKey: "long")
            layer.add(Self.fade("short", duration: 1, delegate: recorder), forKey: "short")
            CATransaction.commit()
            #expect(recorder.events == [], "nothing is delivered inside commit()")
            SeedKit.turn()
            #expect(recorder.events == ["start long", "start short"])
            for _ in 0..<25 { SeedKit.advance(clock, by: 0.1) }
            #expect(recorder.events == ["start long", "start short", "stop short true", "stop long true", "completion"])
        }
    }
}
