extension DecomposedTransform3D {
    /// A rotation as a unit quaternion `(x, y, z, w) = (axis * sin(angle / 2), cos(angle / 2))`.
    ///
    /// The rotation by `angle` about the unit `axis` is the one ``CATransform3DMakeRotation(_:_:_:_:)``
    /// builds for the same angle and axis. A quaternion and its negation are the same rotation;
    /// decompositions keep `w >= 0`, so their angle lies in `[0, pi]`.
    package struct Quaternion: Sendable, Hashable {
        /// The x component: `axis.x * sin(angle / 2)`.
        package var x: Double
        /// The y component: `axis.y * sin(angle / 2)`.
        package var y: Double
        /// The z component: `axis.z * sin(angle / 2)`.
        package var z: Double
        /// The scalar component: `cos(angle / 2)`.
        package var w: Double

        /// Creates a quaternion from its components, as given.
        package init(x: Double, y: Double, z: Double, w: Double) {
            self.x = x
            self.y = y
            self.z = z
            self.w = w
        }

        /// The rotation by zero.
        package static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

        /// The rotation by `angle` radians about `axis`, which need not have unit length; the identity
        /// when the axis has zero length (as ``CATransform3DMakeRotation(_:_:_:_:)``).
        package init(angle: Double, axis: Vector3) {
            let length = axis.length
            guard length > 0, length.isFinite else {
                self = .identity
                return
            }
            let s = sin(angle / 2) / length
            self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: cos(angle / 2))
        }

        /// The rotation that turns by `angles.x` about x, then `angles.y` about y, then `angles.z` about
        /// z (fixed axes): the matrix `rotation(x) * rotation(y) * rotation(z)` in Core Animation's
        /// row-vector order. Inverse of ``eulerAngles``.
        package init(eulerAngles angles: Vector3) {
            // An angle of zero, the usual case for two of the three, needs no cosine or sine: they
            // are exactly 1 and the angle itself (+-0).
            func halfAngle(_ angle: Double) -> (cos: Double, sin: Double) {
                angle == 0 ? (1, angle) : (cos(angle / 2), sin(angle / 2))
            }
            let (cx, sx) = halfAngle(angles.x)
            let (cy, sy) = halfAngle(angles.y)
            let (cz, sz) = halfAngle(angles.z)
            self.init(x: sx * cy * cz - cx * sy * sz,
                      y: cx * sy * cz + sx * cy * sz,
                      z: cx * cy * sz - sx * sy * cz,
                      w: cx * cy * cz + sx * sy * sz)
        }

        /// The quaternion of a proper rotation matrix given by its rows (row-vector convention),
        /// with `w >= 0`. Uses the largest of the four diagonal combinations to divide by, so every
        /// angle, a half turn included, keeps full precision and the right signs.
        init(rotationRows rows: (Vector3, Vector3, Vector3)) {
            let (r0, r1, r2) = rows
            let trace = r0.x + r1.y + r2.z
            var q: Quaternion
            if trace >= r0.x && trace >= r1.y && trace >= r2.z {
                let w = (1 + trace).squareRoot() / 2, f = 0.25 / w
                q = Quaternion(x: (r1.z - r2.y) * f, y: (r2.x - r0.z) * f, z: (r0.y - r1.x) * f, w: w)
            } else if r0.x >= r1.y && r0.x >= r2.z {
                let x = (1 + r0.x - r1.y - r2.z).squareRoot() / 2, f = 0.25 / x
                q = Quaternion(x: x, y: (r0.y + r1.x) * f, z: (r0.z + r2.x) * f, w: (r1.z - r2.y) * f)
            } else if r1.y >= r2.z {
                let y = (1 - r0.x + r1.y - r2.z).squareRoot() / 2, f = 0.25 / y
                q = Quaternion(x: (r0.y + r1.x) * f, y: y, z: (r1.z + r2.y) * f, w: (r2.x - r0.z) * f)
            } else {
                let z = (1 - r0.x - r1.y + r2.z).squareRoot() / 2, f = 0.25 / z
                q = Quaternion(x: (r0.z + r2.x) * f, y: (r1.z + r2.y) * f, z: z, w: (r0.y - r1.x) * f)
            }
            if q.w < 0 { q = q.scaled(by: -1) }
            self = q.normalized()
        }

        /// The rows of the rotation matrix (row-vector convention). A quaternion that is not of unit
        /// length is normalised first; the zero quaternion gives the identity.
        var rotationRows: (Vector3, Vector3, Vector3) {
            let norm = dot(self)
            guard norm > 0, norm.isFinite else {
                return (Vector3(x: 1, y: 0, z: 0), Vector3(x: 0, y: 1, z: 0), Vector3(x: 0, y: 0, z: 1))
            }
            let s = 2 / norm
            return (Vector3(x: 1 - s * (y * y + z * z), y: s * (x * y + z * w), z: s * (x * z - y * w)),
                    Vector3(x: s * (x * y - z * w), y: 1 - s * (x * x + z * z), z: s * (y * z + x * w)),
                    Vector3(x: s * (x * z + y * w), y: s * (y * z - x * w), z: 1 - s * (x * x + y * y)))
        }

        /// The rotation angle, in `[0, pi]`.
        package var angle: Double {
            2 * atan2((x * x + y * y + z * z).squareRoot(), abs(w))
        }

        /// The angles about x, y and z that ``init(eulerAngles:)`` turns back into this rotation:
        /// x and z in `(-pi, pi]`, y in `[-pi/2, pi/2]`. At y = +-pi/2 (gimbal lock) only x - z or x + z
        /// is determined; z is then 0.
        package var eulerAngles: Vector3 {
            let (r0, r1, r2) = rotationRows
            let cosY = (r0.x * r0.x + r0.y * r0.y).squareRoot()
            let angleY = atan2(-r0.z, cosY)
            if cosY > 1e-12 {
                return Vector3(x: atan2(r1.z, r2.z), y: angleY, z: atan2(r0.y, r0.x))
            }
            return Vector3(x: atan2(-r2.y, r1.y), y: angleY, z: 0)
        }

        /// The four-dimensional dot product.
        package func dot(_ other: Quaternion) -> Double {
            x * other.x + y * other.y + z * other.z + w * other.w
        }

        /// Every component multiplied by `factor`.
        func scaled(by factor: Double) -> Quaternion {
            Quaternion(x: x * factor, y: y * factor, z: z * factor, w: w * factor)
        }

        /// The quaternion scaled to unit length (the identity if it is zero).
        func normalized() -> Quaternion {
            let length = dot(self).squareRoot()
            guard length > 0, length.isFinite else { return .identity }
            return scaled(by: 1 / length)
        }

        /// The four-dimensional distance `|self - other|`.
        func difference(_ other: Quaternion) -> Double {
            let dx = x - other.x, dy = y - other.y, dz = z - other.z, dw = w - other.w
            return (dx * dx + dy * dy + dz * dz + dw * dw).squareRoot()
        }
    }
}
