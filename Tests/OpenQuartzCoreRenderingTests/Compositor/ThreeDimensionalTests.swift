#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// 3D: perspective drawn projectively, isDoubleSided, anchorPointZ, sublayerTransform and
/// CATransformLayer's shared 3D space. Expected positions are computed in each test from the
/// transform (row vectors, as Core Animation's: x' = (x m11 + y m21 + m41) / w).
@Suite struct ThreeDimensionalTests {
    /// A 40 x 40 layer centred at (50, 50) in a 100 x 100 root.
    func square(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> CALayer {
        RenderHarness.solid(CGRect(x: 30, y: 30, width: 40, height: 40), red, green, blue)
    }

    @Test func perspectiveMakesTheFarEdgeShorter() {
        let root = RenderHarness.root(100, 100)
        let layer = square(1, 0, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 100, height: 100)
        // About the centre: x = ±20 goes to z = ∓20 sin 45°, so w = 1 ± 20 sin 45° / 100 = 1 ± 0.1414.
        // The left edge (w = 0.8586) lands at x = 50 - 20 cos 45° / w ≈ 33.5 with half-height 20 / w ≈ 23.3;
        // the right edge (w = 1.1414) at x ≈ 62.4 with half-height ≈ 17.5.
        #expect(Pixel(image, 35, 50 - 21) == .red)
        #expect(Pixel(image, 35, 50 + 21) == .red)
        #expect(Pixel(image, 61, 50 - 19) == .clear)
        #expect(Pixel(image, 61, 50 - 16) == .red)
        #expect(Pixel(image, 32, 50) == .clear)
        #expect(Pixel(image, 64, 50) == .clear)
    }

    @Test func backOfASingleSidedLayerIsNotDrawn() {
        for doubleSided in [true, false] {
            let root = RenderHarness.root(100, 100)
            let layer = square(1, 0, 0)
            layer.isDoubleSided = doubleSided
            layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            root.addSublayer(layer)
            let image = RenderHarness.render(root, width: 100, height: 100)
            #expect(Pixel(image, 50, 50) == (doubleSided ? .red : .clear))
        }
    }

    @Test func mirroredLayerStillFacesTheViewer() {
        let root = RenderHarness.root(100, 100)
        let layer = square(1, 0, 0)
        layer.isDoubleSided = false
        layer.transform = CATransform3DMakeScale(-1, 1, 1)
        root.addSublayer(layer)
        #expect(Pixel(RenderHarness.render(root, width: 100, height: 100), 50, 50) == .red)
    }

    @Test func sublayerTransformAppliesAboutTheAnchorPoint() {
        let root = RenderHarness.root(100, 100)
        // A 2x scale about the root's centre (50, 50): a sublayer at (50..60, 50..60) covers (50..70, 50..70).
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(RenderHarness.solid(CGRect(x: 50, y: 50, width: 10, height: 10), 0, 0, 1))
        let image = RenderHarness.render(root, width: 100, height: 100)
        #expect(Pixel(image, 69, 69) == .blue)
        #expect(Pixel(image, 71, 60) == .clear)
        #expect(Pixel(image, 49, 60) == .clear)
    }

    @Test func transformLayerSortsSublayersByDepth() {
        // Two overlapping squares: the first is nearer (z = 10). In a transform layer depth decides,
        // so the first shows on top; turned half about y, the other is nearer and shows.
        for turned in [false, true] {
            let root = RenderHarness.root(100, 100)
            let space = CATransformLayer()
            space.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let near = square(1, 0, 0)
            near.zPosition = 10
            near.isDoubleSided = true
            let far = square(0, 0, 1)
            space.addSublayer(near)
            space.addSublayer(far)
            if turned { space.transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }
            root.addSublayer(space)
            let image = RenderHarness.render(root, width: 100, height: 100)
            #expect(Pixel(image, 50, 50) == (turned ? .blue : .red))
        }
    }

    @Test func flatLayerKeepsTheOrderOfZPositionThenIndex() {
        // Outside a transform layer the same turn changes nothing: the subtree is flattened first.
        let root = RenderHarness.root(100, 100)
        let flat = CALayer()
        flat.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let near = square(1, 0, 0)
        near.zPosition = 10
        flat.addSublayer(near)
        flat.addSublayer(square(0, 0, 1))
        flat.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        root.addSublayer(flat)
        #expect(Pixel(RenderHarness.render(root, width: 100, height: 100), 50, 50) == .red)
    }

    @Test func transformLayerDrawsNothingOfItsOwn() {
        let root = RenderHarness.root(40, 40)
        let space = CATransformLayer()
        space.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        space.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        space.borderWidth = 3
        root.addSublayer(space)
        let image = RenderHarness.render(root, width: 40, height: 40)
        #expect(Pixel(image, 20, 20) == .clear)
        #expect(Pixel(image, 1, 1) == .clear)
    }

    @Test func anchorPointZMovesThePivotInDepth() {
        // With anchorPointZ = -20, a quarter turn about y pivots about a point 20 behind the layer:
        // the layer's plane ends up perpendicular and seen edge-on, 20 to the side, so nothing of it
        // covers the centre.
        let root = RenderHarness.root(100, 100)
        let layer = square(1, 0, 0)
        layer.anchorPointZ = -20
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200
        layer.transform = CATransform3DRotate(perspective, .pi / 2 - 0.2, 0, 1, 0)
        root.addSublayer(layer)
        let image = RenderHarness.render(root, width: 100, height: 100)
        #expect(Pixel(image, 50, 50) == .clear)
    }
}
#endif
