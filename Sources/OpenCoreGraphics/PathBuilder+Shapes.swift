extension PathBuilder {
    /// `CGPathAddRect`: a closed subpath of four lines, counterclockwise in the y-up space.
    ///
    /// Apple documents the sequence for `CGContextAddRect`: "starting by moving to the bottom left
    /// corner and then adding lines counter-clockwise to create a rectangle, closing the subpath".
    /// The rectangle is standardised first, so the start is (minX, minY), the origin of the
    /// standardised rectangle, then (maxX, minY), (maxX, maxY), (minX, maxY), close. A null
    /// rectangle adds nothing.
    mutating func addRect(_ rect: CGRect, _ t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), t)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), t)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), t)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), t)
        closeSubpath()
    }

    /// `CGPathAddEllipseInRect`: a closed subpath of four cubic Bézier curves.
    ///
    /// Apple: "the ellipse drawing starts with a move-to operation and ends with a close-subpath
    /// operation". It starts at angle 0, (maxX, midY), and runs through (midX, maxY), (minX, midY)
    /// and (midX, minY): counterclockwise in the y-up space, which is clockwise on a flipped (y-down)
    /// screen, the sense of Apple's "oriented in the clockwise direction" (a stroke-end animation of
    /// an oval "always starts at 3 o'clock and goes counter clockwise ... a circle from 0 to 2π in the
    /// default coordinate system"). Each quarter's control points lie at `4/3 (√2 - 1)` (0.5523) of
    /// the semi-axis along the tangents. A null rectangle adds nothing.
    mutating func addEllipse(in rect: CGRect, _ t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let placement = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        appendUnitArc(startAngle: 0, sweep: 2 * .pi, placement: placement.concatenating(t), startWithMove: true)
        closeSubpath()
    }

    /// `CGPathAddRoundedRect`: lines joined by quarter ellipses of `cornerWidth` by `cornerHeight`,
    /// closed.
    ///
    /// Apple requires both corner sizes to be non-negative and at most half the rectangle's width
    /// and height, and asserts it; so does this, with a precondition naming the values. Apple
    /// documents "a move operation to start the subpath followed by a series of arc and line
    /// operations", oriented like the ellipse, but not the start point. This implementation starts
    /// at (maxX, minY + cornerHeight), the bottom of the right side, and runs counterclockwise in the
    /// y-up space: line up the right side, top-right corner, line along the top, top-left corner,
    /// down the left side, bottom-left corner, along the bottom, bottom-right corner, close. So a
    /// rounded rectangle whose corners are half its sides is exactly ``addEllipse(in:_:)``'s ellipse:
    /// straight sides of zero length are left out. When either corner size is zero the result is
    /// ``addRect(_:_:)``'s rectangle.
    mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, _ t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        precondition(cornerWidth >= 0 && cornerHeight >= 0 && 2 * cornerWidth <= r.width && 2 * cornerHeight <= r.height,
                     "addRoundedRect: corner size \(cornerWidth) x \(cornerHeight) must be >= 0 and at most half of the rectangle's size \(r.width) x \(r.height)")
        guard cornerWidth > 0, cornerHeight > 0 else {
            addRect(r, t)
            return
        }
        let (cw, ch) = (cornerWidth, cornerHeight)
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) {
            let placement = CGAffineTransform(a: cw, b: 0, c: 0, d: ch, tx: cx, ty: cy)
            appendUnitArc(startAngle: angle, sweep: .pi / 2, placement: placement.concatenating(t))
        }
        move(to: CGPoint(x: r.maxX, y: r.minY + ch), t)
        corner(r.maxX - cw, r.maxY - ch, from: 0)
        corner(r.minX + cw, r.maxY - ch, from: .pi / 2)
        corner(r.minX + cw, r.minY + ch, from: .pi)
        corner(r.maxX - cw, r.minY + ch, from: 3 * .pi / 2)
        closeSubpath()
    }
}
