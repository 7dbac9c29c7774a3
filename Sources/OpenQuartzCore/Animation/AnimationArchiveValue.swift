import Foundation

/// How an animation's untyped values (`fromValue`, `values`, custom keys...) are written into a keyed
/// archive and read back (an OpenQuartzCore detail of `CAAnimation`'s `NSSecureCoding`).
///
/// Apple archives such values as `NSNumber` and `NSValue` objects. Foundation on Linux cannot archive
/// an `NSValue` holding a structure, so OpenQuartzCore writes each value as property-list objects that
/// secure coding allows:
/// - numbers (any Swift integer or floating-point type, `Bool`, `NSNumber`) as `NSNumber`, read back
///   as `NSNumber`, as Apple's archives give them;
/// - strings, and string-backed names such as `CAMediaTimingFillMode`, as `NSString`, read back as
///   `String`;
/// - geometry and transforms as tagged dictionaries `{"CAValueType": T, "components": [numbers]}`,
///   read back as Swift values (AnimationArchiveValue+Geometry.swift);
/// - colours and paths as tagged dictionaries too (AnimationArchiveValue+Graphics.swift);
/// - arrays and dictionaries with string keys, element by element;
/// - animations, timing functions and value functions as themselves (they archive themselves).
///
/// Anything else (an image, a layer, an arbitrary object), and an array or dictionary holding such a
/// value, cannot be archived: it is left out of the archive, and reads back as nil.
package enum AnimationArchiveValue {
    /// The key naming the type of a tagged dictionary.
    static let typeKey = "CAValueType"
    /// The key of a tagged dictionary's numbers.
    static let componentsKey = "components"

    /// The classes an archive of animations may hold, for `decodeObject(of:forKey:)`.
    package static var allowedClasses: [AnyClass] {
        [NSNumber.self, NSString.self, NSArray.self, NSDictionary.self, NSNull.self,
         CAAnimation.self, CAMediaTimingFunction.self, CAValueFunction.self]
    }

    /// The archivable form of `value`, or nil when it has none.
    package static func encode(_ value: Any) -> Any? {
        // Exact types first: on Linux a native number in an `Any` also answers `is NSNumber`.
        if type(of: value) == Bool.self, let flag = value as? Bool { return NSNumber(value: flag) }
        if let tagged = encodeGeometry(value) { return tagged }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber { return number }
        if let number = animationNumber(value) { return NSNumber(value: number) }
        switch value {
        case let string as String: return NSString(string: string)
        case let string as NSString: return string
        case let name as any RawRepresentable<String>: return NSString(string: name.rawValue)
        case let object as CAAnimation: return object
        case let object as CAMediaTimingFunction: return object
        case let object as CAValueFunction: return object
        case is NSNull: return NSNull()
        case let color as CGColor: return encodeColor(color)
        case let path as CGPath: return encodePath(path)
        case let boxed as NSValue:
            let unboxed = Interpolation.unboxed(boxed)
            return unboxed is NSValue ? nil : encodeGeometry(unboxed)
        case let items as [Any]:
            let encoded = items.compactMap(encode)
            return encoded.count == items.count ? NSArray(array: encoded) : nil
        case let dictionary as [String: Any]:
            var encoded: [String: Any] = [:]
            for (key, item) in dictionary {
                guard let archived = encode(item) else { return nil }
                encoded[key] = archived
            }
            return NSDictionary(dictionary: encoded)
        default:
            return nil
        }
    }

    /// The value an archived object stands for (see the type's discussion), or nil for an object
    /// this encoding does not write.
    package static func decode(_ object: Any) -> Any? {
        switch object {
        case let number as NSNumber: return number
        case let string as NSString: return string.description
        case let array as NSArray:
            let items = array.map { decode($0) }
            return items.contains { $0 == nil } ? nil : items.compactMap { $0 }
        case let dictionary as NSDictionary:
            if let tag = dictionary.object(forKey: typeKey) as? NSString { return decodeTagged(tag.description, dictionary) }
            var items: [String: Any] = [:]
            for (key, item) in dictionary {
                guard let key = key as? NSString, let value = decode(item) else { return nil }
                items[key.description] = value
            }
            return items
        case is NSNull, is CAAnimation, is CAMediaTimingFunction, is CAValueFunction: return object
        default: return nil
        }
    }
}
