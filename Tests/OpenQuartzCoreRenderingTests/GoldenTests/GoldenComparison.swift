#if !QUARTZCORE_COMPATIBILITY_TEST
@testable import OpenQuartzCoreRendering

/// A pixel-by-pixel comparison of two images of the same size: how many pixels have a component
/// (premultiplied red, green, blue or alpha) further than a tolerance from the other image's, and a
/// picture of where.
struct GoldenComparison {
    /// The number of pixels with a component differing by more than the tolerance.
    private(set) var mismatchCount = 0
    /// The largest difference of any component, 0...255.
    private(set) var largestDifference = 0
    /// The expected image dimmed to grey, with the mismatching pixels in opaque red.
    let diffImage: CairoImage

    /// Compares `actual` with `expected` (same size), component by component.
    init(actual: CairoImage, expected: CairoImage, tolerance: Int) {
        diffImage = CairoImage(width: expected.width, height: expected.height)!
        let (width, height) = (expected.width, expected.height)
        var mismatches = 0, largest = 0
        actual.withPixels { actualWords, actualStride in
            expected.withPixels { expectedWords, expectedStride in
                diffImage.withPixels { diffWords, diffStride in
                    for y in 0..<height {
                        for x in 0..<width {
                            let a = actualWords[y * actualStride + x], e = expectedWords[y * expectedStride + x]
                            let difference = Self.largestComponentDifference(a, e)
                            largest = max(largest, difference)
                            if difference > tolerance {
                                mismatches += 1
                                diffWords[y * diffStride + x] = 0xFFFF_0000
                            } else {
                                diffWords[y * diffStride + x] = Self.dimmedGrey(e)
                            }
                        }
                    }
                }
            }
        }
        mismatchCount = mismatches
        largestDifference = largest
    }

    /// The largest difference between the four 8-bit components of two ARGB words.
    private static func largestComponentDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let difference = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
            largest = max(largest, difference)
        }
        return largest
    }

    /// A light opaque grey (170...255) following the pixel's brightness over white, so that the red
    /// mismatches stand out against the picture.
    private static func dimmedGrey(_ word: UInt32) -> UInt32 {
        let alpha = Int(word >> 24)
        let sum = Int((word >> 16) & 0xFF) + Int((word >> 8) & 0xFF) + Int(word & 0xFF)
        // Premultiplied colour over white: colour + (255 - alpha).
        let level = UInt32(min(255, 170 + (sum / 3 + 255 - alpha) / 3))
        return 0xFF00_0000 | level << 16 | level << 8 | level
    }
}
#endif
