extension CGContext {
    /// Empties the current path. Painting and clipping do this too.
    public func beginPath() {
        currentPath = PathBuilder()
    }

    /// Starts a new subpath at `point` (user space).
    public func move(to point: CGPoint) {
        currentPath.move(to: point, ctm)
    }

    /// Adds a straight line from the current point to `point`; ignored without a current point.
    public func addLine(to point: CGPoint) {
        currentPath.addLine(to: point, ctm)
    }

    /// Moves to the first point and adds lines through the others, as Apple documents.
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, ctm)
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, ctm)
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, ctm)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        currentPath.closeSubpath()
    }

    /// Adds a rectangle as a closed subpath, as ``CGMutablePath/addRect(_:transform:)`` does.
    public func addRect(_ rect: CGRect) {
        currentPath.addRect(rect, ctm)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { currentPath.addRect(rect, ctm) }
    }

    /// Adds the ellipse that fits `rect`, as ``CGMutablePath/addEllipse(in:transform:)`` does.
    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(in: rect, ctm)
    }

    /// Adds an arc of a circle, as ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``
    /// does: with a line from the current point to the arc's start when there is a current point.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, ctm)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to
    /// `tangent2End`, as ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)`` does.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, ctm)
    }

    /// Adds a copy of `path`, whose coordinates are taken as user space.
    public func addPath(_ path: CGPath) {
        currentPath.addPath(path.elements, ctm)
    }

    /// Whether the current path holds no elements.
    public var isPathEmpty: Bool { currentPath.elements.isEmpty }

    /// The current point in user space, or `CGPoint.zero` when the path is empty (Apple's value for
    /// "no current point").
    public var currentPointOfPath: CGPoint {
        currentPath.currentPoint.map { $0.applying(ctm.inverted()) } ?? .zero
    }

    /// The bounding box of the current path in user space, control points included (Apple: "the
    /// smallest rectangle completely enclosing all points in the path, including control points"),
    /// or `CGRect.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        userSpacePath.boundingBox
    }

    /// A copy of the current path in user space, or `nil` when it is empty.
    public var path: CGPath? {
        isPathEmpty ? nil : userSpacePath
    }

    /// Whether `point` (user space) would be painted if the current path were drawn with `mode`:
    /// inside the fill (winding or even-odd rule) for the fill modes, inside the stroke for
    /// ``CGPathDrawingMode/stroke``, inside either for the fill-and-stroke modes. The stroke is the
    /// outline ``replacePathWithStrokedPath()`` makes, with the graphics state's line settings and
    /// dashes, within a tenth of a device pixel of the exact stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let devicePoint = point.applying(ctm)
        if mode != .stroke {
            let rule: CGPathFillRule = (mode == .eoFill || mode == .eoFillStroke) ? .evenOdd : .winding
            if CGPath(elements: currentPath.elements).contains(devicePoint, using: rule) { return true }
        }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return false }
        return CGPath(elements: strokedCurrentPath()).contains(devicePoint, using: .winding)
    }

    /// The current path mapped back to user space.
    private var userSpacePath: CGPath {
        let inverse = ctm.inverted()
        return CGPath(elements: currentPath.elements.map { $0.applying(inverse) })
    }
}
