#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import Testing

// What the archiving suites share: a round trip through NSKeyedArchiver with secure coding required,
// as issue 17 asks animations, value functions and timing functions to survive.

enum ArchiveTestKit {
    /// `object` archived with `requiringSecureCoding: true` and unarchived as `type`.
    static func roundTrip<T: NSObject & NSCoding>(_ object: NSObject, as type: T.Type) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data)
    }

    /// The elements of `path` as (type, points) pairs, to compare paths.
    static func elements(of path: CGPath?) -> [String] {
        var result: [String] = []
        path?.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            let points = (0..<count).map { "(\(element.pointee.points[$0].x), \(element.pointee.points[$0].y))" }
            result.append("\(element.pointee.type.rawValue) " + points.joined(separator: " "))
        }
        return result
    }

    /// A number read back from an archive (an `NSNumber`) or set natively.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// The control points of a timing function, c1x, c1y, c2x, c2y.
    static func controlPoints(_ function: CAMediaTimingFunction?) -> [Float] {
        guard let function else { return [] }
        var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &c1)
        function.getControlPoint(at: 2, values: &c2)
        return c1 + c2
    }
}
