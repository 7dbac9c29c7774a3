import CARenderExport
import QuartzCoreTestSupport
import Testing
import _OQCKernels

/// The bytes encoders take from random frames, opaque runs mixed with translucent and transparent
/// pixels, in both pixel layouts: PNG scanlines (``PNGScanlines``) and ``FrameConverter``'s outputs,
/// against each pixel worked out here from the formulas of ``FrameConverter``'s documentation, at
/// every kernel level (the AVX2 shuffle and the Swift loop;
/// ``FramePixels/writeRow(_:channels:into:converting:)``). Serialized: it switches the kernels' level,
/// which the whole process shares (every level gives the same bytes, so other tests are unaffected),
/// holding ``KernelLevelLock`` while it does, against the other suites that switch it.
@Suite(.serialized) struct FrameRowConversionTests {
    /// A random premultiplied pixel (R, G, B, A): three in four opaque, the rest of any alpha.
    static func pixel(_ random: inout SystemRandomNumberGenerator, opaqueRun: Bool) -> [Int] {
        let alpha = opaqueRun || Int.random(in: 0..<4, using: &random) > 0 ? 255 : Int.random(in: 0...254, using: &random)
        return (0..<3).map { _ in Int.random(in: 0...alpha, using: &random) } + [alpha]
    }

    /// The scanlines of a frame of `pixels` (R, G, B, A, premultiplied), worked out a pixel at a time:
    /// composited onto `under` (premultiplied), then straight, `channels` bytes a pixel after each
    /// row's filter byte 0.
    static func expected(_ pixels: [[Int]], width: Int, under: [Int], channels: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, source) in pixels.enumerated() {
            if index % width == 0 { bytes.append(0) }
            let over = zip(source, under).map { $0 + ($1 * (255 - source[3]) + 127) / 255 }
            let straight = over[3] == 0 ? [0, 0, 0, 0] : over[0..<3].map { min(255, ($0 * 255 + over[3] / 2) / over[3]) } + [over[3]]
            bytes += straight.prefix(channels).map { UInt8($0) }
        }
        return bytes
    }

    /// Random premultiplied pixels (R, G, B, A) for a `width × height` frame: runs of 1 to 24 pixels,
    /// each run all opaque or three in four opaque, so that eight-pixel groups of both kinds fall at
    /// every offset.
    static func randomPixels(width: Int, height: Int, _ random: inout SystemRandomNumberGenerator) -> [[Int]] {
        var pixels: [[Int]] = []
        while pixels.count < width * height {
            let opaque = Bool.random(using: &random)
            for _ in 0..<Int.random(in: 1...24, using: &random) { pixels.append(Self.pixel(&random, opaqueRun: opaque)) }
        }
        return Array(pixels.prefix(width * height))
    }

    /// `pixels` laid out in memory in `layout`, rows padded to 3 more pixels than the width (as a
    /// bitmap context's rows may be), the padding 0xAB; and the bytes per row.
    static func memory(_ pixels: [[Int]], width: Int, height: Int, layout: FramePixels.Layout) -> ([UInt8], Int) {
        let bytesPerRow = (width + 3) * 4
        var memory = [UInt8](repeating: 0xAB, count: bytesPerRow * height)
        for (index, p) in pixels.enumerated() {
            let order = layout == .rgba ? [p[0], p[1], p[2], p[3]] : [p[2], p[1], p[0], p[3]]
            let offset = (index / width) * bytesPerRow + (index % width) * 4
            for channel in 0..<4 { memory[offset + channel] = UInt8(order[channel]) }
        }
        return (memory, bytesPerRow)
    }

    @Test(arguments: [(nil, [0, 0, 0, 0]), (CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1), [255, 255, 255, 255])])
    func randomFramesAtEveryLevel(background: CGColor?, under: [Int]) {
        KernelLevelLock.holding {
            var random = SystemRandomNumberGenerator()
            let straightener = PixelStraightener(background: background)
            let processorLevel = Int(oqc_kernels_use(2))
            defer { oqc_kernels_use(Int32(oqc_kernels_allowed_level())) }
            var checked = 0
            for width in [1, 7, 8, 9, 16, 37, 64] {
                let height = 5
                let pixels = Self.randomPixels(width: width, height: height, &random)
                let allOpaque = pixels.allSatisfy { $0[3] == 255 } || under[3] == 255
                let channels = allOpaque ? 3 : 4
                let expected = Self.expected(pixels, width: width, under: under, channels: channels)
                for layout in [FramePixels.Layout.rgba, .bgra] {
                    let (memory, bytesPerRow) = Self.memory(pixels, width: width, height: height, layout: layout)
                    for level in 0...processorLevel {
                        oqc_kernels_use(Int32(level))
                        memory.withUnsafeBytes { bytes in
                            let frame = FramePixels(bytes: bytes, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout)
                            #expect(PNGScanlines.isOpaque(frame, straightener: straightener) == allOpaque)
                            var scanlines = [UInt8](repeating: 0xCD, count: PNGScanlines.capacity(width: width, height: height, channels: channels))
                            scanlines.withUnsafeMutableBytes {
                                PNGScanlines.write(frame, straightener: straightener, channels: channels, into: $0.baseAddress!)
                            }
                            #expect(Array(scanlines.dropLast(PNGScanlines.spill)) == expected, "width \(width), \(layout), level \(level)")
                            checked += 1
                        }
                    }
                }
            }
            #expect(checked == 7 * 2 * (processorLevel + 1))
        }
    }

    @Test(arguments: [FrameConverter.Output.straight, .opaque, .premultiplied])
    func frameConverterAtEveryLevel(output: FrameConverter.Output) throws {
        try KernelLevelLock.holding {
            var random = SystemRandomNumberGenerator()
            // The background premultiplied: orange at half opacity, 1 × 0.5 × 255 = 127.5 → 128, 0.25 ×
            // 0.5 × 255 = 31.9 → 32, 0, alpha 128 (as PixelStraightenerTests has it).
            let background = CGColor(srgbRed: 1, green: 0.25, blue: 0, alpha: 0.5), under = [128, 32, 0, 128]
            let processorLevel = Int(oqc_kernels_use(2))
            defer { oqc_kernels_use(Int32(oqc_kernels_allowed_level())) }
            for width in [5, 8, 23, 64] {
                let height = 4
                let pixels = Self.randomPixels(width: width, height: height, &random)
                // Composited: c + (background × (255 − alpha) + 127) / 255, alpha too; then as each output wants.
                let expected: [UInt8] = pixels.flatMap { source -> [UInt8] in
                    let over = zip(source, under).map { $0 + ($1 * (255 - source[3]) + 127) / 255 }
                    let words: [Int] = switch output {
                    case .straight: over[3] == 0 ? [0, 0, 0, 0] : over[0..<3].map { min(255, ($0 * 255 + over[3] / 2) / over[3]) } + [over[3]]
                    case .opaque: Array(over[0..<3]) + [255]
                    case .premultiplied: over
                    }
                    return words.map { UInt8($0) }
                }
                for layout in [FramePixels.Layout.rgba, .bgra] {
                    let (memory, bytesPerRow) = Self.memory(pixels, width: width, height: height, layout: layout)
                    for level in 0...processorLevel {
                        oqc_kernels_use(Int32(level))
                        var converter = FrameConverter(width: width, height: height, background: background, output: output)
                        try memory.withUnsafeBytes { bytes in
                            try converter.convert(FramePixels(bytes: bytes, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout))
                        }
                        #expect([UInt8](converter.bytes) == expected, "width \(width), \(layout), level \(level)")
                    }
                }
            }
        }
    }

    @Test func oneTranslucentPixelAnywhereMakesTheFrameRGBA() {
        let straightener = PixelStraightener(background: nil)
        let width = 40, height = 3
        for position in [0, 7, 8, 15, 16, 39, 40, 119] {
            var words = [UInt32](repeating: 0xFF10_2030, count: width * height)
            words[position] = 0xFE10_2030
            words.withUnsafeBytes { bytes in
                let frame = FramePixels(bytes: bytes, width: width, height: height, bytesPerRow: width * 4, layout: .bgra)
                #expect(!PNGScanlines.isOpaque(frame, straightener: straightener), "pixel \(position)")
            }
        }
    }
}
