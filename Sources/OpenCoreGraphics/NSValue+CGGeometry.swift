/// The `NSValue` boxes for Core Graphics geometry that UIKit adds on Apple's platforms
/// (`NSValue(cgPoint:)`, `cgPointValue`...), which Core Animation code uses to put points, sizes and
/// rects in animations' `values` and `fromValue`.
///
/// They box the same values as Foundation's `NSValue(point:)`, `NSValue(size:)` and
/// `NSValue(rect:)`, so either spelling reads back with either accessor. Reading a value of the wrong
/// kind returns `.zero`, as UIKit does.
extension NSValue {
    /// Creates a value that boxes a point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Creates a value that boxes a size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// Creates a value that boxes a rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Creates a value that boxes a vector.
    ///
    /// Foundation on Linux cannot box an arbitrary structure, so the vector is stored as an array of
    /// two doubles (Objective-C type encoding `[2d]`); ``cgVectorValue`` reads it back.
    public convenience init(cgVector vector: CGVector) {
        var components = (Double(vector.dx), Double(vector.dy))
        self.init(bytes: &components, objCType: NSValue.cgVectorEncoding)
    }

    /// The boxed point, or `.zero` if the value boxes something else.
    public var cgPointValue: CGPoint {
        objCTypeString == "{CGPoint=dd}" ? pointValue : .zero
    }

    /// The boxed size, or `.zero` if the value boxes something else.
    public var cgSizeValue: CGSize {
        objCTypeString == "{CGSize=dd}" ? sizeValue : .zero
    }

    /// The boxed rectangle, or `.zero` if the value boxes something else.
    public var cgRectValue: CGRect {
        objCTypeString == "{CGRect={CGPoint=dd}{CGSize=dd}}" ? rectValue : .zero
    }

    /// The boxed vector, or `.zero` if the value boxes something else.
    public var cgVectorValue: CGVector {
        guard objCTypeString == NSValue.cgVectorEncoding else { return .zero }
        var components = (0.0, 0.0)
        getValue(&components)
        return CGVector(dx: components.0, dy: components.1)
    }

    /// The type encoding under which ``init(cgVector:)`` stores a vector.
    package static let cgVectorEncoding = "[2d]"

    /// The Objective-C type encoding of the boxed value, as a Swift string.
    package var objCTypeString: String { String(cString: objCType) }
}
