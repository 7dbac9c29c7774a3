extension PathStroker {
    /// Replaces the contents of `outline` with the outline of `elements` (a path's element list, in
    /// its own coordinates) stroked with `style`, trimmed to the part between `strokeStart` and
    /// `strokeEnd`.
    ///
    /// - `style`: the line width, cap, join and miter limit, in the path's units, and the dash
    ///   pattern. A width that is not positive and finite strokes nothing. A miter limit below 1
    ///   bevels every corner; one that is not a number is read as Apple's default, 10. The dash
    ///   pattern is laid as ``CGPath/copy(dashingWithPhase:lengths:transform:)`` lays it
    ///   (PostScript's rules: restarting at `dashPhase` at the start of each subpath, an odd count
    ///   of lengths read twice, each dash capped at both ends, a dash of no length a dot turned
    ///   along the path, no dash beginning exactly where a subpath ends); a pattern that is empty,
    ///   has a negative or non-finite length or sums to zero strokes a solid line, and so, chosen,
    ///   does one so fine that the path would hold over a million of its lengths.
    /// - `strokeStart`, `strokeEnd`: fractions of the whole path's length, all subpaths together,
    ///   as `CAShapeLayer` trims its stroke (clamped to [0, 1]; nothing when the start is not
    ///   before the end). Trimmed ends are capped. A closed subpath the range covers whole stays
    ///   closed (joined where it starts); one the range cuts is stroked open. Dashes are laid along
    ///   the untrimmed path and trimming only hides some, as the renderer's shape painter draws
    ///   them (`ShapeLayerPainter+Trimming.swift` says why). A closed subpath wholly visible whose
    ///   pattern paints both where it ends and where it starts has its last dash joined to its
    ///   first, through the corner there: chosen, as Cairo strokes it (Apple does not say).
    /// - `tolerance`: how far, in the path's units, the outline may stray from the exact stroke:
    ///   curves are flattened, and round joins and caps cut into chords, within it. Pass the
    ///   device tolerance divided by the scale the outline will be drawn at. One that is not
    ///   positive and finite is read as a hundredth of the line width.
    /// - `region`: where, in the path's units, the outline must be exact; nil, everywhere. Beyond
    ///   the pen's reach of it, curves may stand as their chords, round parts as their chords and
    ///   whole subpaths be left out, which paints the same inside it (``CullBox``): what
    ///   keeps a stroke scaled far past the target to the work the target sees. Dashes and trims
    ///   are laid along the whole path first, so culling moves none of them.
    ///
    /// A subpath that draws but has no length (a move and a line to the same point, or a close)
    /// paints a disc with round caps and a square with square caps, the line width across and
    /// turned along its first element or, without any direction, square to the axes; nothing with
    /// butt caps. A subpath with a point that is not finite paints nothing. Lines of no length
    /// inside a subpath are ignored.
    package mutating func stroke(_ elements: [PathElement], style: StrokeStyle, strokeStart: CGFloat = 0,
                                 strokeEnd: CGFloat = 1, tolerance: CGFloat, exactIn region: CGRect? = nil,
                                 into outline: inout StrokeOutline) {
        outline.removeAll()
        swap(&self.outline, &outline)
        defer { swap(&self.outline, &outline) }
        let width = style.lineWidth
        guard width > 0, width.isFinite else { return }
        let start = strokeStart.isNaN ? 0 : min(max(strokeStart, 0), 1)
        let end = strokeEnd.isNaN ? 1 : min(max(strokeEnd, 0), 1)
        guard start < end else { return }
        self.tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : width / 100
        epsilon = self.tolerance * 1e-3
        pen = StrokePen(halfWidth: width / 2, join: style.lineJoin, cap: style.lineCap, miterLimit: style.miterLimit,
                        tolerance: self.tolerance)
        cull = CullBox(region: region, reach: style.reach + 2 * self.tolerance)
        pen.cull = cull
        isSubpathOpen = false
        subpathStart = .zero
        current = .zero
        let pattern = DashPattern(lengths: style.dashLengths, phase: style.dashPhase)
        if start <= 0, end >= 1, pattern == nil {
            for element in elements { add(element) }
            finishSubpath()
            return
        }
        measure.remeasure(elements, relativeTolerance: 1e-7)
        let measured = measure  // read while self changes
        let from = start * measured.length, to = end * measured.length
        if let pattern, measured.length / pattern.period * CGFloat(pattern.count) <= 1_048_576 {
            addDashes(of: measured, pattern: pattern, from: from, to: to)
        } else {
            measured.forEachElement(from: from, to: to) { element, _ in add(element) }
            finishSubpath()
        }
    }
}
