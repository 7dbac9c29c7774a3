// The formulas of EasingFunction, after Robert Penner's easing equations with the change and the
// duration both 1 (see EasingFunction's discussion for the constants).

extension EasingFunction {
    @usableFromInline static let backOvershoot = 1.70158
    @usableFromInline static let elasticPeriod = 0.3

    /// The ease-in form of `curve` at `t`.
    @usableFromInline
    static func easeIn(_ curve: Curve, _ t: Double) -> Double {
        switch curve {
        case .linear: return t
        case .quadratic: return t * t
        case .cubic: return t * t * t
        case .quartic: return t * t * t * t
        case .quintic: return t * t * t * t * t
        case .sine: return 1 - cos(t * .pi / 2)
        case .exponential: return t == 0 ? 0 : pow(2, 10 * (t - 1))
        case .circular: return 1 - (1 - t * t).squareRoot()
        case .back:
            let s = backOvershoot
            return t * t * ((s + 1) * t - s)
        case .elastic:
            if t == 0 || t == 1 { return t }
            let p = elasticPeriod, s = p / 4
            return -pow(2, 10 * (t - 1)) * sin((t - 1 - s) * 2 * .pi / p)
        case .bounce: return 1 - bounceOut(1 - t)
        }
    }

    /// The ease-out form of `curve` at `t`.
    @usableFromInline
    static func easeOut(_ curve: Curve, _ t: Double) -> Double {
        switch curve {
        case .linear: return t
        case .quadratic: return -t * (t - 2)
        case .cubic:
            let u = t - 1
            return u * u * u + 1
        case .quartic:
            let u = t - 1
            return 1 - u * u * u * u
        case .quintic:
            let u = t - 1
            return u * u * u * u * u + 1
        case .sine: return sin(t * .pi / 2)
        case .exponential: return t == 1 ? 1 : 1 - pow(2, -10 * t)
        case .circular: return ((2 - t) * t).squareRoot()
        case .back:
            let s = backOvershoot, u = t - 1
            return u * u * ((s + 1) * u + s) + 1
        case .elastic:
            if t == 0 || t == 1 { return t }
            let p = elasticPeriod, s = p / 4
            return pow(2, -10 * t) * sin((t - s) * 2 * .pi / p) + 1
        case .bounce: return bounceOut(t)
        }
    }

    /// The ease-in-out form of `curve` at `t`.
    @usableFromInline
    static func easeInOut(_ curve: Curve, _ t: Double) -> Double {
        switch curve {
        case .linear: return t
        case .quadratic:
            // The seeds' quadraticEaseInOut.
            return t < 0.5 ? 2 * t * t : (-2 * t * t) + (4 * t) - 1
        case .cubic:
            if t < 0.5 { return 4 * t * t * t }
            let u = 2 * t - 2
            return 0.5 * u * u * u + 1
        case .quartic:
            if t < 0.5 { return 8 * t * t * t * t }
            let u = t - 1
            return -8 * u * u * u * u + 1
        case .quintic:
            if t < 0.5 { return 16 * t * t * t * t * t }
            let u = 2 * t - 2
            return 0.5 * u * u * u * u * u + 1
        case .sine: return 0.5 * (1 - cos(t * .pi))
        case .exponential:
            if t == 0 || t == 1 { return t }
            return t < 0.5 ? 0.5 * pow(2, 20 * t - 10) : 1 - 0.5 * pow(2, -20 * t + 10)
        case .circular:
            if t < 0.5 { return 0.5 * (1 - (1 - 4 * t * t).squareRoot()) }
            return 0.5 * ((-(2 * t - 3) * (2 * t - 1)).squareRoot() + 1)
        case .back:
            let s = backOvershoot * 1.525, u = 2 * t
            if u < 1 { return 0.5 * (u * u * ((s + 1) * u - s)) }
            let v = u - 2
            return 0.5 * (v * v * ((s + 1) * v + s) + 2)
        case .elastic:
            if t == 0 || t == 1 { return t }
            let p = elasticPeriod * 1.5, s = p / 4, u = 2 * t - 1
            let wave = sin((u - s) * 2 * .pi / p)
            return u < 0 ? -0.5 * pow(2, 10 * u) * wave : 0.5 * pow(2, -10 * u) * wave + 1
        case .bounce:
            return t < 0.5 ? 0.5 * (1 - bounceOut(1 - 2 * t)) : 0.5 * bounceOut(2 * t - 1) + 0.5
        }
    }

    /// The seeds' `bounceEaseOut`: four parabolic arcs, each touching 1, ending at rest.
    @usableFromInline
    static func bounceOut(_ t: Double) -> Double {
        if t < 4 / 11.0 {
            return (121 * t * t) / 16.0
        } else if t < 8 / 11.0 {
            return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0
        } else if t < 9 / 10.0 {
            return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0
        }
        return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0
    }
}
