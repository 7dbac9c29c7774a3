#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
@testable import OpenQuartzCoreRendering

extension RandomStroke {
    /// The smallest radius of curvature of the path's curves, sampled at 200 points each: |B'|^3 /
    /// |B' x B''| of the curve as a cubic.
    static func tightestBend(_ path: CGPath) -> CGFloat {
        var smallest = CGFloat.infinity
        var current = CGPoint.zero
        path.applyWithBlock { pointer in
            let element = pointer.pointee, p = element.points
            var controls: [CGPoint]?
            switch element.type {
            case .moveToPoint, .addLineToPoint: current = p[0]
            case .addQuadCurveToPoint:
                controls = [current, CGPoint(x: current.x + 2 * (p[0].x - current.x) / 3, y: current.y + 2 * (p[0].y - current.y) / 3),
                            CGPoint(x: p[1].x + 2 * (p[0].x - p[1].x) / 3, y: p[1].y + 2 * (p[0].y - p[1].y) / 3), p[1]]
            case .addCurveToPoint: controls = [current, p[0], p[1], p[2]]
            default: break
            }
            guard let c = controls else { return }
            current = c[3]
            for i in 0...200 {
                let t = CGFloat(i) / 200, u = 1 - t
                let dx = 3 * (u * u * (c[1].x - c[0].x) + 2 * u * t * (c[2].x - c[1].x) + t * t * (c[3].x - c[2].x))
                let dy = 3 * (u * u * (c[1].y - c[0].y) + 2 * u * t * (c[2].y - c[1].y) + t * t * (c[3].y - c[2].y))
                let ddx = 6 * (u * (c[2].x - 2 * c[1].x + c[0].x) + t * (c[3].x - 2 * c[2].x + c[1].x))
                let ddy = 6 * (u * (c[2].y - 2 * c[1].y + c[0].y) + t * (c[3].y - 2 * c[2].y + c[1].y))
                let cross = abs(dx * ddy - dy * ddx), speed = (dx * dx + dy * dy).squareRoot()
                if cross > 0 { smallest = min(smallest, speed * speed * speed / cross) }
            }
        }
        return smallest
    }
}
#endif
