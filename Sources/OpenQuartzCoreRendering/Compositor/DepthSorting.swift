/// The order in which layers are drawn, and which face the viewer.
enum DepthSorting {
    /// Sublayers with their presentations, back to front: by zPosition, then by their order among
    /// the sublayers (Apple's CALayer.zPosition documentation). Already-ordered input is returned
    /// as is.
    static func byZPosition(_ layers: [(LayerSnapshot, LayerState)]) -> [(LayerSnapshot, LayerState)] {
        var ordered = true
        for index in layers.indices.dropFirst() where layers[index].1.zPosition < layers[index - 1].1.zPosition {
            ordered = false
            break
        }
        if ordered { return layers }
        return layers.enumerated().sorted {
            $0.element.1.zPosition != $1.element.1.zPosition
                ? $0.element.1.zPosition < $1.element.1.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }

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
    static func depth(of state: LayerState, transform m: CATransform3D) -> CGFloat {
        let x = state.bounds.midX, y = state.bounds.midY
        let z = x * m.m13 + y * m.m23 + m.m43
        let w = x * m.m14 + y * m.m24 + m.m44
        return w > 0 ? z / w : z
    }
}
