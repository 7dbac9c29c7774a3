/// Points interpolate, add and scale component by component; their distance is Euclidean.
extension CGPoint: Interpolatable {
    /// Reads a `CGPoint` or an `NSValue` boxing one.
    public init?(animationValue value: Any) {
        switch value {
        case let point as CGPoint: self = point
        case let boxed as NSValue where boxed.objCTypeString == "{CGPoint=dd}": self = boxed.pointValue
        default: return nil
        }
    }

    /// The component-wise interpolation.
    @inlinable
    public func interpolated(to end: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: x + (end.x - x) * fraction, y: y + (end.y - y) * fraction)
    }

    /// The component-wise sum.
    @inlinable public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }

    /// The component-wise difference.
    @inlinable public func subtractingValue(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }

    /// Both coordinates multiplied by `factor`.
    @inlinable public func scaled(by factor: Double) -> CGPoint { CGPoint(x: x * factor, y: y * factor) }

    /// The Euclidean distance.
    @inlinable public func interpolationDistance(to other: CGPoint) -> Double { Double(hypot(other.x - x, other.y - y)) }
}

/// Sizes interpolate, add and scale component by component; their distance is Euclidean.
extension CGSize: Interpolatable {
    /// Reads a `CGSize` or an `NSValue` boxing one.
    public init?(animationValue value: Any) {
        switch value {
        case let size as CGSize: self = size
        case let boxed as NSValue where boxed.objCTypeString == "{CGSize=dd}": self = boxed.sizeValue
        default: return nil
        }
    }

    /// The component-wise interpolation.
    @inlinable
    public func interpolated(to end: CGSize, fraction: Double) -> CGSize {
        CGSize(width: width + (end.width - width) * fraction, height: height + (end.height - height) * fraction)
    }

    /// The component-wise sum.
    @inlinable
    public func adding(_ other: CGSize) -> CGSize { CGSize(width: width + other.width, height: height + other.height) }

    /// The component-wise difference.
    @inlinable
    public func subtractingValue(_ other: CGSize) -> CGSize { CGSize(width: width - other.width, height: height - other.height) }

    /// Both components multiplied by `factor`.
    @inlinable public func scaled(by factor: Double) -> CGSize { CGSize(width: width * factor, height: height * factor) }

    /// The Euclidean distance between the two sizes as vectors.
    @inlinable
    public func interpolationDistance(to other: CGSize) -> Double { Double(hypot(other.width - width, other.height - height)) }
}

/// Vectors interpolate, add and scale component by component; their distance is Euclidean.
extension CGVector: Interpolatable {
    /// Reads a `CGVector` or an `NSValue` boxing one.
    public init?(animationValue value: Any) {
        switch value {
        case let vector as CGVector: self = vector
        case let boxed as NSValue where boxed.objCTypeString == NSValue.cgVectorEncoding: self = boxed.cgVectorValue
        default: return nil
        }
    }

    /// The component-wise sum.
    @inlinable public func adding(_ other: CGVector) -> CGVector { CGVector(dx: dx + other.dx, dy: dy + other.dy) }

    /// The component-wise difference.
    @inlinable public func subtractingValue(_ other: CGVector) -> CGVector { CGVector(dx: dx - other.dx, dy: dy - other.dy) }

    /// Both components multiplied by `factor`.
    @inlinable public func scaled(by factor: Double) -> CGVector { CGVector(dx: dx * factor, dy: dy * factor) }

    /// The Euclidean distance.
    @inlinable public func interpolationDistance(to other: CGVector) -> Double { Double(hypot(other.dx - dx, other.dy - dy)) }
}

/// Rectangles interpolate their origin and size component by component, as Core Animation animates
/// `bounds` and `frame`. The distance is Euclidean over the four components.
extension CGRect: Interpolatable {
    /// Reads a `CGRect` or an `NSValue` boxing one.
    public init?(animationValue value: Any) {
        switch value {
        case let rect as CGRect: self = rect
        case let boxed as NSValue where boxed.objCTypeString == "{CGRect={CGPoint=dd}{CGSize=dd}}":
            self = boxed.rectValue
        default: return nil
        }
    }

    /// The component-wise interpolation of origin and size.
    @inlinable
    public func interpolated(to end: CGRect, fraction: Double) -> CGRect {
        CGRect(origin: origin.interpolated(to: end.origin, fraction: fraction),
               size: size.interpolated(to: end.size, fraction: fraction))
    }

    /// The component-wise sum of origin and size.
    @inlinable
    public func adding(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }

    /// The component-wise difference of origin and size.
    @inlinable
    public func subtractingValue(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.subtractingValue(other.origin), size: size.subtractingValue(other.size))
    }

    /// Origin and size multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }

    /// The Euclidean distance over (x, y, width, height).
    @inlinable
    public func interpolationDistance(to other: CGRect) -> Double {
        let o = origin.interpolationDistance(to: other.origin), s = size.interpolationDistance(to: other.size)
        return (o * o + s * s).squareRoot()
    }
}
