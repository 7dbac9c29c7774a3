extension CGPath {
    /// A new path whose filled area is the area that stroking this path paints (Apple's
    /// `CGPathCreateCopyByStrokingPath`: "filling the new path draws the same pixels as stroking the
    /// original path with the specified line style").
    ///
    /// `lineWidth`, `lineCap`, `lineJoin` and `miterLimit` are read in the path's own coordinates,
    /// as a context's line settings are read in user space; the stroke is solid (dash the path first
    /// with ``copy(dashingWithPhase:lengths:transform:)`` for a dashed one). `transform` is applied to
    /// the points of the result (Apple: "applies the transformation to elements of the converted
    /// path before adding them to the new path"), so a scale widens the stroke too.
    ///
    /// The result holds only lines: for each open subpath one closed polygon, for each closed
    /// subpath two, built by `PathStroker` (its documentation describes the joins, caps and
    /// degenerate subpaths); fill it with the winding rule, ``CGPathFillRule/winding``. Where Core
    /// Graphics would return curves (round joins and caps, the offsets of curves) the polygon stays
    /// within a hundredth of a unit of the result's space, or of a hundredth of half the line width
    /// when that is finer. A width that is not positive, or a transform that collapses the plane,
    /// gives an empty path.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let stretch = transform.largestStretch
        guard stretch > 0, stretch.isFinite else { return CGPath(elements: []) }
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        var stroker = PathStroker()
        var outline = StrokeOutline()
        stroker.stroke(elements, style: style, tolerance: min(0.01 / stretch, lineWidth / 200), into: &outline)
        return CGPath(elements: outline.elements(applying: transform))
    }
}

extension CGAffineTransform {
    /// The most the transform lengthens a vector: the larger singular value of its linear part
    /// (0 when it is zero, not finite when a coefficient is not).
    package var largestStretch: CGFloat {
        // The singular values are the square roots of the eigenvalues of the Gram matrix M^T M.
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, spread = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + spread).squareRoot()
    }
}
