#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenQuartzCoreRendering
#endif
import Foundation

/// An RGBA (premultiplied-last, default byte order) sRGB bitmap context, transparent.
func makeRGBAContext(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

/// The premultiplied R, G, B, A bytes of the pixel in column `x` and memory row `row` (row 0 is the top
/// of the image, user y = height - 1 - row in the default coordinates) of an RGBA context.
func rgba(_ context: CGContext, x: Int, row: Int) -> [Int] {
    let bytes = context.data!.assumingMemoryBound(to: UInt8.self) + row * context.bytesPerRow + x * 4
    return (0..<4).map { Int(bytes[$0]) }
}

/// Whether two pixels agree within `tolerance` in every component.
func close(_ a: [Int], _ b: [Int], tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The 8-bit value of a unit component, as an 8-bit bitmap stores it (rounded).
func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
