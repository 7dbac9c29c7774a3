// Interpolation, powers and distances of decomposed transforms: what whole-matrix `transform`
// animations use (CSS Transforms Level 2, "interpolation of decomposed 3D matrix values").

extension DecomposedTransform3D {
    /// The decomposition `fraction` of the way from `self` (at 0) to `end` (at 1).
    ///
    /// Translation, scale, skew and perspective interpolate linearly; the rotation by spherical
    /// linear interpolation of the quaternions along the shorter arc (as WebKit and Chromium do), so
    /// an animation never turns more than a half turn and a full turn does not move. Fractions
    /// outside `[0, 1]` extrapolate along the same paths.
    package func interpolated(to end: DecomposedTransform3D, fraction f: Double) -> DecomposedTransform3D {
        DecomposedTransform3D(
            translation: translation.adding(end.translation.adding(translation, times: -1), times: f),
            scale: scale.adding(end.scale.adding(scale, times: -1), times: f),
            skew: Skew(xy: skew.xy + (end.skew.xy - skew.xy) * f,
                       xz: skew.xz + (end.skew.xz - skew.xz) * f,
                       yz: skew.yz + (end.skew.yz - skew.yz) * f),
            perspective: Vector4(x: perspective.x + (end.perspective.x - perspective.x) * f,
                                 y: perspective.y + (end.perspective.y - perspective.y) * f,
                                 z: perspective.z + (end.perspective.z - perspective.z) * f,
                                 w: perspective.w + (end.perspective.w - perspective.w) * f),
            rotation: rotation.slerp(to: end.rotation, fraction: f))
    }

    /// The transform raised to the power `exponent`: the component-wise power of the decomposition.
    ///
    /// Translation, skew and the perspective's x, y and z are multiplied by `exponent`, and its w
    /// moves from 1 by `exponent` times its offset; the rotation keeps its axis and multiplies its
    /// angle; each scale `s` becomes `s^exponent`, with the sign of `s` kept (`sign(s) * |s|^e`) for
    /// a fractional exponent and the exact power for a whole one. So for a pure translation, rotation
    /// or scale, the power `n` is the transform concatenated with itself `n` times, and the power 0
    /// is the identity. For a general matrix, whose factors do not commute, the result is the power
    /// of each factor, not the matrix power.
    package func raised(toPower exponent: Double) -> DecomposedTransform3D {
        let isWhole = exponent.rounded(.towardZero) == exponent
        func power(_ s: Double) -> Double {
            if isWhole { return pow(s, exponent) }
            let magnitude = pow(abs(s), exponent)
            return s < 0 ? -magnitude : magnitude
        }
        return DecomposedTransform3D(
            translation: translation.scaled(by: exponent),
            scale: Vector3(x: power(scale.x), y: power(scale.y), z: power(scale.z)),
            skew: Skew(xy: skew.xy * exponent, xz: skew.xz * exponent, yz: skew.yz * exponent),
            perspective: Vector4(x: perspective.x * exponent, y: perspective.y * exponent,
                                 z: perspective.z * exponent, w: 1 + (perspective.w - 1) * exponent),
            rotation: rotation.raised(toPower: exponent))
    }

    /// The Euclidean distance over the thirteen linear components (translation, scale, skew and the
    /// perspective's four), combined with the rotation angle between the two rotations in radians,
    /// as one more component.
    package func distance(to other: DecomposedTransform3D) -> Double {
        let dt = translation.adding(other.translation, times: -1)
        let ds = scale.adding(other.scale, times: -1)
        let dk = Vector3(x: skew.xy - other.skew.xy, y: skew.xz - other.skew.xz, z: skew.yz - other.skew.yz)
        let px = perspective.x - other.perspective.x, py = perspective.y - other.perspective.y
        let pz = perspective.z - other.perspective.z, pw = perspective.w - other.perspective.w
        let angle = rotation.angle(to: other.rotation)
        let linear = dt.dot(dt) + ds.dot(ds) + dk.dot(dk) + px * px + py * py + pz * pz + pw * pw
        return (linear + angle * angle).squareRoot()
    }
}

extension DecomposedTransform3D.Quaternion {
    /// Spherical linear interpolation from `self` (at 0) to `end` (at 1) along the shorter arc.
    ///
    /// The arc is measured with `atan2`, which stays accurate for nearly equal rotations; equal
    /// rotations interpolate linearly. The result is normalised and has `w >= 0`.
    package func slerp(to end: Self, fraction f: Double) -> Self {
        let target = dot(end) < 0 ? end.scaled(by: -1) : end
        // The angle between the two unit vectors in four dimensions (half the rotation angle).
        let theta = 2 * atan2(difference(target), sum(target))
        let sine = sin(theta)
        var result: Self
        if sine > 1e-300 {
            let a = sin((1 - f) * theta) / sine, b = sin(f * theta) / sine
            result = Self(x: x * a + target.x * b, y: y * a + target.y * b,
                          z: z * a + target.z * b, w: w * a + target.w * b)
        } else {
            result = Self(x: x + (target.x - x) * f, y: y + (target.y - y) * f,
                          z: z + (target.z - z) * f, w: w + (target.w - w) * f)
        }
        if result.w < 0 { result = result.scaled(by: -1) }
        return result.normalized()
    }

    /// The rotation about the same axis by `exponent` times the angle, with `w >= 0`.
    package func raised(toPower exponent: Double) -> Self {
        let sine = (x * x + y * y + z * z).squareRoot()
        guard sine > 0 else { return .identity }
        let half = atan2(sine, w) * exponent
        let s = sin(half) / sine
        var result = Self(x: x * s, y: y * s, z: z * s, w: cos(half))
        if result.w < 0 { result = result.scaled(by: -1) }
        return result
    }

    /// The angle, in `[0, pi]`, of the rotation that takes `self` to `other`.
    package func angle(to other: Self) -> Double {
        let target = dot(other) < 0 ? other.scaled(by: -1) : other
        return 4 * atan2(difference(target), sum(target))
    }

    /// The four-dimensional length `|self + other|`.
    private func sum(_ other: Self) -> Double {
        let sx = x + other.x, sy = y + other.y, sz = z + other.z, sw = w + other.w
        return (sx * sx + sy * sy + sz * sz + sw * sw).squareRoot()
    }
}
