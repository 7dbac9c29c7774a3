#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport

extension StrokeTestGeometry {
    /// The path as dense polylines, one per subpath (closed ones ending at their start): each curve
    /// evaluated at `samples` evenly spaced parameters from its Bernstein form.
    static func sampled(_ path: CGPath, samples: Int = 400) -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.recordedElements {
            switch element {
            case .move(let p):
                lines.append([p])
                current = p
                start = p
            case .line(let p):
                lines[lines.count - 1].append(p)
                current = p
            case let .quadCurve(c, e):
                for i in 1...samples {
                    let t = Double(i) / Double(samples), u = 1 - t
                    lines[lines.count - 1].append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * e.x,
                                                          y: u * u * current.y + 2 * u * t * c.y + t * t * e.y))
                }
                current = e
            case let .curve(c1, c2, e):
                for i in 1...samples {
                    let t = Double(i) / Double(samples), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    lines[lines.count - 1].append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * e.x,
                                                          y: a * current.y + b * c1.y + c * c2.y + d * e.y))
                }
                current = e
            case .close:
                lines[lines.count - 1].append(start)
                current = start
            }
        }
        return lines
    }

    /// Points strictly inside each line and curve of the path (closes included), at parameters
    /// (i + 1/2) / `samples` of the element written as a cubic Bézier curve; none at an element's ends.
    static func interiorPoints(_ path: CGPath, samples: Int = 10) -> [CGPoint] {
        func along(_ p: CGPoint, _ q: CGPoint, _ f: Double) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
        }
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.recordedElements {
            let cubic: [CGPoint]
            switch element {
            case .move(let p):
                current = p
                start = p
                continue
            case .line(let p): cubic = [current, along(current, p, 1.0 / 3), along(current, p, 2.0 / 3), p]
            case .close: cubic = [current, along(current, start, 1.0 / 3), along(current, start, 2.0 / 3), start]
            case let .quadCurve(c, e): cubic = [current, along(current, c, 2.0 / 3), along(e, c, 2.0 / 3), e]
            case let .curve(c1, c2, e): cubic = [current, c1, c2, e]
            }
            for i in 0..<samples {
                let t = (Double(i) + 0.5) / Double(samples), u = 1 - t
                let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
                points.append(CGPoint(x: (0..<4).reduce(0.0) { $0 + w[$1] * cubic[$1].x },
                                      y: (0..<4).reduce(0.0) { $0 + w[$1] * cubic[$1].y }))
            }
            current = cubic[3]
        }
        return points
    }

    /// The distance from `p` to the nearest point of the polylines.
    static func distance(_ p: CGPoint, toPolylines lines: [[CGPoint]]) -> Double {
        var best = Double.infinity
        for line in lines {
            if line.count == 1 { best = min(best, hypot(Double(p.x - line[0].x), Double(p.y - line[0].y))) }
            for (a, b) in zip(line, line.dropFirst()) { best = min(best, distance(p, a, b)) }
        }
        return best
    }
}
