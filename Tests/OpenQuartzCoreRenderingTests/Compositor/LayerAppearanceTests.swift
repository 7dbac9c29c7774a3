#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// What CALayer itself draws: background, geometry, corners, border, clipping, opacity, hiding and
/// order. Expected pixels follow from the geometry stated in each test (Apple's CALayer
/// documentation for the rules).
@Suite struct LayerAppearanceTests {
    @Test func backgroundFillsTheFrameExactly() {
        let root = RenderHarness.root(40, 40)
        // position (15, 15) with bounds 10 x 10 and the default anchor (0.5, 0.5): frame (10, 10, 10, 10).
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 15, y: 15)
        layer.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 40, height: 40)
        #expect(Pixel(image, 10, 10) == .red)
        #expect(Pixel(image, 19, 19) == .red)
        #expect(Pixel(image, 9, 15) == .clear)
        #expect(Pixel(image, 20, 15) == .clear)
        #expect(Pixel(image, 15, 9) == .clear)
    }

    @Test func anchorPointMovesTheFrame() {
        let root = RenderHarness.root(40, 40)
        let layer = RenderHarness.solid(.zero, 0, 0, 1)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 5, y: 5)
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 40, height: 40)
        #expect(Pixel(image, 5, 5) == .blue)
        #expect(Pixel(image, 14, 14) == .blue)
        #expect(Pixel(image, 15, 15) == .clear)
    }

    @Test func cornerRadiusRoundsOnlyTheMaskedCorners() {
        let root = RenderHarness.root(40, 40)
        let layer = RenderHarness.solid(CGRect(x: 0, y: 0, width: 40, height: 40), 1, 0, 0)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner]
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 40, height: 40)
        // The corner pixel lies sqrt(2) x 12 - 12 ≈ 5 px outside the arc: transparent.
        #expect(Pixel(image, 0, 0) == .clear)
        #expect(Pixel(image, 39, 0) == .red)
        #expect(Pixel(image, 0, 39) == .red)
        #expect(Pixel(image, 39, 39) == .red)
        #expect(Pixel(image, 20, 20) == .red)
    }

    @Test func borderIsInsetAndDrawnAboveSublayers() {
        let root = RenderHarness.root(40, 40)
        let layer = RenderHarness.solid(CGRect(x: 0, y: 0, width: 40, height: 40), 1, 1, 1)
        layer.borderWidth = 4
        layer.borderColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        layer.addSublayer(RenderHarness.solid(CGRect(x: 0, y: 0, width: 20, height: 20), 1, 0, 0))
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 40, height: 40)
        #expect(Pixel(image, 1, 1) == .blue)       // border over the red sublayer
        #expect(Pixel(image, 3, 20) == .blue)      // the band is 4 px wide
        #expect(Pixel(image, 4, 20) == .white)     // inside the band: the background
        #expect(Pixel(image, 10, 10) == .red)      // the sublayer inside the band
    }

    @Test func masksToBoundsClipsSublayers() {
        for masks in [false, true] {
            let root = RenderHarness.root(40, 40)
            let layer = RenderHarness.solid(CGRect(x: 10, y: 10, width: 10, height: 10), 1, 1, 1)
            layer.masksToBounds = masks
            layer.addSublayer(RenderHarness.solid(CGRect(x: 5, y: 5, width: 20, height: 20), 1, 0, 0))
            root.addSublayer(layer)
            let image = RenderHarness.render(root, width: 40, height: 40)
            #expect(Pixel(image, 17, 17) == .red)
            #expect(Pixel(image, 25, 25) == (masks ? .clear : .red))
        }
    }

    @Test func opacityAppliesToTheLayerAsAGroup() {
        let root = RenderHarness.root(40, 40)
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        parent.opacity = 0.5
        parent.addSublayer(RenderHarness.solid(CGRect(x: 0, y: 0, width: 20, height: 20), 1, 0, 0))
        parent.addSublayer(RenderHarness.solid(CGRect(x: 10, y: 0, width: 20, height: 20), 0, 0, 1))
        root.addSublayer(parent)
        let image = RenderHarness.render(root, width: 40, height: 40)
        // Grouped: where blue covers red, only blue shows, at half alpha (premultiplied 128).
        let halfBlue = Pixel(0, 0, 128, 128)
        #expect(Pixel(image, 15, 5).isClose(to: halfBlue))
        #expect(Pixel(image, 25, 5).isClose(to: halfBlue))
        #expect(Pixel(image, 5, 5).isClose(to: Pixel(128, 0, 0, 128)))
    }

    @Test func hiddenLayersAndTheirSublayersAreNotDrawn() {
        let root = RenderHarness.root(20, 20)
        let layer = RenderHarness.solid(CGRect(x: 0, y: 0, width: 20, height: 20), 1, 0, 0)
        layer.addSublayer(RenderHarness.solid(CGRect(x: 0, y: 0, width: 10, height: 10), 0, 0, 1))
        layer.isHidden = true
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 20, height: 20)
        #expect(Pixel(image, 5, 5) == .clear)
        #expect(Pixel(image, 15, 15) == .clear)
    }

    @Test func zPositionOrdersSiblingsBeforeTheirIndex() {
        let root = RenderHarness.root(20, 20)
        let first = RenderHarness.solid(CGRect(x: 0, y: 0, width: 20, height: 20), 1, 0, 0)
        let second = RenderHarness.solid(CGRect(x: 0, y: 0, width: 20, height: 20), 0, 0, 1)
        first.zPosition = 1
        root.addSublayer(first)
        root.addSublayer(second)
        let image = RenderHarness.render(root, width: 20, height: 20)
        #expect(Pixel(image, 10, 10) == .red)
    }

    @Test func maskLayerAlphaMultipliesTheLayer() {
        let root = RenderHarness.root(40, 20)
        let layer = RenderHarness.solid(CGRect(x: 0, y: 0, width: 40, height: 20), 1, 0, 0)
        // The mask covers the left half fully and nothing of the right half except a half-alpha strip.
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        mask.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        mask.addSublayer(RenderHarness.solid(CGRect(x: 20, y: 0, width: 10, height: 20), 0, 0, 0))
        let half = RenderHarness.solid(CGRect(x: 30, y: 0, width: 10, height: 20), 0, 0, 0, alpha: 0.5)
        mask.masksToBounds = false
        mask.addSublayer(half)
        layer.mask = mask
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 40, height: 20)
        #expect(Pixel(image, 5, 10) == .red)
        #expect(Pixel(image, 25, 10) == .red)
        #expect(Pixel(image, 35, 10).isClose(to: Pixel(128, 0, 0, 128)))
    }

    @Test func geometryFlippedMirrorsSublayers() {
        let root = RenderHarness.root(20, 20)
        root.isGeometryFlipped = true
        root.addSublayer(RenderHarness.solid(CGRect(x: 0, y: 0, width: 20, height: 5), 1, 0, 0))
        let image = RenderHarness.render(root, width: 20, height: 20)
        #expect(Pixel(image, 10, 17) == .red)
        #expect(Pixel(image, 10, 2) == .clear)
    }
}
#endif
