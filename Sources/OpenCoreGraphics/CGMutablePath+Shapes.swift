extension CGMutablePath {
    /// Adds a rectangle as a closed subpath: a move to the corner at (minX, minY) of the
    /// standardised rectangle, lines to (maxX, minY), (maxX, maxY) and (minX, maxY), then a close.
    ///
    /// Apple documents the order: "starting by moving to the bottom left corner and then adding
    /// lines counter-clockwise", counterclockwise meaning in the default, y-up, coordinate space.
    /// `transform` is applied to the four corners. A null rectangle adds nothing.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        mutate { $0.addRect(rect, transform) }
    }

    /// Adds each rectangle in order, as ``addRect(_:transform:)`` does.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        mutate { builder in
            for rect in rects { builder.addRect(rect, transform) }
        }
    }

    /// Adds the ellipse that fits `rect` as a closed subpath of four cubic Bézier curves.
    ///
    /// The subpath starts with a move to (maxX, midY) and runs through (midX, maxY), (minX, midY)
    /// and (midX, minY) back to the start, then closes: counterclockwise in the y-up space, so
    /// clockwise on a flipped screen, which is how Apple's "oriented in the clockwise direction"
    /// reads there. Each quarter's control points lie at 0.5523 (`4/3 (√2 - 1)`) of the semi-axis
    /// along the tangents. `transform` is applied to the curves' points.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        mutate { $0.addEllipse(in: rect, transform) }
    }

    /// Adds a rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight`
    /// high, as a closed subpath.
    ///
    /// The corner sizes must be at least zero and at most half the rectangle's width and height: Apple
    /// asserts this, and so does this method (a precondition failure names the values). The subpath
    /// starts at (maxX, minY + cornerHeight) and runs counterclockwise in the y-up space, oriented as
    /// ``addEllipse(in:transform:)``: each side is a line (left out when its length is zero) and
    /// each corner one cubic curve. Apple does not document the start point; this one makes a fully
    /// rounded rectangle identical to the ellipse. A zero corner size gives
    /// ``addRect(_:transform:)``'s rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        mutate { $0.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform) }
    }
}
