extension DecomposedTransform3D {
    /// Decomposes a transform that is singular only because it scales one or more axes to zero (the
    /// upper 3 x 3 block has rows of zero length, the others independent), with no perspective:
    /// the components of ``init(_:)``, with a scale of 0 on each zero row. Returns nil for any other
    /// transform ``init(_:)`` cannot decompose (rows that are parallel but not zero, a perspective
    /// column, `m44` zero, an entry that is not finite).
    ///
    /// Each zero row is replaced by a unit vector square to the rows that are not zero (the cross
    /// product of the other two in cyclic order, so that the block turns no mirror; with two rows
    /// zero, first the unit axis of that row made square to the remaining one); that invertible
    /// block decomposes with the replaced rows' scales 1 and no shear against them, and those scales
    /// become 0. ``recomposed()`` gives the transform back.
    ///
    /// This is what the virtual key paths (`transform.scale.x`...) read from and write into: a layer
    /// scaled to zero on one axis keeps that zero while another component is written. Core Animation
    /// composes separate `transform.scale.x` and `transform.scale.y` animations that start from 0
    /// (lottie-ios maps every Lottie scale so, and "pop in" animations start at scale 0): the layer
    /// stays invisible until the scales leave 0. Apple does not document its decomposition; this is
    /// chosen to give that behaviour.
    package init?(zeroScaled t: CATransform3D) {
        let m44 = Double(t.m44)
        guard m44 != 0, m44.isFinite, t.m14 == 0, t.m24 == 0, t.m34 == 0 else { return nil }
        let n = 1 / m44
        var rows = [
            Vector3(x: Double(t.m11) * n, y: Double(t.m12) * n, z: Double(t.m13) * n),
            Vector3(x: Double(t.m21) * n, y: Double(t.m22) * n, z: Double(t.m23) * n),
            Vector3(x: Double(t.m31) * n, y: Double(t.m32) * n, z: Double(t.m33) * n),
        ]
        let zero = rows.map { $0.x == 0 && $0.y == 0 && $0.z == 0 }
        guard zero.contains(true) else { return nil }
        let axes = [Vector3(x: 1, y: 0, z: 0), Vector3(x: 0, y: 1, z: 0), Vector3(x: 0, y: 0, z: 1)]
        switch zero.filter({ $0 }).count {
        case 3:
            rows = axes
        case 2:
            // The first zero row: its own axis (or, parallel to the kept row, the next one) made
            // square to the kept row; the second zero row completes them below.
            let kept = rows[zero.firstIndex(of: false)!]
            let first = zero.firstIndex(of: true)!
            let unit = kept.scaled(by: 1 / kept.length)
            for offset in 0..<3 {
                let axis = axes[(first + offset) % 3]
                let square = axis.adding(unit, times: -axis.dot(unit))
                if square.length > 1e-6 {
                    rows[first] = square.scaled(by: 1 / square.length)
                    break
                }
            }
            fallthrough
        default:
            for index in 0..<3 where zero[index] && rows[index].length == 0 {
                let normal = rows[(index + 1) % 3].cross(rows[(index + 2) % 3])
                let length = normal.length
                guard length > 0, length.isFinite else { return nil }
                rows[index] = normal.scaled(by: 1 / length)
            }
        }
        var repaired = t
        repaired.m11 = CGFloat(rows[0].x * m44); repaired.m12 = CGFloat(rows[0].y * m44); repaired.m13 = CGFloat(rows[0].z * m44)
        repaired.m21 = CGFloat(rows[1].x * m44); repaired.m22 = CGFloat(rows[1].y * m44); repaired.m23 = CGFloat(rows[1].z * m44)
        repaired.m31 = CGFloat(rows[2].x * m44); repaired.m32 = CGFloat(rows[2].y * m44); repaired.m33 = CGFloat(rows[2].z * m44)
        guard var parts = DecomposedTransform3D(repaired) else { return nil }
        if zero[0] { parts.scale.x = 0 }
        if zero[1] { parts.scale.y = 0 }
        if zero[2] { parts.scale.z = 0 }
        self = parts
    }
}
