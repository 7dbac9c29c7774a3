#if !QUARTZCORE_COMPATIBILITY_TEST
import _CCairo
@testable import OpenQuartzCoreRendering

/// Draws layer trees into Cairo images for pixel tests.
enum RenderHarness {
    /// The tree of `root`, placed in a `width` x `height` image, at media time `time`: pending
    /// changes are committed first (as the end of a run-loop turn would), then the committed tree
    /// is drawn.
    static func render(_ root: CALayer, width: Int, height: Int, at time: CFTimeInterval = 0) -> CairoImage {
        let image = CairoImage(width: width, height: height)!
        CATransaction.flush()
        guard let tree = root.committedRenderTree else { return image }
        let builder = FrameBuilder()
        builder.build(tree, parentTime: time, placed: true)
        image.draw { cr in FramePainter.paint(builder.frame, in: cr) }
        return image
    }

    /// A layer with a frame and an opaque background colour.
    static func solid(_ frame: CGRect, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        return layer
    }

    /// A root layer covering a `width` x `height` image, with no background.
    static func root(_ width: CGFloat, _ height: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return layer
    }

    /// Writes the image to `/tmp/oqc-<name>.png` to look at while writing a test.
    static func dump(_ image: CairoImage, _ name: String) {
        cairo_surface_write_to_png(image.surface, "/tmp/oqc-\(name).png")
    }
}

/// A pixel as integers, for comparisons with a tolerance.
struct Pixel: Equatable, CustomStringConvertible {
    var r, g, b, a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    init(_ image: CairoImage, _ x: Int, _ y: Int) {
        let p = image.pixel(x: x, y: y)
        self.init(Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    /// Whether every component is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int = 1) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let clear = Pixel(0, 0, 0, 0)
    static let red = Pixel(255, 0, 0, 255)
    static let green = Pixel(0, 255, 0, 255)
    static let blue = Pixel(0, 0, 255, 255)
    static let white = Pixel(255, 255, 255, 255)
}
#endif
