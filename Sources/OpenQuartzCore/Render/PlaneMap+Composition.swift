extension PlaneMap {
    /// The map that leaves every point where it is.
    package static let identity = PlaneMap(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)

    /// A translation by (`tx`, `ty`).
    package static func translation(_ tx: CGFloat, _ ty: CGFloat) -> PlaneMap {
        PlaneMap(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: tx, m42: ty, m44: 1)
    }

    /// This map, then `next`: the product of the two 3 x 3 matrices (row vectors, as Core
    /// Animation's transforms). Composing the plane maps of nested layers flattens each layer into
    /// its superlayer's plane, as Core Animation composites layers that are not in a
    /// `CATransformLayer`.
    package func followed(by next: PlaneMap) -> PlaneMap {
        PlaneMap(m11: m11 * next.m11 + m12 * next.m21 + m14 * next.m41,
                 m12: m11 * next.m12 + m12 * next.m22 + m14 * next.m42,
                 m14: m11 * next.m14 + m12 * next.m24 + m14 * next.m44,
                 m21: m21 * next.m11 + m22 * next.m21 + m24 * next.m41,
                 m22: m21 * next.m12 + m22 * next.m22 + m24 * next.m42,
                 m24: m21 * next.m14 + m22 * next.m24 + m24 * next.m44,
                 m41: m41 * next.m11 + m42 * next.m21 + m44 * next.m41,
                 m42: m41 * next.m12 + m42 * next.m22 + m44 * next.m42,
                 m44: m41 * next.m14 + m42 * next.m24 + m44 * next.m44)
    }

    /// Whether the map sends the plane onto a plane a renderer can draw: every coefficient finite
    /// and the matrix invertible (a layer seen edge-on, or flattened to a line, draws nothing).
    package var isDrawable: Bool {
        let determinant = m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
        return determinant != 0 && determinant.isFinite
    }

    /// Whether the map is affine: no division by w.
    package var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }
}
