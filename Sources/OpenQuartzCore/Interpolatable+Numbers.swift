/// Reads a number from the forms an animation value takes: any Swift integer or floating-point
/// type, or an `NSNumber`. A Swift `Bool` is not a number; an `NSNumber` made from one reads as 0
/// or 1, as it does in Apple's framework.
///
/// The native types are tested before `NSNumber` because on Linux a native `Double` in an `Any`
/// also answers `is NSNumber`, while an `NSNumber` never casts to `CGFloat`. The commonest types
/// (`Double`, `CGFloat`, `NSNumber`) are found by comparing the value's type first: a cast that
/// fails (a `CGFloat` tried as a `Double`) costs hundreds of instructions, and a Lottie file's
/// keyframes read thousands of numbers.
@inlinable
package func animationNumber(_ value: Any) -> Double? {
    let type = type(of: value)
    if type == Double.self { return value as? Double }
    if type == CGFloat.self { return (value as? CGFloat).map(Double.init) }
    if type == NSNumber.self { return (value as? NSNumber)?.doubleValue }
    // Checked by exact type: a cast would bridge an NSNumber holding 0 or 1 to Bool.
    if type == Bool.self { return nil }
    switch value {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as Int8: return Double(v)
    case let v as Int16: return Double(v)
    case let v as Int32: return Double(v)
    case let v as Int64: return Double(v)
    case let v as UInt: return Double(v)
    case let v as UInt8: return Double(v)
    case let v as UInt16: return Double(v)
    case let v as UInt32: return Double(v)
    case let v as UInt64: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}

extension Interpolatable where Self: BinaryFloatingPoint {
    /// Reads any number (see ``Interpolatable/init(animationValue:)``).
    @inlinable
    public init?(animationValue value: Any) {
        guard let number = animationNumber(value) else { return nil }
        self.init(number)
    }

    /// `self + (end - self) * fraction`, computed in `Double`.
    @inlinable
    public func interpolated(to end: Self, fraction: Double) -> Self {
        let start = Double(self)
        return Self(start + (Double(end) - start) * fraction)
    }

    /// `self + other`.
    @inlinable public func adding(_ other: Self) -> Self { self + other }

    /// `self - other`.
    @inlinable public func subtractingValue(_ other: Self) -> Self { self - other }

    /// `self * factor`, computed in `Double`.
    @inlinable public func scaled(by factor: Double) -> Self { Self(Double(self) * factor) }

    /// `|self - other|`.
    @inlinable public func interpolationDistance(to other: Self) -> Double { abs(Double(self) - Double(other)) }
}

extension Double: Interpolatable {}
extension Float: Interpolatable {}
extension CGFloat: Interpolatable {}
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
extension Float16: Interpolatable {}
#endif

/// Integers interpolate in `Double` and round to the nearest integer, halves away from zero, clamped
/// to the type's range.
///
/// Apple's framework boxes every number in an `NSNumber` and interpolates it as a double; a property
/// declared with an integer type cannot hold the fraction, so OpenQuartzCore rounds. (Chosen here;
/// Apple does not document integer-typed animatable properties.)
extension Interpolatable where Self: FixedWidthInteger {
    /// Reads any number, rounding it to the nearest integer and clamping it to the type's range.
    @inlinable
    public init?(animationValue value: Any) {
        guard let number = animationNumber(value), !number.isNaN else { return nil }
        self = Self.roundedClamping(number)
    }

    @inlinable
    static func roundedClamping(_ value: Double) -> Self {
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        if rounded >= Double(Self.max) { return .max }
        if rounded <= Double(Self.min) { return .min }
        return Self(rounded)
    }

    /// The rounded interpolation (see the type's discussion).
    @inlinable
    public func interpolated(to end: Self, fraction: Double) -> Self {
        let start = Double(self)
        return .roundedClamping(start + (Double(end) - start) * fraction)
    }

    /// `self + other`, clamped to the type's range.
    @inlinable
    public func adding(_ other: Self) -> Self {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, clamped to the type's range.
    @inlinable
    public func subtractingValue(_ other: Self) -> Self {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other > 0 ? .min : .max) : difference
    }

    /// `self * factor`, rounded and clamped.
    @inlinable public func scaled(by factor: Double) -> Self { .roundedClamping(Double(self) * factor) }

    /// `|self - other|`.
    @inlinable public func interpolationDistance(to other: Self) -> Double { abs(Double(self) - Double(other)) }
}

extension Int: Interpolatable {}
extension Int8: Interpolatable {}
extension Int16: Interpolatable {}
extension Int32: Interpolatable {}
extension Int64: Interpolatable {}
extension UInt: Interpolatable {}
extension UInt8: Interpolatable {}
extension UInt16: Interpolatable {}
extension UInt32: Interpolatable {}
extension UInt64: Interpolatable {}
