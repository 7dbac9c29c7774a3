extension CGPath {
    /// A new path whose subpaths are the dashes of this path: the parts that a stroke with the dash
    /// pattern `lengths` and `phase` would draw (Apple's `CGPathCreateCopyByDashingPath`).
    ///
    /// `lengths` alternates painted and unpainted lengths, starting with a painted one, and repeats;
    /// `phase` is how far into the pattern the dashing starts. As in PostScript, which Core Graphics
    /// follows, the pattern starts again, at `phase`, at the beginning of each subpath. Each dash is an
    /// open subpath: a move to its start, then the parts of the lines and curves it covers (curves
    /// are cut exactly, as Bézier curves, not flattened); a dash of zero length is a move and a line
    /// to the same point, so round caps still draw a dot; a dash that would begin exactly where the
    /// subpath ends is not drawn. The dashes of a closed subpath run on along its closing line; the last dash is not joined to the first. `transform` is applied to the
    /// dashes' points (Apple: "applies the transformation to elements of the converted path before
    /// adding them to the new path"). With no lengths, a negative length, or lengths summing to zero
    /// there is no pattern, and the result is the path itself, transformed.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), period > 0 else {
            return CGPath(elements: elements.map { $0.applying(transform) })
        }
        let measure = PathMeasure(self)
        var output: [PathElement] = []
        for subpath in measure.subpaths {
            // Where in the pattern the subpath starts.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            // Skip whole entries the phase passes; stop on a zero-length dash it reaches exactly.
            while offset > pattern[index] || (offset == pattern[index] && pattern[index] > 0) {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var position: CGFloat = 0
            while position < subpath.length || (position == 0 && subpath.length == 0) {
                let end = min(position + pattern[index] - offset, subpath.length)
                if index % 2 == 0 {
                    measure.appendPiece(of: subpath, from: position, to: end, into: &output)
                }
                if end >= subpath.length { break }
                position = end
                offset = 0
                index = (index + 1) % pattern.count
            }
        }
        return CGPath(elements: transform.isIdentity ? output : output.map { $0.applying(transform) })
    }
}

extension PathMeasure {
    /// Appends the part of `subpath` between the distances `from` and `to` (measured from its start)
    /// as a move followed by the pieces of the segments it covers.
    func appendPiece(of subpath: Subpath, from: CGFloat, to: CGFloat, into output: inout [PathElement]) {
        let start = subpath.startDistance + from, end = subpath.startDistance + to
        guard let (firstIndex, firstT) = locate(start, in: subpath.segments) else { return }
        output.append(.move(entries[firstIndex].segment.point(at: firstT)))
        if to <= from {
            output.append(.line(entries[firstIndex].segment.point(at: firstT)))
            return
        }
        var index = firstIndex, t0 = firstT
        while index < subpath.segments.upperBound {
            let entry = entries[index]
            let entryEnd = entry.startDistance + entry.length
            if entry.length > 0 {
                let t1 = end >= entryEnd ? 1 : parameter(at: end - entry.startDistance, of: entry)
                output.append(entry.segment.portion(from: t0, to: t1))
            }
            if end <= entryEnd { break }
            index += 1
            t0 = 0
        }
    }

    private func parameter(at local: CGFloat, of entry: Entry) -> CGFloat {
        if case .line = entry.segment.shape { return local / entry.length }
        return parameter(atLocalDistance: local, of: entry)
    }
}

extension PathSegment {
    /// The element drawing the part of the segment between parameters `t0` and `t1` (with
    /// `t0 <= t1`), cut from the Bézier curve exactly (de Casteljau): a curve stays a curve of the
    /// same degree. Its start is `point(at: t0)`.
    func portion(from t0: CGFloat, to t1: CGFloat) -> PathElement {
        switch shape {
        case .line:
            return .line(point(at: t1))
        case let .quadCurve(c, e):
            // The control point of the piece is where the tangents at t0 and t1 meet:
            // the blossom B(t0, t1).
            let control = PathMath.lerp(PathMath.lerp(start, c, t0), PathMath.lerp(c, e, t0), t1)
            return .quadCurve(control: control, end: point(at: t1))
        case let .curve(c1, c2, e):
            // Control points of the piece: the blossoms B(t0, t0, t1) and B(t0, t1, t1).
            func blossom(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGPoint {
                let q0 = PathMath.lerp(start, c1, a), q1 = PathMath.lerp(c1, c2, a), q2 = PathMath.lerp(c2, e, a)
                let r0 = PathMath.lerp(q0, q1, b), r1 = PathMath.lerp(q1, q2, b)
                return PathMath.lerp(r0, r1, c)
            }
            return .curve(control1: blossom(t0, t0, t1), control2: blossom(t0, t1, t1), end: point(at: t1))
        }
    }
}
