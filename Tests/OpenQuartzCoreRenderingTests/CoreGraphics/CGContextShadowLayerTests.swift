#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenQuartzCoreRendering
#endif
import Foundation
import Testing

/// Shadows (offset in base space, Gaussian blur) and transparency layers, measured at pixels.
@Suite struct CGContextShadowLayerTests {
    @Test func aShadowIsOffsetInBaseSpaceWithYUp() {
        let context = makeRGBAContext(width: 32, height: 32)
        context.setShadow(offset: CGSize(width: 6, height: -6), blur: 0,
                          color: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.scaleBy(x: 2, y: 2)  // Apple: the CTM does not affect the offset.
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 4, y: 8, width: 4, height: 4))  // device (8...16, 16...24)
        // Shadow at device (14...22, 10...18): pixel (19, y 11) is memory row 32 - 1 - 11 = 20.
        #expect(rgba(context, x: 19, row: 20) == [0, 0, 0, 255])
        #expect(rgba(context, x: 9, row: 31 - 20) == [255, 0, 0, 255])  // the fill itself, over its shadow
        #expect(rgba(context, x: 15, row: 31 - 17) == [255, 0, 0, 255])
        #expect(rgba(context, x: 5, row: 31 - 5) == [0, 0, 0, 0])
        #expect(rgba(context, x: 19, row: 31 - 22) == [0, 0, 0, 0])  // not above: y down is negative height
    }

    @Test func theBlurSpreadsLikeAGaussianOfHalfTheBlur() {
        // A white half-plane x < 16 casting a black shadow in place, blur 4: sigma 2. Beyond the edge the
        // shadow's alpha is the Gaussian's tail, Φ(-d / sigma), at pixel centres d = x + 0.5 - 16.
        let context = makeRGBAContext(width: 32, height: 32)
        context.setShadow(offset: .zero, blur: 4, color: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: -40, y: -40, width: 56, height: 112))
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
        for x in 16..<24 {
            let expected = 255 * phi(-(Double(x) + 0.5 - 16) / 2)
            let alpha = rgba(context, x: x, row: 16)[3]
            // Three box blurs approximate the Gaussian to within a few levels.
            #expect(abs(Double(alpha) - expected) <= 6, "x \(x): \(alpha) vs \(expected)")
        }
        #expect(rgba(context, x: 30, row: 16) == [0, 0, 0, 0])
    }

    @Test func aTransparencyLayerCompositesAsOneImage() {
        // Two overlapping opaque rectangles in a layer drawn at alpha 0.5: every covered pixel,
        // overlap included, is half red; without the layer the overlap would be 1 - 0.5² = 0.75.
        let context = makeRGBAContext(width: 8, height: 4)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
        context.fill(CGRect(x: 3, y: 0, width: 5, height: 4))
        context.endTransparencyLayer()
        for x in [0, 4, 7] { #expect(close(rgba(context, x: x, row: 0), [128, 0, 0, 128]), "x \(x)") }
        // The same without the layer shows the overlap.
        let plain = makeRGBAContext(width: 8, height: 4)
        plain.setAlpha(0.5)
        plain.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        plain.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
        plain.fill(CGRect(x: 3, y: 0, width: 5, height: 4))
        #expect(close(rgba(plain, x: 4, row: 0), [191, 0, 0, 191]))
    }

    @Test func aLayerCastsOneShadow() {
        // The layer's shadow comes from the composited layer: one black copy one pixel to the right.
        let context = makeRGBAContext(width: 8, height: 2)
        context.setShadow(offset: CGSize(width: 2, height: 0), blur: 0, color: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        context.endTransparencyLayer()
        #expect(rgba(context, x: 3, row: 0) == [255, 0, 0, 255])
        #expect(rgba(context, x: 5, row: 0) == [0, 0, 0, 255])
        #expect(rgba(context, x: 6, row: 0) == [0, 0, 0, 0])
    }
}
