/// A map of the plane onto device pixels (or back): affine, or projective (a layer seen in
/// perspective):
///
///     x' = (a x + c y + tx) / (p x + q y + w)
///     y' = (b x + d y + ty) / (p x + q y + w)
///
/// The six numerator coefficients are named as `CGAffineTransform` names them, so an affine map has
/// `p = q = 0`, `w = 1`. For a `CATransform3D` `m` applied to points of the plane z = 0 (row vectors,
/// as Core Animation multiplies them) the coefficients are `a = m11, b = m12, c = m21, d = m22,
/// tx = m41, ty = m42, p = m14, q = m24, w = m44`.
///
/// Points whose denominator is not positive lie behind the viewer; ``PathEdges`` clips geometry to
/// a positive denominator before dividing.
struct PathMap: Sendable, Equatable {
    /// The numerators' coefficients (`CGAffineTransform`'s names).
    var a, b, c, d, tx, ty: Double
    /// The denominator's coefficients.
    var p, q, w: Double

    /// The map with these coefficients.
    init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double,
         p: Double = 0, q: Double = 0, w: Double = 1) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        (self.p, self.q, self.w) = (p, q, w)
    }

    /// The affine map `t`.
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }

    /// Leaves every point where it is.
    static let identity = PathMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the denominator is 1 everywhere (the map is affine).
    var isAffine: Bool { p == 0 && q == 0 && w == 1 }

    /// Whether every coefficient is finite.
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && p.isFinite && q.isFinite && w.isFinite
    }

    /// The point's homogeneous image: numerators and denominator, not divided.
    @inline(__always)
    func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (a * x + c * y + tx, b * x + d * y + ty, p * x + q * y + w)
    }

    /// The image of (`x`, `y`) (infinite or NaN where the denominator is 0).
    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let h = homogeneous(x, y)
        if isAffine { return (h.x, h.y) }
        return (h.x / h.w, h.y / h.w)
    }

    /// `self` followed by `next` (the image of a point under the result is `next`'s image of its
    /// image under `self`), as 3 x 3 matrices multiplied.
    func concatenating(_ next: PathMap) -> PathMap {
        // Column vectors: M = [[a, c, tx], [b, d, ty], [p, q, w]]; result = next.M * self.M.
        let n = next
        return PathMap(a: n.a * a + n.c * b + n.tx * p, b: n.b * a + n.d * b + n.ty * p,
                       c: n.a * c + n.c * d + n.tx * q, d: n.b * c + n.d * d + n.ty * q,
                       tx: n.a * tx + n.c * ty + n.tx * w, ty: n.b * tx + n.d * ty + n.ty * w,
                       p: n.p * a + n.q * b + n.w * p, q: n.p * c + n.q * d + n.w * q,
                       w: n.p * tx + n.q * ty + n.w * w)
    }

    /// The map taking each image point back to its source (the 3 x 3 matrix's adjugate over its
    /// determinant), or nil when the map is singular or not finite. An affine map's inverse is
    /// affine.
    var inverted: PathMap? {
        let det = a * (d * w - ty * q) - c * (b * w - ty * p) + tx * (b * q - d * p)
        guard det != 0, det.isFinite, isFinite else { return nil }
        let k = 1 / det
        var inverse = PathMap(a: (d * w - ty * q) * k, b: (ty * p - b * w) * k,
                              c: (tx * q - c * w) * k, d: (a * w - tx * p) * k,
                              tx: (c * ty - tx * d) * k, ty: (tx * b - a * ty) * k,
                              p: (b * q - d * p) * k, q: (c * p - a * q) * k, w: (a * d - c * b) * k)
        if isAffine {
            // Exactly affine: the denominator row is (0, 0, 1) up to rounding.
            inverse.p = 0
            inverse.q = 0
            inverse.w = 1
        }
        guard inverse.isFinite else { return nil }
        return inverse
    }
}
