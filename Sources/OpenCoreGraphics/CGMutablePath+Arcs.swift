extension CGMutablePath {
    /// Adds an arc of the circle of `radius` around `center`, from `startAngle` to `endAngle`.
    ///
    /// Angles are in radians from the positive x-axis; the point at angle `a` is
    /// `(center.x + radius cos a, center.y + radius sin a)`, so angles grow counterclockwise in
    /// Core Graphics' default y-up space. `clockwise` is the direction in that space: `true` makes
    /// the angle decrease. In a flipped (y-down) space, such as a view's on iOS, the arc appears
    /// mirrored, as Apple notes: "specifying a clockwise arc results in a counterclockwise arc after
    /// the transformation is applied".
    ///
    /// If the path has a current point, a line is added from it to the arc's start (left out when
    /// the arc starts at the current point); otherwise the arc starts a new subpath with a move
    /// (Apple: "If the current path is empty, this method creates a new subpath whose starting point
    /// is the starting point of the arc"). The end of the arc becomes the current point.
    ///
    /// The sweep is normalised as PostScript's `arc` and `arcn` do: counterclockwise, the end angle is
    /// taken whole turns up or down to lie within one turn after the start, and a difference of a
    /// turn or more draws the full circle; clockwise, the same below the start. So `0` to `2π`
    /// counterclockwise is the full circle, and `0` to `2π` clockwise adds no curve. The arc is
    /// approximated by cubic Bézier curves, one for each equal piece of at most a quarter turn;
    /// `transform` is applied to their points, so a scaling makes an elliptical arc. A negative
    /// radius adds nothing; a zero radius adds only the line or move to the centre.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        mutate {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                      clockwise: clockwise, transform)
        }
    }

    /// Adds an arc of the circle of `radius` around `center` that starts at `startAngle` and turns
    /// through `delta` radians: counterclockwise in the y-up space when `delta` is positive,
    /// clockwise when negative (Apple: "A positive value creates a counter-clockwise arc (in user
    /// space coordinates), and vice versa").
    ///
    /// The arc is connected to the current point as in
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` and built from the same
    /// quarter-turn-at-most cubic pieces. `delta` is used as given, not normalised: more than a full
    /// turn goes round more than once.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        mutate { $0.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform) }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, as PostScript's `arct` does.
    ///
    /// Apple: the method "calculates the start and end points for a circular arc of the specified
    /// radius such that the arc is tangent to both lines"; if the arc's start "is not the current
    /// point, this method appends a straight line segment from the current point to the starting
    /// point of the arc", and its end "becomes the new current point of the path". The arc turns the
    /// short way, through less than a half turn; its end lies on the second line, not at
    /// `tangent2End`.
    ///
    /// The path must not be empty (Apple); on an empty path nothing is added. When no circle can
    /// touch both lines (a zero radius, `tangent1End` at the current point or at `tangent2End`, or
    /// the three points on one line) a line to `tangent1End` is added, as the HTML canvas `arcTo`
    /// specifies. A negative radius adds nothing. `transform` applies to the points given and to the
    /// arc; the current point, already in the path's space, is mapped back through its inverse to
    /// construct the arc.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        mutate { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform) }
    }
}
