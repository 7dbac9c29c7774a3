/// A function that defines the pacing of an animation as a timing curve.
///
/// A timing function maps an animation's input progress x in [0, 1] (the fraction of its simple
/// duration that has elapsed) to an output progress y, along the cubic Bezier curve
/// [(0, 0), c1, c2, (1, 1)]. Create one of the predefined curves with ``init(name:)`` or a custom
/// curve with ``init(controlPoints:_:_:_:)``. As in Apple's framework, the control points are stored
/// as `Float` and read back with ``getControlPoint(at:values:)``; y may leave [0, 1], which makes an
/// animation overshoot.
///
/// Apple evaluates timing functions privately; OpenQuartzCore adds ``evaluate(_:)`` and
/// ``curve`` to read the curve directly. Timing functions are immutable and may be shared between
/// threads. They adopt `NSSecureCoding`, as Apple's do, archiving their control points.
open class CAMediaTimingFunction: NSObject, NSSecureCoding, @unchecked Sendable {
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    /// The curve this function evaluates (an OpenQuartzCore addition).
    public let curve: CubicTimingCurve

    /// Creates one of the predefined timing functions.
    ///
    /// - Precondition: `name` is one of the five predefined names (Apple's framework raises an
    ///   exception for any other name).
    public convenience init(name: CAMediaTimingFunctionName) {
        guard let points = name.controlPoints else {
            preconditionFailure("CAMediaTimingFunction(name:): unknown timing function name \"\(name.rawValue)\"; "
                + "expected one of linear, easeIn, easeOut, easeInEaseOut, default")
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Creates a timing function whose curve has the control points (`c1x`, `c1y`) and
    /// (`c2x`, `c2y`); the end points are always (0, 0) and (1, 1).
    ///
    /// The x coordinates should lie in [0, 1]; outside it the curve is evaluated as if they were
    /// clamped to [0, 1] (see ``CubicTimingCurve``), while ``getControlPoint(at:values:)`` returns
    /// them as given.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y
        curve = CubicTimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// True: timing functions decode under secure coding (Apple's adopt `NSSecureCoding`).
    open class var supportsSecureCoding: Bool { true }

    /// Creates the timing function archived by ``encode(with:)``; nil when the archive lacks one of
    /// the control points' coordinates.
    public required convenience init?(coder: NSCoder) {
        let keys = ["c1x", "c1y", "c2x", "c2y"]
        guard keys.allSatisfy(coder.containsValue(forKey:)) else { return nil }
        let p = keys.map(coder.decodeFloat(forKey:))
        self.init(controlPoints: p[0], p[1], p[2], p[3])
    }

    /// Archives the two control points' coordinates as floats under `c1x`, `c1y`, `c2x` and `c2y`.
    open func encode(with coder: NSCoder) {
        coder.encode(c1x, forKey: "c1x")
        coder.encode(c1y, forKey: "c1y")
        coder.encode(c2x, forKey: "c2x")
        coder.encode(c2y, forKey: "c2y")
    }

    /// Writes the control point at index `idx` into `ptr[0]` (x) and `ptr[1]` (y).
    ///
    /// Index 0 is the start point (0, 0), 1 and 2 are the control points, 3 is the end point (1, 1).
    /// - Precondition: `idx` is in 0...3.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: (ptr[0], ptr[1]) = (0, 0)
        case 1: (ptr[0], ptr[1]) = (c1x, c1y)
        case 2: (ptr[0], ptr[1]) = (c2x, c2y)
        case 3: (ptr[0], ptr[1]) = (1, 1)
        default:
            preconditionFailure("CAMediaTimingFunction.getControlPoint(at:values:): index \(idx) is out of range 0...3")
        }
    }

    /// The output progress for input progress `x` in [0, 1] (an OpenQuartzCore addition).
    ///
    /// Exactly 0 at 0 and 1 at 1; inputs outside [0, 1] are clamped. No allocation.
    @inlinable
    public func evaluate(_ x: Double) -> Double {
        curve.value(at: x)
    }

    /// Two timing functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1x == other.c1x && c1y == other.c1y && c2x == other.c2x && c2y == other.c2y
    }

    /// A hash of the control points.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(c1x)
        hasher.combine(c1y)
        hasher.combine(c2x)
        hasher.combine(c2y)
        return hasher.finalize()
    }

    /// The two control points, for debugging.
    open override var description: String {
        "<CAMediaTimingFunction (\(c1x), \(c1y)) (\(c2x), \(c2y))>"
    }
}

extension CAMediaTimingFunction: NSCopying {
    /// Timing functions are immutable, so a copy is the function itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
