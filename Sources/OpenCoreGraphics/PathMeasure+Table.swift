extension PathMeasure {
    /// The nodes and weights of 8-point Gauss–Legendre quadrature on [-1, 1] (the positive half).
    private static let nodes: (CGFloat, CGFloat, CGFloat, CGFloat) =
        (0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363)
    private static let weights: (CGFloat, CGFloat, CGFloat, CGFloat) =
        (0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763)

    /// The arc length of `segment` between parameters `a` and `b`: the integral of its speed.
    static func arcLength(_ segment: PathSegment, from a: CGFloat, to b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        func speed(_ t: CGFloat) -> CGFloat {
            let d = segment.derivative(at: t)
            return (d.dx * d.dx + d.dy * d.dy).squareRoot()
        }
        func pair(_ x: CGFloat, _ w: CGFloat) -> CGFloat { w * (speed(mid - half * x) + speed(mid + half * x)) }
        let sum = pair(nodes.0, weights.0) + pair(nodes.1, weights.1) + pair(nodes.2, weights.2) + pair(nodes.3, weights.3)
        return sum * half
    }

    /// Appends the arc-length table of `segment` to `samples` and returns its length.
    ///
    /// A line needs no table. A curve starts with (t 0, distance 0); its parameter range, cut in four,
    /// is halved recursively until the quadrature of a piece agrees with the sum over its halves
    /// to within the piece's share of `tolerance` times the control polygon's length; each accepted
    /// piece appends its middle and its end.
    static func tabulate(_ segment: PathSegment, tolerance: CGFloat, into samples: inout [Sample]) -> CGFloat {
        if case .line(let e) = segment.shape { return PathMath.distance(segment.start, e) }
        let scale = segment.controlPolygonLength
        guard scale > 0 else { return 0 }
        let budget = tolerance * scale
        samples.append(Sample(t: 0, distance: 0))
        var total: CGFloat = 0
        func refine(_ a: CGFloat, _ b: CGFloat, whole: CGFloat, depth: Int) {
            let m = (a + b) / 2
            let left = arcLength(segment, from: a, to: m), right = arcLength(segment, from: m, to: b)
            if depth >= 24 || abs(left + right - whole) <= budget * (b - a) {
                samples.append(Sample(t: m, distance: total + left))
                total += left + right
                samples.append(Sample(t: b, distance: total))
            } else {
                refine(a, m, whole: left, depth: depth + 1)
                refine(m, b, whole: right, depth: depth + 1)
            }
        }
        for quarter in 0..<4 {
            let a = CGFloat(quarter) / 4, b = CGFloat(quarter + 1) / 4
            refine(a, b, whole: arcLength(segment, from: a, to: b), depth: 0)
        }
        return total
    }

    /// The entry and Bézier parameter at `distance` along the path, searching the entries in
    /// `range`; `nil` when none of them has positive length.
    func locate(_ distance: CGFloat, in range: Range<Int>) -> (Int, CGFloat)? {
        guard !range.isEmpty else { return nil }
        let d = min(max(distance, entries[range.lowerBound].startDistance),
                    entries[range.upperBound - 1].startDistance + entries[range.upperBound - 1].length)
        // The last entry starting at or before d.
        var lo = range.lowerBound, hi = range.upperBound - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if entries[mid].startDistance <= d { lo = mid } else { hi = mid - 1 }
        }
        var index = lo
        while index > range.lowerBound, entries[index].length == 0 { index -= 1 }
        if entries[index].length == 0 {
            guard let positive = range.first(where: { entries[$0].length > 0 }) else { return nil }
            index = positive
        }
        let entry = entries[index]
        let local = min(max(d - entry.startDistance, 0), entry.length)
        if case .line = entry.segment.shape { return (index, local / entry.length) }
        return (index, parameter(atLocalDistance: local, of: entry))
    }

    /// The Bézier parameter at which the curve of `entry` has covered `s`: a binary search of its
    /// table, then Newton's method on the arc-length integral, kept inside the table's bracket
    /// (bisecting when a step would leave it).
    func parameter(atLocalDistance s: CGFloat, of entry: Entry) -> CGFloat {
        var lo = entry.samples.lowerBound, hi = entry.samples.upperBound - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if samples[mid].distance <= s { lo = mid } else { hi = mid - 1 }
        }
        let below = samples[lo]
        guard lo + 1 < entry.samples.upperBound else { return below.t }
        let above = samples[lo + 1]
        let span = above.distance - below.distance
        guard span > 0 else { return below.t }
        var low = below.t, high = above.t
        var t = below.t + (above.t - below.t) * (s - below.distance) / span
        let target = s - below.distance
        for _ in 0..<12 {
            let error = PathMeasure.arcLength(entry.segment, from: below.t, to: t) - target
            if abs(error) <= entry.length * 1e-14 { break }
            if error > 0 { high = t } else { low = t }
            let d = entry.segment.derivative(at: t)
            let speed = (d.dx * d.dx + d.dy * d.dy).squareRoot()
            var next = speed > 0 ? t - error / speed : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if next == t { break }
            t = next
        }
        return t
    }
}
