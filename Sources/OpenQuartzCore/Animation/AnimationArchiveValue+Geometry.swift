import Foundation

/// Geometry and transforms in an animation's archive (see ``AnimationArchiveValue``): a tagged
/// dictionary `{"CAValueType": T, "components": [numbers]}` whose type names the Swift value it is
/// read back as. An `NSValue` box of one of these is archived as the value it boxes, and read back
/// unboxed, which animations treat alike.
///
/// | type | components |
/// |---|---|
/// | `CGPoint` | x, y |
/// | `CGSize` | width, height |
/// | `CGRect` | x, y, width, height |
/// | `CGVector` | dx, dy |
/// | `CGAffineTransform` | a, b, c, d, tx, ty |
/// | `CATransform3D` | m11, m12 ... m44, row by row |
///
/// The colours and paths of AnimationArchiveValue+Graphics.swift are tagged dictionaries too; the
/// decoding of any tagged dictionary starts here.
extension AnimationArchiveValue {
    /// A tagged dictionary of `type` with `numbers` as its components.
    static func tagged(_ type: String, _ numbers: [CGFloat], extra: [String: Any] = [:]) -> NSDictionary {
        var entries = extra
        entries[typeKey] = NSString(string: type)
        entries[componentsKey] = NSArray(array: numbers.map { NSNumber(value: Double($0)) })
        return NSDictionary(dictionary: entries)
    }

    /// The numbers of a tagged dictionary, when there are `count` of them (any count when nil).
    static func components(of dictionary: NSDictionary, count: Int? = nil) -> [CGFloat]? {
        guard let array = dictionary.object(forKey: componentsKey) as? NSArray else { return nil }
        let numbers = array.compactMap { ($0 as? NSNumber).map { CGFloat($0.doubleValue) } }
        guard numbers.count == array.count, count.map({ $0 == numbers.count }) ?? true else { return nil }
        return numbers
    }

    /// The tagged dictionary of a geometry value, or nil for another value.
    static func encodeGeometry(_ value: Any) -> NSDictionary? {
        switch value {
        case let p as CGPoint: tagged("CGPoint", [p.x, p.y])
        case let s as CGSize: tagged("CGSize", [s.width, s.height])
        case let r as CGRect: tagged("CGRect", [r.origin.x, r.origin.y, r.size.width, r.size.height])
        case let v as CGVector: tagged("CGVector", [v.dx, v.dy])
        case let t as CGAffineTransform: tagged("CGAffineTransform", [t.a, t.b, t.c, t.d, t.tx, t.ty])
        case let m as CATransform3D:
            tagged("CATransform3D", [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                                     m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44])
        default: nil
        }
    }

    /// The value a tagged dictionary of `type` stands for, or nil when it is malformed.
    static func decodeTagged(_ type: String, _ dictionary: NSDictionary) -> Any? {
        switch type {
        case "CGColor": return decodeColor(dictionary)
        case "CGPath": return decodePath(dictionary)
        default: break
        }
        let counts = ["CGPoint": 2, "CGSize": 2, "CGRect": 4, "CGVector": 2, "CGAffineTransform": 6, "CATransform3D": 16]
        guard let count = counts[type], let n = components(of: dictionary, count: count) else { return nil }
        switch type {
        case "CGPoint": return CGPoint(x: n[0], y: n[1])
        case "CGSize": return CGSize(width: n[0], height: n[1])
        case "CGRect": return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        case "CGVector": return CGVector(dx: n[0], dy: n[1])
        case "CGAffineTransform": return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
        default:
            return CATransform3D(m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
                                 m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
        }
    }
}
