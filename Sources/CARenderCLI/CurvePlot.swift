import OpenQuartzCoreRendering

/// A graph of a curve as the seeds draw them (Figures 10.1 to 10.5): time along x, progress along y,
/// the unit square outlined, and for a Bézier timing function its control points with their
/// handles. Built once as geometry, drawn as a layer tree (PNG) or written as SVG.
public struct CurvePlot {
    /// The curve.
    public let curve: CurveSpec
    /// The picture's size in pixels.
    public let width: Int, height: Int
    /// The samples of the curve, as (time, progress).
    let samples: [(Double, Double)]
    /// The progress shown at the bottom and top: 0 and 1, widened to any overshoot.
    let low: Double, high: Double

    /// A graph of `curve`, `width` by `height` pixels, drawn through `samples` + 1 points.
    public init(_ curve: CurveSpec, width: Int = 480, height: Int = 480, samples count: Int = 400) {
        self.curve = curve
        self.width = width
        self.height = height
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
}
