#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

extension GoldenImageTests {
    /// Golden images of the Explicit Animations chapter's property animations (seed 003): a basic
    /// colour animation, the ship on a Bezier path, the ship turned through the `transform.rotation`
    /// virtual property, and a group of a path and a colour animation.
    @Suite struct ExplicitAnimation {
        /// The chapter's colour change with the model updated (its `applyBasicAnimation`): a 100 x 100
        /// blue layer animated to orange from its presentation colour, over the default 0.25 s.
        static let color = GoldenScene(name: "explicit-color", width: 160, height: 120, duration: 0.25) { _ in
            let (root, layer) = LayerTestHarness.withoutActions {
                let root = GoldenScene.root(160, 120)
                let layer = CALayer()
                layer.frame = CGRect(x: 30, y: 10, width: 100, height: 100)
                layer.backgroundColor = GoldenArt.blue
                root.addSublayer(layer)
                return (root, layer)
            }
            // A fixed colour instead of the listing's random one.
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.toValue = CGColor(srgbRed: 1, green: 0.6, blue: 0, alpha: 1)
            animation.fromValue = layer.presentation()?.value(forKey: animation.keyPath ?? "")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.setValue(animation.toValue, forKey: animation.keyPath ?? "")
            CATransaction.commit()
            layer.add(animation, forKey: nil)
            return root
        }

        /// The chapter's cubic Bezier from (0, 75) to (300, 75) with control points (75, 0) and
        /// (225, 150), scaled by 8/15 and moved 20 right and 20 down into 200 x 120.
        static let bezier: CGPath = {
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: 20 + x * 8 / 15, y: 20 + y * 8 / 15) }
            let path = CGMutablePath()
            path.move(to: point(0, 75))
            path.addCurve(to: point(300, 75), control1: point(75, 0), control2: point(225, 150))
            return path
        }()

        /// The path drawn as the listing's red 3-point (here 2-pixel) stroke, in a 200 x 120 root.
        static func pathScene() -> CALayer {
            let root = GoldenScene.root(200, 120)
            let pathLayer = CAShapeLayer()
            pathLayer.frame = root.bounds
            pathLayer.path = bezier
            pathLayer.fillColor = GoldenArt.clear
            pathLayer.strokeColor = GoldenArt.red
            pathLayer.lineWidth = 2
            root.addSublayer(pathLayer)
            return root
        }

        /// The keyframe animation along ``bezier`` over four seconds, the layer turned along the path.
        static func pathAnimation() -> CAKeyframeAnimation {
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.duration = 4.0
            animation.path = bezier
            animation.rotationMode = .rotateAuto
            return animation
        }

        /// The ship flying along the path with `rotationMode = .rotateAuto`. The model position is set
        /// to the path's end (the listing leaves it at the start), so the last frame shows the ship
        /// where the flight ends.
        static let shipPath = GoldenScene(name: "explicit-ship-path", width: 200, height: 120, duration: 4) { _ in
            let (root, ship) = LayerTestHarness.withoutActions {
                let root = pathScene()
                let ship = GoldenArt.shipLayer(size: 24, position: CGPoint(x: 20, y: 60))
                root.addSublayer(ship)
                return (root, ship)
            }
            LayerTestHarness.withoutActions { ship.position = CGPoint(x: 180, y: 60) }
            ship.add(pathAnimation(), forKey: nil)
            return root
        }

        /// The ship (64 x 64, half the listing's 128) turned a full circle in two seconds by a
        /// `transform.rotation` animation with `byValue` 2 pi.
        static let shipRotation = GoldenScene(name: "explicit-ship-rotation", width: 160, height: 120, duration: 2) { _ in
            let (root, ship) = LayerTestHarness.withoutActions {
                let root = GoldenScene.root(160, 120)
                let ship = GoldenArt.shipLayer(size: 64, position: CGPoint(x: 80, y: 60))
                root.addSublayer(ship)
                return (root, ship)
            }
            let animation = CABasicAnimation(keyPath: "transform.rotation")
            animation.duration = 2.0
            animation.byValue = Double.pi * 2
            ship.add(animation, forKey: "rotateAnimation")
            return root
        }

        /// The group listing: a green 24 x 24 layer flying along the path (turned along it) while its
        /// background turns red, both for the group's four seconds. The model position is set to the
        /// path's end, as for the ship.
        static let group = GoldenScene(name: "explicit-group", width: 200, height: 120, duration: 4) { _ in
            let (root, shipLayer) = LayerTestHarness.withoutActions {
                let root = pathScene()
                let shipLayer = CALayer()
                shipLayer.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
                shipLayer.position = CGPoint(x: 20, y: 60)
                shipLayer.backgroundColor = GoldenArt.green
                root.addSublayer(shipLayer)
                return (root, shipLayer)
            }
            let animation2 = CABasicAnimation(keyPath: "backgroundColor")
            animation2.toValue = GoldenArt.red
            let animationGroup = CAAnimationGroup()
            animationGroup.animations = [pathAnimation(), animation2]
            animationGroup.duration = 4
            LayerTestHarness.withoutActions { shipLayer.position = CGPoint(x: 180, y: 60) }
            shipLayer.add(animationGroup, forKey: nil)
            return root
        }

        @Test func colorChanges() {
            Self.color.verify()
        }

        @Test func shipFollowsThePath() {
            Self.shipPath.verify()
        }

        @Test func shipTurnsByTheRotationVirtualProperty() {
            Self.shipRotation.verify()
        }

        @Test func groupMovesAndRecolors() {
            Self.group.verify()
        }
    }
}
#endif
