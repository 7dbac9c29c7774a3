#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The blend-mode kernel (`oqc_blend_mode_row`) against the Swift loop it stands in for
/// (``PixelBlend/portableBlendRow(_:into:count:mode:)``, whose pixels ``BlendModeTests`` checks
/// against Cairo's operators), byte for byte: every mode it draws, every run length to 70, nothing
/// outside the run changed.
extension KernelsTests {
    /// A pixel for the blends: transparent, opaque or between, each channel 0, full or between
    /// (the edges where colour dodge and burn divide by zero or clamp), and one in eight a word
    /// whose colour exceeds its alpha (no premultiplied pixel does, but the formulas clamp it).
    static func blendPixel(_ random: inout RandomScene) -> UInt32 {
        if random.chance(0.125) { return UInt32(random.value(0...4_294_967_295.0)) }
        let alpha: UInt32 = random.pick([0, 255, UInt32(random.value(1...254.99))])
        var pixel = alpha << 24
        for shift in stride(from: 0, to: 24, by: 8) as StrideTo<UInt32> {
            pixel |= random.pick([0, alpha, UInt32(random.value(0...(Double(alpha) + 0.99)))]) << shift
        }
        return pixel
    }

    @Test(arguments: FrameBlendMode.allCases.filter { PixelBlend.kernelNumber(of: $0) != nil })
    func blendModeRunsMatchTheSwiftLoop(mode: FrameBlendMode) {
        let (wrong, runs) = Self.runsDiffering(seed: 46) { count, random in
            // The run's backdrop drawn the same way as its source, over the random words there.
            let source = (0..<count).map { _ in Self.blendPixel(&random) }
            let backdrop = (0..<count).map { _ in Self.blendPixel(&random) }
            return ({ row in
                        row.update(from: backdrop, count: count)
                        PixelBlend.blendRow(source, into: row, count: count, mode: mode)
                    },
                    { row in
                        row.update(from: backdrop, count: count)
                        PixelBlend.portableBlendRow(source, into: row, count: count, mode: mode)
                    })
        }
        #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
        #expect(Self.levels().isEmpty || runs == 70 * Self.levels().count)
    }

    /// The kernel draws the separable modes and addition; the four non-separable ones stay in Swift.
    @Test func theKernelDrawsTheSeparableModes() {
        let drawn = FrameBlendMode.allCases.filter { PixelBlend.kernelNumber(of: $0) != nil }
        #expect(drawn.count == 12)
        #expect(drawn.allSatisfy { $0.isSeparable })
        #expect(Set(drawn.compactMap { PixelBlend.kernelNumber(of: $0) }) == Set(0...11))
    }
}
#endif
