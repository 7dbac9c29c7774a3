#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import _CCairo
@testable import OpenQuartzCoreRendering

/// Wide blurs drawn at reduced resolution (``ShadowBlur/reduction(sigma:)``), of layer filters
/// (``FilterRenderer``) and of shadows' alpha (``ShadowBlur/blurredAlpha(of:sigma:)``), checked
/// against a Gaussian computed here: the exact blur of a straight edge, 255 · ½ erfc(d / (σ√2)) at
/// distance d past it, and the separable convolution of a disc with the sampled Gaussian kernel
/// (normalised, zero beyond the plane). Three box blurs approximate a Gaussian within about 3 % of
/// its peak (their kernel is piecewise quadratic, and whole odd widths only approach its variance);
/// the tolerances are that approximation's, which the reduction must not widen (reduced by 8
/// at σ = 16, the disc's error passes 12 levels of 255).
@Suite struct ReducedBlurTests {
    @Test func wideBlursAreReducedAndNarrowOnesAreNot() {
        #expect(ShadowBlur.reduction(sigma: 3.9) == 1)
        #expect(ShadowBlur.reduction(sigma: 4) == 2)
        #expect(ShadowBlur.reduction(sigma: 15.9) == 2)
        #expect(ShadowBlur.reduction(sigma: 16) == 4)
        #expect(ShadowBlur.reduction(sigma: 32) == 8)
        #expect(ShadowBlur.reduction(sigma: 4000) == 8)
    }

    @Test func theThreeStepsTogetherHaveTheGaussiansVariance() {
        for (sigma, k) in [(8.0, 2), (25.6, 4), (100.0, 8)] {
            let low = ShadowBlur.reducedSigma(sigma, factor: k)
            let kk = Double(k * k)
            // Averaging k pixels: (k² − 1) / 12; linear interpolation between samples k apart: k² / 6.
            let total = kk * low * low + (kk - 1) / 12 + kk / 6
            #expect(abs(total - sigma * sigma) < 1e-9 * sigma * sigma)
        }
    }

    @Test func aStraightEdgeBlurredAcrossFollowsTheErrorFunction() {
        let width = 480, height = 9, edge = 240, sigma = 24.0
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<edge { pixels[y * width + x] = 0xffff_ffff } }
        pixels.withUnsafeMutableBufferPointer {
            FilterRenderer.blur($0.baseAddress!, stride: width, width: width, height: height, sigma: sigma, horizontal: true, vertical: false)
        }
        var worst = 0.0
        for x in 100..<380 {
            let d = Double(x) + 0.5 - Double(edge)
            let exact = 255 * 0.5 * erfc(d / (sigma * 2.squareRoot()))
            let p = pixels[4 * width + x]
            worst = max(worst, abs(Double(p >> 24) - exact))
            #expect(p == (p >> 24) * 0x0101_0101, "white stays grey: every component equals alpha")
        }
        #expect(ShadowBlur.reduction(sigma: sigma) == 4)
        #expect(worst < 255 * 0.01 + 0.5, "worst difference \(worst) of 255")
    }

    @Test(arguments: [6.0, 16.0, 40.0])
    func aDiscBlurredBothWaysMatchesTheSampledGaussian(sigma: Double) {
        let size = 160
        var plane = [Float](repeating: 0, count: size * size)
        var pixels = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let dx: Double = Double(x) + 0.5 - 80, dy: Double = Double(y) + 0.5 - 80
                if dx * dx + dy * dy <= 900 {
                    plane[y * size + x] = 255
                    pixels[y * size + x] = 0xff80_4000
                }
            }
        }
        let reference = Self.sampledGaussian(plane, size: size, sigma: sigma)
        pixels.withUnsafeMutableBufferPointer {
            FilterRenderer.blur($0.baseAddress!, stride: size, width: size, height: size, sigma: sigma, horizontal: true, vertical: true)
        }
        var full = plane
        ShadowBlur.blur(&full, width: size, height: size, boxes: ShadowBlur.boxWidths(sigma: sigma))
        let alphas = pixels.map { Float($0 >> 24) }
        func worst(_ a: [Float]) -> Double {
            var largest = 0.0
            for (value, expected) in zip(a, reference) { largest = max(largest, abs(Double(value) - expected)) }
            return largest
        }
        #expect(ShadowBlur.reduction(sigma: sigma) > 1)
        #expect(worst(alphas) < 255 * 0.03, "reduced: worst difference \(worst(alphas)) of 255")
        #expect(worst(full) < 255 * 0.03, "full resolution: worst difference \(worst(full)) of 255")
        // The colour is spread as the alpha is: red at half of it, green at a quarter.
        for p in pixels where p >> 24 >= 64 {
            #expect(abs(Int((p >> 16) & 0xff) - Int(p >> 24) / 2) <= 1 && abs(Int((p >> 8) & 0xff) - Int(p >> 24) / 4) <= 1 && p & 0xff == 0)
        }
        // The total is kept (what leaves the plane is beyond 3σ of the disc: negligible).
        let total = plane.reduce(0, +), after = alphas.reduce(0, +)
        #expect(sigma > 16 || abs(after - total) < total * 0.005)
    }

    @Test func aShadowsAlphaIsTheSameBlur() throws {
        let size = 160, sigma = 16.0
        let image = try #require(CairoImage(width: size, height: size))
        let reference = image.withPixels { pixels, stride -> [Double] in
            var plane = [Float](repeating: 0, count: size * size)
            for y in 0..<size {
                for x in 0..<size {
                    let dx = Double(x) + 0.5 - 70, dy = Double(y) + 0.5 - 90
                    if dx * dx + dy * dy <= 30 * 30 { (plane[y * size + x], pixels[y * stride + x]) = (255, 0xff00_0000) }
                }
            }
            return Self.sampledGaussian(plane, size: size, sigma: sigma)
        }
        cairo_surface_mark_dirty(image.surface)
        let alpha = ShadowBlur.blurredAlpha(of: image.surface, sigma: sigma)
        defer { cairo_surface_destroy(alpha) }
        let data = try #require(cairo_image_surface_get_data(alpha)), stride = Int(cairo_image_surface_get_stride(alpha))
        var worst = 0.0
        for y in 0..<size { for x in 0..<size { worst = max(worst, abs(Double(data[y * stride + x]) - reference[y * size + x])) } }
        #expect(worst < 255 * 0.03, "worst difference \(worst) of 255")
    }

    /// The plane convolved across, then down, with the Gaussian sampled at whole pixels out to 4σ
    /// and normalised; zero beyond the plane.
    static func sampledGaussian(_ plane: [Float], size: Int, sigma: Double) -> [Double] {
        let radius = Int((4 * sigma).rounded(.up))
        var kernel = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        var across = [Double](repeating: 0, count: size * size), out = across
        for y in 0..<size {
            for x in 0..<size {
                var value = 0.0
                for i in -radius...radius where x + i >= 0 && x + i < size {
                    value += Double(plane[y * size + x + i]) * kernel[i + radius]
                }
                across[y * size + x] = value
            }
        }
        for y in 0..<size {
            for x in 0..<size {
                var value = 0.0
                for i in -radius...radius where y + i >= 0 && y + i < size { value += across[(y + i) * size + x] * kernel[i + radius] }
                out[y * size + x] = value
            }
        }
        return out
    }
}
#endif
