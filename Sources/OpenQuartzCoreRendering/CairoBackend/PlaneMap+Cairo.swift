import _CCairo

extension PlaneMap {
    /// The map as an affine transform when it is affine (no perspective division), else nil.
    var affineTransform: CGAffineTransform? {
        guard m14 == 0, m24 == 0, m44 != 0, m44.isFinite else { return nil }
        let r = 1 / m44
        return CGAffineTransform(a: m11 * r, b: m12 * r, c: m21 * r, d: m22 * r, tx: m41 * r, ty: m42 * r)
    }

    /// The map as a Cairo matrix when it is affine, else nil.
    var affineMatrix: cairo_matrix_t? { affineTransform.map(CairoGeometry.matrix) }

    /// This map followed by the affine map `matrix` (the Cairo convention: x' = xx x + xy y + x0).
    func followed(by matrix: cairo_matrix_t) -> PlaneMap {
        let a = CGFloat(matrix.xx), b = CGFloat(matrix.yx), c = CGFloat(matrix.xy), d = CGFloat(matrix.yy)
        let tx = CGFloat(matrix.x0), ty = CGFloat(matrix.y0)
        return PlaneMap(m11: m11 * a + m12 * c + m14 * tx, m12: m11 * b + m12 * d + m14 * ty, m14: m14,
                        m21: m21 * a + m22 * c + m24 * tx, m22: m21 * b + m22 * d + m24 * ty, m24: m24,
                        m41: m41 * a + m42 * c + m44 * tx, m42: m41 * b + m42 * d + m44 * ty, m44: m44)
    }

    /// The linear part of the map near `p`: the map itself when affine, else its Jacobian there
    /// (the identity where `p` lies behind the viewer).
    func linearization(at p: CGPoint) -> cairo_matrix_t {
        if let affine = affineMatrix { return affine }
        let w = Double(self.w(p))
        guard w > 0, let q = apply(p) else { return .identity }
        return cairo_matrix_t(xx: Double(m11 - q.x * m14) / w, yx: Double(m12 - q.y * m14) / w,
                              xy: Double(m21 - q.x * m24) / w, yy: Double(m22 - q.y * m24) / w, x0: 0, y0: 0)
    }

    /// The w (the perspective divisor) of a point.
    func w(_ p: CGPoint) -> CGFloat { p.x * m14 + p.y * m24 + m44 }
}

extension cairo_matrix_t {
    /// The identity matrix.
    static var identity: cairo_matrix_t { cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0) }

    /// How much the matrix scales lengths at most (the larger singular value).
    var maximumScale: Double {
        let p = xx * xx + yx * yx, q = xy * xy + yy * yy, r = xx * xy + yx * yy
        let mean = (p + q) / 2, spread = ((p - q) * (p - q) / 4 + r * r).squareRoot()
        return (mean + spread).squareRoot()
    }

    /// The image of a rectangle's four corners, bounded (the rectangle's device extents).
    func boundingBox(of rect: CGRect) -> CGRect {
        var m = self
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var px = Double(x), py = Double(y)
            cairo_matrix_transform_point(&m, &px, &py)
            minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
