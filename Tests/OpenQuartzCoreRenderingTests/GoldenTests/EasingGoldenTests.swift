#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

extension GoldenImageTests {
    /// Golden images of the Easing chapter's colour-layer listings (seeds 000 and 001): a layer moved
    /// through a transaction with an easing function, and the colour keyframes without and with ease-in.
    @Suite struct Easing {
        /// Listing 10.1 (10.2 with ease-in-ease-out): a red 40 x 40 layer moved 100 points to the right
        /// through a one-second transaction with the timing function `name`, as a tap moves it.
        static func transactionMove(_ stem: String, _ name: CAMediaTimingFunctionName) -> GoldenScene {
            GoldenScene(name: stem, width: 160, height: 120, duration: 1) { _ in
                let (root, colorLayer) = LayerTestHarness.withoutActions {
                    let root = GoldenScene.root(160, 120)
                    let colorLayer = CALayer()
                    colorLayer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                    colorLayer.position = CGPoint(x: 30, y: 60)
                    colorLayer.backgroundColor = GoldenArt.red
                    root.addSublayer(colorLayer)
                    return (root, colorLayer)
                }
                // The listing's touch handler: an implicit animation configured by the transaction.
                CATransaction.begin()
                CATransaction.setAnimationDuration(1.0)
                CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: name))
                colorLayer.position = CGPoint(x: 130, y: 60)
                CATransaction.commit()
                return root
            }
        }

        /// Listing 8.5 (referred to by the chapter) and Listing 10.3: a 100 x 100 layer turning blue,
        /// red, green, blue over two seconds, linearly paced or eased in on every step.
        static func colorKeyframes(_ stem: String, easing: CAMediaTimingFunctionName?) -> GoldenScene {
            GoldenScene(name: stem, width: 160, height: 120, duration: 2) { _ in
                let (root, colorLayer) = LayerTestHarness.withoutActions {
                    let root = GoldenScene.root(160, 120)
                    let colorLayer = CALayer()
                    colorLayer.frame = CGRect(x: 30, y: 10, width: 100, height: 100)
                    colorLayer.backgroundColor = GoldenArt.blue
                    root.addSublayer(colorLayer)
                    return (root, colorLayer)
                }
                let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
                animation.duration = 2.0
                animation.values = [GoldenArt.blue, GoldenArt.red, GoldenArt.green, GoldenArt.blue]
                if let easing {
                    let fn = CAMediaTimingFunction(name: easing)
                    animation.timingFunctions = [fn, fn, fn]
                }
                colorLayer.add(animation, forKey: nil)
                return root
            }
        }

        @Test func transactionMoveEaseOut() {
            Self.transactionMove("easing-move-easeout", .easeOut).verify()
        }

        @Test func transactionMoveEaseInEaseOut() {
            Self.transactionMove("easing-move-easeinout", .easeInEaseOut).verify()
        }

        @Test func colorKeyframesLinear() {
            Self.colorKeyframes("easing-colors-linear", easing: nil).verify()
        }

        @Test func colorKeyframesEaseIn() {
            Self.colorKeyframes("easing-colors-easein", easing: .easeIn).verify()
        }
    }
}
#endif
