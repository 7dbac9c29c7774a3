#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
@testable import OpenQuartzCoreRendering

/// Random paths for the path tests: polygons (often self-intersecting), closed blobs of cubic or
/// quadratic curves, shapes with holes, and stars, in a box of the given size.
extension RandomScene {
    /// The kinds of path ``path(in:)`` draws from.
    enum PathKind: CaseIterable { case polygon, cubicBlob, quadBlob, holes, star }

    /// A random point in `box`.
    mutating func point(in box: CGRect) -> CGPoint {
        CGPoint(x: value(Double(box.minX)...Double(box.maxX)), y: value(Double(box.minY)...Double(box.maxY)))
    }

    /// A closed blob of 3 to 6 curves about (cx, cy), radius up to `radius`.
    mutating func blob(cx: Double, cy: Double, radius: Double, cubic: Bool) -> [PathElement] {
        let count = Int(value(3...6.99))
        let start = value(0...(2 * Double.pi))
        func at(_ angle: Double, _ r: Double) -> CGPoint { CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle)) }
        var elements: [PathElement] = [.move(at(start, radius * value(0.5...1)))]
        for i in 1...count {
            let a1 = start + (Double(i) - 1 + value(0.2...0.5)) / Double(count) * 2 * Double.pi
            let a2 = start + (Double(i) - 1 + value(0.5...0.8)) / Double(count) * 2 * Double.pi
            let end = i == count ? elements[0].endPoint! : at(start + Double(i) / Double(count) * 2 * Double.pi,
                                                             radius * value(0.5...1))
            if cubic {
                elements.append(.curve(control1: at(a1, radius * value(0.4...1.4)), control2: at(a2, radius * value(0.4...1.4)),
                                       end: end))
            } else {
                elements.append(.quadCurve(control: at((a1 + a2) / 2, radius * value(0.4...1.5)), end: end))
            }
        }
        elements.append(.close)
        return elements
    }

    /// A random path of `kind` within `box`.
    mutating func path(_ kind: PathKind, in box: CGRect) -> [PathElement] {
        let cx = Double(box.midX), cy = Double(box.midY), radius = Double(min(box.width, box.height)) / 2
        switch kind {
        case .polygon:
            let points = (0..<Int(value(3...12.99))).map { _ in point(in: box) }
            return PathTest.polygon(points)
        case .cubicBlob:
            return blob(cx: cx, cy: cy, radius: radius, cubic: true)
        case .quadBlob:
            return blob(cx: cx, cy: cy, radius: radius, cubic: false)
        case .holes:
            var elements = blob(cx: cx, cy: cy, radius: radius, cubic: true)
            for _ in 0..<Int(value(1...2.99)) {
                let hole = blob(cx: cx + value(-0.3...0.3) * radius, cy: cy + value(-0.3...0.3) * radius,
                                radius: radius * value(0.2...0.45), cubic: chance(0.5))
                elements += chance(0.5) ? hole : Self.reversed(hole)
            }
            return elements
        case .star:
            // A star polygon {tips/step} with step and tips coprime: one loop through every tip (a
            // common factor would trace a smaller polygon several times over, its sides on top of
            // each other; see PathCairoDifferentialTests).
            let (tips, step) = pick([(5, 2), (7, 2), (7, 3), (8, 3), (9, 2), (9, 4)])
            let points = (0..<tips).map { k -> CGPoint in
                let angle = Double(k * step) / Double(tips) * 2 * Double.pi
                return CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
            }
            return PathTest.polygon(points)
        }
    }

    /// The closed subpath `elements` (a move, lines and curves, a close) run backwards.
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var points: [CGPoint] = []
        for element in elements { if let p = element.endPoint { points.append(p) } }
        var result: [PathElement] = [.move(points[points.count - 1])]
        for index in stride(from: elements.count - 2, through: 1, by: -1) {
            let target = points[index - 1]
            switch elements[index] {
            case .line: result.append(.line(target))
            case let .quadCurve(c, _): result.append(.quadCurve(control: c, end: target))
            case let .curve(c1, c2, _): result.append(.curve(control1: c2, control2: c1, end: target))
            default: break
            }
        }
        result.append(.close)
        return result
    }

    /// A random affine map: rotation, scale (sometimes unequal or reflected), translation.
    mutating func affine(scale: ClosedRange<Double>, offset: ClosedRange<Double>) -> CGAffineTransform {
        let s = value(scale)
        return CGAffineTransform(rotationAngle: chance(0.2) ? 0 : value(-3.2...3.2))
            .scaledBy(x: s, y: chance(0.2) ? -s * value(0.6...1.4) : s * (chance(0.3) ? value(0.6...1.4) : 1))
            .concatenating(CGAffineTransform(translationX: value(offset), y: value(offset)))
    }

    /// A colour's unpremultiplied components, translucent half the time.
    mutating func components() -> (r: Double, g: Double, b: Double, a: Double) {
        (unit(), unit(), unit(), chance(0.5) ? 1 : value(0.1...0.95))
    }
}
#endif
