#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// Shadows and filters are drawn into pictures the software compositor keeps from frame to frame
/// (``EffectPictures``): an effect whose layers did not change is composited from its picture, not
/// drawn again. The pixels must not depend on it: every frame is compared byte for byte with the
/// same frame drawn by a fresh renderer (nothing kept) and by three bands of rows at once.
@Suite struct EffectPicturesTests {
    /// A white 80 x 60 root; a card with a blurred shadow, or a blur filter, whose colour changes over
    /// the first second when `animateEffect`; and a small square moving right over two seconds.
    static func scene(filter: Bool, animateEffect: Bool) -> CALayer {
        LayerTestHarness.withoutActions {
            let root = Frames.solid(CGRect(x: 0, y: 0, width: 80, height: 60), 1, 1, 1)
            let card = Frames.solid(CGRect(x: 12, y: 10, width: 36, height: 28), 0.2, 0.5, 0.9, cornerRadius: 5)
            if filter {
                card.layerFilters = [.gaussianBlur(sigma: 3, horizontal: true, vertical: true)]
            } else {
                card.shadowOpacity = 0.7
                card.shadowRadius = 6
                card.shadowOffset = CGSize(width: 3, height: 4)
            }
            root.addSublayer(card)
            if animateEffect {
                // The card's own colour: inside the effect (its opacity would be the group around it).
                Frames.animate(card, "backgroundColor", from: CGColor(srgbRed: 0.2, green: 0.5, blue: 0.9, alpha: 1),
                               to: CGColor(srgbRed: 0.1, green: 0.8, blue: 0.3, alpha: 1), duration: 1)
            }
            let square = Frames.solid(CGRect(x: 50, y: 40, width: 10, height: 10), 0.9, 0.3, 0.1)
            Frames.animate(square, "position.x", from: 55.0, to: 70.0, duration: 2)
            root.addSublayer(square)
            return root
        }
    }

    /// Draws `root` at `times` with one renderer; returns how many effects it drew into pictures,
    /// after checking each frame against a fresh renderer's and a three-band one's.
    static func drawnEffects(_ root: CALayer, at times: [CFTimeInterval]) -> Int {
        let context = CGContext(data: nil, width: 80, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
        for time in times {
            let kept = Frames.draw(renderer, at: time)
            let fresh = Frames.render(root, width: 80, height: 60, at: time, software: true, format: Frames.bgra)
            let banded = Frames.render(root, width: 80, height: 60, at: time, software: true, format: Frames.bgra, threads: 3)
            #expect(kept == fresh,
                    "frame at \(time) against a fresh renderer")
            #expect(kept == banded,
                    "frame at \(time) against three bands")
        }
        return renderer.compositor.effectPicturesDrawn
    }

    @Test(arguments: [false, true])
    func aStillEffectIsDrawnOnceWhileAnotherLayerMoves(filter: Bool) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.scene(filter: filter, animateEffect: false)
            CATransaction.flush()
            #expect(Self.drawnEffects(root, at: [0, 0.25, 0.5, 0.75]) == 1)
        }
    }

    @Test(arguments: [false, true])
    func anEffectThatChangesIsDrawnEachFrame(filter: Bool) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.scene(filter: filter, animateEffect: true)
            CATransaction.flush()
            #expect(Self.drawnEffects(root, at: [0, 0.25, 0.5, 0.75]) == 4)
        }
    }

    /// An effect that stops changing is kept from then on: the card's colour change ends at 1 s
    /// and the card stays as its model says.
    @Test func anEffectThatStopsChangingIsDrawnOnceMore() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.scene(filter: false, animateEffect: true)
            CATransaction.flush()
            #expect(Self.drawnEffects(root, at: [0.5, 1.2, 1.4, 1.6]) == 2)
        }
    }

    /// Two shadowed cards whose pictures together hold more pixels than the frame (within twice
    /// it): the still one keeps its picture while the other's shadow grows every frame.
    @Test func aStillEffectKeepsItsPictureBesideAGrowingOne() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let root = Frames.solid(CGRect(x: 0, y: 0, width: 80, height: 60), 1, 1, 1, alpha: 0)
                for (index, origin) in [CGPoint(x: 4, y: 4), CGPoint(x: 36, y: 26)].enumerated() {
                    let card = Frames.solid(CGRect(origin: origin, size: CGSize(width: 40, height: 30)), 0.2, 0.5, 0.9)
                    card.shadowOpacity = 0.8
                    card.shadowRadius = 4
                    if index == 1 { Frames.animate(card, "shadowRadius", from: 4.0, to: 9.0, duration: 1) }
                    root.addSublayer(card)
                }
                return root
            }
            CATransaction.flush()
            #expect(Self.drawnEffects(root, at: [0, 0.2, 0.4, 0.6, 0.8]) == 1 + 5)
        }
    }

    /// A shadowed layer holding a sublayer with a blend mode is drawn in place, every frame: the
    /// blend must see what lies under the shadowed layer, not a transparent picture.
    @Test func aShadowAroundABlendModeKeepsNoPicture() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = Self.scene(filter: false, animateEffect: false)
            LayerTestHarness.withoutActions {
                let blended = Frames.solid(CGRect(x: 4, y: 4, width: 10, height: 10), 0.5, 0.5, 0.5)
                blended.compositingFilter = "multiplyBlendMode"
                root.sublayers?.first?.addSublayer(blended)
            }
            CATransaction.flush()
            #expect(Self.drawnEffects(root, at: [0, 0.25, 0.5]) == 0)
        }
    }
}
#endif
