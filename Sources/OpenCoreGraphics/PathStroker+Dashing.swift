/// A usable dash pattern: lengths that alternate painted and unpainted, starting painted, read as
/// Core Graphics reads them (an odd count twice over) and entered at a phase.
struct DashPattern: Sendable {
    let lengths: [CGFloat]
    /// The number of entries in one period: the lengths' count, doubled when odd.
    let count: Int
    /// The length of one period.
    let period: CGFloat
    /// The entry the pattern starts in at the start of each subpath, and how far into it.
    let startEntry: Int
    let startOffset: CGFloat

    /// The pattern of `lengths` at `phase`, or nil for a solid line: no lengths, a negative or
    /// non-finite one, or all zero. A phase that is not finite is read as 0.
    init?(lengths: [CGFloat], phase: CGFloat) {
        guard !lengths.isEmpty else { return nil }
        var sum: CGFloat = 0
        for length in lengths {
            guard length >= 0, length.isFinite else { return nil }
            sum += length
        }
        guard sum > 0 else { return nil }
        self.lengths = lengths
        count = lengths.count % 2 == 1 ? 2 * lengths.count : lengths.count
        period = lengths.count % 2 == 1 ? 2 * sum : sum
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        // Skip the entries the phase passes, stopping on a dash of no length it reaches exactly
        // (as ``CGPath/copy(dashingWithPhase:lengths:transform:)`` does).
        var entry = 0
        while offset > lengths[entry % lengths.count] || (offset == lengths[entry % lengths.count] && offset > 0) {
            offset -= lengths[entry % lengths.count]
            entry = (entry + 1) % count
        }
        startEntry = entry
        startOffset = max(offset, 0)
    }

    /// The length of entry `entry` of a period.
    func length(_ entry: Int) -> CGFloat { lengths[entry % lengths.count] }
}

extension PathStroker {
    /// Adds the dashes of the measured path that lie between the distances `from` and `to` along
    /// it. The pattern restarts at each subpath, laid along the whole subpath; the range only
    /// reveals part of it. Subpaths are kept or cut as ``PathMeasure/forEachElement(from:to:_:)``
    /// keeps or cuts them.
    mutating func addDashes(of measure: PathMeasure, pattern: DashPattern, from: CGFloat, to: CGFloat) {
        let slack = max(measure.length, 1) * 1e-9
        for (index, subpath) in measure.subpaths.enumerated() {
            let first = subpath.startDistance, length = subpath.length
            let low = max(from, first), high = min(to, first + length)
            if length == 0 {
                guard from <= first + slack, to >= first - slack else { continue }
            } else if high - low <= slack {
                continue
            }
            let whole = low <= first + slack && high >= first + length - slack
            addDashes(of: measure, subpath: index, pattern: pattern, visible: whole ? 0 : low - first,
                      whole ? length : high - first, joinsAcrossStart: whole && subpath.isClosed)
        }
    }

    /// Adds the dashes of subpath `index` of the measure within the visible part `low`...`high` of
    /// it (distances from its start). With `joinsAcrossStart`, a dash running through the end of
    /// the (closed, wholly visible) subpath goes on into the one starting at its start, as one.
    private mutating func addDashes(of measure: PathMeasure, subpath index: Int, pattern: DashPattern,
                                    visible low: CGFloat, _ high: CGFloat, joinsAcrossStart: Bool) {
        let subpath = measure.subpaths[index], length = subpath.length
        var entry = pattern.startEntry, position: CGFloat = 0
        var end = min(pattern.length(entry) - pattern.startOffset, length)
        var deferredEnd: CGFloat?  // the end of a first dash waiting for the last to join it
        while true {
            if entry % 2 == 0 {
                if end == position {
                    if length == 0 || (position >= low && position < high) {
                        let tangent = measure.tangent(atDistance: position, inSubpath: index)
                        pen.dot(at: measure.point(atDistance: position, inSubpath: index),
                                direction: tangent == .zero ? CGPoint(x: 1, y: 0) : CGPoint(x: tangent.dx, y: tangent.dy),
                                into: &outline)
                    }
                } else if joinsAcrossStart, position == 0, end < length {
                    deferredEnd = end
                } else if joinsAcrossStart, position == 0 {
                    addPiece(of: measure, subpath: subpath, from: 0, to: length)
                    add(.close)
                } else if max(position, low) < min(end, high) {
                    addPiece(of: measure, subpath: subpath, from: max(position, low), to: min(end, high))
                    if end >= length, let joined = deferredEnd {
                        addPiece(of: measure, subpath: subpath, from: 0, to: joined, continuing: true)
                        deferredEnd = nil
                    }
                    finishSubpath()
                }
            }
            if end >= length { break }
            position = end
            entry = (entry + 1) % pattern.count
            end = min(position + pattern.length(entry), length)
        }
        if let deferredEnd {
            addPiece(of: measure, subpath: subpath, from: 0, to: deferredEnd)
            finishSubpath()
        }
    }

    /// Adds the part of `subpath` between the distances `from` and `to` from its start (cut exactly
    /// from its curves): a new subpath, or with `continuing` the continuation of the one in progress.
    private mutating func addPiece(of measure: PathMeasure, subpath: PathMeasure.Subpath, from: CGFloat, to: CGFloat,
                                   continuing: Bool = false) {
        piece.removeAll(keepingCapacity: true)
        measure.appendPiece(of: subpath, from: from, to: to, into: &piece)
        for element in piece {
            if continuing, case .move = element { continue }
            add(element)
        }
    }
}
