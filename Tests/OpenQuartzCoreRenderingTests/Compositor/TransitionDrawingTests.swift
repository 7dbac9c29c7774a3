#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// CATransition drawn: the old picture of the layer giving way to the new one, by type and subtype,
/// at a progress set by the time (linear timing, so progress = elapsed / duration), and between
/// startProgress and endProgress.
@Suite struct TransitionDrawingTests {
    /// Renders a 40 x 20 layer turning from red to blue by `type` and `subtype`, `fraction` of the way
    /// through a 1-second linear transition.
    func frame(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, at fraction: Double,
               configure: (CATransition) -> Void = { _ in }) -> CairoImage {
        LayerTestHarness.withManualClock(at: 50) { clock in
            // Built without actions, so that no implicit animation of the new layers shows.
            let (root, layer) = LayerTestHarness.withoutActions {
                let root = RenderHarness.root(40, 20)
                let layer = RenderHarness.solid(CGRect(x: 0, y: 0, width: 40, height: 20), 1, 0, 0)
                root.addSublayer(layer)
                return (root, layer)
            }
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            configure(transition)
            // The change without its implicit animation, so that only the transition shows.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.add(transition, forKey: kCATransition)
            layer.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
            CATransaction.commit()
            clock.advance(by: fraction)
            return RenderHarness.render(root, width: 40, height: 20, at: clock.currentTime)
        }
    }

    @Test func fadeMixesOldAndNew() {
        let image = frame(.fade, at: 0.25)
        // 75 % red + 25 % blue, both opaque: (191, 0, 64, 255).
        #expect(Pixel(image, 20, 10).isClose(to: Pixel(191, 0, 64, 255), tolerance: 2))
    }

    @Test func pushFromRightMovesBothPictures() {
        let image = frame(.push, .fromRight, at: 0.25)
        // The old picture has moved 10 left; the new one enters from the right, its left edge at 30.
        #expect(Pixel(image, 25, 10) == .red)
        #expect(Pixel(image, 31, 10) == .blue)
    }

    /// A quarter of the way through a push, the new picture covers the quarter of the layer at the
    /// subtype's edge (10 of 40 points across, 5 of 20 down), and the old one the rest.
    @Test(arguments: [
        (CATransitionSubtype.fromLeft, (5, 10), (15, 10)), (.fromRight, (35, 10), (25, 10)),
        (.fromTop, (20, 2), (20, 7)), (.fromBottom, (20, 17), (20, 12)),
    ])
    func pushEntersFromTheSubtypesEdge(subtype: CATransitionSubtype, new: (Int, Int), old: (Int, Int)) {
        let image = frame(.push, subtype, at: 0.25)
        #expect(Pixel(image, new.0, new.1) == .blue)
        #expect(Pixel(image, old.0, old.1) == .red)
    }

    @Test func moveInFromLeftCoversTheOldPicture() {
        let image = frame(.moveIn, .fromLeft, at: 0.5)
        #expect(Pixel(image, 15, 10) == .blue)
        #expect(Pixel(image, 25, 10) == .red)
    }

    @Test func revealFromTopUncoversTheNewPicture() {
        // The old picture moves away from the top edge (downwards), showing the new one above it.
        let image = frame(.reveal, .fromTop, at: 0.5)
        #expect(Pixel(image, 20, 5) == .blue)
        #expect(Pixel(image, 20, 15) == .red)
    }

    @Test func startAndEndProgressLimitTheTransition() {
        let image = frame(.push, .fromRight, at: 0) { $0.startProgress = 0.5 }
        // At its start the transition already shows half way: the new picture's left edge at 20.
        #expect(Pixel(image, 15, 10) == .red)
        #expect(Pixel(image, 25, 10) == .blue)
    }

    @Test func turnsShowTheOldFaceAtTheStartAndTheNewAtTheEnd() {
        for type in [CATransitionType.cube, .flip] {
            #expect(Pixel(frame(type, .fromRight, at: 0), 20, 10) == .red)
            #expect(Pixel(frame(type, .fromRight, at: 0.999), 20, 10) == .blue)
        }
    }

    @Test func flipHalfWayShowsTheLayerEdgeOn() {
        let image = frame(.flip, .fromLeft, at: 0.5)
        #expect(Pixel(image, 5, 10) == .clear)
        #expect(Pixel(image, 35, 10) == .clear)
    }

    /// Renders a 20 x 20 container, with `background`, holding a red sublayer (10 x 10 at its
    /// top-left when `small`, else covering it), half way through a 1-second linear fade added to the
    /// container while `change` changes the tree (without implicit animations).
    func containerFade(background: CGColor?, small: Bool, change: (CALayer, CALayer) -> Void) -> CairoImage {
        LayerTestHarness.withManualClock(at: 50) { clock in
            let (root, container, old) = LayerTestHarness.withoutActions {
                let root = RenderHarness.root(20, 20)
                let container = CALayer()
                container.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                container.backgroundColor = background
                let old = RenderHarness.solid(CGRect(x: 0, y: 0, width: small ? 10 : 20, height: small ? 10 : 20), 1, 0, 0)
                container.addSublayer(old)
                root.addSublayer(container)
                return (root, container, old)
            }
            let transition = CATransition()
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            container.add(transition, forKey: nil)
            change(container, old)
            CATransaction.commit()
            clock.advance(by: 0.5)
            return RenderHarness.render(root, width: 20, height: 20, at: clock.currentTime)
        }
    }

    @Test func transitionOnASuperlayerCoversSwappedSublayers() {
        // The seeds' "animating layer tree changes": a transition added to a superlayer whose sublayer
        // is replaced in the same transaction fades from the old subtree to the new one.
        let image = containerFade(background: nil, small: false) { container, old in
            old.removeFromSuperlayer()
            container.addSublayer(RenderHarness.solid(CGRect(x: 0, y: 0, width: 20, height: 20), 0, 0, 1))
        }
        #expect(Pixel(image, 10, 10).isClose(to: Pixel(128, 0, 128, 255), tolerance: 2))
    }

    @Test func fadeDrawsEachPictureNormallyBeforeMixing() {
        // Over a yellow background the red sublayer becomes blue: within each picture the sublayer
        // covers the background (it is not added to it), so the square mixes red and blue and the
        // background stays yellow.
        let yellow = CGColor(srgbRed: 1, green: 1, blue: 0, alpha: 1)
        let image = containerFade(background: yellow, small: true) { _, old in
            old.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        }
        #expect(Pixel(image, 5, 5).isClose(to: Pixel(128, 0, 128, 255), tolerance: 2))
        #expect(Pixel(image, 15, 15).isClose(to: Pixel(255, 255, 0, 255), tolerance: 1))
    }

    @Test func afterTheTransitionTheNewPictureStays() {
        #expect(Pixel(frame(.push, .fromRight, at: 2), 5, 10) == .blue)
    }
}
#endif
