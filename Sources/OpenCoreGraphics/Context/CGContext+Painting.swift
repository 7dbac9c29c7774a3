extension CGContext {
    /// Fills the current path with the fill colour under `rule`, then empties the path. An empty path
    /// paints nothing. Open subpaths are closed implicitly for filling.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let elements = currentPath.elements
        beginPath()
        guard !elements.isEmpty else { return }
        emit(.fill(path: elements, rule: rule, color: DrawingColor(gstate.fillColor)))
    }

    /// Strokes the current path with the stroke colour and the line settings of the graphics state,
    /// then empties the path.
    public func strokePath() {
        let elements = currentPath.elements
        beginPath()
        guard !elements.isEmpty else { return }
        emit(.stroke(path: elements, style: gstate.stroke, color: DrawingColor(gstate.strokeColor)))
    }

    /// Paints the current path as `mode` says, then empties it. The fill-and-stroke modes issue two
    /// operations, fill then stroke, so each casts its own shadow (Apple does not document whether it
    /// casts one shadow for both).
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = currentPath.elements
        beginPath()
        guard !elements.isEmpty else { return }
        let fillColor = DrawingColor(gstate.fillColor)
        switch mode {
        case .fill, .fillStroke: emit(.fill(path: elements, rule: .winding, color: fillColor))
        case .eoFill, .eoFillStroke: emit(.fill(path: elements, rule: .evenOdd, color: fillColor))
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            emit(.stroke(path: elements, style: gstate.stroke, color: DrawingColor(gstate.strokeColor)))
        }
    }

    /// Fills `rect` (user space) with the fill colour. The current path is left alone (Apple documents
    /// no effect on it for this call).
    public func fill(_ rect: CGRect) {
        var builder = PathBuilder()
        builder.addRect(rect, ctm)
        guard !builder.elements.isEmpty else { return }
        emit(.fill(path: builder.elements, rule: .winding, color: DrawingColor(gstate.fillColor)))
    }

    /// Fills the union of `rects` with the fill colour, in one operation (nonzero winding, so overlaps
    /// are painted once), and empties the current path, as Apple documents.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Fills the ellipse that fits `rect`; empties the current path, as Apple documents.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the outline of `rect` with the current line settings; empties the current path.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with line width `width`, without changing the graphics state's
    /// width; empties the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = gstate.stroke.lineWidth
        gstate.stroke.lineWidth = max(width, 0)
        stroke(rect)
        gstate.stroke.lineWidth = saved
    }

    /// Strokes the ellipse that fits `rect`; empties the current path, as Apple documents.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes independent segments: points 0 to 1, 2 to 3, and so on (an odd last point is ignored),
    /// in one operation; empties the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[index])
            addLine(to: points[index + 1])
        }
        strokePath()
    }

    /// Makes the pixels of `rect` (user space) transparent, within the clip. Apple: "paints a
    /// transparent rectangle"; in a context without alpha (`noneSkip` layouts) the pixels become
    /// black. Alpha, blend mode and shadow do not apply.
    public func clear(_ rect: CGRect) {
        guard !rect.isNull else { return }
        emit(.clear(rect))
    }
}
