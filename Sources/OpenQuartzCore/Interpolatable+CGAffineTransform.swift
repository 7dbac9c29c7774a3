/// Affine transforms animate as the 3D transforms they stand for: each operation converts with
/// ``CATransform3DMakeAffineTransform(_:)``, applies ``CATransform3D``'s rule (interpolation by
/// decomposition, concatenation for adding) and converts back with
/// ``CATransform3DGetAffineTransform(_:)``, as a layer animating `affineTransform` animates its
/// `transform`.
///
/// For transforms that keep orientation (a positive determinant `a d - b c`) the result stays in the
/// plane. A mirroring transform decomposes with all three scales negated and a half turn about an
/// axis in the plane, so its interpolation passes through 3D rotations whose projection is what the
/// affine result keeps.
extension CGAffineTransform: Interpolatable {
    /// Reads a `CGAffineTransform` or an `NSValue` made by `NSValue(cgAffineTransform:)`.
    public init?(animationValue value: Any) {
        switch value {
        case let transform as CGAffineTransform: self = transform
        case let boxed as NSValue where boxed.objCTypeString == NSValue.cgAffineTransformEncoding:
            self = boxed.cgAffineTransformValue
        default: return nil
        }
    }

    /// The transform `fraction` of the way from `self` to `end`, interpolated by decomposition (see
    /// ``CATransform3D/interpolated(to:fraction:)``): 0 and 1 give the ends exactly, and a singular
    /// end makes the value switch at 0.5.
    public func interpolated(to end: CGAffineTransform, fraction: Double) -> CGAffineTransform {
        if fraction == 0 || self == end { return self }
        if fraction == 1 { return end }
        return CATransform3DGetAffineTransform(
            CATransform3DMakeAffineTransform(self).interpolated(to: CATransform3DMakeAffineTransform(end),
                                                                fraction: fraction))
    }

    /// `other.concatenating(self)`: `other` applied first, in `self`'s local space (the affine form of
    /// ``CATransform3D/adding(_:)``).
    public func adding(_ other: CGAffineTransform) -> CGAffineTransform {
        other.concatenating(self)
    }

    /// `other.inverted().concatenating(self)`, the inverse of ``adding(_:)`` (a singular `other` is not
    /// inverted).
    public func subtractingValue(_ other: CGAffineTransform) -> CGAffineTransform {
        other.inverted().concatenating(self)
    }

    /// The transform raised to the power `factor` (see ``CATransform3D/scaled(by:)``).
    public func scaled(by factor: Double) -> CGAffineTransform {
        if factor == 1 { return self }
        return CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(self).scaled(by: factor))
    }

    /// The distance between the decompositions (see ``CATransform3D/interpolationDistance(to:)``).
    public func interpolationDistance(to other: CGAffineTransform) -> Double {
        CATransform3DMakeAffineTransform(self).interpolationDistance(to: CATransform3DMakeAffineTransform(other))
    }
}
