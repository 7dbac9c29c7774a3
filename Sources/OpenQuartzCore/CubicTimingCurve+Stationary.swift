extension CubicTimingCurve {
    /// The parameter in (0, 1) where dx/dt is smallest, with x there in double-double precision,
    /// when that smallest slope is below 1e-3; nil otherwise.
    ///
    /// dx/dt = 3 ax t^2 + 2 bx t + cx is a parabola; with x1 and x2 in [0, 1] it is never negative,
    /// so a minimum inside (0, 1) near zero is a (near) double root: a vertical tangent of y(x).
    static func interiorStationaryPoint(x1: Double, x2: Double, ax: Double, bx: Double, cx: Double)
        -> (t: Double, xHigh: Double, xLow: Double)?
    {
        guard ax > 0 else { return nil }
        let t = -bx / (3 * ax)
        guard t > 0, t < 1, (3 * ax * t + 2 * bx) * t + cx < 1e-3 else { return nil }
        // x(t) = 3 x1 u^2 t + 3 x2 u t^2 + t^3 from the exact inputs, u = 1 - t, in double-double.
        let tt = DoubleDouble(t), u = DoubleDouble(1) - tt
        let x = DoubleDouble(3 * x1) * u * u * tt + DoubleDouble(3 * x2) * u * tt * tt + tt * tt * tt
        return (t, x.high, x.low)
    }
}

/// An unevaluated sum of two doubles carrying about 32 significant digits, built on the error-free
/// transformations TwoSum and TwoProduct (the latter through a fused multiply-add).
struct DoubleDouble {
    var high: Double
    var low: Double

    init(_ value: Double) {
        high = value
        low = 0
    }

    init(high: Double, low: Double) {
        let sum = high + low
        self.low = low - (sum - high)
        self.high = sum
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let sum = a.high + b.high
        let bVirtual = sum - a.high
        let error = (a.high - (sum - bVirtual)) + (b.high - bVirtual)
        return DoubleDouble(high: sum, low: error + a.low + b.low)
    }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        a + DoubleDouble(high: -b.high, low: -b.low)
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let product = a.high * b.high
        let error = (-product).addingProduct(a.high, b.high)
        return DoubleDouble(high: product, low: error + a.high * b.low + a.low * b.high)
    }
}
