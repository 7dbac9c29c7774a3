extension CubicTimingCurve {
    /// Everything the solver of a ``CubicTimingCurve`` derives from its control points: the
    /// polynomial coefficients, the table of first guesses, and the interior point where dx/dt
    /// (nearly) vanishes.
    ///
    /// An immutable object that copies of a curve share, so that a curve is small (its control
    /// points and this reference) and evaluating one held inside another value or an object reads
    /// these in place instead of copying them out first.
    @usableFromInline
    final class Coefficients: Sendable {
        // Polynomial coefficients: x(t) = ((ax t + bx) t + cx) t, and the same for y.
        @usableFromInline let ax, bx, cx: Double
        @usableFromInline let ay, by, cy: Double
        /// The largest |x''(t)| for t in [0, 1]: x'' is linear in t, so the larger of its ends.
        @usableFromInline let largestCurvature: Double
        /// Whether y(t) = x(t), both control points lying on the diagonal: the curve is the identity.
        @usableFromInline let isLinear: Bool
        /// Newton's first guesses (see `CubicTimingCurve+Guess.swift`): the coefficients of a cubic
        /// for each of 16 segments of x.
        @usableFromInline let guessTable: [Double]
        /// The interior parameter where dx/dt (nearly) vanishes, or -1 when the curve has none, and
        /// the Taylor coefficients of x(t) around it (see `xResidual(atParameter:target:complement:)`).
        @usableFromInline let pivot: Double
        @usableFromInline let pivotXHigh, pivotXLow: Double
        @usableFromInline let taylor1, taylor2: Double
        /// The control points these derive from.
        let controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)

        /// The coefficients of the curve with these (clamped) control points. Those of the five
        /// predefined timing functions, as ``CAMediaTimingFunction`` makes them (from `Float` control
        /// points), are made once and shared, so that animations using them read one table between
        /// them; others are made anew unless one of the last made has the same points (``Recent``).
        static func make(x1: Double, y1: Double, x2: Double, y2: Double) -> Coefficients {
            for shared in predefined where shared.controlPoints == (x1, y1, x2, y2) {
                return shared
            }
            return Recent.shared.coefficients(x1: x1, y1: y1, x2: x2, y2: y2) {
                Coefficients(x1: x1, y1: y1, x2: x2, y2: y2)
            }
        }

        /// The coefficients of the predefined timing functions.
        private static let predefined: [Coefficients] = CAMediaTimingFunctionName.allPredefined.compactMap {
            $0.controlPoints.map { Coefficients(x1: Double($0.0), y1: Double($0.1), x2: Double($0.2), y2: Double($0.3)) }
        }

        private init(x1: Double, y1: Double, x2: Double, y2: Double) {
            controlPoints = (x1, y1, x2, y2)
            let cx = 3 * x1
            let bx = 3 * (x2 - x1) - cx
            let ax = 1 - cx - bx
            (self.ax, self.bx, self.cx) = (ax, bx, cx)
            largestCurvature = max(abs(2 * bx), abs(6 * ax + 2 * bx))
            cy = 3 * y1
            by = 3 * (y2 - y1) - cy
            ay = 1 - cy - by
            isLinear = x1 == y1 && x2 == y2
            guessTable = CubicTimingCurve.guessTable(ax: ax, bx: bx, cx: cx)
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
    }
}
