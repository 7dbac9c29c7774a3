#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// Contents images: gravity, contentsRect, contentsScale, contentsCenter and the filters (Apple's
/// CALayer contents documentation).
@Suite struct ContentsTests {
    /// A 4 x 2 image: left half red, right half blue.
    static let halves: CGImage = {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let row = red + red + blue + blue
        return CGImage(width: 4, height: 2, premultipliedRGBA: row + row)!
    }()

    func layer(gravity: CALayerContentsGravity, frame: CGRect = CGRect(x: 0, y: 0, width: 40, height: 20)) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = Self.halves
        layer.contentsGravity = gravity
        layer.magnificationFilter = .nearest
        return layer
    }

    @Test func resizeStretchesOverTheBounds() {
        let root = RenderHarness.root(40, 20)
        root.addSublayer(layer(gravity: .resize))
        let image = RenderHarness.render(root, width: 40, height: 20)
        #expect(Pixel(image, 0, 0) == .red)
        #expect(Pixel(image, 19, 19) == .red)
        #expect(Pixel(image, 20, 0) == .blue)
        #expect(Pixel(image, 39, 19) == .blue)
    }

    @Test func topLeftKeepsTheNaturalSize() {
        let root = RenderHarness.root(40, 20)
        root.addSublayer(layer(gravity: .topLeft))
        let image = RenderHarness.render(root, width: 40, height: 20)
        #expect(Pixel(image, 0, 0) == .red)
        #expect(Pixel(image, 3, 1) == .blue)
        #expect(Pixel(image, 4, 0) == .clear)
        #expect(Pixel(image, 0, 2) == .clear)
    }

    @Test func centerAndBottomRightPlaceTheImage() {
        let root = RenderHarness.root(40, 20)
        root.addSublayer(layer(gravity: .center))
        var image = RenderHarness.render(root, width: 40, height: 20)
        // 4 x 2 centred in 40 x 20: x 18..21, y 9..10.
        #expect(Pixel(image, 18, 9) == .red)
        #expect(Pixel(image, 21, 10) == .blue)
        #expect(Pixel(image, 17, 9) == .clear)
        let other = RenderHarness.root(40, 20)
        other.addSublayer(layer(gravity: .bottomRight))
        image = RenderHarness.render(other, width: 40, height: 20)
        #expect(Pixel(image, 39, 19) == .blue)
        #expect(Pixel(image, 36, 18) == .red)
        #expect(Pixel(image, 35, 18) == .clear)
    }

    /// Every positional gravity places the 4 x 2 image at its natural size against the named edges of
    /// the 40 x 20 bounds (centred along the other axis): its top-left pixel at (x, y) below.
    @Test(arguments: [
        (CALayerContentsGravity.center, 18, 9), (.top, 18, 0), (.bottom, 18, 18), (.left, 0, 9), (.right, 36, 9),
        (.topLeft, 0, 0), (.topRight, 36, 0), (.bottomLeft, 0, 18), (.bottomRight, 36, 18),
    ])
    func positionalGravityPlacesTheImage(gravity: CALayerContentsGravity, x: Int, y: Int) {
        let root = RenderHarness.root(40, 20)
        root.addSublayer(layer(gravity: gravity))
        let image = RenderHarness.render(root, width: 40, height: 20)
        #expect(Pixel(image, x, y) == .red)
        #expect(Pixel(image, x + 3, y + 1) == .blue)
        if x > 0 { #expect(Pixel(image, x - 1, y) == .clear) }
        if y > 0 { #expect(Pixel(image, x, y - 1) == .clear) }
        if x + 4 < 40 { #expect(Pixel(image, x + 4, y) == .clear) }
        if y + 2 < 20 { #expect(Pixel(image, x, y + 2) == .clear) }
    }

    @Test func resizeAspectFitsAndFillCovers() {
        let root = RenderHarness.root(40, 40)
        root.addSublayer(layer(gravity: .resizeAspect, frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        var image = RenderHarness.render(root, width: 40, height: 40)
        // 4 x 2 fitted in 40 x 40: scale 10, 40 x 20 centred vertically (y 10..29).
        #expect(Pixel(image, 5, 9) == .clear)
        #expect(Pixel(image, 5, 10) == .red)
        #expect(Pixel(image, 35, 29) == .blue)
        #expect(Pixel(image, 35, 30) == .clear)
        let other = RenderHarness.root(40, 40)
        other.addSublayer(layer(gravity: .resizeAspectFill, frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        image = RenderHarness.render(other, width: 40, height: 40)
        // Filled: scale 20, 80 x 40 centred horizontally (x -20..59): the split at x = 20.
        #expect(Pixel(image, 19, 0) == .red)
        #expect(Pixel(image, 20, 39) == .blue)
    }

    @Test func contentsRectShowsPartOfTheImage() {
        let root = RenderHarness.root(40, 20)
        let shown = layer(gravity: .resize)
        shown.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        root.addSublayer(shown)
        let image = RenderHarness.render(root, width: 40, height: 20)
        #expect(Pixel(image, 0, 0) == .blue)
        #expect(Pixel(image, 39, 19) == .blue)
    }

    @Test func contentsScaleSetsPixelsPerPoint() {
        let root = RenderHarness.root(40, 20)
        let shown = layer(gravity: .topLeft)
        shown.contentsScale = 2
        root.addSublayer(shown)
        let image = RenderHarness.render(root, width: 40, height: 20)
        // 4 x 2 pixels at 2 pixels per point: 2 x 1 points.
        #expect(Pixel(image, 0, 0).a > 0)
        #expect(Pixel(image, 2, 0) == .clear)
        #expect(Pixel(image, 0, 1) == .clear)
    }

    @Test func contentsCenterStretchesOnlyTheCentre() {
        let slices = ContentsLayout.slices(source: CGRect(x: 0, y: 0, width: 30, height: 30),
                                           destination: CGRect(x: 0, y: 0, width: 90, height: 60),
                                           center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3),
                                           pointsPerPixel: 1)
        // Corners stay 10 x 10; the middle column and row take the rest (70 and 40).
        #expect(slices.count == 9)
        #expect(slices[0].destination.isApproximatelyEqual(to: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(slices[4].destination.isApproximatelyEqual(to: CGRect(x: 10, y: 10, width: 70, height: 40)))
        #expect(slices[8].destination.isApproximatelyEqual(to: CGRect(x: 80, y: 50, width: 10, height: 10)))
        #expect(slices[8].source.isApproximatelyEqual(to: CGRect(x: 20, y: 20, width: 10, height: 10)))
    }

    @Test func contentsCenterShrinksEdgesThatDoNotFit() {
        let slices = ContentsLayout.slices(source: CGRect(x: 0, y: 0, width: 30, height: 30),
                                           destination: CGRect(x: 0, y: 0, width: 10, height: 30),
                                           center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3),
                                           pointsPerPixel: 1)
        // Horizontal edges of 10 + 10 points in 10 points: each shrinks to 5, no middle column.
        #expect(slices.map(\.destination.width).max()!.isApproximatelyEqual(to: 5, absoluteTolerance: 1e-9))
    }
}
#endif

#if !QUARTZCORE_COMPATIBILITY_TEST
/// An animation of contents cross-dissolves the two images (Core Animation's behaviour for contents).
@Suite struct ContentsCrossfadeTests {
    @Test func contentsAnimationCrossDissolves() {
        LayerTestHarness.withManualClock(at: 20) { clock in
            let red = CGImage(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])!
            let blue = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 255, 255])!
            let (root, layer) = LayerTestHarness.withoutActions {
                let root = RenderHarness.root(10, 10)
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                layer.contents = blue
                root.addSublayer(layer)
                return (root, layer)
            }
            let swap = CABasicAnimation(keyPath: "contents")
            swap.fromValue = red
            swap.toValue = blue
            swap.duration = 1
            layer.add(swap, forKey: "swap")
            CATransaction.flush()
            clock.advance(by: 0.25)
            // A quarter of the way: 75 % red and 25 % blue, opaque.
            let image = RenderHarness.render(root, width: 10, height: 10, at: clock.currentTime)
            #expect(Pixel(image, 5, 5).isClose(to: Pixel(191, 0, 64, 255), tolerance: 2))
        }
    }
}
#endif
