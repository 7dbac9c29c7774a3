extension PathMeasure {
    /// A measure of nothing: length 0, no subpaths. Its storage grows as ``remeasure(_:relativeTolerance:)``
    /// fills it and is kept from one measurement to the next.
    package init() {}

    /// Measures `elements` in place of whatever was measured before, as ``init(_:relativeTolerance:)``
    /// measures a path, keeping the storage: once it has grown to the largest path measured, measuring
    /// again allocates nothing (unless the storage is shared with a copy of the measure).
    package mutating func remeasure(_ elements: [PathElement], relativeTolerance: CGFloat = 1e-10) {
        entries.removeAll(keepingCapacity: true)
        samples.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        length = 0
        PathSegment.forEachSegment(of: elements) { append($0, relativeTolerance: relativeTolerance) }
        finishSubpath()
        restingPoint = entries.first?.segment.start ?? elements.first?.endPoint ?? .zero
    }

    /// Adds `segment` after the segments measured so far; a segment of a new subpath (a different
    /// `subpathIndex` from the last one's) first ends the subpath in progress.
    mutating func append(_ segment: PathSegment, relativeTolerance: CGFloat) {
        if let last = entries.last, last.segment.subpathIndex != segment.subpathIndex { finishSubpath() }
        let sampleStart = samples.count
        let segmentLength = PathMeasure.tabulate(segment, tolerance: max(relativeTolerance, 1e-15), into: &samples)
        entries.append(Entry(segment: segment, startDistance: length, length: segmentLength,
                             samples: sampleStart..<samples.count))
        length += segmentLength
    }

    /// Records the segments added since the last subpath ended as one subpath (nothing when there
    /// are none).
    mutating func finishSubpath() {
        let first = subpaths.last?.segments.upperBound ?? 0
        guard first < entries.count else { return }
        let start = entries[first].startDistance
        subpaths.append(Subpath(startDistance: start, length: length - start, isClosed: entries[entries.count - 1].segment.isClose,
                                segments: first..<entries.count))
    }
}
