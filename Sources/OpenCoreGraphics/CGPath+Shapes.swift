extension CGPath {
    /// Creates an immutable path of a rectangle (Apple's `CGPathCreateWithRect`): a move to the
    /// corner at (minX, minY) of the standardised rectangle, lines counterclockwise (y-up) to the other
    /// three corners, and a close, each point transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var builder = PathBuilder()
        builder.addRect(rect, transform?.pointee ?? .identity)
        self.init(elements: builder.elements)
    }

    /// Creates an immutable path of the ellipse that fits `rect` (Apple's
    /// `CGPathCreateWithEllipseInRect`): four cubic Bézier curves from (maxX, midY) through
    /// (midX, maxY), (minX, midY) and (midX, minY), closed, as
    /// ``CGMutablePath/addEllipse(in:transform:)`` adds it.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var builder = PathBuilder()
        builder.addEllipse(in: rect, transform?.pointee ?? .identity)
        self.init(elements: builder.elements)
    }

    /// Creates an immutable path of a rounded rectangle (Apple's `CGPathCreateWithRoundedRect`), as
    /// ``CGMutablePath/addRoundedRect(in:cornerWidth:cornerHeight:transform:)`` adds it.
    ///
    /// The corner sizes must be at least zero and at most half the rectangle's width and height;
    /// Apple asserts this and so does this initialiser.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var builder = PathBuilder()
        builder.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                               transform?.pointee ?? .identity)
        self.init(elements: builder.elements)
    }
}
