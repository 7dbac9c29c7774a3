/// Optional values animate when both ends are present: layer properties such as `backgroundColor`,
/// `shadowPath` and `colors` are optional.
///
/// A nil end interpolates as the type's "nothing" where it has one: a nil colour is transparent
/// black, as a layer with no background colour shows nothing (so a background fades in from nil);
/// otherwise a nil end makes the value switch at half way, the fallback for values that cannot be
/// interpolated.
extension Optional: Interpolatable where Wrapped: Interpolatable {
    /// Reads nil (from `nil` or `NSNull`) or a value of the wrapped type.
    public init?(animationValue value: Any) {
        if isNilValue(value) {
            self = .none
        } else if let wrapped = Wrapped(animationValue: value) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }

    /// Both present: the wrapped interpolation. One nil: through the type's nil value if it has one,
    /// else the switch at half way.
    public func interpolated(to end: Wrapped?, fraction: Double) -> Wrapped? {
        switch (self, end) {
        case let (start?, end?):
            return start.interpolated(to: end, fraction: fraction)
        case (nil, nil):
            return nil
        default:
            if let start = self ?? Self.nilEquivalent, let finish = end ?? Self.nilEquivalent {
                return start.interpolated(to: finish, fraction: fraction)
            }
            return fraction < 0.5 ? self : end
        }
    }

    /// Both present: the wrapped sum; otherwise whichever is present.
    public func adding(_ other: Wrapped?) -> Wrapped? {
        guard let value = self, let other else { return self ?? other }
        return value.adding(other)
    }

    /// Both present: the wrapped difference; otherwise `self`.
    public func subtractingValue(_ other: Wrapped?) -> Wrapped? {
        guard let value = self, let other else { return self }
        return value.subtractingValue(other)
    }

    /// The wrapped value scaled; nil stays nil.
    public func scaled(by factor: Double) -> Wrapped? {
        self?.scaled(by: factor)
    }

    /// Both present: the wrapped distance; both nil: 0; one nil: through the nil value if the type
    /// has one, else 0.
    public func interpolationDistance(to other: Wrapped?) -> Double {
        guard let start = self ?? Self.nilEquivalent, let end = other ?? Self.nilEquivalent else { return 0 }
        return start.interpolationDistance(to: end)
    }

    private static var nilEquivalent: Wrapped? {
        (Wrapped.self as? any InterpolatableNilValue.Type)?.nilInterpolationValue as? Wrapped
    }
}

/// A type with a value that stands for "nothing" when an optional of it interpolates from or to nil.
protocol InterpolatableNilValue {
    /// The value a nil end interpolates as.
    static var nilInterpolationValue: Any { get }
}

extension CGColor: InterpolatableNilValue {
    /// Transparent black in extended sRGB.
    static var nilInterpolationValue: Any { CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0) }
}

/// Whether `value` is nil (an empty Optional of any type) or NSNull.
///
/// The kind of the value's dynamic type is read first (the first word of its metadata; Swift's
/// stable ABI, `include/swift/ABI/MetadataKind.def`: 0x202 an Optional, 0 or above 0x7FF a class),
/// so that only an Optional is cast to a protocol, and a class instance's class is compared with
/// NSNull's rather than cast (a cast to a class first asks whether the value is Foundation's box of
/// a Swift value, which the first time looks up protocol conformances). A dynamic cast to a
/// protocol costs a program's first cast of each type a search of every protocol conformance it
/// has loaded: this check was a sixth of the instructions of loading a small Lottie file.
func isNilValue(_ value: Any) -> Bool {
    let kind = unsafeBitCast(type(of: value) as Any.Type, to: UnsafePointer<UInt>.self).pointee
    switch kind {
    case 0x202: return (value as? any OptionalMarker)?.isNone ?? false
    case 0, 0x800...: return type(of: value) == NSNull.self
    default: return false
    }
}

private protocol OptionalMarker {
    var isNone: Bool { get }
}

extension Optional: OptionalMarker {
    fileprivate var isNone: Bool { self == nil }
}
