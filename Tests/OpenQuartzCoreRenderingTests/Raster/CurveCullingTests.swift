#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenCoreGraphics
import QuartzCoreTestSupport
import Testing
@testable import OpenQuartzCoreRendering

/// Curves culled to what the target sees: stroke outlines culled to a region (``PathStroker``'s
/// `exactIn:`) paint inside it what the exact outline paints, a shape layer scaled far past the
/// target is stroked only where the target sees it, and its fill's curves are cut finely there
/// (``PathEdges``' `cullBox`).
@Suite struct CurveCullingTests {
    /// Random strokes (``RandomStroke``: every cap and join, miter limits, dashes, trims), each
    /// outlined exactly and culled to a region of its own: at every point of a grid over the region
    /// (half a unit apart) farther than 0.02 from both outlines' edges, both paint or neither
    /// does (non-zero winding). Both are made at a tolerance of 0.005, so a curve straddling the
    /// region, flattened in pieces, has its chords placed differently by less than that. Most
    /// regions cull something (fewer outline points), so the comparison is not idle.
    @Test func culledStrokesPaintTheSameInsideTheirRegion() {
        var culled = 0
        for seed in 0..<100 {
            var random = RandomStroke(seed: UInt64(10_000 + seed))
            let state = random.makeState()
            let x = Int(random.value(0...80)), y = Int(random.value(0...80))
            let region = CGRect(x: x, y: y, width: Int(random.value(6...24)), height: Int(random.value(6...24)))
            let exact = Self.polygons(state, region: nil), cut = Self.polygons(state, region: region)
            if cut.joined().count < exact.joined().count { culled += 1 }
            let edges = Self.edges(exact, near: region) + Self.edges(cut, near: region)
            var mismatches: [CGPoint] = []
            for py in stride(from: region.minY + 0.05, to: region.maxY, by: 0.5) {
                // A point is within 0.02 of an edge only if its row is within 0.02 of the edge's rows.
                let near = edges.filter { min($0.0.y, $0.1.y) - 0.02 <= py && py <= max($0.0.y, $0.1.y) + 0.02 }
                let exactRow = PolygonWinding.edges(of: exact, crossingRowAt: py)
                let cutRow = PolygonWinding.edges(of: cut, crossingRowAt: py)
                for px in stride(from: region.minX + 0.05, to: region.maxX, by: 0.5) {
                    let p = CGPoint(x: px, y: py)
                    guard !near.contains(where: { Self.distance(p, $0.0, $0.1) < 0.02 }) else { continue }
                    if (PolygonWinding.winding(p, edges: exactRow) != 0) != (PolygonWinding.winding(p, edges: cutRow) != 0) {
                        mismatches.append(p)
                    }
                }
            }
            #expect(mismatches.count == 0, "seed \(seed): \(mismatches.count) points inside \(region): \(mismatches.prefix(3))")
        }
        #expect(culled >= 50, "\(culled) of 100 culled")
    }

    /// The polygons of `state`'s stroke outline, exact over `region` (nil: everywhere).
    static func polygons(_ state: LayerState, region: CGRect?) -> [[CGPoint]] {
        var stroker = PathStroker()
        var outline = StrokeOutline()
        stroker.stroke(state.path!.elements, style: StrokeDifferentialTests.style(of: state), strokeStart: state.strokeStart,
                       strokeEnd: state.strokeEnd, tolerance: 0.005, exactIn: region, into: &outline)
        var polygons: [[CGPoint]] = []
        outline.forEachPolygon { polygons.append(Array($0)) }
        return polygons
    }

    /// The polygons' edges with an end within a unit of `region`, or crossing it.
    static func edges(_ polygons: [[CGPoint]], near region: CGRect) -> [(CGPoint, CGPoint)] {
        let box = region.insetBy(dx: -1, dy: -1)
        var result: [(CGPoint, CGPoint)] = []
        for polygon in polygons {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                if max(a.x, b.x) >= box.minX, min(a.x, b.x) <= box.maxX, max(a.y, b.y) >= box.minY, min(a.y, b.y) <= box.maxY {
                    result.append((a, b))
                }
            }
        }
        return result
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y, length = dx * dx + dy * dy
        let t = length > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1) : 0
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }

    /// A shape layer whose path is a circle of radius 50 through the layer's origin (centre (50,
    /// 0)), scaled by 10⁷ and stroked 10 pixels wide: on the 128 x 128 target it is a vertical band
    /// 10 wide centred on the layer's x (the circle's curvature moves it by under 10⁻⁴ pixel within
    /// 300 pixels of the origin). Drawn by the renderer, the band is where it should be, and the
    /// outlines kept hold a few thousand points, not the half million of the circle cut finely all
    /// round. Moved 300 pixels down, so that the target sees another part of the circle, beyond
    /// the region the outline was exact over, it is stroked again there.
    @Test func aShapeScaledFarPastTheTargetIsStrokedWhereItIsSeen() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let (root, shape) = LayerTestHarness.withoutActions { () -> (CALayer, CAShapeLayer) in
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: 128, height: 128)
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: -50, width: 100, height: 100), transform: nil)
                shape.fillColor = nil
                shape.strokeColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
                shape.lineWidth = 10 / 1e7
                shape.position = CGPoint(x: 40, y: 64)
                shape.transform = CATransform3DMakeScale(1e7, 1e7, 1)
                root.addSublayer(shape)
                return (root, shape)
            }
            let (renderer, context) = Self.renderer(root)
            for (time, y) in [(0.0, 64.0), (1.0, 364.0)] {
                LayerTestHarness.withoutActions { shape.position = CGPoint(x: 40, y: y) }
                CATransaction.flush()
                let bytes = Frames.draw(renderer, at: time, inFull: true)
                for row in [0, 63, 127] {
                    for (column, expected) in [(32, 0), (36, 255), (43, 255), (46, 0)] {
                        let alpha = Int(bytes[row * context.bytesPerRow + column * 4 + 3])
                        #expect(alpha == expected, "y \(y): (\(column), \(row))")
                    }
                }
                let kept = renderer.compositor.recorder.strokes.keptPoints
                #expect(kept > 0 && kept < 20_000, "\(kept) points")
            }
        }
    }

    /// A renderer drawing `root`'s tree (committed first) into a 128 x 128 BGRA context.
    static func renderer(_ root: CALayer) -> (CARenderer, CGContext) {
        CATransaction.flush()
        let context = CGContext(data: nil, width: 128, height: 128, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: Frames.bgra)!
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = root
        renderer.bounds = root.frame
        return (renderer, context)
    }

    /// A filled circle of radius 50 scaled by 10⁷ whose edge crosses the target's centre in the
    /// middle of one of its cubic quarters (at t = 0.37 of the first, read back from the path):
    /// capped at 1,024 chords a curve, each chord of that quarter spans 770,000 pixels and strays
    /// from it by up to 147 (a Lottie circle drawn so had its edge 72 pixels off). Cut in pieces
    /// against the target, the edge runs through the centre along the curve's tangent there: full
    /// coverage 4 pixels to the inside of it, none 4 pixels to the outside.
    @Test func aFillScaledFarPastTheTargetFollowsItsCurve() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            let path = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
            var points: [CGPoint] = []
            path.applyWithBlock { element in
                let count = element.pointee.type == .addCurveToPoint ? 3 : element.pointee.type == .closeSubpath ? 0 : 1
                for index in 0..<count { points.append(element.pointee.points[index]) }
            }
            // The first cubic: the move's point and the curve's three; its point and tangent at t.
            let (p0, p1, p2, p3) = (points[0], points[1], points[2], points[3]), t = 0.37, u = 1 - t
            let on = CGPoint(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                             y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
            let d = CGPoint(x: 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x),
                            y: 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y))
            // The normal towards the centre of the circle (the origin), on the device (scale only).
            var normal = CGPoint(x: -d.y, y: d.x)
            if normal.x * -on.x + normal.y * -on.y < 0 { normal = CGPoint(x: d.y, y: -d.x) }
            let length = hypot(normal.x, normal.y)
            normal = CGPoint(x: normal.x / length, y: normal.y / length)
            let root = LayerTestHarness.withoutActions { () -> CALayer in
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: 128, height: 128)
                let shape = CAShapeLayer()
                shape.path = path
                shape.fillColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
                shape.position = CGPoint(x: 64 - on.x * 1e7, y: 64 - on.y * 1e7)
                shape.transform = CATransform3DMakeScale(1e7, 1e7, 1)
                root.addSublayer(shape)
                return root
            }
            let (renderer, context) = Self.renderer(root)
            let bytes = Frames.draw(renderer, at: 0, inFull: true)
            func alpha(_ x: Double, _ y: Double) -> Int { Int(bytes[Int(y) * context.bytesPerRow + Int(x) * 4 + 3]) }
            for along in [-40.0, 0, 40] {
                let x = 64 + along * -normal.y, y = 64 + along * normal.x
                #expect(alpha(x + 4 * normal.x, y + 4 * normal.y) == 255, "inside, \(along) along the edge")
                #expect(alpha(x - 4 * normal.x, y - 4 * normal.y) == 0, "outside, \(along) along the edge")
            }
        }
    }

    /// The outline cache keeps a culled outline only while what is visible stays within the region
    /// it is exact over: a circle of radius 1000 stroked 2 wide, seen through a 10 x 10 box on its
    /// right, then through one at its top. Were the first outline kept, the quarter of the circle
    /// the top box sees would be its chord (sagitta 293) and paint nothing there.
    @Test func aCulledOutlineServesOnlyWhileItsRegionHoldsWhatIsSeen() {
        var state = LayerState()
        state.path = CGPath(ellipseIn: CGRect(x: -1000, y: -1000, width: 2000, height: 2000), transform: nil)
        state.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        state.lineWidth = 2
        state.lineJoin = .round
        let cache = StrokeOutlineCache(), extents = LayerExtents.shape(state)
        let right = CGRect(x: 995, y: -5, width: 10, height: 10), top = CGRect(x: -5, y: 995, width: 10, height: 10)
        for box in [right, right, top] {
            let outline = cache.outline(of: state.path!, state: state, start: 0, end: 1, tolerance: 0.01,
                                        visible: { box }, extents: extents)
            var polygons: [[CGPoint]] = []
            outline.forEachPolygon { polygons.append(Array($0)) }
            for t in stride(from: -4.5, through: 4.5, by: 1.0) {
                for across in [-3.0, -0.5, 0.5, 3.0] {
                    let p = box == top ? CGPoint(x: t, y: 1000 + across) : CGPoint(x: 1000 + across, y: t)
                    let off = abs(hypot(p.x, p.y) - 1000)
                    #expect((PolygonWinding.winding(p, polygons) != 0) == (off < 1), "\(p) in \(box)")
                }
            }
        }
    }
}

#endif
