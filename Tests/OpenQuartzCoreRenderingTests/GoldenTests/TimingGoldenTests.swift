#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

extension GoldenImageTests {
    /// Golden images of the Timing chapter (seed 004): a paused layer tree scrubbed through its
    /// animation by `timeOffset` (Technical Q&A QA1673's pause), and an animation that autoreverses
    /// for one and a half repeats and holds its end by `fillMode`.
    @Suite struct Timing {
        /// A 160 x 120 root holding a grey track and, inside `container`, a blue 30 x 30 square at the
        /// track's left end; returns the root, the container and the square.
        static func trackScene() -> (CALayer, CALayer, CALayer) {
            LayerTestHarness.withoutActions {
                let root = GoldenScene.root(160, 120)
                root.addSublayer(RenderHarness.solid(CGRect(x: 25, y: 59, width: 110, height: 2), 0.7, 0.7, 0.7))
                let container = CALayer()
                container.frame = root.bounds
                root.addSublayer(container)
                let square = RenderHarness.solid(CGRect(x: 10, y: 45, width: 30, height: 30), 0, 0, 1)
                container.addSublayer(square)
                return (root, container, square)
            }
        }

        /// The square moved along the track and turned red over two seconds, eased in and out; the
        /// model is set to the end values, so that the end of the move holds.
        static func addMove(to square: CALayer) {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 25.0
            move.toValue = 135.0
            let recolor = CABasicAnimation(keyPath: "backgroundColor")
            recolor.fromValue = GoldenArt.blue
            recolor.toValue = GoldenArt.red
            LayerTestHarness.withoutActions {
                square.position.x = 135
                square.backgroundColor = GoldenArt.red
            }
            for animation in [move, recolor] {
                animation.duration = 2
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                square.add(animation, forKey: animation.keyPath)
            }
        }

        /// The move, its layer's superlayer paused (speed 0) before it starts, then scrubbed to the
        /// frame's progress by the superlayer's `timeOffset`: the clock no longer moves it.
        static let scrub = GoldenScene(name: "timing-scrub", width: 160, height: 120, duration: 2) { progress in
            let (root, container, square) = trackScene()
            LayerTestHarness.withoutActions { container.speed = 0 }
            addMove(to: square)
            // Committed first, so that the animation begins at the paused container's time 0.
            CATransaction.flush()
            LayerTestHarness.withoutActions { container.timeOffset = progress * 2 }
            return root
        }

        /// The same move running on the clock, to compare the scrubbed frames with (no golden of its
        /// own).
        static let running = GoldenScene(name: "timing-running", width: 160, height: 120, duration: 2) { _ in
            let (root, _, square) = trackScene()
            addMove(to: square)
            return root
        }

        /// The square moved along the track in one second, autoreversing, for 1.5 repeats (three
        /// seconds: there, back, there), linearly, held at its end by `fillMode = .forwards`.
        static let autoreverse = GoldenScene(name: "timing-autoreverse", width: 160, height: 120, duration: 3) { _ in
            let (root, _, square) = trackScene()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 25.0
            move.toValue = 135.0
            move.duration = 1
            move.autoreverses = true
            move.repeatCount = 1.5
            move.fillMode = .forwards
            move.isRemovedOnCompletion = false
            square.add(move, forKey: "move")
            return root
        }

        @Test func pausedLayerScrubbedByTimeOffset() {
            Self.scrub.verify()
        }

        /// A paused layer shows the frame its time offset selects whatever the clock says: the same
        /// picture as the running animation at that time (compared in memory, with the goldens'
        /// tolerance).
        @Test func scrubbedFramesMatchTheRunningAnimation() {
            for percent in GoldenScene.percents {
                let paused = Self.scrub.render(atPercent: percent, clockAdvance: 7.5)
                let comparison = GoldenComparison(actual: paused, expected: Self.running.render(atPercent: percent),
                                                  tolerance: GoldenHarness.channelTolerance)
                #expect(comparison.mismatchCount == 0, "\(percent) %: \(comparison.mismatchCount) pixels differ")
            }
        }

        @Test func autoreversesAndHoldsItsEnd() {
            Self.autoreverse.verify()
        }
    }
}
#endif
