#if !QUARTZCORE_COMPATIBILITY_TEST
import QuartzCoreTestSupport
import Testing
@testable import OpenQuartzCoreRendering
import _OQCKernels

/// The AVX2 and AVX-512 kernels (``Kernels``) against the Swift loops they stand in for, pixel for
/// pixel: the same blends of one colour and of image rows, and the same rounded-rectangle fills,
/// on random inputs, with nothing outside a run changed. (The Swift loops are checked against
/// arithmetic written out per channel in ``SolidRunTests`` and against sampled areas in
/// ``RoundedRectCoverageTests``.) Serialized: each test switches the kernels' level, which the
/// whole process shares (every level gives the same pixels, so other tests are unaffected), and
/// holds ``KernelLevelLock`` while it does, against the other suites that switch it.
@Suite(.serialized) struct KernelsTests {
    /// The levels this processor runs (1: AVX2, 2: AVX-512), none where it has no AVX2 or the
    /// environment disables the kernels. Read from the environment's level and the processor's, not
    /// from the level in force (`Kernels.isEnabled`), which another suite switching levels at the
    /// same time (FrameRowConversionTests runs every level the processor has) may have raised.
    static func levels() -> [Int] {
        return KernelLevelLock.holding {
            let highest = Kernels.use(level: Kernels.allowedLevel)
            return highest > 0 ? Array(1...highest) : []
        }
    }

    static func randomPixels(_ count: Int, _ random: inout RandomScene) -> [UInt32] {
        (0..<count).map { _ in UInt32(random.value(0...4_294_967_295.0)) }
    }

    /// A premultiplied pixel: each colour channel at most the alpha.
    static func premultiplied(alpha: UInt32, _ random: inout RandomScene) -> UInt32 {
        var pixel = alpha << 24
        for shift in stride(from: 0, to: 24, by: 8) as StrideTo<UInt32> {
            pixel |= UInt32(random.value(0...(Double(alpha) + 0.99))) << shift
        }
        return pixel
    }

    /// A blend of one run drawn both ways: by the kernels, and by the Swift loop, each given the
    /// run's first pixel.
    typealias RunBlends = (kernel: (UnsafeMutablePointer<UInt32>) -> Void, swift: (UnsafeMutablePointer<UInt32>) -> Void)

    /// At each level, runs of every length from 0 to 69 (`blends` draws a run's parameters, then
    /// random pixels are drawn with 8 more on each side) blended both ways over copies of the same
    /// pixels: how many runs came out different anywhere, and how many were drawn.
    static func runsDiffering(seed: UInt64, _ blends: (_ count: Int, _ random: inout RandomScene) -> RunBlends)
        -> (wrong: Int, runs: Int) {
        return KernelLevelLock.holding {
            var random = RandomScene(seed: seed)
            var wrong = 0, runs = 0
            for level in levels() {
                Kernels.use(level: level)
                for count in 0..<70 {
                    let blend = blends(count, &random)
                    let before = randomPixels(count + 16, &random)
                    var kernel = before, swift = before
                    kernel.withUnsafeMutableBufferPointer { blend.kernel($0.baseAddress! + 8) }
                    swift.withUnsafeMutableBufferPointer { blend.swift($0.baseAddress! + 8) }
                    if kernel != swift { wrong += 1 }
                    runs += 1
                }
            }
            Kernels.use(level: Kernels.allowedLevel)
            return (wrong, runs)
        }
    }

    @Test func solidRunsMatchTheSwiftLoop() {
        let (wrong, runs) = Self.runsDiffering(seed: 41) { count, random in
            let color = Self.premultiplied(alpha: UInt32(random.value(0...254.99)), &random)
            return ({ SolidRun.blendTranslucent(color, into: $0, count: count) },
                    { SolidRun.portableBlendTranslucent(color, into: $0, count: count, slack: 0) })
        }
        #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
    }

    /// A picture through its mask's picture (`RasterBand.endMask`): sources and mask alphas of 0 and
    /// 255 among the random ones, every run length to 70, nothing outside the run changed.
    @Test func maskedRunsMatchTheSwiftLoop() {
        let (wrong, runs) = Self.runsDiffering(seed: 44) { count, random in
            func alpha() -> UInt32 {
                switch Int(random.value(0...3.99)) { case 0: 0; case 1: 255; default: UInt32(random.value(0...255.99)) }
            }
            let source = (0..<count).map { _ in Self.premultiplied(alpha: alpha(), &random) }
            let mask = (0..<count).map { _ in Self.premultiplied(alpha: alpha(), &random) }
            return ({ RasterBand.blendMasked(source, mask: mask, into: $0, count: count) },
                    { RasterBand.portableBlendMasked(source, mask: mask, into: $0, count: count) })
        }
        #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
        #expect(Self.levels().isEmpty || runs == 70 * Self.levels().count)
    }

    @Test(arguments: [false, true]) func imageRunsMatchTheSwiftLoop(scaled: Bool) {
        let (wrong, runs) = Self.runsDiffering(seed: scaled ? 42 : 43) { count, random in
            let alpha = scaled ? UInt32(random.value(0...254.99)) : 255
            let source = (0..<count).map { _ in Self.premultiplied(alpha: UInt32(random.value(0...255.99)), &random) }
            return ({ row in source.withUnsafeBufferPointer { SolidRun.blend($0.baseAddress!, alpha: alpha, into: row, count: count) } },
                    { row in source.withUnsafeBufferPointer { SolidRun.portableBlend($0.baseAddress!, alpha: alpha, into: row, count: count) } })
        }
        #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
    }

    /// Rows of an image sampled bilinearly (`TexelSampler.bilinearRun`) with random steps across
    /// and down, from inside the image and from beyond its edges (where the Swift edge sampling
    /// takes the columns outside), opaque and translucent, at full and partial alpha. (The Swift
    /// loop draws these steps; the kernel is asked for translated runs only.)
    @Test func bilinearRunsMatchTheSwiftLoop() {
        let (wrong, runs) = Self.bilinearRunsDiffering(seed: 45, width: 48, height: 40) { random in
            (Int(random.value(-0.7...0.7) * 65_536), Int(random.value(-0.3...0.3) * 65_536))
        }
        #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
    }

    /// The kernel itself on runs of any step, all inside a 48 × 40 image, against the scalar
    /// sample of each pixel (`TexelSampler.bilinear`), opaque: the one-at-a-time path it keeps for
    /// steps other than a translation.
    @Test func theKernelSamplesAnyStep() {
        KernelLevelLock.holding {
            var random = RandomScene(seed: 48)
            let width = 48, height = 40
            let texels = (0..<width * height).map { _ in Self.premultiplied(alpha: 255, &random) }
            var wrong = 0
            texels.withUnsafeBufferPointer { buffer in
                let sampler = TexelSampler(texels: buffer.baseAddress!, stride: width, width: width, height: height)
                for level in Self.levels() {
                    Kernels.use(level: level)
                    for _ in 0..<200 {
                        let count = Int(random.value(1...12.99))
                        let dx = Int(random.value(-0.9...0.9) * 65_536), dy = Int(random.value(-0.9...0.9) * 65_536)
                        // Start where every pixel of the run stays at least a texel inside.
                        let ux = Int(random.value(13...34) * 65_536), uy = Int(random.value(13...26) * 65_536)
                        var row = [UInt32](repeating: 0, count: count)
                        oqc_bilinear_run(&row, count, buffer.baseAddress!, width, Int64(ux), Int64(uy), Int64(dx), Int64(dy), 255, 1)
                        let expected = (0..<count).map { sampler.bilinear(fx: ux + $0 * dx + (65_536 << 16), fy: uy + $0 * dy + (65_536 << 16)) }
                        if row != expected { wrong += 1 }
                    }
                }
                Kernels.use(level: Kernels.allowedLevel)
            }
            #expect(wrong == 0)
        }
    }

    /// The same for runs stepping exactly one texel across and none down (an image moved by a
    /// fraction of a pixel), which the kernel draws eight pixels a step from contiguous texels.
    @Test func translatedBilinearRunsMatchTheSwiftLoop() {
        let (wrong, runs) = Self.bilinearRunsDiffering(seed: 47, width: 96, height: 12) { _ in (65_536, 0) }
        #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
    }

    /// Runs of a random `width` by `height` image sampled from random places with `steps`' steps,
    /// by the kernel and by the Swift loop.
    static func bilinearRunsDiffering(seed: UInt64, width: Int, height: Int,
                                      steps: (inout RandomScene) -> (dx: Int, dy: Int)) -> (wrong: Int, runs: Int) {
        var random = RandomScene(seed: seed)
        let texels = (0..<width * height).map { _ in Self.premultiplied(alpha: UInt32(random.value(0...255.99)), &random) }
        let opaqueTexels = texels.map { $0 | 0xFF00_0000 }
        return Self.runsDiffering(seed: seed + 1) { count, random in
            let opaque = random.value(0...1) < 0.3
            let alpha: UInt32 = opaque ? 255 : (random.value(0...1) < 0.5 ? 255 : UInt32(random.value(0...254.99)))
            let fx = Int((random.value(-2...Double(width) / 2) + 65_536) * 65_536)
            let fy = Int((random.value(-2...Double(height) + 1) + 65_536) * 65_536)
            let (dx, dy) = steps(&random)
            let image = opaque ? opaqueTexels : texels
            func run(portable: Bool) -> (UnsafeMutablePointer<UInt32>) -> Void {
                { row in
                    image.withUnsafeBufferPointer { buffer in
                        TexelSampler(texels: buffer.baseAddress!, stride: width, width: width, height: height)
                            .bilinearRun(row: row, columns: 0..<count, fx: fx, fy: fy, dx: dx, dy: dy, alpha: alpha,
                                         opaque: opaque, portable: portable)
                    }
                }
            }
            return (run(portable: false), run(portable: true))
        }
    }

    /// Random rounded rectangles (every corner mask, radii from none to half the shorter side,
    /// rotations, uniform and unequal scales, reflections, shapes cut by the target's edges, and
    /// opaque and translucent colours) filled over random pixels by both.
    @Test func roundedRectFillsMatchTheSwiftLoop() {
        KernelLevelLock.holding {
            var random = RandomScene(seed: 44)
            let scratch = OutlineScratch()
            let shades = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
            defer { shades.deallocate() }
            let targetRect = PixelRect(x0: -3, y0: 2, x1: 77, y1: 70)
            let width = targetRect.x1 - targetRect.x0, height = targetRect.y1 - targetRect.y0
            var wrong = 0, shapes = 0, drawn = 0
            for level in Self.levels() {
                Kernels.use(level: level)
                for round in 0..<600 {
                    let scale = random.value(0.2...2.5)
                    let squash = round % 4 == 0 ? random.value(0.3...1.7) : 1
                    let toDevice = CGAffineTransform(rotationAngle: round % 5 == 0 ? 0 : random.value(-3.2...3.2))
                        .scaledBy(x: scale, y: (round % 7 == 0 ? -scale : scale) * squash)
                        .concatenating(CGAffineTransform(translationX: random.value(-10...80), y: random.value(-10...80)))
                    let rect = CGRect(x: random.value(-5...5), y: 0, width: random.value(0.5...60), height: random.value(0.5...60))
                    let corners = CACornerMask(rawValue: round % 3 == 0 ? UInt(random.value(0...15.99)) : 15)
                    guard let shape = RoundedRectCoverage(rect: rect, radius: random.chance(0.15) ? 0 : random.value(0...35),
                                                          corners: corners, toDevice: toDevice) else { continue }
                    let area = shape.bounds.intersection(targetRect)
                    guard !area.isEmpty else { continue }
                    let alpha: UInt32 = random.chance(0.3) ? 255 : UInt32(random.value(1...254.99))
                    SolidRun.shades(of: Self.premultiplied(alpha: alpha, &random), into: shades)
                    let before = Self.randomPixels(width * height, &random)
                    var kernel = before, swift = before
                    kernel.withUnsafeMutableBufferPointer {
                        let target = RasterTarget(origin: $0.baseAddress!, stride: width, rect: targetRect)
                        RasterBand.plainFill(shape, shades: shades, area: area, into: target, scratch: scratch, kernels: true)
                    }
                    swift.withUnsafeMutableBufferPointer {
                        let target = RasterTarget(origin: $0.baseAddress!, stride: width, rect: targetRect)
                        RasterBand.plainFill(shape, shades: shades, area: area, into: target, scratch: scratch, kernels: false)
                    }
                    shapes += 1
                    if kernel != before { drawn += 1 }
                    for index in kernel.indices where kernel[index] != swift[index] { wrong += 1 }
                }
            }
            Kernels.use(level: Kernels.allowedLevel)
            #expect(wrong == 0, "\(wrong) pixels differ in \(shapes) shapes")
            // Most shapes land on the target, whatever the number of levels the processor runs: the
            // comparison above checked real drawing (an AVX2-only machine runs one level, not two).
            #expect(Self.levels().isEmpty || drawn * 5 > shapes * 4, "\(drawn) of \(shapes) shapes drew")
        }
    }
}
#endif
