#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
@testable import OpenQuartzCoreRendering

/// Frames drawn through `CARenderer` with either compositor.
enum Frames {
    /// Cairo's native layout: B, G, R, A bytes (premultiplied first, 32-bit little-endian).
    static let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    /// R, G, B, A bytes (premultiplied last), as ca-render draws.
    static let rgba = CGImageAlphaInfo.premultipliedLast.rawValue

    static func render(_ root: CALayer, width: Int, height: Int, at time: CFTimeInterval, software: Bool,
                       format: UInt32, threads: Int = 1, scale: CGFloat = 1) -> [UInt8] {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: format)!
        context.scaleBy(x: scale, y: scale)
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.usesSoftwareCompositor = software
        renderer.rasterizationThreads = threads
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        return draw(renderer, at: time)
    }

    /// Draws the frame at `time` with `renderer` and returns its context's bytes; `inFull` marks the
    /// whole frame for drawing (else a frame that changes nothing since the renderer's last one
    /// draws nothing).
    static func draw(_ renderer: CARenderer, at time: CFTimeInterval, inFull: Bool = false) -> [UInt8] {
        renderer.beginFrame(atTime: time, timeStamp: nil)
        if inFull { renderer.addUpdate(renderer.bounds) }
        renderer.render()
        renderer.endFrame()
        let context = renderer.context
        return Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self),
                                         count: context.bytesPerRow * context.height))
    }
}

extension Frames {
    /// Writes BGRA bytes as a PNG, to look at a disagreement (OQC_DIFFERENTIAL_DUMP=directory).
    static func write(_ bgra: [UInt8], width: Int, height: Int, to path: String) {
        var rgba = bgra
        for pixel in stride(from: 0, to: rgba.count, by: 4) { rgba.swapAt(pixel, pixel + 2) }
        try? CGImage(width: width, height: height, premultipliedRGBA: rgba)?.writePNG(to: URL(fileURLWithPath: path))
    }
}
#endif
