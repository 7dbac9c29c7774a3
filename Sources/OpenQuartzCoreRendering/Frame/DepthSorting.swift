/// The order in which layers are drawn, and which face the viewer.
enum DepthSorting {
    /// Whether a layer that `transform` takes to the viewing plane shows its back: when its normal,
    /// carried through the transform, points away from the viewer. That is when the inverse
    /// transform's z-z element is negative, which is the sign of the plane map's determinant (the
    /// z-z cofactor) over the determinant of the whole matrix. A mirror image (scale x by -1) still
    /// faces the viewer; a half turn about y does not.
    static func isBackFacing(_ transform: CATransform3D) -> Bool {
        let m = transform
        let cofactor = m.m11 * (m.m22 * m.m44 - m.m24 * m.m42) - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
            + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
        let determinant = m.determinant
        guard determinant != 0 else { return false }
        return cofactor / determinant < 0
    }

    /// The depth of a layer's centre once `transform` has placed it: larger is nearer the viewer
    /// (Core Animation's z axis points out of the screen).
    static func depth(of bounds: CGRect, transform m: CATransform3D) -> CGFloat {
        let x = bounds.midX, y = bounds.midY
        let z = x * m.m13 + y * m.m23 + m.m43
        let w = x * m.m14 + y * m.m24 + m.m44
        return w > 0 ? z / w : z
    }
}
