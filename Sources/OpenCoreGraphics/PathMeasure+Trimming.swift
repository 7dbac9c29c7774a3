extension PathMeasure {
    /// Calls `body` with the elements that draw the part of the measured path between the distances
    /// `start` and `end` (along the whole path, across its subpaths, as ``length`` counts them):
    /// what a shape layer's `strokeStart` and `strokeEnd` keep of its stroke. An OpenQuartzCore
    /// addition, for the renderer; it allocates nothing beyond the measure itself.
    ///
    /// Each subpath that overlaps the range gives one piece: a move to where the piece starts, then
    /// the lines and curves it covers, curves cut exactly as Bézier curves (not flattened). A subpath
    /// the range covers whole is passed on as it is, its close included, so that a stroke joins its
    /// last segment to its first instead of capping both ends; a closed subpath cut by the range
    /// becomes an open piece (its closing line cut like any other line). A subpath of zero length
    /// (a single point that a round cap would draw as a dot) is passed on when its point lies in the
    /// range; a piece of zero length cut from a longer subpath is not.
    ///
    /// `offsetInSubpath`, the second argument of `body`, is how far along its subpath the piece
    /// starts: 0 unless the range starts inside that subpath. A dash pattern, which restarts at each
    /// subpath, needs it to stay where it lies on the untrimmed path.
    package func forEachElement(from start: CGFloat, to end: CGFloat,
                                _ body: (_ element: PathElement, _ offsetInSubpath: CGFloat) -> Void) {
        guard start <= end else { return }
        let epsilon = max(length, 1) * 1e-9
        for subpath in subpaths {
            let first = subpath.startDistance, last = first + subpath.length
            if subpath.length == 0 {
                if start <= first + epsilon, end >= first - epsilon { emitWhole(subpath, body) }
                continue
            }
            let from = max(start, first), to = min(end, last)
            if to - from <= epsilon { continue }
            if from <= first + epsilon, to >= last - epsilon {
                emitWhole(subpath, body)
            } else {
                emitPiece(of: subpath, from: from, to: to, offset: from <= first + epsilon ? 0 : from - first, body)
            }
        }
    }

    /// Passes on a whole subpath: a move to its start, then each segment's own element.
    private func emitWhole(_ subpath: Subpath, _ body: (PathElement, CGFloat) -> Void) {
        body(.move(entries[subpath.segments.lowerBound].segment.start), 0)
        for index in subpath.segments {
            let segment = entries[index].segment
            if segment.isClose {
                body(.close, 0)
                continue
            }
            switch segment.shape {
            case .line(let e): body(.line(e), 0)
            case let .quadCurve(c, e): body(.quadCurve(control: c, end: e), 0)
            case let .curve(c1, c2, e): body(.curve(control1: c1, control2: c2, end: e), 0)
            }
        }
    }

    /// Passes on the part of `subpath` between the path distances `from` and `to` (with
    /// `from < to`), as a move and the cut pieces of the segments it covers.
    private func emitPiece(of subpath: Subpath, from: CGFloat, to: CGFloat, offset: CGFloat,
                           _ body: (PathElement, CGFloat) -> Void) {
        guard let (firstIndex, firstT) = locate(from, in: subpath.segments) else { return }
        body(.move(entries[firstIndex].segment.point(at: firstT)), offset)
        var index = firstIndex, t0 = firstT
        while index < subpath.segments.upperBound {
            let entry = entries[index]
            let entryEnd = entry.startDistance + entry.length
            if entry.length > 0 {
                let t1: CGFloat
                if to >= entryEnd {
                    t1 = 1
                } else if case .line = entry.segment.shape {
                    t1 = (to - entry.startDistance) / entry.length
                } else {
                    t1 = parameter(atLocalDistance: to - entry.startDistance, of: entry)
                }
                if t1 > t0 { body(entry.segment.portion(from: t0, to: t1), offset) }
            }
            if to <= entryEnd { break }
            index += 1
            t0 = 0
        }
    }
}
