/// One of Robert Penner's easing functions: a curve family eased in, out, or both (an OpenQuartzCore
/// addition).
///
/// The seeds' Easing chapter turns any such function into a keyframe animation, because shapes like
/// a bounce cannot be drawn with one cubic Bezier (a ``CAMediaTimingFunction``). Each function maps
/// progress t in [0, 1] to an eased progress, 0 at 0 and 1 at 1; `back` and `elastic` leave [0, 1]
/// on the way. The formulas are Penner's, normalised to a unit change over a unit duration:
/// - `bounce` ease-out is the seeds' `bounceEaseOut` (Warren Moore's AHEasing polynomials), so that
///   the seeds' listings give the seeds' numbers. It is not quite Penner's bounce: both rise as
///   121 t^2 / 16 to touch 1 at 4/11, but the seeds' later arcs dip to 0.7, 0.91 and 0.973 between
///   touches at 8/11, 9/10 and 1, where Penner's dip to 0.75, 0.9375 and 0.984375 between touches at
///   8/11, 10/11 and 1. Ease-in is the mirror image, 1 - out(1 - t).
/// - `quadratic` ease-in-out is the seeds' `quadraticEaseInOut`: 2 t^2, then -2 t^2 + 4 t - 1.
/// - `back` overshoots by Penner's constant 1.70158 (1.70158 x 1.525 when eased both ways).
/// - `elastic` uses Penner's amplitude 1 and period 0.3 (0.45 when eased both ways).
/// - `exponential` returns exactly 0 at 0 and 1 at 1, as Penner's special cases do.
///
/// Inputs outside [0, 1] are evaluated by the same formulas, without clamping. Evaluation is pure and
/// does not allocate.
public struct EasingFunction: Sendable, Hashable {
    /// The family of curves.
    public enum Curve: String, Sendable, Hashable, CaseIterable {
        /// No easing: t.
        case linear
        /// t^2.
        case quadratic
        /// t^3.
        case cubic
        /// t^4.
        case quartic
        /// t^5.
        case quintic
        /// A quarter of a sine wave.
        case sine
        /// 2^(10 (t - 1)).
        case exponential
        /// A quarter of a circle.
        case circular
        /// A cubic that pulls back before it goes forward.
        case back
        /// An exponentially damped sine wave.
        case elastic
        /// A ball bouncing to rest.
        case bounce
    }

    /// Which end of the curve is eased.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Slow at the start: the curve itself.
        case easeIn
        /// Slow at the end: the curve mirrored, 1 - in(1 - t).
        case easeOut
        /// Slow at both ends: ease-in over the first half, ease-out over the second.
        case easeInOut
    }

    /// The family of curves.
    public var curve: Curve
    /// Which end is eased.
    public var mode: Mode

    /// Creates the easing function of `curve` eased by `mode`.
    public init(_ curve: Curve, _ mode: Mode) {
        self.curve = curve
        self.mode = mode
    }

    /// The eased progress at `t`.
    @inlinable
    public func callAsFunction(_ t: Double) -> Double {
        switch mode {
        case .easeIn:
            return Self.easeIn(curve, t)
        case .easeOut:
            return Self.easeOut(curve, t)
        case .easeInOut:
            return Self.easeInOut(curve, t)
        }
    }

    /// The function's name as the seeds and Warren Moore's AHEasing spell it, such as
    /// `quadraticEaseInOut` or `bounceEaseOut`; linear is `linear` in every mode.
    public var name: String {
        curve == .linear ? "linear" : curve.rawValue + mode.rawValue.prefix(1).uppercased() + mode.rawValue.dropFirst()
    }

    /// Looks a function up by ``name`` (case-sensitive); nil for an unknown name.
    public init?(name: String) {
        if name == "linear" {
            self.init(.linear, .easeIn)
            return
        }
        for curve in Curve.allCases where curve != .linear {
            for mode in Mode.allCases where name == EasingFunction(curve, mode).name {
                self.init(curve, mode)
                return
            }
        }
        return nil
    }

    /// Every curve in every mode (linear once).
    public static let allFunctions: [EasingFunction] =
        [EasingFunction(.linear, .easeIn)]
        + Curve.allCases.filter { $0 != .linear }.flatMap { curve in Mode.allCases.map { EasingFunction(curve, $0) } }
}

extension EasingFunction {
    /// The seeds' `quadraticEaseInOut`.
    public static let quadraticEaseInOut = EasingFunction(.quadratic, .easeInOut)
    /// The seeds' `bounceEaseOut`.
    public static let bounceEaseOut = EasingFunction(.bounce, .easeOut)
}
