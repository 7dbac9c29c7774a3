/// The filter used to scale a layer's `contents` image.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Bilinear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")

    /// Nearest-neighbour sampling.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")

    /// Trilinear interpolation across mipmap levels.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

extension CALayerContentsFilter: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CALayerContentsFilter/linear``.
@available(*, deprecated, renamed: "CALayerContentsFilter.linear")
public let kCAFilterLinear = CALayerContentsFilter.linear

/// The Swift 3 name of ``CALayerContentsFilter/nearest``.
@available(*, deprecated, renamed: "CALayerContentsFilter.nearest")
public let kCAFilterNearest = CALayerContentsFilter.nearest

/// The Swift 3 name of ``CALayerContentsFilter/trilinear``.
@available(*, deprecated, renamed: "CALayerContentsFilter.trilinear")
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear
