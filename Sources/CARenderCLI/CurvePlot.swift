import OpenQuartzCoreRendering

/// A graph of a curve as the seeds draw them (Figures 10.1 to 10.5): time along x, progress along y,
/// the unit square outlined, and for a Bézier timing function the four points that define it, as
/// Figure 10.2 shows them: the end points (0, 0) and (1, 1), and the two control points joined to
/// them by their handles; with `labels`, each point's coordinates beside it. Built once as geometry,
/// drawn as a layer tree (PNG) or written as SVG.
public struct CurvePlot {
    /// The curve.
    public let curve: CurveSpec
    /// The picture's size in pixels.
    public let width: Int, height: Int
    /// The samples of the curve, as (time, progress).
    let samples: [(Double, Double)]
    /// The progress shown at the bottom and top: 0 and 1, widened to any overshoot.
    let low: Double, high: Double
    /// Whether a Bézier curve's four points are labelled with their coordinates.
    public let labels: Bool

    /// A graph of `curve`, `width` by `height` pixels, drawn through `samples` + 1 points; with
    /// `labels`, a Bézier curve's points are labelled with their coordinates.
    public init(_ curve: CurveSpec, width: Int = 480, height: Int = 480, samples count: Int = 400, labels: Bool = false) {
        self.curve = curve
        self.width = width
        self.height = height
        self.labels = labels
        let span = curve.domain.upperBound - curve.domain.lowerBound
        samples = (0...count).map { i in
            let t = curve.domain.lowerBound + span * Double(i) / Double(count)
            return (t, curve.evaluate(t))
        }
        var low = min(0, samples.map(\.1).min() ?? 0), high = max(1, samples.map(\.1).max() ?? 1)
        if let (c1, c2) = curve.controlPoints {
            low = min(low, Double(min(c1.y, c2.y)))
            high = max(high, Double(max(c1.y, c2.y)))
        }
        self.low = low
        self.high = high
    }

    /// The margin around the plotting area, in pixels.
    var margin: Double { Double(min(width, height)) * 0.12 }

    /// A point of the graph (time, progress) in picture coordinates (y downwards).
    func place(_ t: Double, _ value: Double) -> CGPoint {
        let span = curve.domain.upperBound - curve.domain.lowerBound
        let x = margin + (t - curve.domain.lowerBound) / span * (Double(width) - 2 * margin)
        let y = Double(height) - margin - (value - low) / (high - low) * (Double(height) - 2 * margin)
        return CGPoint(x: x, y: y)
    }

    /// The curve as a polyline.
    var curvePath: CGPath {
        let path = CGMutablePath()
        path.addLines(between: samples.map { place($0.0, $0.1) })
        return path
    }

    /// The frame: the box from progress 0 to 1 over the whole domain.
    var framePath: CGPath {
        let a = place(curve.domain.lowerBound, 0), b = place(curve.domain.upperBound, 1)
        return CGPath(rect: CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)), transform: nil)
    }

    /// The handles from the end points to the control points, for a Bézier curve.
    var handles: [(CGPoint, CGPoint)] {
        guard let (c1, c2) = curve.controlPoints else { return [] }
        return [(place(0, 0), place(Double(c1.x), Double(c1.y))), (place(1, 1), place(Double(c2.x), Double(c2.y)))]
    }

    /// The end points (0, 0) and (1, 1), for a Bézier curve.
    var endPoints: [CGPoint] {
        curve.controlPoints == nil ? [] : [place(0, 0), place(1, 1)]
    }

    /// A label of one of the four points: where the point is, its text, and where the text goes
    /// (the end points' labels below (0, 0) and above (1, 1), in the margin; a control point's beside
    /// it, toward the middle of the graph).
    struct PointLabel {
        enum Placement { case left, right, below, above }
        let point: CGPoint
        let text: String
        let placement: Placement
    }

    /// The labels of a Bézier curve's four points in order, "(x, y)" with the shortest decimals
    /// (`%g`, so Float control points such as 0.42 read as written); none without `labels`.
    var pointLabels: [PointLabel] {
        guard labels, let (c1, c2) = curve.controlPoints else { return [] }
        func text(_ x: CGFloat, _ y: CGFloat) -> String { String(format: "(%g, %g)", Double(x), Double(y)) }
        let controls = [c1, c2].map { c -> PointLabel in
            let point = place(Double(c.x), Double(c.y))
            return PointLabel(point: point, text: text(c.x, c.y), placement: Double(point.x) > Double(width) / 2 ? .left : .right)
        }
        return [PointLabel(point: place(0, 0), text: text(0, 0), placement: .below)] + controls
            + [PointLabel(point: place(1, 1), text: text(1, 1), placement: .above)]
    }

    /// The labels' font size in pixels.
    var labelFontSize: Double { margin * 0.28 }

    /// The box a label's text is set in, beside its point (left or right: text aligned toward the
    /// point) or centred below or above it.
    func labelFrame(_ label: PointLabel) -> CGRect {
        let width = margin * 2.4, height = labelFontSize * 1.4, gap = margin * 0.15
        let x = Double(label.point.x), y = Double(label.point.y)
        switch label.placement {
        case .left: return CGRect(x: x - gap - width, y: y - height / 2, width: width, height: height)
        case .right: return CGRect(x: x + gap, y: y - height / 2, width: width, height: height)
        case .below: return CGRect(x: x - width / 2, y: y + gap, width: width, height: height)
        case .above: return CGRect(x: x - width / 2, y: y - gap - height, width: width, height: height)
        }
    }
}
