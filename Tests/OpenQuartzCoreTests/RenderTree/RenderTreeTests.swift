#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The render tree a commit produces: immutable and Sendable, it gives the presentation of any layer
/// of the tree at any time, on any thread (what the renderer draws from); commits share what they
/// do not change.
@Suite("Render tree")
struct RenderTreeTests {
    /// A root with a child whose position animates from (0, 0) to (100, 0) over 1 s, linearly.
    /// (In clean transactions: what an earlier test on this thread left in its implicit
    /// transaction would otherwise hold the commit back.)
    private func makeTree(clock: ManualMediaClock) -> CALayer {
        MediaClockContext.withClock(clock) { LayerTestHarness.withCleanTransaction {
            let root = CALayer(), child = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.addSublayer(child)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint.zero
            move.toValue = CGPoint(x: 100, y: 0)
            move.duration = 1
            child.add(move, forKey: "move")
            CATransaction.commit()
            return root
        } }
    }

    @Test func evaluatesOnOtherThreads() async throws {
        let clock = ManualMediaClock(time: 50)
        let snapshot = try #require(makeTree(clock: clock).committedRenderTree)
        #expect(snapshot.sublayers.count == 1)
        // Linear: the x at media time 50 + t is 100 t; evaluated concurrently from detached tasks.
        let times = (0...10).map { 50 + Double($0) / 10 }
        let xs = try await withThrowingTaskGroup(of: (Double, Double).self) { group in
            for time in times {
                group.addTask { (time, Double(snapshot.sublayers[0].presentation(atParentTime: time).position.x)) }
            }
            var results: [(Double, Double)] = []
            for try await result in group { results.append(result) }
            return results
        }
        for (time, x) in xs {
            let expected = time >= 51 ? 0 : 100 * (time - 50)   // removed on completion: model (0) after the end
            #expect(x.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(time)")
        }
    }

    /// What a commit of `changes` publishes, in a clean transaction with actions disabled.
    private func commit(_ clock: ManualMediaClock, _ changes: () -> Void) {
        MediaClockContext.withClock(clock) { LayerTestHarness.withCleanTransaction {
            LayerTestHarness.withoutActions(changes)
        } }
    }

    @Test func commitsShareUnchangedNodesAndCopyThePathToTheRoot() throws {
        let clock = ManualMediaClock(time: 0)
        let root = CALayer(), left = CALayer(), right = CALayer(), leaf = CALayer()
        commit(clock) {
            root.addSublayer(left)
            root.addSublayer(right)
            right.addSublayer(leaf)
        }
        let first = try #require(root.committedRenderTree)
        #expect(first.sublayers.count == 2 && first.sublayers[1].sublayers.count == 1)
        commit(clock) { leaf.opacity = 0.25 }
        let second = try #require(root.committedRenderTree)
        // The changed leaf and its ancestors are new nodes; the untouched branch is shared.
        #expect(second !== first)
        #expect(second.sublayers[0] === first.sublayers[0])
        #expect(second.sublayers[1] !== first.sublayers[1])
        #expect(second.sublayers[1].sublayers[0].state.opacity == 0.25)
        // The tree before the commit is left as it was.
        #expect(first.sublayers[1].sublayers[0].state.opacity == 1)
        // No commit, no new tree.
        MediaClockContext.withClock(clock) { LayerTestHarness.withCleanTransaction {} }
        #expect(root.committedRenderTree === second)
    }

    @Test func uncommittedChangesStayOutOfTheTree() throws {
        let clock = ManualMediaClock(time: 0)
        let root = CALayer(), a = CALayer(), b = CALayer(), moving = CALayer()
        commit(clock) {
            root.addSublayer(a)
            root.addSublayer(b)
            a.addSublayer(moving)
        }
        MediaClockContext.withClock(clock) { LayerTestHarness.withCleanTransaction {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = 1
            moving.add(fade, forKey: "fade")
        } }
        #expect(try #require(root.committedRenderTree).sublayers[0].sublayers[0].tracks.count == 1)
        try MediaClockContext.withClock(clock) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            b.addSublayer(moving)   // moved in the model, not yet committed
            moving.opacity = 0.5
            // Meanwhile the animation ends and is removed on completion: the removal is published
            // where the layer was committed, under a; b stays as committed.
            clock.advance(by: 2)
            LayerTestHarness.deliverEvents()
            let during = try #require(root.committedRenderTree)
            #expect(during.sublayers[0].sublayers.count == 1)
            #expect(during.sublayers[0].sublayers.first?.tracks.isEmpty == true)
            #expect(during.sublayers[0].sublayers.first?.state.opacity == 1)
            #expect(during.sublayers[1].sublayers.isEmpty)
            CATransaction.commit()
        }
        let after = try #require(root.committedRenderTree)
        #expect(after.sublayers[0].sublayers.isEmpty)
        #expect(after.sublayers[1].sublayers.count == 1)
        #expect(after.sublayers[1].sublayers[0].state.opacity == 0.5)
    }

    @Test func removingAnAnimationPublishesTheTreeWithoutIt() throws {
        let clock = ManualMediaClock(time: 0)
        let root = makeTree(clock: clock)
        let child = try #require(root.sublayers?.first)
        let withAnimation = try #require(root.committedRenderTree)
        #expect(withAnimation.sublayers[0].tracks.count == 1)
        MediaClockContext.withClock(clock) { LayerTestHarness.withCleanTransaction { child.removeAllAnimations() } }
        let without = try #require(root.committedRenderTree)
        #expect(without !== withAnimation)
        #expect(without.sublayers[0].tracks.isEmpty)
    }

    @Test func presentationShowsTheWholeTreeAtOneTime() throws {
        let clock = ManualMediaClock(time: 10)
        let root = makeTree(clock: clock)
        let presented = try MediaClockContext.withClock(clock) { () -> CALayer in
            clock.advance(by: 0.25)
            let presentation = try #require(root.presentation())
            // Sublayers reached from the presentation are presented at the time it was made,
            // whatever the clock says since.
            clock.advance(by: 0.5)
            return presentation
        }
        let child = try #require(presented.sublayers?.first)
        // Linear from 0 to 100 over 1 s, added at 10: at 10.25 the x is 25 (calculated).
        #expect(Double(child.position.x).isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9))
        #expect(Double(try #require(child.superlayer).position.x) == 0)
    }

    @Test func timeSpacesComposeTheChainOfTimings() {
        // A child at twice the speed of a parent that began at 5: local = ((t - 5) * 1) * 2 + 1.
        var space = TimeSpace()
        space.push(MediaTiming(beginTime: 5, duration: .infinity))
        space.push(MediaTiming(duration: .infinity, speed: 2, timeOffset: 1))
        #expect(space.localTime(fromMediaTime: 7) == 5)
        #expect(space.mediaTime(fromLocalTime: 5) == 7)
        space.push(MediaTiming(duration: .infinity, speed: 0))
        #expect(space.mediaTime(fromLocalTime: 5) == nil)
    }
}
#endif
