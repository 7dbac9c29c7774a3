#if !QUARTZCORE_COMPATIBILITY_TEST
import _CCairo
@testable import OpenQuartzCoreRendering

/// Paints layer content into fresh surfaces and reads pixels back, for the content painter tests.
enum ContentRender {
    /// A `width` x `height` surface with `paint` run on it, the context's matrix scaled by `scale`
    /// (device pixels per layer unit, as the compositor would set it for `contentsScale`).
    static func render(width: Int, height: Int, scale: Double = 1,
                       _ paint: (LayerState, OpaquePointer) -> Void, _ state: LayerState) -> CairoImage {
        let image = CairoImage(width: width, height: height)!
        image.draw { cr in
            cairo_scale(cr, scale, scale)
            paint(state, cr)
        }
        return image
    }

    /// The alpha of the pixel at (x, y).
    static func alpha(_ image: CairoImage, _ x: Int, _ y: Int) -> Int {
        Int(image.pixel(x: x, y: y).alpha)
    }

    /// The pixel at (x, y), unpremultiplied, as integers (0 for a transparent pixel).
    static func rgba(_ image: CairoImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = image.pixel(x: x, y: y)
        guard p.alpha > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt8) -> Int { Int((Double(c) * 255 / Double(p.alpha)).rounded()) }
        return (un(p.red), un(p.green), un(p.blue), Int(p.alpha))
    }

    /// The smallest box holding every pixel whose alpha exceeds `threshold` (nil when none does),
    /// and how many such pixels there are.
    static func ink(_ image: CairoImage, threshold: UInt8 = 96)
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > threshold {
                if let b = box {
                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y), b.count + 1)
                } else {
                    box = (x, y, x, y, 1)
                }
            }
        }
        return box
    }

    /// Whether every pixel is fully transparent.
    static func isBlank(_ image: CairoImage) -> Bool {
        ink(image, threshold: 0) == nil
    }

    /// A 40 x 40 shape layer whose path is a horizontal line, with no fill and a black stroke.
    static func strokedLine(from x0: CGFloat, to x1: CGFloat, y: CGFloat, width: CGFloat) -> LayerState {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: x0, y: y))
        path.addLine(to: CGPoint(x: x1, y: y))
        s.path = path
        s.fillColor = nil
        s.strokeColor = color(0, 0, 0)
        s.lineWidth = width
        return s
    }

    /// An sRGB colour.
    static func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> CGColor {
        CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }
}
#endif
