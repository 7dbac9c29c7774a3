#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
@testable import OpenQuartzCoreRendering

/// Random stroked shapes for the stroker's differential test: one to three subpaths of lines,
/// quadratic and cubic curves (open or closed, with sharp turns and reversals, now and then a point),
/// stroked with every cap and join, miter limits, dash patterns with phases and trims; no curve
/// bends tighter than half the line width (see ``makeState()``). A seed gives
/// the same shape every time (xorshift64).
struct RandomStroke {
    /// The draws, as the other random tests make them.
    private var random: RandomScene

    init(seed: UInt64) { random = RandomScene(seed: seed) }

    /// A value in [0, 1).
    mutating func unit() -> Double { random.unit() }
    mutating func value(_ range: ClosedRange<Double>) -> Double { random.value(range) }
    mutating func chance(_ p: Double) -> Bool { random.chance(p) }
    mutating func point() -> CGPoint { CGPoint(x: value(12...116), y: value(12...116)) }

    /// A shape layer's state: the random path stroked in opaque black with a random style, no fill.
    /// Zero-length subpaths only come with round caps: for square caps Core Graphics (and this
    /// stroker) draws a square and Cairo nothing (its documentation: "the correct orientation is
    /// indeterminate"), a known difference the test leaves out.
    mutating func makeState() -> LayerState {
        var s = LayerState()
        s.bounds = CGRect(x: 0, y: 0, width: 128, height: 128)
        s.fillColor = nil
        s.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        s.lineWidth = chance(0.2) ? value(0.3...1.5) : value(1.5...16)
        s.lineCap = [CAShapeLayerLineCap.butt, .round, .square][Int(unit() * 3)]
        s.lineJoin = [CAShapeLayerLineJoin.miter, .round, .bevel][Int(unit() * 3)]
        s.miterLimit = chance(0.3) ? value(1...2.5) : value(2.5...12)
        if chance(0.45) {
            var pattern: [CGFloat] = []
            for _ in 0..<(1 + Int(unit() * 4)) { pattern.append(value(1...24)) }
            s.lineDashPattern = pattern
            s.lineDashPhase = value(-30...30)
        }
        if chance(0.4) {
            s.strokeStart = chance(0.3) ? 0 : value(0...0.8)
            s.strokeEnd = chance(0.3) ? 1 : value(s.strokeStart...1)
        }
        // Cairo's stroker folds the inner side of a curve that bends tighter than half the line
        // width and leaves holes inside the stroke (a quadratic curve of seed 226 bending at a
        // radius under 1, stroked 15 wide, has points 5 from it unpainted), so such shapes are
        // redrawn, and in the end the line narrowed; OpenCoreGraphicsTests checks those against
        // the exact distance to the curve instead.
        var path = makePath(dots: s.lineCap == .round)
        for _ in 0..<20 where Self.tightestBend(path) < s.lineWidth / 2 * 1.05 {
            path = makePath(dots: s.lineCap == .round)
        }
        s.lineWidth = min(s.lineWidth, 2 * Self.tightestBend(path) / 1.05)
        s.path = path
        return s
    }

    /// A control point for a curve from `a` to `b`: anywhere, a third of the time; else the point
    /// `t` of the way along the chord moved across it by up to 0.7 of its length (a gentler bend).
    mutating func control(_ a: CGPoint, _ b: CGPoint, at t: Double) -> CGPoint {
        if chance(1.0 / 3) { return point() }
        let across = value(-0.7...0.7)
        return CGPoint(x: a.x + (b.x - a.x) * t - (b.y - a.y) * across, y: a.y + (b.y - a.y) * t + (b.x - a.x) * across)
    }

    mutating func makePath(dots: Bool) -> CGPath {
        let path = CGMutablePath()
        for _ in 0..<(1 + Int(unit() * 3)) {
            var current = point()
            path.move(to: current)
            if dots, chance(0.08) {
                if chance(0.5) { path.addLine(to: current) } else { path.closeSubpath() }
                continue
            }
            for _ in 0..<(1 + Int(unit() * 6)) {
                let kind = unit()
                if kind < 0.1 {
                    // A reversal: a line, then straight back along it (a turn of half a circle).
                    let far = point(), back = value(0.2...1.2)
                    path.addLine(to: far)
                    current = CGPoint(x: far.x + (current.x - far.x) * back, y: far.y + (current.y - far.y) * back)
                    path.addLine(to: current)
                } else if kind < 0.45 {
                    current = point()
                    path.addLine(to: current)
                } else if kind < 0.65 {
                    let end = point()
                    path.addQuadCurve(to: end, control: control(current, end, at: 0.5))
                    current = end
                } else {
                    let end = point()
                    path.addCurve(to: end, control1: control(current, end, at: 1.0 / 3), control2: control(current, end, at: 2.0 / 3))
                    current = end
                }
            }
            if chance(0.4) { path.closeSubpath() }
        }
        return path
    }
}
#endif
