#if !QUARTZCORE_COMPATIBILITY_TEST
import _CCairo
@testable import OpenQuartzCoreRendering

/// Pixels for the path tests: a premultiplied ARGB32 buffer over a rectangle of device pixels (not
/// necessarily at the origin), and a ``RasterTarget`` onto it.
final class PathCanvas {
    var pixels: [UInt32]
    let rect: PixelRect
    var width: Int { rect.x1 - rect.x0 }
    var height: Int { rect.y1 - rect.y0 }

    init(rect: PixelRect, background: UInt32 = 0) {
        self.rect = rect
        pixels = Array(repeating: background, count: (rect.x1 - rect.x0) * (rect.y1 - rect.y0))
    }

    /// Runs `body` with a target onto the pixels.
    func draw(_ body: (RasterTarget) -> Void) {
        let rect = rect, width = width
        pixels.withUnsafeMutableBufferPointer { body(RasterTarget(origin: $0.baseAddress!, stride: width, rect: rect)) }
    }

    /// The pixel at device (x, y).
    subscript(x: Int, y: Int) -> UInt32 { pixels[(y - rect.y0) * width + (x - rect.x0)] }
}

/// Shared helpers of the path tests.
enum PathTest {
    /// Fills one path of `elements` mapped by `map` with `paint` over the whole canvas.
    static func fill(_ elements: [PathElement], map: PathMap = .identity, rule: CGPathFillRule = .winding,
                     paint: PathPaint, opacity: UInt32 = 255, clip: ClipMask? = nil, canvas: PathCanvas,
                     area: PixelRect? = nil, tolerance: Double = PathEdges.defaultTolerance) {
        let edges = PathEdges()
        let path = edges.append(elements, map: map, tolerance: tolerance)
        let scratch = PathRasterScratch()
        canvas.draw { target in
            PathFill.fill(path, of: edges, rule: rule, paint: paint, opacity: opacity, clip: clip,
                          area: area ?? canvas.rect, into: target, scratch: scratch)
        }
    }

    /// The elements of the closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> [PathElement] {
        guard let first = points.first else { return [] }
        return [.move(first)] + points.dropFirst().map { .line($0) } + [.close]
    }

    /// The signed area of the polygon through `points` (the shoelace formula): positive when it
    /// turns from +x towards +y.
    static func shoelace(_ points: [CGPoint]) -> Double {
        var sum = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
        }
        return sum / 2
    }

    /// The distance from (`x`, `y`) to the nearest side of the polygon through `points`.
    static func distanceToOutline(_ x: Double, _ y: Double, _ points: [CGPoint]) -> Double {
        var best = Double.infinity
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let ax = Double(a.x), ay = Double(a.y), dx = Double(b.x) - ax, dy = Double(b.y) - ay
            let length = dx * dx + dy * dy
            let t = length > 0 ? min(max(((x - ax) * dx + (y - ay) * dy) / length, 0), 1) : 0
            let px = ax + t * dx - x, py = ay + t * dy - y
            best = min(best, (px * px + py * py).squareRoot())
        }
        return best
    }

    /// The winding number of the polygon through `points` about (`x`, `y`) (crossings of the ray
    /// to +x, signed by direction).
    static func winding(_ x: Double, _ y: Double, _ points: [CGPoint]) -> Int {
        var total = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let ay = Double(a.y), by = Double(b.y)
            if (ay <= y) != (by <= y) {
                let cross = Double(a.x) + (y - ay) / (by - ay) * (Double(b.x) - Double(a.x))
                if cross > x { total += by > ay ? 1 : -1 }
            }
        }
        return total
    }

    /// The coverage (alpha, 0...255) of every pixel of `canvas`.
    static func alphas(_ canvas: PathCanvas) -> [Int] {
        canvas.pixels.map { Int($0 >> 24) }
    }

    /// Adds `elements` to Cairo's current path (mapped by `map`, which must be affine, through the
    /// context's matrix).
    static func addCairoPath(_ elements: [PathElement], to cr: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case let .quadCurve(c, e):
                // Cairo has cubics only: the quadratic's exact cubic.
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                let c1 = (x0 + 2 * (Double(c.x) - x0) / 3, y0 + 2 * (Double(c.y) - y0) / 3)
                let c2 = (Double(e.x) + 2 * (Double(c.x) - Double(e.x)) / 3, Double(e.y) + 2 * (Double(c.y) - Double(e.y)) / 3)
                cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, Double(e.x), Double(e.y))
            case let .curve(c1, c2, e):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(e.x), Double(e.y))
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// Copies `canvas`'s pixels into a new Cairo image of the same size (pixel (rect.x0, rect.y0)
    /// at its origin).
    static func cairoImage(of canvas: PathCanvas) -> CairoImage {
        let image = CairoImage(width: canvas.width, height: canvas.height)!
        image.withPixels { words, stride in
            for y in 0..<canvas.height {
                for x in 0..<canvas.width { words[y * stride + x] = canvas.pixels[y * canvas.width + x] }
            }
        }
        return image
    }

    /// The pixels of a Cairo image as a canvas over `rect`.
    static func pixels(of image: CairoImage, rect: PixelRect) -> [UInt32] {
        image.withPixels { words, stride in
            (0..<image.height).flatMap { y in (0..<image.width).map { x in words[y * stride + x] } }
        }
    }

    /// The largest difference of any channel between two pixel arrays, the mean difference per
    /// channel, and how many pixels differ by more than `threshold` in some channel.
    static func difference(_ a: [UInt32], _ b: [UInt32], threshold: Int = 255) -> (max: Int, mean: Double, over: Int) {
        var largest = 0, total = 0, over = 0
        for (p, q) in zip(a, b) {
            var worst = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                total += d
                worst = max(worst, d)
            }
            largest = max(largest, worst)
            if worst > threshold { over += 1 }
        }
        return (largest, Double(total) / Double(max(1, a.count * 4)), over)
    }
}
#endif
