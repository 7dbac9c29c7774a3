#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The snapshot a commit produces: immutable and Sendable, it gives the presentation of any layer of
/// the tree at any time, on any thread (what the renderer draws from).
@Suite("Layer tree snapshots")
struct LayerSnapshotTests {
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
        let snapshot = makeTree(clock: clock).snapshot()
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

    @Test func snapshotIsImmutableAndRefreshedByCommits() {
        let clock = ManualMediaClock(time: 0)
        let root = makeTree(clock: clock)
        let first = root.snapshot()
        #expect(root.snapshot() === first)   // cached until a commit changes the tree
        MediaClockContext.withClock(clock) { LayerTestHarness.withCleanTransaction {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.sublayers?.first?.opacity = 0.5
            CATransaction.commit()
        } }
        let second = root.snapshot()
        #expect(second !== first)
        #expect(first.sublayers[0].state.opacity == 1)
        #expect(second.sublayers[0].state.opacity == 0.5)
    }
}
#endif
