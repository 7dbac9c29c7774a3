/// How much of each device pixel a rectangle with rounded corners covers, when an affine map places
/// it on the device: the analytic coverage the compositor fills backgrounds, borders, image edges
/// and clips with.
///
/// Coverage is computed from distances in device pixels, measured at the pixel's centre: across a
/// straight edge it is the exact area of the pixel on the inside of the edge's line (``EdgeRamp``),
/// at a square corner the product of the two edges' coverages (the exact area for an axis-aligned
/// corner), and across a rounded corner a ramp over one pixel of the distance to the arc (an ellipse
/// when the map scales x and y differently). The rectangle is `[0, width] x [0, height]` of its local space; corners named by
/// `corners` have the radius, limited to half the shorter side as Core Animation limits it.
struct RoundedRectCoverage: Sendable {
    // Device pixel centre (x, y) to local: u = ua x + uc y + ut, v = vb x + vd y + vt.
    var ua, uc, ut, vb, vd, vt: Double
    /// The local rectangle's size.
    var width, height: Double
    /// Local units per device pixel across the u edges and across the v edges.
    var uStep, vStep: Double
    /// The shape of the coverage ramp across the u edges and across the v edges (``EdgeRamp``).
    var uRamp, vRamp: EdgeRamp
    /// The corner radius in local units (0: square corners).
    var radius: Double
    /// Which corners are rounded: bit 0 minX minY, 1 maxX minY, 2 minX maxY, 3 maxX maxY (CACornerMask's bits).
    var corners: UInt
    /// The device pixels the shape can touch.
    var bounds: PixelRect

    /// The coverage of `rect` (in a space that `toDevice` maps to device pixels) with `radius` at
    /// `corners`; nil when the map cannot be inverted or the rectangle is empty.
    init?(rect: CGRect, radius: CGFloat, corners: CACornerMask, toDevice: CGAffineTransform) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        let local = CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(toDevice)
        let det = Double(local.a * local.d - local.b * local.c)
        guard det != 0, det.isFinite else { return nil }
        let inverse = local.inverted()
        // Pixel centres: the +0.5 of each coordinate is folded into the translation.
        ua = Double(inverse.a); uc = Double(inverse.c)
        vb = Double(inverse.b); vd = Double(inverse.d)
        ut = Double(inverse.tx) + 0.5 * (ua + uc)
        vt = Double(inverse.ty) + 0.5 * (vb + vd)
        width = Double(rect.width); height = Double(rect.height)
        uStep = (ua * ua + uc * uc).squareRoot()
        vStep = (vb * vb + vd * vd).squareRoot()
        uRamp = EdgeRamp(normal: (ua / uStep, uc / uStep))
        vRamp = EdgeRamp(normal: (vb / vStep, vd / vStep))
        let r = min(max(Double(radius), 0), min(width, height) / 2)
        self.radius = corners.isEmpty ? 0 : r
        self.corners = UInt(corners.rawValue)
        bounds = PixelRect.covering(rect.applying(toDevice))
    }

    /// The coverage of pixel (`x`, `y`) as an 8-bit factor.
    @inline(__always)
    func coverage(x: Int, y: Int) -> UInt32 {
        let px = Double(x), py = Double(y)
        let u = ua * px + uc * py + ut, v = vb * px + vd * py + vt
        if radius > 0 {
            let cu = u < radius ? radius - u : (u > width - radius ? u - (width - radius) : 0)
            let cv = v < radius ? radius - v : (v > height - radius ? v - (height - radius) : 0)
            if cu > 0 && cv > 0 {
                let bit = (u < radius ? 0 : 1) + (v < radius ? 0 : 2)
                if corners & (1 << UInt(bit)) != 0 { return cornerCoverage(cu, cv) }
            }
        }
        let du = max(-u, u - width) / uStep, dv = max(-v, v - height) / vStep
        return PixelMath.factor(uRamp.coverage(inside: -du) * vRamp.coverage(inside: -dv))
    }

    /// The coverage near a rounded corner, `cu` and `cv` local units from the arc's centre: a ramp
    /// over one pixel of the first-order distance to the ellipse the arc becomes on the device.
    @inline(__always)
    private func cornerCoverage(_ cu: Double, _ cv: Double) -> UInt32 {
        let x = cu / radius, y = cv / radius
        let level = (x * x + y * y).squareRoot()
        // Gradient of the level function in device pixels: (x / a, y / b) / level with semi-axes
        // a = radius / uStep and b = radius / vStep in pixels.
        let gx = x * uStep / radius, gy = y * vStep / radius
        let gradient = (gx * gx + gy * gy).squareRoot() / level
        let distance = (level - 1) / gradient
        return PixelMath.factor(0.5 - distance)
    }

    /// For row `y`: the columns where coverage may be above zero (`outer`) and a run inside it where
    /// it is exactly one (`inner`, possibly empty), both within `columns`.
    @inline(__always)
    func spans(row y: Int, within columns: Range<Int>) -> (outer: Range<Int>, inner: Range<Int>) {
        let py = Double(y)
        let u0 = uc * py + ut, v0 = vd * py + vt
        let hu = 0.5 * uStep, hv = 0.5 * vStep
        guard let outerU = Self.solve(slope: ua, offset: u0, low: -hu, high: width + hu, strict: true),
              let outerV = Self.solve(slope: vb, offset: v0, low: -hv, high: height + hv, strict: true) else {
            return (columns.lowerBound..<columns.lowerBound, columns.lowerBound..<columns.lowerBound)
        }
        let outer = Self.clamp(Self.cells(max(outerU.0, outerV.0), min(outerU.1, outerV.1), widen: true), columns)
        guard !outer.isEmpty else { return (outer, outer.lowerBound..<outer.lowerBound) }
        // Full coverage: inside the rectangle inset by half a pixel, outside the corner squares
        // (the union of the rectangle narrowed by the radius across u, and the one narrowed across v).
        let ru = max(radius, hu), rv = max(radius, hv)
        let first = Self.run(slope: (ua, vb), offset: (u0, v0), u: (ru, width - ru), v: (hv, height - hv))
        let second = Self.run(slope: (ua, vb), offset: (u0, v0), u: (hu, width - hu), v: (rv, height - rv))
        var inner: Range<Int>
        if first.overlaps(second) || first.upperBound == second.lowerBound || second.upperBound == first.lowerBound {
            inner = min(first.lowerBound, second.lowerBound)..<max(first.upperBound, second.upperBound)
        } else {
            inner = first.count >= second.count ? first : second
        }
        inner = inner.clamped(to: outer)
        return (outer, inner)
    }

    /// The pixel columns whose centres keep u and v within the given closed ranges.
    @inline(__always)
    private static func run(slope: (Double, Double), offset: (Double, Double), u: (Double, Double),
                            v: (Double, Double)) -> Range<Int> {
        guard u.0 <= u.1, v.0 <= v.1,
              let su = solve(slope: slope.0, offset: offset.0, low: u.0, high: u.1, strict: false),
              let sv = solve(slope: slope.1, offset: offset.1, low: v.0, high: v.1, strict: false) else { return 0..<0 }
        return cells(max(su.0, sv.0), min(su.1, sv.1), widen: false)
    }

    /// The real interval of x where `low < slope x + offset < high` (or `<=` when not strict); nil
    /// when empty. A zero slope gives everything or nothing.
    @inline(__always)
    private static func solve(slope: Double, offset: Double, low: Double, high: Double, strict: Bool) -> (Double, Double)? {
        if slope == 0 {
            let inside = strict ? (offset > low && offset < high) : (offset >= low && offset <= high)
            return inside ? (-.infinity, .infinity) : nil
        }
        let a = (low - offset) / slope, b = (high - offset) / slope
        return slope > 0 ? (a, b) : (b, a)
    }

    /// Whole columns between two real bounds: every column that may touch them when widening, only
    /// those strictly within otherwise.
    @inline(__always)
    private static func cells(_ low: Double, _ high: Double, widen: Bool) -> Range<Int> {
        guard low <= high else { return 0..<0 }
        let limit = Double(1 << 24)
        let lo = min(max(low, -limit), limit), hi = min(max(high, -limit), limit)
        if widen {
            let a = Int(lo.rounded(.down)), b = Int(hi.rounded(.up)) + 1
            return a..<max(a, b)
        }
        let a = Int((lo + 1e-9).rounded(.up)), b = Int((hi - 1e-9).rounded(.down)) + 1
        return a..<max(a, b)
    }

    @inline(__always)
    private static func clamp(_ range: Range<Int>, _ columns: Range<Int>) -> Range<Int> {
        let a = max(range.lowerBound, columns.lowerBound), b = min(range.upperBound, columns.upperBound)
        return a < b ? a..<b : a..<a
    }
}
