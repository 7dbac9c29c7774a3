extension PathStroker {
    /// Appends the outline of the open centerline in ``segments`` (at least one of positive
    /// length) as one polygon: the left side from the start, the end cap, the right side back to
    /// the start, and the start cap.
    ///
    /// Why one winding for all: the polygon is, edge for edge, the sum of the boundaries of the
    /// stroke's pieces (each segment's rectangle, each join's wedge around its pivot, each cap),
    /// the edges two pieces share cancelling out, and each piece, built from the travel direction,
    /// turns clockwise (y-up) whichever way the path runs. So the winding number of a point is
    /// minus the number of pieces covering it. (The inner-side shortcut of
    /// ``StrokePen/join(at:from:length:to:length:smooth:side:into:)`` only removes a loop lying
    /// where two rectangles overlap, which leaves that count negative.)
    mutating func outlineOpenCenterline() {
        let count = segments.count
        let first = segments[0], last = segments[count - 1]
        outline.points.append(PathMath.add(subpathStart, pen.offset(first.direction, 1)))
        Self.appendJoins(of: segments, pen: pen, side: 1, closed: false, into: &outline.points)
        outline.points.append(PathMath.add(last.end, pen.offset(last.direction, 1)))
        pen.cap(at: last.end, direction: last.direction, into: &outline.points)

        backSide.removeAll(keepingCapacity: true)
        backSide.append(PathMath.add(subpathStart, pen.offset(first.direction, -1)))
        Self.appendJoins(of: segments, pen: pen, side: -1, closed: false, into: &backSide)
        backSide.append(PathMath.add(last.end, pen.offset(last.direction, -1)))
        outline.points.append(contentsOf: backSide.reversed())
        pen.cap(at: subpathStart, direction: PathMath.scale(first.direction, -1), into: &outline.points)
        outline.endPolygon()
    }

    /// Appends the outline of the closed centerline in ``segments`` (at least one of positive
    /// length, the last ending at the first's start) as two polygons: the left side, and the right
    /// side traversed backwards, each joining the last segment to the first with the style's join.
    /// Their winding is that of an open outline's (see ``outlineOpenCenterline()``) with no caps.
    mutating func outlineClosedCenterline() {
        Self.appendJoins(of: segments, pen: pen, side: 1, closed: true, into: &outline.points)
        outline.endPolygon()
        backSide.removeAll(keepingCapacity: true)
        Self.appendJoins(of: segments, pen: pen, side: -1, closed: true, into: &backSide)
        outline.points.append(contentsOf: backSide.reversed())
        outline.endPolygon()
    }

    /// Appends `side`'s points at every joint of `segments`, in order: the joints between
    /// consecutive segments, and for a closed centerline first the joint between the last segment
    /// and the first. (Static, so that writing into the stroker's own arrays does not copy the
    /// stroker, and with it those arrays.)
    private static func appendJoins(of segments: [Segment], pen: StrokePen, side: CGFloat, closed: Bool,
                                    into points: inout [CGPoint]) {
        let count = segments.count
        var previous = closed ? segments[count - 1] : segments[0]
        for index in (closed ? 0 : 1)..<count {
            let next = segments[index]
            pen.join(at: previous.end, from: previous.direction, length: previous.length, to: next.direction,
                     length: next.length, smooth: next.isSmooth, side: side, into: &points)
            previous = next
        }
    }
}
