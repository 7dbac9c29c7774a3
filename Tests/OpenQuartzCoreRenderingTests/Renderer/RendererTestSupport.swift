#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCoreRendering
#endif

/// Bitmap contexts and pixel reads through the public API.
enum Bitmaps {
    /// A transparent premultiplied RGBA bitmap context of `width` x `height` pixels.
    static func context(_ width: Int, _ height: Int) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// The pixel at (x, y), row 0 at the top of the image, as premultiplied RGBA integers.
    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// Renders `layer` placed in a `width` x `height` frame at media time `t`.
    static func renderFrame(_ layer: CALayer, _ width: Int, _ height: Int, at t: CFTimeInterval) -> CGImage {
        let context = context(width, height)
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = layer
        renderer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        renderer.beginFrame(atTime: t, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return context.makeImage()!
    }

    static let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], clear = [0, 0, 0, 0]

    static func solid(_ frame: CGRect, red: CGFloat, green: CGFloat, blue: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: 1)
        return layer
    }
}
