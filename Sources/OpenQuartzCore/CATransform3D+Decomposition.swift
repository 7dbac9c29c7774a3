/// A ``CATransform3D`` taken apart into the components that whole-matrix transform animations
/// interpolate: perspective, translation, rotation (a unit quaternion), skew and scale.
///
/// The decomposition is the one of CSS Transforms Level 2 ("decomposing a 3D matrix"), which
/// WebKit and Chromium implement: the matrix is normalised so that `m44 == 1`, then written, in
/// Core Animation's row-vector order (a point is transformed by the leftmost factor first), as
///
///     M = Scale * Skew * Rotation * Translation * Perspective
///
/// - `Scale = diag(scale.x, scale.y, scale.z, 1)`;
/// - `Skew` is the unit lower-triangular matrix whose row 2 is `(skew.xy, 1, 0, 0)` and row 3
///   `(skew.xz, skew.yz, 1, 0)`: the shear that Gram-Schmidt orthogonalisation of the rows removes;
/// - `Rotation` is the proper rotation of ``rotation``; when the upper 3 x 3 block has a negative
///   determinant (a mirror), all three scales are negated, as the specification does;
/// - `Translation` puts ``translation`` in the last row;
/// - `Perspective` is the identity with its last column replaced by ``perspective``.
///
/// The value is small, allocation-free and `Sendable`, so animation and rendering code can cache it
/// per keyframe. See `CATransform3D+DecompositionInterpolation.swift` for interpolation, powers and
/// distances, and ``Quaternion`` for the rotation.
package struct DecomposedTransform3D: Sendable, Hashable {
    /// The translation (`m41, m42, m43` of the normalised matrix).
    package var translation: Vector3
    /// The scale along x, y and z; all three are negative for a mirroring matrix.
    package var scale: Vector3
    /// The shear factors.
    package var skew: Skew
    /// The last column of the perspective matrix, `(x, y, z, w)`: `(0, 0, 0, 1)` when there is none.
    package var perspective: Vector4
    /// The rotation, a unit quaternion with a non-negative `w`.
    package var rotation: Quaternion

    /// Creates a decomposition from its components.
    package init(translation: Vector3, scale: Vector3, skew: Skew, perspective: Vector4, rotation: Quaternion) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The decomposition of ``CATransform3DIdentity``.
    package static let identity = DecomposedTransform3D(
        translation: Vector3(x: 0, y: 0, z: 0), scale: Vector3(x: 1, y: 1, z: 1),
        skew: Skew(xy: 0, xz: 0, yz: 0), perspective: Vector4(x: 0, y: 0, z: 0, w: 1), rotation: .identity)

    /// Decomposes `t`, or returns nil when it cannot be decomposed: when `m44` is zero, when the
    /// upper 3 x 3 block is singular (a scale of zero, a projection onto a plane), or when an entry is
    /// not finite. These are the specification's failure cases.
    package init?(_ t: CATransform3D) {
        let m44 = Double(t.m44)
        guard m44 != 0 else { return nil }
        let n = 1 / m44
        var r0 = Vector3(x: Double(t.m11) * n, y: Double(t.m12) * n, z: Double(t.m13) * n)
        var r1 = Vector3(x: Double(t.m21) * n, y: Double(t.m22) * n, z: Double(t.m23) * n)
        var r2 = Vector3(x: Double(t.m31) * n, y: Double(t.m32) * n, z: Double(t.m33) * n)
        let column = Vector3(x: Double(t.m14) * n, y: Double(t.m24) * n, z: Double(t.m34) * n)
        let translation = Vector3(x: Double(t.m41) * n, y: Double(t.m42) * n, z: Double(t.m43) * n)

        let determinant = r0.dot(r1.cross(r2))
        guard determinant != 0, determinant.isFinite, column.length.isFinite, translation.length.isFinite
        else { return nil }

        // Perspective: M = L * P with L = [A 0; t 1] and P = [I p; 0 w], so A p = column and
        // t . p + w = 1. A's inverse has the columns r1 x r2, r2 x r0, r0 x r1 over the determinant.
        var perspective = Vector4(x: 0, y: 0, z: 0, w: 1)
        if column.x != 0 || column.y != 0 || column.z != 0 {
            let p = r1.cross(r2).scaled(by: column.x)
                .adding(r2.cross(r0), times: column.y)
                .adding(r0.cross(r1), times: column.z)
                .scaled(by: 1 / determinant)
            perspective = Vector4(x: p.x, y: p.y, z: p.z, w: 1 - translation.dot(p))
        }

        // Gram-Schmidt on the rows: scale, then the shear of each row against the ones before it.
        let sx = r0.length
        r0 = r0.scaled(by: 1 / sx)
        var xy = r0.dot(r1)
        r1 = r1.adding(r0, times: -xy)
        let sy = r1.length
        r1 = r1.scaled(by: 1 / sy)
        xy /= sy
        var xz = r0.dot(r2)
        r2 = r2.adding(r0, times: -xz)
        var yz = r1.dot(r2)
        r2 = r2.adding(r1, times: -yz)
        let sz = r2.length
        r2 = r2.scaled(by: 1 / sz)
        xz /= sz
        yz /= sz

        var scale = Vector3(x: sx, y: sy, z: sz)
        if determinant < 0 {
            scale = scale.scaled(by: -1)
            r0 = r0.scaled(by: -1)
            r1 = r1.scaled(by: -1)
            r2 = r2.scaled(by: -1)
        }
        self.init(translation: translation, scale: scale, skew: Skew(xy: xy, xz: xz, yz: yz),
                  perspective: perspective, rotation: Quaternion(rotationRows: (r0, r1, r2)))
    }

    /// The matrix that the components describe, normalised so that its `m44` is 1 unless the
    /// perspective changes it: `Scale * Skew * Rotation * Translation * Perspective`.
    package func recomposed() -> CATransform3D {
        recomposed(rotationRows: rotation.rotationRows)
    }

    /// ``recomposed()`` with the rotation given by its rows (row-vector convention) instead of
    /// ``rotation``: a caller that knows them, a turn about z (`(cos, sin, 0)`, `(-sin, cos, 0)`,
    /// `(0, 0, 1)`), skips the quaternion.
    package func recomposed(rotationRows rows: (Vector3, Vector3, Vector3)) -> CATransform3D {
        let (u0, u1, u2) = rows
        let a0 = u0.scaled(by: scale.x)
        let a1 = u1.adding(u0, times: skew.xy).scaled(by: scale.y)
        let a2 = u2.adding(u0, times: skew.xz).adding(u1, times: skew.yz).scaled(by: scale.z)
        let p = Vector3(x: perspective.x, y: perspective.y, z: perspective.z)
        let t = translation
        return CATransform3D(
            m11: CGFloat(a0.x), m12: CGFloat(a0.y), m13: CGFloat(a0.z), m14: CGFloat(a0.dot(p)),
            m21: CGFloat(a1.x), m22: CGFloat(a1.y), m23: CGFloat(a1.z), m24: CGFloat(a1.dot(p)),
            m31: CGFloat(a2.x), m32: CGFloat(a2.y), m33: CGFloat(a2.z), m34: CGFloat(a2.dot(p)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z), m44: CGFloat(t.dot(p) + perspective.w))
    }
}
