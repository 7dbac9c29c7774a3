/// A type a layer property can hold, with its key-value coding conversions.
///
/// `setValue(_:forKey:)` accepts what Apple's framework accepts for the property: the Swift value,
/// or its Foundation box (`NSNumber` for numbers and booleans, `NSValue` for geometry, a string for
/// string-valued names). `value(forKey:)` returns the Swift value, unboxed (on Apple's platforms it
/// returns the box, which Swift bridges back when cast; on Linux, casting a box to a Swift type does
/// not always work, so OpenQuartzCore returns the Swift value: `value(forKey: "position") as?
/// CGPoint` works on both).
package protocol LayerPropertyValue: Sendable, Equatable {
    /// Converts a key-value-coding argument, or returns nil when it cannot be one of these values.
    /// A static function rather than an initializer, so that a class instance is kept, not copied.
    static func fromKVC(_ value: Any?) -> Self?
    /// The value as key-value coding returns it.
    var kvcValue: Any? { get }
}

extension LayerPropertyValue where Self: Interpolatable {
    /// The value itself when it has this type; numbers and geometry boxes convert as animation
    /// values do.
    package static func fromKVC(_ value: Any?) -> Self? {
        guard let value else { return nil }
        if let same = value as? Self { return same }
        return Self(animationValue: value)
    }

    /// The value itself.
    package var kvcValue: Any? { self }
}

extension CGFloat: LayerPropertyValue {}
extension Float: LayerPropertyValue {}
extension Double: LayerPropertyValue {}
extension Int: LayerPropertyValue {}
extension CGPoint: LayerPropertyValue {}
extension CGSize: LayerPropertyValue {}
extension CGRect: LayerPropertyValue {}
extension CATransform3D: LayerPropertyValue {}
extension CGColor: LayerPropertyValue {}
extension CGPath: LayerPropertyValue {}
extension Array: LayerPropertyValue where Element: LayerPropertyValue & Interpolatable {}

extension Bool: LayerPropertyValue {
    /// A Bool, or a number (non-zero is true), as `NSNumber` booleans convert.
    package static func fromKVC(_ value: Any?) -> Bool? {
        switch value {
        case let flag as Bool: return flag
        case let value?: return animationNumber(value).map { $0 != 0 }
        case nil: return nil
        }
    }

    /// The flag itself.
    package var kvcValue: Any? { self }
}

extension String: LayerPropertyValue {
    /// A string (or an NSString).
    package static func fromKVC(_ value: Any?) -> String? {
        value as? String
    }

    /// The string itself.
    package var kvcValue: Any? { self }
}

extension Optional: LayerPropertyValue where Wrapped: LayerPropertyValue {
    /// nil (or `NSNull`) for nil, else a value of the wrapped type; `.some(nil)` when the argument
    /// converts to neither.
    package static func fromKVC(_ value: Any?) -> Wrapped?? {
        guard let value, !isNilValue(value) else { return .some(nil) }
        guard let wrapped = Wrapped.fromKVC(value) else { return nil }
        return .some(wrapped)
    }

    /// The wrapped value's, or nil.
    package var kvcValue: Any? { self?.kvcValue }
}

/// The string-backed names (`CALayerContentsGravity`, `CAShapeLayerFillRule`...) accept themselves
/// or their raw string.
extension LayerPropertyValue where Self: RawRepresentable, RawValue == String {
    /// The name itself, or a string naming it.
    package static func fromKVC(_ value: Any?) -> Self? {
        if let same = value as? Self { return same }
        return (value as? String).flatMap(Self.init(rawValue:))
    }

    /// The name itself.
    package var kvcValue: Any? { self }
}

extension CALayerContentsGravity: LayerPropertyValue {}
extension CALayerContentsFilter: LayerPropertyValue {}
extension CALayerCornerCurve: LayerPropertyValue {}
extension CAShapeLayerFillRule: LayerPropertyValue {}
extension CAShapeLayerLineCap: LayerPropertyValue {}
extension CAShapeLayerLineJoin: LayerPropertyValue {}
extension CAGradientLayerType: LayerPropertyValue {}
extension CATextLayerAlignmentMode: LayerPropertyValue {}
extension CATextLayerTruncationMode: LayerPropertyValue {}

/// The option sets accept themselves or their raw bits as a number.
extension LayerPropertyValue where Self: OptionSet, RawValue: FixedWidthInteger {
    /// The set itself, or its bits as a number.
    package static func fromKVC(_ value: Any?) -> Self? {
        if let same = value as? Self { return same }
        guard let value, let number = animationNumber(value), number >= 0, let bits = RawValue(exactly: number) else { return nil }
        return Self(rawValue: bits)
    }

    /// The set itself.
    package var kvcValue: Any? { self }
}

extension CACornerMask: LayerPropertyValue {}
extension CAEdgeAntialiasingMask: LayerPropertyValue {}

extension LayerValue: LayerPropertyValue {
    /// Any value is accepted as it is.
    package static func fromKVC(_ value: Any?) -> LayerValue? {
        value.map(LayerValue.init)
    }

    /// The stored value.
    package var kvcValue: Any? { value }

    /// Equal Foundation objects (`isEqual`: an NSNumber or NSValue with the same value), the same
    /// object for other class instances, equal values for hashable ones; otherwise never equal, so
    /// that setting such a value always counts as a change.
    package static func == (a: LayerValue, b: LayerValue) -> Bool {
        if type(of: a.value) is NSObject.Type, type(of: b.value) is NSObject.Type,
           let x = a.value as? NSObject, let y = b.value as? NSObject {
            return x.isEqual(y)
        }
        if type(of: a.value) is AnyClass && type(of: b.value) is AnyClass {
            return (a.value as AnyObject) === (b.value as AnyObject)
        }
        if let x = a.value as? AnyHashable, let y = b.value as? AnyHashable { return x == y }
        return false
    }
}

extension CAMediaTimingFillMode: LayerPropertyValue {}
extension CAAnimationCalculationMode: LayerPropertyValue {}
extension CAAnimationRotationMode: LayerPropertyValue {}
