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
    /// Local units per device pixel across the u edges and across the v edges, and their inverses.
    var uStep, vStep, uScale, vScale: Double
    /// 1 / ua and 1 / vb (0 when those are 0): how far along a row u and v move per column, inverted.
    var inverseUA, inverseVB: Double
    /// The shape of the coverage ramps across the u edges and across the v edges (``EdgeRamp``).
    var ramp: EdgeRamp
    /// The corner radius in local units (0: square corners), and its inverse.
    var radius, inverseRadius: Double
    /// Half the width and half the height, and how far from the centre lines a corner's square
    /// begins along u and along v (half the side less the radius; infinite without rounded corners).
    var halfWidth, halfHeight, cornerU, cornerV: Double
    /// Whether the map scales u and v alike, so that corners stay circular on the device.
    var isUniform: Bool
    /// For circular corners: the squared distances from an arc's centre within which a pixel is
    /// fully covered, and beyond which it is not covered at all.
    var innerCorner, outerCorner: Double
    /// The squared radius of the disc about each arc's centre whose pixels are fully covered, for
    /// the row spans: the radius less the farthest an edge ramp reaches.
    var fullDisc: Double
    /// The rows each rounded corner's fully covered disc can cross, `discStart[i]..<discEnd[i]` for
    /// corner bit i (empty for square corners).
    var discStart, discEnd: SIMD4<Int32>
    /// Where each row crosses the rectangle widened by the edge ramps (anything may be covered
    /// there) and the two rectangles whose union, less the corners, is fully covered.
    var lines: SpanLines
    /// Whether the outer spans are narrowed by discs at the corners (four circular corners).
    var hasOuterDiscs: Bool
    /// The rows each corner's outer disc (radius `outerCorner`'s root) can cross, as `discStart`.
    var outerDiscStart, outerDiscEnd: SIMD4<Int32>
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
        inverseUA = ua != 0 ? 1 / ua : 0
        inverseVB = vb != 0 ? 1 / vb : 0
        uScale = 1 / uStep
        vScale = 1 / vStep
        isUniform = abs(uStep - vStep) <= 1e-9 * uStep
        ramp = EdgeRamp(u: (ua / uStep, uc / uStep), v: (vb / vStep, vd / vStep))
        let r = min(max(Double(radius), 0), min(width, height) / 2)
        self.radius = corners.isEmpty ? 0 : r
        inverseRadius = self.radius > 0 ? 1 / self.radius : 0
        halfWidth = width / 2
        halfHeight = height / 2
        cornerU = self.radius > 0 ? halfWidth - self.radius : .infinity
        cornerV = self.radius > 0 ? halfHeight - self.radius : .infinity
        let reach = 0.5 * uStep
        innerCorner = self.radius > reach ? (self.radius - reach) * (self.radius - reach) : 0
        outerCorner = (self.radius + reach) * (self.radius + reach)
        let rampReach = max(ramp.half[0] * uStep, ramp.half[1] * vStep, reach)
        fullDisc = self.radius > rampReach ? (self.radius - rampReach) * (self.radius - rampReach) : 0
        let hu = ramp.half[0] * uStep, hv = ramp.half[1] * vStep
        let ru = max(self.radius, hu), rv = max(self.radius, hv)
        // Where anything is covered: with four circular corners, the rectangle widened by the
        // ramps less its corner squares (the union of two rectangles) and the discs about the arcs'
        // centres that reach as far as the arcs' ramps; otherwise the whole widened rectangle.
        hasOuterDiscs = isUniform && self.radius > 0 && corners.rawValue == 15
        let r0 = self.radius
        lines = SpanLines(ua: ua, uc: uc, ut: ut, vb: vb, vd: vd, vt: vt,
                          outer: hasOuterDiscs ? SIMD4(r0, width - r0, -hv, height + hv) : SIMD4(-hu, width + hu, -hv, height + hv),
                          first: SIMD4(ru, width - ru, hv, height - hv),
                          second: SIMD4(hu, width - hu, rv, height - rv),
                          otherOuter: hasOuterDiscs ? SIMD4(-hu, width + hu, r0, height - r0) : SIMD4(1, 0, 1, 0))
        let yScale = Double((local.b * local.b + local.d * local.d).squareRoot())
        (discStart, discEnd) = Self.discRows(radius: fullDisc.squareRoot(), corners: corners, radius: self.radius,
                                             width: width, height: height, local: local, yScale: yScale)
        (outerDiscStart, outerDiscEnd) = hasOuterDiscs
            ? Self.discRows(radius: outerCorner.squareRoot(), corners: corners, radius: self.radius, width: width,
                            height: height, local: local, yScale: yScale)
            : (SIMD4(repeating: 0), SIMD4(repeating: 0))
        self.corners = UInt(corners.rawValue)
        bounds = PixelRect.covering(rect.applying(toDevice))
    }

    /// The rows that discs of radius `rho` (0: none) about the rounded corners' arc centres can
    /// cross, `start[i]..<end[i]` for corner bit i: a disc about local (cx, cy) spans rows within
    /// rho times the y scale of the map (the length of its second row) of the centre's device y.
    private static func discRows(radius rho: Double, corners: CACornerMask, radius: Double, width: Double, height: Double,
                                 local: CGAffineTransform, yScale: Double) -> (SIMD4<Int32>, SIMD4<Int32>) {
        var start = SIMD4<Int32>(repeating: 0), end = SIMD4<Int32>(repeating: 0)
        guard rho > 0 else { return (start, end) }
        let reachY = rho * yScale + 1
        for bit in 0..<4 where corners.rawValue & (1 << UInt(bit)) != 0 {
            let centre = CGPoint(x: bit & 1 == 0 ? radius : width - radius,
                                 y: bit & 2 == 0 ? radius : height - radius).applying(local)
            let y = Double(centre.y)
            guard y.isFinite, abs(y) < 1_000_000_000 else { continue }
            start[bit] = Int32((y - reachY).rounded(.down))
            end[bit] = Int32((y + reachY).rounded(.up)) + 1
        }
        return (start, end)
    }

    /// The coverage of pixel (`x`, `y`) as an 8-bit factor.
    @inline(__always)
    func coverage(x: Int, y: Int) -> UInt32 {
        let px = Double(x), py = Double(y)
        let u = ua * px + uc * py + ut, v = vb * px + vd * py + vt
        // Distances from the rectangle's centre lines: beyond `cornerU` and `cornerV` both, the
        // pixel is in a corner's square (never, for square corners: they are infinite then).
        let au = (u - halfWidth).magnitude, av = (v - halfHeight).magnitude
        if au > cornerU && av > cornerV {
            let bit = (u < halfWidth ? 0 : 1) + (v < halfHeight ? 0 : 2)
            if corners & (1 << UInt(bit)) != 0 { return cornerCoverage(au - cornerU, av - cornerV) }
        }
        // How far inside each pair of edges, in device pixels.
        let cover = ramp.coverage(inside: (SIMD2(halfWidth, halfHeight) - SIMD2(au, av)) * SIMD2(uScale, vScale))
        return PixelMath.factor(cover[0] * cover[1])
    }

    /// The coverage near a rounded corner, `cu` and `cv` local units from the arc's centre: a ramp
    /// over one pixel of the first-order distance to the ellipse the arc becomes on the device.
    @inline(__always)
    private func cornerCoverage(_ cu: Double, _ cv: Double) -> UInt32 {
        if isUniform {
            let squared = cu * cu + cv * cv
            if squared <= innerCorner { return 255 }
            if squared >= outerCorner { return 0 }
            return PixelMath.factor(0.5 - (squared.squareRoot() - radius) * uScale)
        }
        let x = cu * inverseRadius, y = cv * inverseRadius
        let level = (x * x + y * y).squareRoot()
        // Gradient of the level function in device pixels: (x / a, y / b) / level with semi-axes
        // a = radius / uStep and b = radius / vStep in pixels.
        let gx = x * uStep * inverseRadius, gy = y * vStep * inverseRadius
        let distance = (level - 1) * level / (gx * gx + gy * gy).squareRoot()
        return PixelMath.factor(0.5 - distance)
    }

    /// For row `y`: the columns where coverage may be above zero (`outer`) and a run inside it where
    /// it is exactly one (`inner`, possibly empty), both within `columns`.
    @inline(__always)
    func spans(row y: Int, within columns: Range<Int>) -> (outer: Range<Int>, inner: Range<Int>) {
        let py = Double(y)
        let left = Double(columns.lowerBound) - 1, right = Double(columns.upperBound) + 1
        let empty = columns.lowerBound..<columns.lowerBound
        var (low, high) = lines.crossing(0, row: py, left: left, right: right)
        let (low3, high3) = lines.crossing(3, row: py, left: left, right: right)
        Self.unite(&low, &high, low3, high3)
        if hasOuterDiscs {
            cornerDiscs(row: y, u0: uc * py + ut, v0: vd * py + vt, squaredRadius: outerCorner, start: outerDiscStart,
                        end: outerDiscEnd, low: &low, high: &high)
        }
        guard low < high else { return (empty, empty) }
        // Pixel x's centre is at x here (the half pixel is in ut and vt): the columns within [low, high].
        let outer = Self.clamp(-Self.floor(-(low - 1e-9))..<(Self.floor(high + 1e-9) + 1), columns)
        guard !outer.isEmpty else { return (outer, outer.lowerBound..<outer.lowerBound) }
        // Full coverage: inside the rectangle inset by half a pixel, outside the corner squares
        // (the union of the rectangle narrowed by the radius across u, and the one narrowed across v).
        var (low1, high1) = lines.crossing(1, row: py, left: left, right: right)
        let (low2, high2) = lines.crossing(2, row: py, left: left, right: right)
        // The fully covered set is convex, so on a row it is one interval: the union of what the two
        // rectangles and the rounded corners' inner discs give.
        Self.unite(&low1, &high1, low2, high2)
        if isUniform && radius > 0 && fullDisc > 0 {
            cornerDiscs(row: y, u0: uc * py + ut, v0: vd * py + vt, squaredRadius: fullDisc, start: discStart, end: discEnd,
                        low: &low1, high: &high1)
        }
        return (outer, Self.whole(PixelMath.greatest(low1, left), PixelMath.least(high1, right)).clamped(to: outer))
    }

    /// Widens [`low`, `high`] (empty when `low >= high`) to take in [`from`, `to`] (ignored when
    /// empty): both are parts of one convex set's crossing with a row, so they meet or overlap.
    @inline(__always)
    private static func unite(_ low: inout Double, _ high: inout Double, _ from: Double, _ to: Double) {
        guard from < to else { return }
        if low < high {
            low = PixelMath.least(low, from); high = PixelMath.greatest(high, to)
        } else {
            (low, high) = (from, to)
        }
    }

    /// Widens [`low`, `high`] (empty when `low >= high`) by where the row through local point
    /// (`u0`, `v0`) (at column 0) crosses the disc of `squaredRadius` about each rounded corner's
    /// arc centre (corner bit i on rows `start[i]..<end[i]`).
    @inline(__always)
    private func cornerDiscs(row: Int, u0: Double, v0: Double, squaredRadius: Double, start: SIMD4<Int32>, end: SIMD4<Int32>,
                             low: inout Double, high: inout Double) {
        let a = ua * ua + vb * vb
        guard a > 0 else { return }
        let inverseA = 1 / a
        // The corners whose rows include this one, as bits (comparisons without branches: most
        // rows cross no corner's disc, and the rest one or two).
        let r = Int32(truncatingIfNeeded: row)
        @inline(__always) func bit(_ i: Int) -> UInt {
            UInt32(bitPattern: r &- start[i]) < UInt32(bitPattern: end[i] &- start[i]) ? 1 << UInt(i) : 0
        }
        var bits = bit(0) | bit(1) | bit(2) | bit(3)
        while bits != 0 {
            let bit = bits.trailingZeroBitCount
            bits &= bits &- 1
            let cx = bit & 1 == 0 ? radius : width - radius
            let cy = bit & 2 == 0 ? radius : height - radius
            let du = u0 - cx, dv = v0 - cy
            let b = ua * du + vb * dv
            let discriminant = b * b - a * (du * du + dv * dv - squaredRadius)
            guard discriminant > 0 else { continue }
            let root = discriminant.squareRoot()
            Self.unite(&low, &high, (-b - root) * inverseA, (-b + root) * inverseA)
        }
    }

    /// The columns whose indices lie within [`low`, `high`] (with a margin against rounding).
    @inline(__always)
    private static func whole(_ low: Double, _ high: Double) -> Range<Int> {
        guard low < high else { return 0..<0 }
        let a = -floor(-(low + 1e-9)), b = floor(high - 1e-9) + 1
        return a < b ? a..<b : 0..<0
    }

    /// The largest integer not above `value` (which lies within the frame's columns, give or take a
    /// few), without a call into the maths library.
    @inline(__always)
    private static func floor(_ value: Double) -> Int {
        Int(value + 16_777_216) - 16_777_216
    }

    @inline(__always)
    private static func clamp(_ range: Range<Int>, _ columns: Range<Int>) -> Range<Int> {
        let a = range.lowerBound > columns.lowerBound ? range.lowerBound : columns.lowerBound
        let b = range.upperBound < columns.upperBound ? range.upperBound : columns.upperBound
        return a < b ? a..<b : a..<a
    }
}
