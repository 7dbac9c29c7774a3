import _CSDL2
import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing

/// Whether the tests that open windows can run: a display is set, or Xvfb can provide one.
let displayAvailable = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
    || VirtualDisplay.executable("Xvfb") != nil

/// Helpers for tests that show layers in a window.
enum DisplayTest {
    /// A white root of `size` points with an opaque blue square at `square`, committed on `clock`.
    static func tree(size: CGSize = CGSize(width: 160, height: 120), square: CGRect = CGRect(x: 20, y: 30, width: 40, height: 40),
                     clock: any MediaClock) -> (root: CALayer, square: CALayer) {
        MediaClockContext.withClock(clock) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = CALayer()
            root.frame = CGRect(origin: .zero, size: size)
            root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            let layer = CALayer()
            layer.frame = square
            layer.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(layer)
            CATransaction.commit()
            return (root, layer)
        }
    }

    /// Options for a test window: hidden from nobody (Xvfb), at 60 Hz, not resizing the root.
    static func options(title: String, scale: CGFloat? = nil) -> DisplayHostOptions {
        var options = DisplayHostOptions()
        options.title = title
        options.refreshRate = 60
        options.scale = scale
        options.vsync = false
        return options
    }

    /// The tree drawn offline by `CARenderer` at media time `time`, into a `width` x `height` pixel
    /// bitmap scaled to `points`.
    static func offline(_ root: CALayer, points: CGSize, width: Int, height: Int, time: CFTimeInterval) -> CGImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.scaleBy(x: CGFloat(width) / points.width, y: CGFloat(height) / points.height)
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: points)
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        renderer.layer = nil
        return context.makeImage()!
    }

    /// The largest difference of any channel of any pixel (R, G, B; the window is opaque), or nil
    /// when the sizes differ.
    static func maximumDifference(_ a: CGImage, _ b: CGImage) -> Int? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let p = Pixels(a), q = Pixels(b)
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let u = p[x, y], v = q[x, y]
                largest = max(largest, abs(u.red - v.red), abs(u.green - v.green), abs(u.blue - v.blue))
            }
        }
        return largest
    }

    /// An image's bytes (B, G, R, A as the host and the offline renderer's bitmaps hold them, or R, G, B, A).
    struct Pixels {
        let bytes: Data
        let bytesPerRow: Int
        /// Where red and blue are in a pixel's four bytes.
        let red: Int, blue: Int

        init(_ image: CGImage) {
            bytes = image.dataProvider!.data!
            bytesPerRow = image.bytesPerRow
            let bgra = image.bitmapInfo.contains(.byteOrder32Little) && image.alphaInfo == .premultipliedFirst
            (red, blue) = bgra ? (2, 0) : (0, 2)
        }

        /// The colour of pixel (x, y), top-left origin, as 0-255 components.
        subscript(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
            let offset = y * bytesPerRow + x * 4
            return (Int(bytes[offset + red]), Int(bytes[offset + 1]), Int(bytes[offset + blue]))
        }
    }
}
