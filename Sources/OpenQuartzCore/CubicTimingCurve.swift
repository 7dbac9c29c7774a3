/// The curve of a timing function: the cubic Bezier from (0, 0) through the control points
/// (`x1`, `y1`) and (`x2`, `y2`) to (1, 1), read as y = f(x).
///
/// This is the value type behind ``CAMediaTimingFunction``: immutable, `Sendable`, and evaluated
/// without allocation, so snapshots and renderers can hold it directly. To find y for an input x it
/// solves x(t) = x for the Bezier parameter t with Newton's method, starting from a guess read off a
/// table of t at seventeen evenly spaced x (cubic Hermite interpolation between them, built when the
/// curve is made) and stopping once Newton's own error estimate puts t within 1e-12, usually after
/// one step; it falls back to bisection where the slope is too flat for Newton to converge (the
/// approach of WebKit's `UnitBezier` and Chromium's `CubicBezier`, with a finer first guess); then it
/// returns y(t). The residual x(t) - x
/// is computed without cancellation at flat ends and around a vertical tangent inside the curve
/// (see `xResidual(atParameter:target:complement:)`), so the error in y stays below 1e-10 for
/// every x in [0, 1], for every curve.
///
/// Behaviour at the edges (chosen here, where Apple is silent):
/// - x <= 0 gives exactly 0 and x >= 1 exactly 1 (a timing function maps [0, 1] onto itself at the
///   ends); NaN gives 0.
/// - Control points' x coordinates are clamped to [0, 1] for solving, which keeps x(t) monotonic
///   so that each x has one y. The y coordinates are free: y may leave [0, 1] (overshoot).
///
/// Two curves are equal when their control points are (after clamping); everything else derives
/// from them.
public struct CubicTimingCurve: Sendable, Hashable {
    /// The x coordinate of the first control point, clamped to [0, 1].
    public let x1: Double
    /// The y coordinate of the first control point.
    public let y1: Double
    /// The x coordinate of the second control point, clamped to [0, 1].
    public let x2: Double
    /// The y coordinate of the second control point.
    public let y2: Double

    /// What the solver works with, derived from the control points when the curve is made and
    /// shared by copies of the curve (see `CubicTimingCurve+Coefficients.swift`).
    @usableFromInline let coefficients: Coefficients

    /// Creates the curve with control points (`x1`, `y1`) and (`x2`, `y2`).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = x1.isNaN ? 0 : min(max(x1, 0), 1)
        let x2 = x2.isNaN ? 1 : min(max(x2, 0), 1)
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        coefficients = Coefficients.make(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Whether the two curves have the same control points.
    public static func == (a: CubicTimingCurve, b: CubicTimingCurve) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// Whether the curve is the identity, y = x (both control points on the diagonal).
    var isLinear: Bool { coefficients.isLinear }

    /// The linear curve, y = x.
    public static let linear = CubicTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The curve's x coordinate at Bezier parameter `t`.
    @inlinable
    public func x(atParameter t: Double) -> Double {
        let c = coefficients
        return ((c.ax * t + c.bx) * t + c.cx) * t
    }

    /// The curve's y coordinate at Bezier parameter `t`.
    @inlinable @inline(__always)
    public func y(atParameter t: Double) -> Double {
        let c = coefficients
        return ((c.ay * t + c.by) * t + c.cy) * t
    }

    /// dx/dt at Bezier parameter `t`.
    @inlinable @inline(__always)
    func xDerivative(atParameter t: Double) -> Double {
        let c = coefficients
        return (3 * c.ax * t + 2 * c.bx) * t + c.cx
    }

    /// The output progress y for input progress `x` (see the type's discussion for the edges).
    @inlinable @inline(__always)
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if coefficients.isLinear { return x }
        return y(atParameter: parameter(forX: x))
    }

    /// The output progress y for input progress `x`; the same as ``value(at:)``.
    @inlinable
    public func callAsFunction(_ x: Double) -> Double { value(at: x) }
}
