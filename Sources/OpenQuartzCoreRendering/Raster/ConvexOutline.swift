import _OQCKernels

/// A convex polygon in the pixel-index coordinates of the device (pixel (x, y)'s centre at (x, y)),
/// walked down the rows: where the line through each row's pixel centres crosses it.
///
/// The polygon is cut at its top and bottom vertices into two chains, each monotone in y, and each
/// chain remembers the segment the last row crossed. Walking down a band's rows in order then costs
/// one multiply-add per chain per row, and a step along the chain whenever a row passes a vertex,
/// whatever the polygon's rotation: what lets the fills find each row's runs without intersecting
/// the shape anew on every row (``RoundedRectRows``).
///
/// The chains live in storage the caller owns (a band's scratch), so making one allocates nothing.
struct ConvexOutline {
    /// Each chain's vertices from top to bottom, three values apiece: y, x, and the slope dx/dy of
    /// the segment to the next vertex (0 for the last, and for a segment flatter than 10⁻¹² rows).
    /// `first` and `second` point at the vertex that starts the segment the last row crossed, and
    /// stop at `firstLast` and `secondLast`, the start of each chain's last segment.
    private var first, second: UnsafeMutablePointer<Double>
    private let firstLast, secondLast: UnsafeMutablePointer<Double>
    /// The y of the topmost and bottommost vertices (for an empty outline, +∞ and -∞).
    let top, bottom: Double

    /// The outline of the `count` vertices at `vertices` (in order around the polygon, either way
    /// round; none for an empty outline), its chains written to `storage`, which holds
    /// `2 * 3 * (count + 1)` values.
    init(vertices: UnsafePointer<SIMD2<Double>>, count: Int, storage: UnsafeMutablePointer<Double>) {
        first = storage
        second = storage + 3 * (count + 1)
        guard count > 0 else {
            (top, bottom) = (.infinity, -.infinity)
            (firstLast, secondLast) = (first, second)
            return
        }
        var topIndex = 0, bottomIndex = 0
        for i in 1..<count {
            if vertices[i].y < vertices[topIndex].y { topIndex = i }
            if vertices[i].y > vertices[bottomIndex].y { bottomIndex = i }
        }
        top = vertices[topIndex].y
        bottom = vertices[bottomIndex].y
        let firstCount = Self.chain(vertices, count: count, from: topIndex, to: bottomIndex, forward: true, into: first)
        let secondCount = Self.chain(vertices, count: count, from: topIndex, to: bottomIndex, forward: false, into: second)
        firstLast = first + 3 * max(firstCount - 2, 0)
        secondLast = second + 3 * max(secondCount - 2, 0)
    }

    /// Writes the vertices from `start` to `end`, stepping `step` (mod `count`), as a chain; returns
    /// its length: forwards or backwards round the polygon (mod `count`). A y that rounding left
    /// above the one before is raised to it.
    private static func chain(_ vertices: UnsafePointer<SIMD2<Double>>, count: Int, from start: Int, to end: Int,
                              forward: Bool, into chain: UnsafeMutablePointer<Double>) -> Int {
        var index = start, length = 0, lastY = -Double.infinity
        while true {
            let y = max(vertices[index].y, lastY)
            chain[3 * length] = y
            chain[3 * length + 1] = vertices[index].x
            chain[3 * length + 2] = 0
            if length > 0 {
                let dy = y - lastY
                chain[3 * length - 1] = dy > 1e-12 ? (vertices[index].x - chain[3 * length - 2]) / dy : 0
            }
            lastY = y
            length += 1
            if index == end || length > count { return length }
            index = forward ? (index + 1 == count ? 0 : index + 1) : (index == 0 ? count - 1 : index - 1)
        }
    }

    /// The outline as `oqc_rounded_rect_spans` walks it on, from where this one is.
    var kernelOutline: oqc_outline {
        oqc_outline(first: first, second: second, first_last: UnsafePointer(firstLast), second_last: UnsafePointer(secondLast),
                    top: top, bottom: bottom)
    }

    /// Where the line y = `y` crosses the polygon, as the least and greatest x (`y` within
    /// `top...bottom`; calls must come in order of increasing `y`).
    @inline(__always)
    mutating func crossing(_ y: Double) -> (low: Double, high: Double) {
        let a = Self.walk(&first, last: firstLast, y: y)
        let b = Self.walk(&second, last: secondLast, y: y)
        return a < b ? (a, b) : (b, a)
    }

    /// The x at `y` of a chain's segment that spans it, stepping `segment` on as far as needed.
    @inline(__always)
    private static func walk(_ segment: inout UnsafeMutablePointer<Double>, last: UnsafeMutablePointer<Double>,
                             y: Double) -> Double {
        var p = segment
        while p < last, y > p[3] { p += 3 }
        segment = p
        return p[1] + (y - p[0]) * p[2]
    }
}
