/// The geometry that places a layer in its superlayer, shared by coordinate conversion, hit testing
/// and the renderer.
///
/// A point p of a layer's bounds maps into its superlayer by moving the anchor point to the origin,
/// applying `transform`, moving the origin to `position` (and `zPosition`), then applying the
/// superlayer's `sublayerTransform` about the superlayer's anchor point; when the superlayer's
/// geometry is flipped, y is then mirrored within its bounds. Transforms act on row vectors, as
/// Core Animation's do.
package enum LayerGeometry {
    /// The matrix taking the layer's coordinates (z = 0 plane) to its superlayer's.
    package static func transformToSuperlayer(_ layer: LayerState, superlayer: LayerState?) -> CATransform3D {
        let anchor = anchorPoint(of: layer)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -layer.anchorPointZ)
        m = CATransform3DConcat(m, layer.transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
        guard let parent = superlayer else { return m }
        if !CATransform3DIsIdentity(parent.sublayerTransform) {
            let parentAnchor = anchorPoint(of: parent)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-parentAnchor.x, -parentAnchor.y, -parent.anchorPointZ))
            m = CATransform3DConcat(m, parent.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(parentAnchor.x, parentAnchor.y, parent.anchorPointZ))
        }
        if parent.isGeometryFlipped {
            let flip = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: -1, m23: 0, m24: 0,
                                     m31: 0, m32: 0, m33: 1, m34: 0,
                                     m41: 0, m42: parent.bounds.minY + parent.bounds.maxY, m43: 0, m44: 1)
            m = CATransform3DConcat(m, flip)
        }
        return m
    }

    /// The anchor point in the layer's bounds coordinates.
    package static func anchorPoint(of layer: LayerState) -> CGPoint {
        CGPoint(x: layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
                y: layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
    }

    /// The plane homography of a transform: how it maps the z = 0 plane to the z = 0 plane seen along
    /// z (columns x, y and w of rows 1, 2 and 4), which is how points of a 3D-transformed layer land on
    /// its superlayer.
    package static func planeMap(_ m: CATransform3D) -> PlaneMap {
        PlaneMap(m11: m.m11, m12: m.m12, m14: m.m14, m21: m.m21, m22: m.m22, m24: m.m24, m41: m.m41, m42: m.m42, m44: m.m44)
    }
}

/// A projective map of the plane: [x y 1] times a 3x3 matrix, then division by w.
package struct PlaneMap: Sendable {
    package var m11, m12, m14, m21, m22, m24, m41, m42, m44: CGFloat

    /// A map from its nine coefficients (rows 1, 2 and 4 of a transform, columns x, y and w).
    package init(m11: CGFloat, m12: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m24: CGFloat,
                 m41: CGFloat, m42: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m14, self.m21, self.m22, self.m24, self.m41, self.m42, self.m44) =
            (m11, m12, m14, m21, m22, m24, m41, m42, m44)
    }

    /// The image of `p`; nil when it lies on the line sent to infinity.
    package func apply(_ p: CGPoint) -> CGPoint? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w != 0, w.isFinite else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
    }

    /// The inverse map, or nil when the map is singular (the layer is seen edge-on).
    package var inverted: PlaneMap? {
        let c11 = m22 * m44 - m24 * m42, c12 = -(m21 * m44 - m24 * m41), c13 = m21 * m42 - m22 * m41
        let determinant = m11 * c11 + m12 * c12 + m14 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let r = 1 / determinant
        return PlaneMap(
            m11: c11 * r, m12: -(m12 * m44 - m14 * m42) * r, m14: (m12 * m24 - m14 * m22) * r,
            m21: c12 * r, m22: (m11 * m44 - m14 * m41) * r, m24: -(m11 * m24 - m14 * m21) * r,
            m41: c13 * r, m42: -(m11 * m42 - m12 * m41) * r, m44: (m11 * m22 - m12 * m21) * r)
    }
}
