import _OQCKernels

/// Runs of pixels blended through a coverage each: the partly covered pixels of a path's fill.
/// Each pixel is `over(scale(source, coverage), destination)` (``PixelMath``), four pixels per
/// vector step in Swift (the 16-bit lane arithmetic of ``SolidRun/multiply(_:by:)``, exactly the
/// scalar functions' results), eight in the AVX2 kernels (``Kernels``), which give the same pixels.
enum MaskedRun {
    /// Blends the premultiplied `color` over `count` pixels of `row`, pixel i scaled by
    /// `coverage[i] / 255`. A short run (a shape's edge) whose row has `slack` pixels after it for
    /// the rest of a group of four goes through the four-pixel vector step, the pixels past the
    /// run given coverage 0 (so written back as they were).
    @inline(__always)
    static func blend(_ color: UInt32, coverage: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt32>,
                      count: Int, slack: Int) {
        if count < 8 {
            if (count &+ 3) & ~3 <= count &+ slack {
                shortBlend(color, coverage: coverage, into: row, count: count)
            } else {
                for index in 0..<count {
                    row[index] = PixelMath.over(PixelMath.scale(color, by: UInt32(coverage[index])), row[index])
                }
            }
        } else if Kernels.isEnabled {
            oqc_blend_solid_mask(color, coverage, row, count)
        } else {
            portableBlend(color, coverage: coverage, into: row, count: count)
        }
    }

    /// The groups of four of a run of fewer than eight pixels, those past `count` left as they were.
    @inline(__always)
    private static func shortBlend(_ color: UInt32, coverage: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt32>,
                                   count: Int) {
        let colors = SIMD4<UInt32>(repeating: color)
        var index = 0
        while index < count {
            let left = count &- index
            let c = SIMD4<UInt32>(UInt32(coverage[index]), left > 1 ? UInt32(coverage[index &+ 1]) : 0,
                                  left > 2 ? UInt32(coverage[index &+ 2]) : 0, left > 3 ? UInt32(coverage[index &+ 3]) : 0)
            over(SolidRun.multiply(colors, by: unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self)), at: row + index)
            index &+= 4
        }
    }

    /// Blends `count` premultiplied pixels of `source` over `row`, pixel i scaled by
    /// `coverage[i] / 255`.
    @inline(__always)
    static func blend(_ source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt32>,
                      count: Int) {
        if count >= 8 && Kernels.isEnabled {
            oqc_blend_image_mask(source, coverage, row, count)
        } else {
            portableBlend(source, coverage: coverage, into: row, count: count)
        }
    }

    /// ``blend(_:coverage:into:count:slack:)`` in Swift, for every processor.
    static func portableBlend(_ color: UInt32, coverage: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt32>,
                              count: Int) {
        let colors = SIMD4<UInt32>(repeating: color)
        var index = 0
        while index &+ 4 <= count {
            let pixels = SolidRun.multiply(colors, by: factors(coverage + index))
            over(pixels, at: row + index)
            index &+= 4
        }
        while index < count {
            row[index] = PixelMath.over(PixelMath.scale(color, by: UInt32(coverage[index])), row[index])
            index &+= 1
        }
    }

    /// ``blend(_:coverage:into:count:)-(UnsafePointer<UInt32>,_,_,_)`` in Swift, for every processor.
    static func portableBlend(_ source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>,
                              into row: UnsafeMutablePointer<UInt32>, count: Int) {
        var index = 0
        while index &+ 4 <= count {
            let texels = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD4<UInt32>.self)
            over(SolidRun.multiply(texels, by: factors(coverage + index)), at: row + index)
            index &+= 4
        }
        while index < count {
            row[index] = PixelMath.over(PixelMath.scale(source[index], by: UInt32(coverage[index])), row[index])
            index &+= 1
        }
    }

    /// Four coverages, each in both 16-bit lanes of its pixel's word.
    @inline(__always)
    private static func factors(_ coverage: UnsafePointer<UInt8>) -> SIMD8<UInt16> {
        let c = SIMD4<UInt32>(UInt32(coverage[0]), UInt32(coverage[1]), UInt32(coverage[2]), UInt32(coverage[3]))
        return unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self)
    }

    /// Four premultiplied `pixels` over the four at `destination`.
    @inline(__always)
    private static func over(_ pixels: SIMD4<UInt32>, at destination: UnsafeMutablePointer<UInt32>) {
        let under = UnsafeRawPointer(destination).loadUnaligned(as: SIMD4<UInt32>.self)
        let keep = (~pixels) &>> 24
        let blended = SolidRun.multiply(under, by: unsafeBitCast(keep | (keep &<< 16), to: SIMD8<UInt16>.self)) &+ pixels
        UnsafeMutableRawPointer(destination).storeBytes(of: blended, as: SIMD4<UInt32>.self)
    }
}
