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

    /// x(t) - x, computed without cancellation near either end.
    ///
    /// Near t = 1 a flat curve such as (1, 0, 1, 0) has x(t) = 1 - (1 - t)^3: the power form loses
    /// the small difference to rounding, and y, which depends on it through a cube root, loses five
    /// digits. So for x above one half the residual is taken between the complements, using the
    /// Bernstein form of 1 - x(t) = u^3 + 3u^2 t (1 - x1) + 3u t^2 (1 - x2), u = 1 - t, whose terms
    /// are all non-negative; below one half the Bernstein form of x(t) itself.
    ///
    /// A curve whose dx/dt nearly vanishes inside (1, 0, 0, 1 has x(t) = 1/2 + 4 (t - 1/2)^3) needs
    /// more: there x(t) - x is a tiny difference of numbers near x(t0), so the residual is taken in
    /// the Taylor form around t0, c0 + s (a1 + s (a2 + s a3)) with s = t - t0, and c0 = x(t0) - x
    /// from x(t0) held in double-double precision.
    @inlinable
    func xResidual(atParameter t: Double, target x: Double, complement: Double) -> Double {
        if pivot >= 0 {
            let offset = t - pivot
            let constant = (pivotXHigh - x) + pivotXLow
            return constant + offset * (taylor1 + offset * (taylor2 + offset * ax))
        }
        let u = 1 - t
        if x < 0.5 {
            return 3 * u * t * (u * x1 + t * x2) + t * t * t - x
        }
        return complement - (u * u * u + 3 * u * t * (u * (1 - x1) + t * (1 - x2)))
    }

    /// The Bezier parameter t in [0, 1] at which the curve's x coordinate equals `x`.
    @inlinable
    public func parameter(forX x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let complement = 1 - x
        // Newton's method from a first guess read off the sampled curve (as Chromium's CubicBezier
        // does): converges in one or two steps wherever dx/dt is not near zero.
        var t = initialGuess(forX: x)
        for _ in 0..<8 {
            let slope = xDerivative(atParameter: t)
            if abs(slope) < 1e-7 { break }
            let step = xResidual(atParameter: t, target: x, complement: complement) / slope
            t -= step
            guard t >= 0, t <= 1 else { break }
            // Newton's error estimate: the new t is off by about |x''| / (2 |x'|) * step^2. Stop
            // once that is below 1e-12.
            let curvature = abs(6 * ax * t + 2 * bx)
            if step * step * curvature < 2e-12 * abs(slope) { return t }
        }
        return bisectParameter(forX: x, complement: complement)
    }

    /// t for `x` by linear interpolation between the two samples of x(t) that bracket it.
    @inlinable
    func initialGuess(forX x: Double) -> Double {
        var index = 1
        while index < 10 && xSamples[index] < x { index += 1 }
        let low = xSamples[index - 1], high = xSamples[index]
        let within = high > low ? (x - low) / (high - low) : 0
        return (Double(index - 1) + within) / 10
    }

    /// Bisection on [0, 1]; x(t) is non-decreasing there because x1 and x2 lie in [0, 1].
    @usableFromInline
    func bisectParameter(forX x: Double, complement: Double) -> Double {
        var low = 0.0, high = 1.0
        // Halve until the interval holds no double between its ends (at most 64 halvings: this is
        // the rare path, taken only where the slope is too flat for Newton's method).
        for _ in 0..<64 {
            let middle = (low + high) * 0.5
            guard middle > low, middle < high else { break }
            if xResidual(atParameter: middle, target: x, complement: complement) < 0 { low = middle } else { high = middle }
        }
        return (low + high) * 0.5
    }

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
