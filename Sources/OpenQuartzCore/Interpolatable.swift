/// A value that Core Animation can animate: one that can be interpolated, added and scaled.
///
/// Apple's framework interpolates its value types privately; OpenQuartzCore makes the rules public
/// so that they live in one place and so that your own types can be animated too (Apple's
/// "animating custom layer properties"). Every animatable type conforms: the Swift numeric types,
/// `CGPoint`, `CGSize`, `CGRect`, `CGVector`, `CGAffineTransform`, ``CATransform3D``, `CGColor`,
/// `CGPath` and arrays of any conforming type. A value of any other type is not interpolated: an
/// animation shows its start value for the first half and its end value for the second, the
/// fallback of the seeds' "Automating the Process" listing (see ``Interpolation``).
///
/// The operations beyond ``interpolated(to:fraction:)`` serve the rest of Core Animation's value
/// rules:
/// - ``adding(_:)``: additive animations and `CABasicAnimation.byValue` (`from + by`);
/// - ``subtractingValue(_:)``: `to - by` when only `byValue` and `toValue` are set;
/// - ``scaled(by:)``: cumulative repeats (the end value, once per completed repeat) and the
///   tangents of cubic keyframe splines;
/// - ``interpolationDistance(to:)``: paced keyframe animations, which move at constant speed.
///
/// Conforming types are values: the operations have no side effects, never allocate for fixed-size
/// types, and are safe to call from any thread.
public protocol Interpolatable: Sendable {
    /// Creates a value from the form in which an animation or a layer may hold it.
    ///
    /// Animations store their values as `Any`, as Apple's do, so a value may arrive as an instance of
    /// `Self`, as an `NSNumber` or another numeric type (for any number type: an animation's
    /// `fromValue = 0.5` works whatever the property's type), or as an `NSValue` boxing geometry.
    /// Returns `nil` when `value` cannot represent `Self`.
    init?(animationValue value: Any)

    /// The value `fraction` of the way from `self` (at 0) to `end` (at 1).
    ///
    /// Fractions outside `[0, 1]` extrapolate: timing functions whose control points leave the unit
    /// square (overshoot) produce them.
    func interpolated(to end: Self, fraction: Double) -> Self

    /// The sum of `self` and `other`, as additive animations and `byValue` combine values.
    func adding(_ other: Self) -> Self

    /// The difference `self - other`, the inverse of ``adding(_:)``.
    ///
    /// Not named `subtracting(_:)`: on `CGPath` that name is Core Graphics' set operation
    /// (`subtracting(_:using:)`, whose rule has a default), which this requirement would hide.
    func subtractingValue(_ other: Self) -> Self

    /// `self` multiplied by `factor`; `scaled(by: n)` is `self` added to itself `n` times.
    func scaled(by factor: Double) -> Self

    /// A non-negative distance between `self` and `other`, used to pace keyframes.
    ///
    /// Not named `distance(to:)`: the numeric types already have that method from `Strideable`, where
    /// it returns the signed difference `other - self` and would silently satisfy this requirement.
    func interpolationDistance(to other: Self) -> Double
}

extension Interpolatable {
    /// The linear interpolation `self + (end - self) * fraction`, built from the other operations.
    ///
    /// Types whose values do not form a vector space (transforms, colours in different colour
    /// spaces, paths) provide their own.
    @inlinable
    public func interpolated(to end: Self, fraction: Double) -> Self {
        adding(end.subtractingValue(self).scaled(by: fraction))
    }
}
