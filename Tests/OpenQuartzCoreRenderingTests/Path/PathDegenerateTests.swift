#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// Degenerate input draws nothing, or the right thing, and never crashes: empty paths, lone points
/// and shapes without area, coordinates that are not finite, coordinates far beyond any target,
/// maps that collapse or are not finite, and fills that cannot draw.
@Suite struct PathDegenerateTests {
    static let rect = PixelRect(x0: -4, y0: -3, x1: 60, y1: 52)
    static let white = PathPaint.solid(0xFFFF_FFFF)

    /// Whether filling `elements` mapped by `map` leaves a canvas of `background` unchanged.
    static func drawsNothing(_ elements: [PathElement], map: PathMap = .identity) -> Bool {
        let canvas = PathCanvas(rect: rect, background: 0x8040_2010)
        PathTest.fill(elements, map: map, rule: .winding, paint: white, canvas: canvas)
        PathTest.fill(elements, map: map, rule: .evenOdd, paint: white, canvas: canvas)
        return canvas.pixels.allSatisfy { $0 == 0x8040_2010 }
    }

    @Test func shapesWithoutAreaDrawNothing() {
        let p = CGPoint(x: 10.3, y: 20.7), q = CGPoint(x: 40.1, y: 33.2)
        #expect(Self.drawsNothing([]))
        #expect(Self.drawsNothing([.move(p)]))
        #expect(Self.drawsNothing([.move(p), .close]))
        #expect(Self.drawsNothing([.move(p), .line(q)]))
        #expect(Self.drawsNothing([.move(p), .line(q), .line(p), .close]))
        // Zero height, zero width, a curve folded back on its chord.
        #expect(Self.drawsNothing(PathTest.polygon([p, CGPoint(x: 50, y: p.y), CGPoint(x: 30, y: p.y)])))
        #expect(Self.drawsNothing(PathTest.polygon([p, CGPoint(x: p.x, y: 45), CGPoint(x: p.x, y: 30)])))
        #expect(Self.drawsNothing([.move(p), .curve(control1: q, control2: q, end: p), .close]))
        // A map that collapses the plane onto a line (the points' images are whole 1/256ths, so
        // they stay on it after rounding).
        #expect(Self.drawsNothing(PathTest.polygon([CGPoint(x: 10.5, y: 20.25), CGPoint(x: 40, y: 33), CGPoint(x: 5, y: 40)]),
                                  map: PathMap(a: 0.5, b: 0.25, c: 0.5, d: 0.25, tx: 0, ty: 0)))
    }

    /// A subpath with a coordinate that is not finite is dropped whole; the path's other subpaths
    /// draw as they would alone. A map that is not finite draws nothing.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoordinatesDropTheirSubpath(bad: Double) {
        let good = PathTest.polygon([CGPoint(x: 5.5, y: 5.2), CGPoint(x: 30.4, y: 8.1), CGPoint(x: 20.3, y: 40.6)])
        let broken = PathTest.polygon([CGPoint(x: 35, y: 10), CGPoint(x: bad, y: 30), CGPoint(x: 55, y: 45)])
        let curve: [PathElement] = [.move(CGPoint(x: 40, y: 40)),
                                    .curve(control1: CGPoint(x: 50, y: bad), control2: CGPoint(x: 55, y: 50), end: CGPoint(x: 45, y: 50)),
                                    .close]
        let alone = PathCanvas(rect: Self.rect), mixed = PathCanvas(rect: Self.rect)
        PathTest.fill(good, paint: Self.white, canvas: alone)
        PathTest.fill(broken + good + curve, paint: Self.white, canvas: mixed)
        #expect(mixed.pixels == alone.pixels)
        #expect(alone.pixels.contains { $0 != 0 })
        #expect(Self.drawsNothing(good, map: PathMap(a: 1, b: 0, c: 0, d: bad, tx: 0, ty: 0)))
        #expect(Self.drawsNothing(good, map: PathMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, p: 0, q: bad, w: 1)))
    }

    /// A triangle with a vertex 10¹⁵ pixels away: what reaches the target is drawn as the true
    /// triangle's (its sides through the target nearly horizontal), a row at a time: the rows
    /// between them covered from the triangle's left side on, the rows outside untouched.
    @Test(arguments: [1e15, -1e15])
    func hugeCoordinatesDrawTheVisiblePart(far: Double) {
        let canvas = PathCanvas(rect: Self.rect)
        PathTest.fill(PathTest.polygon([CGPoint(x: 10, y: 10), CGPoint(x: far, y: 10), CGPoint(x: 10, y: 40)]),
                      paint: Self.white, canvas: canvas)
        var wrong = 0
        for y in Self.rect.y0..<Self.rect.y1 {
            for x in Self.rect.x0..<Self.rect.x1 {
                // Far to the right the triangle is the band 10 < y < 40 right of x = 10; far to the
                // left, left of it (its long sides fall by 30 px over 10¹⁵).
                let band = y >= 10 && y < 40
                let covered = band && (far > 0 ? x >= 10 : x < 10)
                if Int(canvas[x, y] >> 24) != (covered ? 255 : 0) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// Fills that cannot draw leave the target alone: no opacity, a transparent colour, an empty
    /// area, a path index out of range.
    @Test func fillsThatCannotDraw() {
        let edges = PathEdges()
        let path = edges.append(PathTest.polygon([CGPoint(x: 5, y: 5), CGPoint(x: 50, y: 8), CGPoint(x: 20, y: 45)]), map: .identity)
        let canvas = PathCanvas(rect: Self.rect, background: 0x8040_2010)
        let scratch = PathRasterScratch()
        canvas.draw { target in
            PathFill.fill(path, of: edges, rule: .winding, paint: Self.white, opacity: 0, area: Self.rect, into: target, scratch: scratch)
            PathFill.fill(path, of: edges, rule: .winding, paint: .solid(0), area: Self.rect, into: target, scratch: scratch)
            PathFill.fill(path, of: edges, rule: .winding, paint: Self.white, area: .empty, into: target, scratch: scratch)
            PathFill.fill(path + 1, of: edges, rule: .winding, paint: Self.white, area: Self.rect, into: target, scratch: scratch)
            PathFill.fill(-1, of: edges, rule: .winding, paint: Self.white, area: Self.rect, into: target, scratch: scratch)
        }
        #expect(canvas.pixels.allSatisfy { $0 == 0x8040_2010 })
    }

    /// Starting a new frame forgets the paths and reuses the storage.
    @Test func removeAllStartsAFrame() {
        let edges = PathEdges()
        edges.append(PathTest.polygon([CGPoint(x: 5, y: 5), CGPoint(x: 50, y: 8), CGPoint(x: 20, y: 45)]), map: .identity)
        edges.removeAll()
        #expect(edges.count == 0)
        #expect(edges.edgeCount == 0)
        let path = edges.append(PathTest.polygon([CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 1), CGPoint(x: 9, y: 9)]), map: .identity)
        #expect(path == 0)
        #expect(edges[path].bounds == PixelRect(x0: 1, y0: 1, x1: 9, y1: 9))
    }
}
#endif
