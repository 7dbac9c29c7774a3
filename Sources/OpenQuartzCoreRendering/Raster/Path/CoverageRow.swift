import _OQCKernels

/// Accumulated cells (``CoverageCells``) into 8-bit coverage: the running sum of a row's cells,
/// folded by the fill rule, times the opacity.
enum CoverageRow {
    /// One fully covered pixel, in cell units.
    static let full: UInt32 = 1 << 17

    /// The 8-bit coverage of the signed accumulated area `value` under the fill rule, times
    /// `alpha / 255`, rounded half up: non-zero takes |value| up to one pixel; even-odd takes the
    /// value modulo two pixels, folded (1.5 pixels covers as 0.5). Wrapping integer arithmetic
    /// leaves the even-odd result right whatever the winding (2³² is a multiple of 2¹⁸).
    @inline(__always)
    static func coverage(_ value: Int32, alpha: UInt32, evenOdd: Bool) -> UInt32 {
        var area: UInt32
        if evenOdd {
            area = UInt32(bitPattern: value) & 0x3_FFFF
            if area > full { area = 0x4_0000 &- area }
        } else {
            area = value.magnitude
            if area > full { area = full }
        }
        return (area &* alpha &+ 0x1_0000) >> 17
    }

    /// Sweeps `count` cells from `cells` (cover and area interleaved, ``CoverageCells``): each
    /// pixel's signed coverage is `running` plus its area, then its cover times 512 is added to
    /// `running`; writes each coverage to `coverage` and zeroes the cells; returns the last running
    /// sum. Where the processor has AVX2 the C kernel (``Kernels``) does it, with the same results.
    @inline(__always)
    static func accumulate(_ cells: UnsafeMutablePointer<Int32>, count: Int, running: Int32, alpha: UInt32,
                           evenOdd: Bool, into coverage: UnsafeMutablePointer<UInt8>) -> Int32 {
        if count >= 8 && Kernels.isEnabled {
            return oqc_accumulate_coverage(cells, count, running, alpha, evenOdd ? 1 : 0, coverage)
        }
        return portableAccumulate(cells, count: count, running: running, alpha: alpha, evenOdd: evenOdd, into: coverage)
    }

    /// ``accumulate(_:count:running:alpha:evenOdd:into:)`` in Swift, for every processor.
    @inline(__always)
    static func portableAccumulate(_ cells: UnsafeMutablePointer<Int32>, count: Int, running: Int32, alpha: UInt32,
                                   evenOdd: Bool, into coverage: UnsafeMutablePointer<UInt8>) -> Int32 {
        var sum = running
        for index in 0..<count {
            let pair = cells + index &<< 1
            let value = sum &+ pair[1]
            sum &+= pair[0] &<< 9
            pair[0] = 0
            pair[1] = 0
            coverage[index] = UInt8(truncatingIfNeeded: Self.coverage(value, alpha: alpha, evenOdd: evenOdd))
        }
        return sum
    }

    /// Multiplies `count` coverages by the clip's `mask` values, each product over 255 rounded as
    /// ``PixelMath/scale(_:by:)`` rounds.
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, by mask: UnsafePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let t = UInt32(coverage[index]) &* UInt32(mask[index]) &+ 128
            coverage[index] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
        }
    }
}
