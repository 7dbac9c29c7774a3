#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

extension GoldenImageTests {
    /// Golden images of the Explicit Animations chapter's transitions (seed 003): a fade and a push
    /// between two pictures, the implicit fade of a contents change, a layer tree change animated on
    /// the superlayer, and OpenQuartzCore's cube and flip.
    @Suite struct Transition {
        /// The listing's first picture (standing in for "Anchor"): red, yellow, green, blue quadrants.
        static let first = GoldenArt.quadrants(size: 50, [(230, 40, 40), (240, 200, 30), (40, 170, 60), (40, 80, 220)])
        /// The next picture ("Cone"): the quadrants in other colours.
        static let second = GoldenArt.quadrants(size: 50, [(250, 250, 250), (120, 40, 160), (30, 30, 30), (250, 140, 0)])

        /// The image view's layer, 100 x 100 in a 160 x 120 root, showing ``first``.
        static func imageScene() -> (CALayer, CALayer) {
            LayerTestHarness.withoutActions {
                let root = GoldenScene.root(160, 120)
                let imageLayer = CALayer()
                imageLayer.frame = CGRect(x: 30, y: 10, width: 100, height: 100)
                imageLayer.contents = first
                root.addSublayer(imageLayer)
                return (root, imageLayer)
            }
        }

        /// The image-switching listing: a transition of `type` from `subtype` (the default duration,
        /// 0.25 s) added to the layer, then its picture replaced. The listing's layer is a view's,
        /// whose own change is not animated implicitly.
        static func switchImage(_ stem: String, _ type: CATransitionType, _ subtype: CATransitionSubtype?) -> GoldenScene {
            GoldenScene(name: stem, width: 160, height: 120, duration: 0.25) { _ in
                let (root, imageLayer) = imageScene()
                let transition = CATransition()
                transition.type = type
                transition.subtype = subtype
                imageLayer.add(transition, forKey: nil)
                LayerTestHarness.withoutActions { imageLayer.contents = second }
                return root
            }
        }

        /// "Implicit Transitions": a layer of its own fades to new contents by its default action.
        static let implicitContents = GoldenScene(name: "transition-implicit-contents", width: 160, height: 120,
                                                  duration: 0.25) { _ in
            let (root, imageLayer) = imageScene()
            imageLayer.contents = second
            return root
        }

        /// A 100 x 100 layer of `color` with a white 20 x 20 mark in its top-left corner, so that a
        /// turn shows which way the face is oriented.
        static func marked(_ color: CGColor) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = color
            layer.addSublayer(RenderHarness.solid(CGRect(x: 10, y: 10, width: 20, height: 20), 1, 1, 1))
            return layer
        }

        /// "Animating Layer Tree Changes": the transition is added to the superlayer (a 100 x 100
        /// container) while its red sublayer is replaced by a blue one, over `duration` seconds.
        static func treeChange(_ stem: String, _ type: CATransitionType, _ subtype: CATransitionSubtype?,
                               duration: CFTimeInterval) -> GoldenScene {
            GoldenScene(name: stem, width: 160, height: 120, duration: duration) { _ in
                let (root, container, old) = LayerTestHarness.withoutActions {
                    let root = GoldenScene.root(160, 120)
                    let container = CALayer()
                    container.frame = CGRect(x: 30, y: 10, width: 100, height: 100)
                    let old = marked(GoldenArt.red)
                    container.addSublayer(old)
                    root.addSublayer(container)
                    return (root, container, old)
                }
                let transition = CATransition()
                transition.type = type
                transition.subtype = subtype
                if duration != 0.25 { transition.duration = duration }
                container.add(transition, forKey: nil)
                LayerTestHarness.withoutActions {
                    old.removeFromSuperlayer()
                    container.addSublayer(marked(GoldenArt.blue))
                }
                return root
            }
        }

        @Test func fadeBetweenPictures() {
            Self.switchImage("transition-fade", .fade, nil).verify()
        }

        @Test func pushFromLeft() {
            Self.switchImage("transition-push-fromleft", .push, .fromLeft).verify()
        }

        @Test func implicitContentsFade() {
            Self.implicitContents.verify()
        }

        @Test func layerTreeChangeFades() {
            Self.treeChange("transition-tree-fade", .fade, nil, duration: 0.25).verify()
        }

        @Test func cubeFromRight() {
            Self.treeChange("transition-cube-fromright", .cube, .fromRight, duration: 1).verify()
        }

        @Test func flipFromLeft() {
            Self.treeChange("transition-flip-fromleft", .flip, .fromLeft, duration: 1).verify()
        }
    }
}
#endif
