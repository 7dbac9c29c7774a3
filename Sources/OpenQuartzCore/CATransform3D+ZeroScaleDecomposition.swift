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
        // Three rows held inline, so that a frame that writes a component of a flat transform (an
        // animation holding a scale of 0) allocates nothing.
        var rows = Rows(Vector3(x: Double(t.m11) * n, y: Double(t.m12) * n, z: Double(t.m13) * n),
                        Vector3(x: Double(t.m21) * n, y: Double(t.m22) * n, z: Double(t.m23) * n),
                        Vector3(x: Double(t.m31) * n, y: Double(t.m32) * n, z: Double(t.m33) * n))
        let zero = (rows[0].isZero, rows[1].isZero, rows[2].isZero)
        func isZero(_ index: Int) -> Bool { index == 0 ? zero.0 : index == 1 ? zero.1 : zero.2 }
        let zeros = (zero.0 ? 1 : 0) + (zero.1 ? 1 : 0) + (zero.2 ? 1 : 0)
        guard zeros > 0 else { return nil }
        if zeros == 3 {
            rows = Rows(Self.axis(0), Self.axis(1), Self.axis(2))
        } else {
            if zeros == 2 {
                // The first zero row: its own axis (or, parallel to the kept row, the next one) made
                // square to the kept row; the second zero row completes them below.
                let kept = rows[isZero(0) ? (isZero(1) ? 2 : 1) : 0]
                let first = isZero(0) ? 0 : 1
                let unit = kept.scaled(by: 1 / kept.length)
                for offset in 0..<3 {
                    let axis = Self.axis((first + offset) % 3)
                    let square = axis.adding(unit, times: -axis.dot(unit))
                    if square.length > 1e-6 {
                        rows[first] = square.scaled(by: 1 / square.length)
                        break
                    }
                }
            }
            for index in 0..<3 where rows[index].isZero {
                let normal = rows[(index + 1) % 3].cross(rows[(index + 2) % 3])
                let length = normal.length
                guard length > 0, length.isFinite else { return nil }
                rows[index] = normal.scaled(by: 1 / length)
            }
        }
        var repaired = t
        (repaired.m11, repaired.m12, repaired.m13) = (CGFloat(rows[0].x * m44), CGFloat(rows[0].y * m44), CGFloat(rows[0].z * m44))
        (repaired.m21, repaired.m22, repaired.m23) = (CGFloat(rows[1].x * m44), CGFloat(rows[1].y * m44), CGFloat(rows[1].z * m44))
        (repaired.m31, repaired.m32, repaired.m33) = (CGFloat(rows[2].x * m44), CGFloat(rows[2].y * m44), CGFloat(rows[2].z * m44))
        guard var parts = DecomposedTransform3D(repaired) else { return nil }
        if zero.0 { parts.scale.x = 0 }
        if zero.1 { parts.scale.y = 0 }
        if zero.2 { parts.scale.z = 0 }
        self = parts
    }

    /// The unit vector along axis `index` (0 x, 1 y, 2 z).
    private static func axis(_ index: Int) -> Vector3 {
        Vector3(x: index == 0 ? 1 : 0, y: index == 1 ? 1 : 0, z: index == 2 ? 1 : 0)
    }

    /// The three rows of an upper 3 x 3 block, by index, without an array.
    private struct Rows {
        var r0: Vector3, r1: Vector3, r2: Vector3

        init(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) { (self.r0, self.r1, self.r2) = (r0, r1, r2) }

        subscript(index: Int) -> Vector3 {
            get { index == 0 ? r0 : index == 1 ? r1 : r2 }
            set {
                switch index {
                case 0: r0 = newValue
                case 1: r1 = newValue
                default: r2 = newValue
                }
            }
        }
    }
}

extension DecomposedTransform3D.Vector3 {
    /// Whether every component is exactly zero.
    var isZero: Bool { x == 0 && y == 0 && z == 0 }
}
