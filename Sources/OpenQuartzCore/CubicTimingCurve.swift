/// The curve of a timing function: the cubic Bezier from (0, 0) through the control points
/// (`x1`, `y1`) and (`x2`, `y2`) to (1, 1), read as y = f(x).
///
/// This is the value type behind ``CAMediaTimingFunction``: immutable, `Sendable`, and evaluated
/// without allocation, so snapshots and renderers can hold it directly. To find y for an input x it
/// solves x(t) = x for the Bezier parameter t with Newton's method, starting from a guess read off
/// eleven samples of x(t) and stopping once Newton's own error estimate puts t within 1e-12, and
/// falls back to bisection where the slope is too flat for Newton to converge (the approach of
/// WebKit's `UnitBezier` and Chromium's `CubicBezier`); then it returns y(t). The residual x(t) - x
/// is computed without cancellation at flat ends and around a vertical tangent inside the curve
/// (see `xResidual(atParameter:target:complement:)`), so the error in y stays below 1e-10 for
/// every x in [0, 1], for every curve.
///
/// Behaviour at the edges (chosen here, where Apple is silent):
/// - x <= 0 gives exactly 0 and x >= 1 exactly 1 (a timing function maps [0, 1] onto itself at the
///   ends); NaN gives 0.
/// - Control points' x coordinates are clamped to [0, 1] for solving, which keeps x(t) monotonic
///   so that each x has one y. The y coordinates are free: y may leave [0, 1] (overshoot).
public struct CubicTimingCurve: Sendable, Hashable {
    /// The x coordinate of the first control point, clamped to [0, 1].
    public let x1: Double
    /// The y coordinate of the first control point.
    public let y1: Double
    /// The x coordinate of the second control point, clamped to [0, 1].
    public let x2: Double
    /// The y coordinate of the second control point.
    public let y2: Double

    // Polynomial coefficients: x(t) = ((ax t + bx) t + cx) t, and the same for y.
    @usableFromInline let ax, bx, cx: Double
    @usableFromInline let ay, by, cy: Double
    @usableFromInline let isLinear: Bool
    /// x(t) at t = 0, 0.1, ..., 1 (lanes 0 to 10), for Newton's first guess.
    @usableFromInline let xSamples: SIMD16<Double>
    /// The interior parameter where dx/dt (nearly) vanishes, or -1 when the curve has none, and the
    /// Taylor coefficients of x(t) around it (see ``xResidual(atParameter:target:complement:)``).
    @usableFromInline let pivot: Double
    @usableFromInline let pivotXHigh, pivotXLow: Double
    @usableFromInline let taylor1, taylor2: Double

    /// Creates the curve with control points (`x1`, `y1`) and (`x2`, `y2`).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = x1.isNaN ? 0 : min(max(x1, 0), 1)
        let x2 = x2.isNaN ? 1 : min(max(x2, 0), 1)
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        // With both control points on the diagonal, y(t) = x(t): the curve is the identity.
        isLinear = x1 == y1 && x2 == y2
        var samples = SIMD16<Double>(repeating: 1)
        for index in 0...10 {
            let t = Double(index) / 10
            samples[index] = ((ax * t + bx) * t + cx) * t
        }
        xSamples = samples
        let (ax, bx, cx) = (ax, bx, cx)
        if let stationary = CubicTimingCurve.interiorStationaryPoint(x1: x1, x2: x2, ax: ax, bx: bx, cx: cx) {
            let t = stationary.t
            pivot = t
            pivotXHigh = stationary.xHigh
            pivotXLow = stationary.xLow
            taylor1 = (3 * ax * t + 2 * bx) * t + cx
            taylor2 = 3 * ax * t + bx
        } else {
            (pivot, pivotXHigh, pivotXLow, taylor1, taylor2) = (-1, 0, 0, 0, 0)
        }
    }

    /// The linear curve, y = x.
    public static let linear = CubicTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The curve's x coordinate at Bezier parameter `t`.
    @inlinable
    public func x(atParameter t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// The curve's y coordinate at Bezier parameter `t`.
    @inlinable
    public func y(atParameter t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt at Bezier parameter `t`.
    @inlinable
    func xDerivative(atParameter t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The output progress y for input progress `x` (see the type's discussion for the edges).
    @inlinable
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        return y(atParameter: parameter(forX: x))
    }

    /// The output progress y for input progress `x`; the same as ``value(at:)``.
    @inlinable
    public func callAsFunction(_ x: Double) -> Double { value(at: x) }
}
