/// How a layer positions or scales its `contents` image within its bounds.
///
/// Apple's `top` and `bottom` follow the layer's geometry: with `isGeometryFlipped` false on iOS, `top` is the edge at the smallest y.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The image is centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")

    /// The image is centred horizontally along the top edge (in the layer's geometry), not scaled.
    public static let top = CALayerContentsGravity(rawValue: "top")

    /// The image is centred horizontally along the bottom edge, not scaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")

    /// The image is centred vertically along the left edge, not scaled.
    public static let left = CALayerContentsGravity(rawValue: "left")

    /// The image is centred vertically along the right edge, not scaled.
    public static let right = CALayerContentsGravity(rawValue: "right")

    /// The image sits in the top-left corner, not scaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")

    /// The image sits in the top-right corner, not scaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")

    /// The image sits in the bottom-left corner, not scaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")

    /// The image sits in the bottom-right corner, not scaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// The image is stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")

    /// The image is scaled to fit the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")

    /// The image is scaled to fill the bounds, keeping its aspect ratio; it may be cropped.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayerContentsGravity: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CALayerContentsGravity/center``.
@available(*, deprecated, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter = CALayerContentsGravity.center

/// The Swift 3 name of ``CALayerContentsGravity/top``.
@available(*, deprecated, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop = CALayerContentsGravity.top

/// The Swift 3 name of ``CALayerContentsGravity/bottom``.
@available(*, deprecated, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom = CALayerContentsGravity.bottom

/// The Swift 3 name of ``CALayerContentsGravity/left``.
@available(*, deprecated, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft = CALayerContentsGravity.left

/// The Swift 3 name of ``CALayerContentsGravity/right``.
@available(*, deprecated, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight = CALayerContentsGravity.right

/// The Swift 3 name of ``CALayerContentsGravity/topLeft``.
@available(*, deprecated, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft

/// The Swift 3 name of ``CALayerContentsGravity/topRight``.
@available(*, deprecated, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight = CALayerContentsGravity.topRight

/// The Swift 3 name of ``CALayerContentsGravity/bottomLeft``.
@available(*, deprecated, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft

/// The Swift 3 name of ``CALayerContentsGravity/bottomRight``.
@available(*, deprecated, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight

/// The Swift 3 name of ``CALayerContentsGravity/resize``.
@available(*, deprecated, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize = CALayerContentsGravity.resize

/// The Swift 3 name of ``CALayerContentsGravity/resizeAspect``.
@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect

/// The Swift 3 name of ``CALayerContentsGravity/resizeAspectFill``.
@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
