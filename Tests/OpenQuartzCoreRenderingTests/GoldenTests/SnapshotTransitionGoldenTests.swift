#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

extension GoldenImageTests {
    /// Golden images of the Explicit Animations chapter's custom transition (seed 003): a snapshot of
    /// the layer tree, taken with `render(in:)`, shrinks, turns and fades over the changed tree.
    @Suite struct SnapshotTransition {
        /// The view's layer: 160 x 120, light blue, holding a ship and a red mark in its top-left
        /// corner, so that the snapshot shows something to turn, the right way up.
        static func view() -> CALayer {
            let view = GoldenScene.root(160, 120)
            view.backgroundColor = CGColor(srgbRed: 0.6, green: 0.8, blue: 1, alpha: 1)
            view.addSublayer(GoldenArt.shipLayer(size: 48, position: CGPoint(x: 80, y: 60)))
            view.addSublayer(RenderHarness.solid(CGRect(x: 10, y: 10, width: 20, height: 20), 1, 0, 0))
            return view
        }

        /// The layer's model tree drawn into a new image, as the listing's
        /// `UIGraphicsBeginImageContextWithOptions` and `render(in:)` do: a bitmap context flipped to
        /// y-down as UIKit's image contexts are.
        static func snapshot(of layer: CALayer) -> CGImage {
            let (width, height) = (Int(layer.bounds.width), Int(layer.bounds.height))
            let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: 0, y: CGFloat(height))
            context.scaleBy(x: 1, y: -1)
            layer.render(in: context)
            return context.makeImage()!
        }

        /// The listing: the snapshot laid over the view as a cover, the view's background changed
        /// behind it, and the cover shrunk to 1 % and turned a quarter turn while it fades out over one
        /// second (UIView animation's default ease-in-ease-out). The model keeps the cover's end state,
        /// invisible, as the listing's completion removes it.
        static let coverTurn = GoldenScene(name: "transition-snapshot", width: 160, height: 120, duration: 1) { _ in
            let view = LayerTestHarness.withoutActions { Self.view() }
            let coverImage = snapshot(of: view)
            let coverView = LayerTestHarness.withoutActions {
                let coverView = CALayer()
                coverView.frame = view.bounds
                coverView.contents = coverImage
                view.addSublayer(coverView)
                view.backgroundColor = CGColor(srgbRed: 1, green: 0.85, blue: 0.3, alpha: 1)
                return coverView
            }
            let transform = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 0.01, y: 0.01).rotated(by: .pi / 2))
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            turn.toValue = NSValue(caTransform3D: transform)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            for animation in [turn, fade] {
                animation.duration = 1.0
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                coverView.add(animation, forKey: animation.keyPath)
            }
            LayerTestHarness.withoutActions {
                coverView.transform = transform
                coverView.opacity = 0
            }
            return view
        }

        @Test func snapshotTurnsAwayOverTheChangedLayer() {
            Self.coverTurn.verify()
        }
    }
}
#endif
