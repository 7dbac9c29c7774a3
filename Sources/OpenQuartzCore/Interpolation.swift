/// Interpolation of values held as `Any`, as animations hold them (an OpenQuartzCore addition).
///
/// Core Animation's animations store `fromValue`, `toValue` and `values` untyped. Where the type of
/// the animated property is known, a value converts once with ``Interpolatable/init(animationValue:)``
/// and is interpolated typed, without allocation. Where it is not (a custom key), these functions
/// find the type at run time:
///
/// 1. ``unboxed(_:)`` opens Foundation's boxes: an `NSNumber` becomes a `Double`, an `NSValue` the
///    geometry it holds, an `NSArray` a Swift array.
/// 2. If the start value's type is ``Interpolatable`` and the end value converts to that type, the
///    typed operation runs. A start value of an integer type meets an end value of another type in
///    `Double`, so that 0 to 0.5 does not round.
/// 3. Otherwise the value cannot be interpolated: the result is the start value for fractions below
///    0.5 and the end value from 0.5 on, the fallback of the seeds' "Automating the Process" listing.
public enum Interpolation {
    /// `value` with Foundation's boxes opened (see the type's discussion); other values unchanged.
    public static func unboxed(_ value: Any) -> Any {
        // A Swift Bool would bridge to NSNumber below; it is not a number and stays as it is.
        if value is any Interpolatable || type(of: value) == Bool.self { return value }
        switch value {
        case let number as NSNumber:
            return number.doubleValue
        case let boxed as NSValue:
            return unboxedGeometry(boxed) ?? value
        case let items as [Any]:
            return items.map(unboxed)
        default:
            return value
        }
    }

    /// Whether `value` (after unboxing) is of an interpolatable type.
    public static func isInterpolatable(_ value: Any) -> Bool {
        unboxed(value) is any Interpolatable
    }

    /// The value `fraction` of the way from `from` to `to`, or the half-way switch for values that
    /// cannot be interpolated.
    public static func interpolate(from: Any, to: Any, fraction: Double) -> Any {
        let (start, end) = operands(from, to)
        if let start = start as? any Interpolatable, let result = interpolate(start, end, fraction) {
            return result
        }
        return fraction < 0.5 ? from : to
    }

    /// `a + b`, or nil when the values cannot be added.
    public static func sum(_ a: Any, _ b: Any) -> Any? {
        let (first, second) = operands(a, b)
        guard let first = first as? any Interpolatable else { return nil }
        return add(first, second)
    }

    /// `a - b`, or nil when the values cannot be subtracted.
    public static func difference(_ a: Any, _ b: Any) -> Any? {
        let (first, second) = operands(a, b)
        guard let first = first as? any Interpolatable else { return nil }
        return subtract(first, second)
    }

    /// The two values unboxed, with an integer start value widened to `Double` when the end value is
    /// of another type.
    private static func operands(_ a: Any, _ b: Any) -> (Any, Any) {
        let first = unboxed(a), second = unboxed(b)
        if first is any FixedWidthInteger, type(of: first) != type(of: second), let number = animationNumber(first) {
            return (number, second)
        }
        return (first, second)
    }

    private static func interpolate<T: Interpolatable>(_ start: T, _ end: Any, _ fraction: Double) -> Any? {
        T(animationValue: end).map { start.interpolated(to: $0, fraction: fraction) }
    }

    private static func add<T: Interpolatable>(_ a: T, _ b: Any) -> Any? {
        T(animationValue: b).map { a.adding($0) }
    }

    private static func subtract<T: Interpolatable>(_ a: T, _ b: Any) -> Any? {
        T(animationValue: b).map { a.subtractingValue($0) }
    }

    /// The geometry an `NSValue` boxes, found by trying each boxed geometry type.
    private static func unboxedGeometry(_ boxed: NSValue) -> Any? {
        if let point = CGPoint(animationValue: boxed) { return point }
        if let size = CGSize(animationValue: boxed) { return size }
        if let rect = CGRect(animationValue: boxed) { return rect }
        if let vector = CGVector(animationValue: boxed) { return vector }
        if let transform = CATransform3D(animationValue: boxed) { return transform }
        if let transform = CGAffineTransform(animationValue: boxed) { return transform }
        return nil
    }
}
