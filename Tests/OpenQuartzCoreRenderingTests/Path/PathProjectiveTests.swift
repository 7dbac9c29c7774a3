#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
@testable import OpenQuartzCoreRendering

/// Paths under projective maps (a layer in perspective): a polygon's image is the polygon of its
/// mapped corners (a homography maps lines to lines), and geometry behind the viewer is never
/// drawn.
@Suite struct PathProjectiveTests {
    /// The homography of a layer turned by `angle` about its vertical axis through `pivot`, seen
    /// with Core Animation's perspective `m34 = -1 / distance`, then moved by (`dx`, `dy`).
    static func perspective(angle: Double, distance: Double, pivot: (Double, Double), dx: Double, dy: Double) -> PathMap {
        // About the pivot: x' = x cos, z' = -x sin, divided by 1 - z'/distance.
        let c = cos(angle), s = sin(angle)
        let local = PathMap(a: c, b: 0, c: 0, d: 1, tx: 0, ty: 0, p: s / distance, q: 0, w: 1)
        return PathMap(a: 1, b: 0, c: 0, d: 1, tx: -pivot.0, ty: -pivot.1)
            .concatenating(local)
            .concatenating(PathMap(a: 1, b: 0, c: 0, d: 1, tx: pivot.0 + dx, ty: pivot.1 + dy))
    }

    /// A quadrilateral under perspective fills as the polygon of its corners mapped and divided
    /// here, within one level (a corner's last bit may round apart).
    @Test func polygonsMapToThePolygonsOfTheirCorners() {
        var random = RandomScene(seed: 501)
        var worst = 0, drawn = 0
        for _ in 0..<40 {
            let map = Self.perspective(angle: random.value(-1.2...1.2), distance: random.value(80...600),
                                       pivot: (random.value(10...40), random.value(10...40)),
                                       dx: random.value(-10...10), dy: random.value(-10...10))
            let side = random.value(10...40), x = random.value(0...20), y = random.value(0...20)
            let corners = [CGPoint(x: x, y: y), CGPoint(x: x + side, y: y + random.value(-5...5)),
                           CGPoint(x: x + side, y: y + side), CGPoint(x: x + random.value(-5...5), y: y + side)]
            let mapped = corners.map { p -> CGPoint in
                let px = Double(p.x), py = Double(p.y)
                let w = map.p * px + map.q * py + map.w
                return CGPoint(x: (map.a * px + map.c * py + map.tx) / w, y: (map.b * px + map.d * py + map.ty) / w)
            }
            let rect = PixelRect(x0: -10, y0: -10, x1: 70, y1: 70)
            let projected = PathCanvas(rect: rect), direct = PathCanvas(rect: rect)
            PathTest.fill(PathTest.polygon(corners), map: map, paint: .solid(0xFFFF_FFFF), canvas: projected)
            PathTest.fill(PathTest.polygon(mapped), paint: .solid(0xFFFF_FFFF), canvas: direct)
            worst = max(worst, PathTest.difference(projected.pixels, direct.pixels).max)
            if direct.pixels.contains(where: { $0 != 0 }) { drawn += 1 }
        }
        #expect(worst <= 1)
        #expect(drawn > 30)
    }

    /// A square reaching beyond the horizon: pixels whose neighbourhood maps back (through the
    /// inverse homography) wholly into the square in front of the viewer are covered, those
    /// mapping wholly outside it or behind the viewer are not.
    @Test func geometryBehindTheViewerIsNotDrawn() {
        var random = RandomScene(seed: 502)
        var wrong = 0, inside = 0, behind = 0
        for _ in 0..<20 {
            // w = 1 + p x: the horizon is the line x = -1/p, here inside the square.
            let p = random.value(0.02...0.05)
            let map = PathMap(a: random.value(0.8...1.2), b: random.value(-0.2...0.2), c: random.value(-0.2...0.2),
                              d: random.value(0.8...1.2), tx: random.value(20...40), ty: random.value(20...40), p: -p, q: 0, w: 1)
            let square = [CGPoint(x: -30, y: -25), CGPoint(x: 90, y: -25), CGPoint(x: 90, y: 25), CGPoint(x: -30, y: 25)]
            let canvas = PathCanvas(rect: PixelRect(x0: -40, y0: -40, x1: 100, y1: 100))
            PathTest.fill(PathTest.polygon(square), map: map, paint: .solid(0xFFFF_FFFF), canvas: canvas)
            let inverse = map.inverted!
            func classify(_ x: Double, _ y: Double) -> Int {
                let h = inverse.homogeneous(x, y)
                let sx = h.x / h.w, sy = h.y / h.w
                let front = map.p * sx + map.q * sy + map.w > 0
                return front && sx > -30 && sx < 90 && sy > -25 && sy < 25 ? 1 : 0
            }
            for py in canvas.rect.y0..<canvas.rect.y1 {
                for px in canvas.rect.x0..<canvas.rect.x1 {
                    let cx = Double(px) + 0.5, cy = Double(py) + 0.5
                    let samples = [(cx, cy), (cx - 0.75, cy - 0.75), (cx + 0.75, cy - 0.75), (cx - 0.75, cy + 0.75),
                                   (cx + 0.75, cy + 0.75)].map { classify($0.0, $0.1) }
                    guard samples.allSatisfy({ $0 == samples[0] }) else { continue }
                    let h = inverse.homogeneous(cx, cy)
                    if map.p * h.x / h.w + map.w <= 0 { behind += 1 }
                    if samples[0] == 1 { inside += 1 }
                    if Int(canvas[px, py] >> 24) != samples[0] * 255 { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
        // Both kinds of pixel were checked.
        #expect(inside > 1_000)
        #expect(behind > 1_000)
    }

    /// A circle of cubic curves under perspective fills as the polygon of many of its points
    /// mapped one by one, within the flattening tolerance (0.1 px: at most 64 levels on the
    /// outline, and no pixel fully in one and fully out of the other).
    @Test func curvesFollowTheirImage() {
        var random = RandomScene(seed: 503)
        var worst = 0, far = 0
        for _ in 0..<20 {
            let map = Self.perspective(angle: random.value(-1.1...1.1), distance: random.value(100...500),
                                       pivot: (30, 30), dx: random.value(-5...5), dy: random.value(-5...5))
            let circle = CGPath(ellipseIn: CGRect(x: random.value(5...15), y: random.value(5...15), width: random.value(20...40),
                                                  height: random.value(20...40)), transform: nil)
            let dense = circle.flattenedSubpaths(tolerance: 0.001)[0].points.map { p -> CGPoint in
                let d = map.apply(Double(p.x), Double(p.y))
                return CGPoint(x: d.x, y: d.y)
            }
            let rect = PixelRect(x0: -20, y0: -10, x1: 80, y1: 70)
            let curved = PathCanvas(rect: rect), polygon = PathCanvas(rect: rect)
            PathTest.fill(circle.elements, map: map, paint: .solid(0xFFFF_FFFF), canvas: curved)
            PathTest.fill(PathTest.polygon(dense), paint: .solid(0xFFFF_FFFF), canvas: polygon)
            let d = PathTest.difference(curved.pixels, polygon.pixels, threshold: 0)
            worst = max(worst, d.max)
            for (a, b) in zip(curved.pixels, polygon.pixels) {
                let alphas = (a >> 24, b >> 24)
                if (alphas.0 == 255 && alphas.1 == 0) || (alphas.0 == 0 && alphas.1 == 255) { far += 1 }
            }
        }
        #expect(worst <= 64)
        #expect(far == 0)
    }
}
#endif
