extension CGPath {
    /// The length of the path as drawn: the sum of the arc lengths of its lines and curves, closes
    /// included, moves not. An OpenQuartzCore addition; builds a ``PathMeasure`` each time, so build
    /// one yourself to ask several questions.
    public var length: CGFloat {
        PathMeasure(self).length
    }

    /// The point at `distance` along the path, as ``PathMeasure/point(atDistance:)`` finds it; the
    /// distance is clamped to [0, ``length``]. An OpenQuartzCore addition.
    ///
    /// For the path move (0, 0), line (300, 0), line (300, 100), of length 400, the point at 200 is
    /// (200, 0).
    public func point(atDistance distance: CGFloat) -> CGPoint {
        PathMeasure(self).point(atDistance: distance)
    }

    /// The direction of travel at `distance` along the path, in radians from the positive x-axis, as
    /// ``PathMeasure/tangentAngle(atDistance:)`` finds it. An OpenQuartzCore addition.
    public func tangentAngle(atDistance distance: CGFloat) -> CGFloat {
        PathMeasure(self).tangentAngle(atDistance: distance)
    }
}
