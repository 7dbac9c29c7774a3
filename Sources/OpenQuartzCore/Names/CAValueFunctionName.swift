/// The names of Core Animation's value functions, which turn animated numbers into a transform.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A rotation about x by one angle, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")

    /// A rotation about y by one angle, in radians.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")

    /// A rotation about z by one angle, in radians.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")

    /// A scale by three factors (x, y, z).
    public static let scale = CAValueFunctionName(rawValue: "scale")

    /// A scale along x by one factor.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")

    /// A scale along y by one factor.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")

    /// A scale along z by one factor.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")

    /// A translation by three distances (x, y, z).
    public static let translate = CAValueFunctionName(rawValue: "translate")

    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")

    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")

    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

extension CAValueFunctionName: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAValueFunctionName/rotateX``.
@available(*, deprecated, renamed: "CAValueFunctionName.rotateX")
public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX

/// The Swift 3 name of ``CAValueFunctionName/rotateY``.
@available(*, deprecated, renamed: "CAValueFunctionName.rotateY")
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY

/// The Swift 3 name of ``CAValueFunctionName/rotateZ``.
@available(*, deprecated, renamed: "CAValueFunctionName.rotateZ")
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ

/// The Swift 3 name of ``CAValueFunctionName/scale``.
@available(*, deprecated, renamed: "CAValueFunctionName.scale")
public let kCAValueFunctionScale = CAValueFunctionName.scale

/// The Swift 3 name of ``CAValueFunctionName/scaleX``.
@available(*, deprecated, renamed: "CAValueFunctionName.scaleX")
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX

/// The Swift 3 name of ``CAValueFunctionName/scaleY``.
@available(*, deprecated, renamed: "CAValueFunctionName.scaleY")
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY

/// The Swift 3 name of ``CAValueFunctionName/scaleZ``.
@available(*, deprecated, renamed: "CAValueFunctionName.scaleZ")
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ

/// The Swift 3 name of ``CAValueFunctionName/translate``.
@available(*, deprecated, renamed: "CAValueFunctionName.translate")
public let kCAValueFunctionTranslate = CAValueFunctionName.translate

/// The Swift 3 name of ``CAValueFunctionName/translateX``.
@available(*, deprecated, renamed: "CAValueFunctionName.translateX")
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX

/// The Swift 3 name of ``CAValueFunctionName/translateY``.
@available(*, deprecated, renamed: "CAValueFunctionName.translateY")
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY

/// The Swift 3 name of ``CAValueFunctionName/translateZ``.
@available(*, deprecated, renamed: "CAValueFunctionName.translateZ")
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ
