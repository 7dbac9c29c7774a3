#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// A committed tree's effect signature: equal at two times only where every animation has the same
/// effect at both, so that a renderer may keep the frame it drew. The times each case expects to
/// match or differ come from the animations' definitions (key times, durations, fill modes), worked
/// out in each test.
@Suite("Effect signature")
struct EffectSignatureTests {
    /// The committed tree of a root holding `child`, with `animations` added to the child, committed
    /// at media time 0.
    private func tree(_ animations: [CAAnimation], on child: CALayer = CALayer(),
                      root: CALayer = CALayer()) throws -> RenderLayer {
        let clock = ManualMediaClock(time: 0)
        return try MediaClockContext.withClock(clock) { try LayerTestHarness.withCleanTransaction {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.addSublayer(child)
            for (index, animation) in animations.enumerated() { child.add(animation, forKey: "a\(index)") }
            CATransaction.commit()
            return try #require(root.committedRenderTree)
        } }
    }

    /// Whether the tree's signatures at `a` and `b` both exist and are equal.
    private func same(_ tree: RenderLayer, _ a: CFTimeInterval, _ b: CFTimeInterval) -> Bool {
        var first = EffectSignature(), second = EffectSignature()
        return first.record(tree, atParentTime: a) && second.record(tree, atParentTime: b) && first.matches(second)
    }

    @Test func discreteKeyframesMatchWithinAKeyframe() throws {
        // Three values in discrete mode over [1, 4]: each shows for a third, from 1, 2 and 3.
        let hide = CAKeyframeAnimation(keyPath: "hidden")
        hide.values = [false, true, false]
        hide.calculationMode = .discrete
        hide.beginTime = 1
        hide.duration = 3
        let tree = try tree([hide])
        #expect(same(tree, 1.1, 1.9))
        #expect(!same(tree, 1.9, 2.1))
        #expect(same(tree, 2.1, 2.9))
        // Before and after it (removed on completion) it has no effect at all.
        #expect(same(tree, 0.5, 4.5))
        #expect(!same(tree, 0.5, 1.5))
    }

    @Test func interpolatedAnimationsDifferWhileTheyRunAndHoldWhenFilled() throws {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 1
        move.duration = 1
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        let tree = try tree([move])
        #expect(!same(tree, 1.2, 1.4))
        // Filled forwards, it holds its end value from 2 on.
        #expect(same(tree, 2.5, 7))
        // Not yet begun (no backwards fill), it has no effect.
        #expect(same(tree, 0.2, 0.9))
        #expect(!same(tree, 0.9, 2.5))
    }

    @Test func discreteModeOfAnInterpolatableValueMatchesWithinAKeyframe() throws {
        let colour = CAKeyframeAnimation(keyPath: "backgroundColor")
        colour.values = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)]
        colour.calculationMode = .discrete
        colour.duration = 2
        let tree = try tree([colour])
        #expect(same(tree, 0.2, 0.8))
        #expect(!same(tree, 0.8, 1.2))
    }

    @Test func cumulativeRepeatsAfterTheFirstHaveNoSignature() throws {
        let move = CABasicAnimation(keyPath: "position.x")
        move.byValue = 10
        move.duration = 1
        move.repeatCount = 3
        move.isCumulative = true
        let tree = try tree([move])
        var signature = EffectSignature()
        let first = signature.record(tree, atParentTime: 0.5), second = signature.record(tree, atParentTime: 1.5)
        #expect(first)
        #expect(!second)
    }

    @Test func aReplicatorsDelayedInstancesCount() throws {
        // The sublayer switches at 1 (two discrete values over [0, 2]); instance 1 runs 0.5 s behind.
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 2
        replicator.instanceDelay = 0.5
        let hide = CAKeyframeAnimation(keyPath: "hidden")
        hide.values = [false, true]
        hide.calculationMode = .discrete
        hide.duration = 2
        let tree = try tree([hide], root: replicator)
        // Between 1.2 and 1.4, instance 0 is past its switch and instance 1 (at 0.7, 0.9) before it.
        #expect(same(tree, 1.2, 1.4))
        // At 1.6 instance 1 (at 1.1) has switched too.
        #expect(!same(tree, 1.4, 1.6))
    }

    @Test func aRunningTransitionHasNoSignature() throws {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        let tree = try tree([fade])
        var signature = EffectSignature()
        let during = signature.record(tree, atParentTime: 0.5), after = signature.record(tree, atParentTime: 1.5)
        #expect(!during)
        #expect(after)
    }

    @Test func signaturesOfAnotherTreeDoNotMatch() throws {
        let first = try tree([]), second = try tree([])
        var a = EffectSignature(), b = EffectSignature()
        let recorded = a.record(first, atParentTime: 1) && b.record(second, atParentTime: 1)
        #expect(recorded)
        #expect(!a.matches(b))
        let again = b.record(first, atParentTime: 2)
        #expect(again && a.matches(b))
    }
}
#endif
