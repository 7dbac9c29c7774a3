#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// The software compositor against the Cairo compositor, the reference renderer (issue 7): hundreds
/// of random trees (``RandomScene``), each drawn by both through `CARenderer`, must agree.
///
/// Tolerance, stated: the two differ only where anti-aliasing or resampling is computed differently
/// (the compositor's coverage is the exact area of a pixel inside each straight edge and a one-pixel
/// ramp across rounded corners, where Cairo's scan converter samples the area; bilinear weights are
/// 8-bit here and 7-bit in pixman; text and paths drawn by Cairo in both may land a pixel apart where
/// hinting rounds a matrix computed in a different order; a nearest-filtered texel boundary through a
/// pixel centre can go either way). So: the mean difference over the frame stays below 1 level of
/// 255; at most 5 % of the pixels (edge pixels) differ by more than 2 levels; and at most 0.1 % (a
/// few isolated pixels, 19 of a 160 x 120 frame) differ by more than 96 levels, a coverage error of
/// under 0.4 on the strongest contrast.
@Suite struct DifferentialRenderingTests {
    static let width = 160, height = 120

    @Test(arguments: 0..<300)
    func randomScenesAgreeWithTheCairoCompositor(seed: Int) {
        Self.expectAgreement(Self.compare(seed: UInt64(seed)), seed: seed)
    }

    @Test(arguments: 300..<340)
    func rgbaContextsAgreeWithTheCairoCompositor(seed: Int) {
        Self.expectAgreement(Self.compare(seed: UInt64(seed), format: Frames.rgba), seed: seed)
    }

    /// A context whose CTM scales the scene (as `ca-render --size` draws): 160 x 120 pixels showing
    /// the 80 x 60 top-left of a scene at twice its size.
    @Test(arguments: 340..<370)
    func scaledContextsAgreeWithTheCairoCompositor(seed: Int) {
        Self.expectAgreement(Self.compare(seed: UInt64(seed), scale: 2), seed: seed)
    }

    /// A frame over old pixels: where the scene's opaque background covers the frame the compositor
    /// skips clearing it first, and where it does not (a translucent or smaller background) the old
    /// pixels must not show through.
    @Test(arguments: [(1.0, 0.0), (0.5, 0.0), (1.0, 0.5)])
    func oldPixelsNeverShowThrough(alpha: Double, inset: Double) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = LayerTestHarness.withoutActions {
                let layer = CALayer()
                layer.frame = CGRect(x: inset, y: inset, width: 40 - 2 * inset, height: 30 - 2 * inset)
                layer.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: alpha)
                return layer
            }
            CATransaction.flush()
            let context = CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
            context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            let renderer = CARenderer(cgContext: context, options: nil)
            renderer.layer = root
            renderer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            let ours = Frames.draw(renderer, at: 0)
            let reference = Frames.render(root, width: 40, height: 30, at: 0, software: false, format: Frames.bgra)
            #expect(PixelDifference(ours, reference).maximum <= 1, "alpha \(alpha), inset \(inset)")
            let skipped = renderer.compositor.recorder.recording.coversOpaquely(PixelRect(x0: 0, y0: 0, x1: 40, y1: 30))
            #expect(skipped == (alpha == 1 && inset == 0))
        }
    }

    /// Bands of rows drawn on several threads give the frame one thread draws: the compositor's own
    /// pixels exactly, and Cairo's within one level (clipped to a band, Cairo may composite a path
    /// through another of its code paths, which rounds differently).
    @Test(arguments: 0..<20)
    func bandsOnSeveralThreadsDrawTheSamePixels(seed: Int) {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let root = RandomScene.committedRoot(seed: UInt64(seed), width: Self.width, height: Self.height)
            let one = Frames.render(root, width: Self.width, height: Self.height, at: 0.5, software: true, format: Frames.bgra)
            let four = Frames.render(root, width: Self.width, height: Self.height, at: 0.5, software: true,
                                     format: Frames.bgra, threads: 4)
            let difference = PixelDifference(one, four)
            #expect(difference.maximum <= 1, "seed \(seed): \(difference)")
        }
    }

    static func expectAgreement(_ difference: PixelDifference, seed: Int) {
        #expect(difference.mean <= 1, "seed \(seed): \(difference)")
        #expect(difference.largeFraction <= 0.05, "seed \(seed): \(difference)")
        #expect(difference.outlierFraction <= 0.001, "seed \(seed): \(difference)")
    }

    /// Draws scene `seed` with both compositors and measures how they differ.
    static func compare(seed: UInt64, format: UInt32 = Frames.bgra, scale: CGFloat = 1) -> PixelDifference {
        LayerTestHarness.withManualClock(at: 0) { _ in
            var random = RandomScene(seed: seed)
            let root = LayerTestHarness.withoutActions { random.makeRoot(width: Double(width), height: Double(height)) }
            CATransaction.flush()
            let time = random.value(0...1.5)
            let ours = Frames.render(root, width: width, height: height, at: time, software: true, format: format, scale: scale)
            let reference = Frames.render(root, width: width, height: height, at: time, software: false, format: format,
                                          scale: scale)
            if let directory = ProcessInfo.processInfo.environment["OQC_DIFFERENTIAL_DUMP"] {
                Frames.write(ours, width: width, height: height, to: "\(directory)/seed\(seed)-software.png")
                Frames.write(reference, width: width, height: height, to: "\(directory)/seed\(seed)-cairo.png")
            }
            return PixelDifference(ours, reference)
        }
    }
}

/// How two frames of the same size differ, channel by channel.
struct PixelDifference: CustomStringConvertible {
    /// The largest difference of any channel, in levels of 255.
    var maximum = 0
    /// The fraction of pixels where some channel differs by more than 2 levels.
    var largeFraction = 0.0
    /// The fraction of pixels where some channel differs by more than 96 levels.
    var outlierFraction = 0.0
    /// The mean absolute difference over every channel.
    var mean = 0.0
    /// Where the largest difference is (pixel index), and the two pixels there (bytes as stored).
    var worst = (index: 0, a: [UInt8](), b: [UInt8]())

    init(_ a: [UInt8], _ b: [UInt8]) {
        precondition(a.count == b.count)
        var total = 0, large = 0, outliers = 0
        for pixel in stride(from: 0, to: a.count, by: 4) {
            var worst = 0
            for channel in 0..<4 {
                let d = abs(Int(a[pixel + channel]) - Int(b[pixel + channel]))
                total += d
                worst = max(worst, d)
            }
            if worst > maximum { self.worst = (pixel / 4, Array(a[pixel..<pixel + 4]), Array(b[pixel..<pixel + 4])) }
            maximum = max(maximum, worst)
            if worst > 2 { large += 1 }
            if worst > 96 { outliers += 1 }
        }
        largeFraction = Double(large) / Double(a.count / 4)
        outlierFraction = Double(outliers) / Double(a.count / 4)
        mean = Double(total) / Double(a.count)
    }

    var description: String {
        "max \(maximum), \(String(format: "%.2f", largeFraction * 100)) % of pixels over 2, mean \(String(format: "%.3f", mean)); worst at pixel \(worst.index): \(worst.a) vs \(worst.b)"
    }
}
#endif
