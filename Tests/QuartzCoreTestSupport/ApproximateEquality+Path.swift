// Reading a path's elements back through its public interface (`applyWithBlock`), so that path tests
// compare what Apple's framework would report too, and comparing them within a tolerance.
#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif

/// A path element copied out of `applyWithBlock`, with its points.
public enum RecordedPathElement: Equatable, Sendable, CustomStringConvertible {
    /// A move to the point.
    case move(CGPoint)
    /// A line to the point.
    case line(CGPoint)
    /// A quadratic curve: control point, end.
    case quadCurve(CGPoint, CGPoint)
    /// A cubic curve: first control point, second control point, end.
    case curve(CGPoint, CGPoint, CGPoint)
    /// A close.
    case close

    /// The element's points in Apple's order.
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let c, let e): [c, e]
        case .curve(let c1, let c2, let e): [c1, c2, e]
        case .close: []
        }
    }

    /// The element's kind, Apple's raw value of `CGPathElementType`.
    public var kind: Int32 {
        switch self {
        case .move: 0
        case .line: 1
        case .quadCurve: 2
        case .curve: 3
        case .close: 4
        }
    }

    /// The element's kind and points, for test failure messages.
    public var description: String {
        switch self {
        case .move(let p): "move \(p)"
        case .line(let p): "line \(p)"
        case .quadCurve(let c, let e): "quad \(c) \(e)"
        case .curve(let c1, let c2, let e): "curve \(c1) \(c2) \(e)"
        case .close: "close"
        }
    }
}

extension RecordedPathElement: ApproximatelyEquatable {
    /// Same kind, and every point within `absoluteTolerance` component-wise.
    public func isApproximatelyEqual(to other: RecordedPathElement, absoluteTolerance: Double) -> Bool {
        kind == other.kind && points.isApproximatelyEqual(to: other.points, absoluteTolerance: absoluteTolerance)
    }
}

extension CGPath {
    /// The path's elements as `applyWithBlock` reports them.
    public var recordedElements: [RecordedPathElement] {
        var result: [RecordedPathElement] = []
        applyWithBlock { pointer in
            let element = pointer.pointee
            let p = element.points
            switch element.type {
            case .moveToPoint: result.append(.move(p[0]))
            case .addLineToPoint: result.append(.line(p[0]))
            case .addQuadCurveToPoint: result.append(.quadCurve(p[0], p[1]))
            case .addCurveToPoint: result.append(.curve(p[0], p[1], p[2]))
            case .closeSubpath: result.append(.close)
            @unknown default: break
            }
        }
        return result
    }
}
