/// Transforms animate as whole matrices by decomposition, the way Core Animation animates a layer's
/// `transform` (and CSS Transforms Level 2, WebKit and Chromium animate matrices): each end is taken
/// apart into translation, scale, skew, perspective and a rotation quaternion; those interpolate
/// (the rotation along the shorter arc) and the result is put back together. So an animation from
/// the identity to a quarter turn passes through the eighth turn, and one to a full turn does not
/// move (animate the key path `transform.rotation.z` to spin).
///
/// Combining transforms is concatenation, as in a CSS transform list: ``adding(_:)`` applies the
/// other transform in `self`'s local space, before `self`.
extension CATransform3D: Interpolatable {
    /// Reads a ``CATransform3D`` or an `NSValue` made by `NSValue(caTransform3D:)`.
    public init?(animationValue value: Any) {
        switch value {
        case let transform as CATransform3D: self = transform
        case let boxed as NSValue where boxed.objCTypeString == NSValue.caTransform3DEncoding:
            self = boxed.caTransform3DValue
        default: return nil
        }
    }

    /// The transform `fraction` of the way from `self` to `end`, interpolated by decomposition.
    ///
    /// Fraction 0 returns `self` and fraction 1 returns `end`, exactly, as does any fraction when the
    /// two are equal. The interpolated matrix is normalised so that `m44` is 1 (the projective
    /// transform is the same). When either matrix cannot be decomposed (it is singular, as a scale
    /// of zero, or its `m44` is zero), the value switches from `self` to `end` at fraction 0.5, the
    /// CSS rule for matrices that cannot be interpolated.
    public func interpolated(to end: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 || self == end { return self }
        if fraction == 1 { return end }
        guard let start = DecomposedTransform3D(self), let finish = DecomposedTransform3D(end) else {
            return fraction < 0.5 ? self : end
        }
        return start.interpolated(to: finish, fraction: fraction).recomposed()
    }

    /// `CATransform3DConcat(other, self)`: `other` applied in `self`'s local space, as additive
    /// animations add the animated transform to the model transform and `byValue` is added to
    /// `fromValue`.
    public func adding(_ other: CATransform3D) -> CATransform3D {
        CATransform3DConcat(other, self)
    }

    /// `CATransform3DConcat(CATransform3DInvert(other), self)`, the inverse of ``adding(_:)``:
    /// `a.subtractingValue(b).adding(b)` is `a` when `b` is invertible. A singular `other` is not inverted
    /// (``CATransform3DInvert(_:)`` returns it unchanged).
    public func subtractingValue(_ other: CATransform3D) -> CATransform3D {
        CATransform3DConcat(CATransform3DInvert(other), self)
    }

    /// The transform raised to the power `factor`, so that `scaled(by: n)` is `self` concatenated
    /// with itself `n` times for translations, rotations and scales, and `scaled(by: 0)` is the
    /// identity.
    ///
    /// The power is taken on the decomposition: translation, skew and perspective are multiplied by
    /// `factor`, the rotation angle is multiplied about the same axis, and each scale `s` becomes
    /// `s^factor` (`sign(s) * |s|^factor` for a fractional factor). For a general matrix this is the
    /// power of each component, not the matrix power. A matrix that cannot be decomposed is
    /// concatenated with itself for a whole factor of 0 or more; for any other factor it steps from
    /// the identity to `self` at 0.5, as ``interpolated(to:fraction:)`` from the identity would.
    public func scaled(by factor: Double) -> CATransform3D {
        if factor == 1 { return self }
        if let decomposition = DecomposedTransform3D(self) {
            return decomposition.raised(toPower: factor).recomposed()
        }
        guard var exponent = Int(exactly: factor), exponent >= 0 else {
            return factor < 0.5 ? CATransform3DIdentity : self
        }
        var result = CATransform3DIdentity, power = self
        while exponent > 0 {
            if exponent & 1 == 1 { result = CATransform3DConcat(result, power) }
            exponent >>= 1
            if exponent > 0 { power = CATransform3DConcat(power, power) }
        }
        return result
    }

    /// The distance between the decompositions: the Euclidean distance over translation, scale, skew
    /// and perspective, with the rotation angle between the two (radians) as one more component.
    /// When either matrix cannot be decomposed, the Euclidean distance over the sixteen entries.
    public func interpolationDistance(to other: CATransform3D) -> Double {
        if self == other { return 0 }
        if let a = DecomposedTransform3D(self), let b = DecomposedTransform3D(other) {
            return a.distance(to: b)
        }
        let o = other
        let row1 = square(m11 - o.m11) + square(m12 - o.m12) + square(m13 - o.m13) + square(m14 - o.m14)
        let row2 = square(m21 - o.m21) + square(m22 - o.m22) + square(m23 - o.m23) + square(m24 - o.m24)
        let row3 = square(m31 - o.m31) + square(m32 - o.m32) + square(m33 - o.m33) + square(m34 - o.m34)
        let row4 = square(m41 - o.m41) + square(m42 - o.m42) + square(m43 - o.m43) + square(m44 - o.m44)
        return (row1 + row2 + row3 + row4).squareRoot()
    }

    /// `x * x`, as a double.
    private func square(_ x: CGFloat) -> Double { Double(x * x) }
}
