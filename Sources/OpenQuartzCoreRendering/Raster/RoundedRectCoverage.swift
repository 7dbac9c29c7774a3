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
struct RoundedRectCoverage: Sendable, Equatable {
    // Device pixel centre (x, y) to local: u = ua x + uc y + ut, v = vb x + vd y + vt.
    var ua, uc, ut, vb, vd, vt: Double
    /// The local rectangle's size.
    var width, height: Double
    /// Local units per device pixel across the u edges and across the v edges, and their inverses.
    var uStep, vStep, uScale, vScale: Double
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
    /// Where each row crosses the two rectangles whose union (with the outer discs) holds every
    /// pixel that may be covered, and the two whose union (with the full discs) is fully covered.
    var lines: SpanLines
    /// Whether the outer spans are narrowed by discs at the corners (four circular corners).
    var hasOuterDiscs: Bool
    /// The rows each corner's outer disc (radius `outerCorner`'s root) can cross, as `discStart`.
    var outerDiscStart, outerDiscEnd: SIMD4<Int32>
    /// Which corners are rounded: bit 0 minX minY, 1 maxX minY, 2 minX maxY, 3 maxX maxY (CACornerMask's bits).
    var corners: UInt
    /// The device pixels the shape can touch.
    var bounds: PixelRect
    /// Whether the shape's device rectangle lies within 10¹⁴ pixels of the origin.
    var isModest: Bool

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
        let device = rect.applying(toDevice)
        bounds = PixelRect.covering(device)
        isModest = abs(Double(device.minX)) < 1e14 && abs(Double(device.maxX)) < 1e14
            && abs(Double(device.minY)) < 1e14 && abs(Double(device.maxY)) < 1e14
    }
}
