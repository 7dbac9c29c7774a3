import Foundation

/// Colours and paths in an animation's archive (see ``AnimationArchiveValue``), as tagged
/// dictionaries of property-list objects.
///
/// - A `CGColor` is `{"CAValueType": "CGColor", "colorSpace": NAME, "components": [numbers]}`: the
///   name its colour space was made with (`CGColorSpace.sRGB`...), or `DeviceGray`, `DeviceRGB` or
///   `DeviceCMYK` for the device spaces, and its components with alpha last. A colour whose space
///   cannot be named again is not archived.
/// - A `CGPath` is `{"CAValueType": "CGPath", "elements": [[type, x, y, ...], ...]}`: each element's
///   type (`CGPathElementType`'s raw value, Apple's: 0 move, 1 line, 2 quadratic curve, 3 cubic
///   curve, 4 close) followed by its points' coordinates, in the order `applyWithBlock` gives them.
extension AnimationArchiveValue {
    /// The key of a colour's colour space.
    static let colorSpaceKey = "colorSpace"
    /// The key of a path's elements.
    static let elementsKey = "elements"

    /// The names standing for the device colour spaces, which have no name of their own.
    private static let deviceSpaceNames = ["DeviceGray", "DeviceRGB", "DeviceCMYK"]

    /// The device colour space a name of ``deviceSpaceNames`` stands for.
    private static func deviceSpace(named name: String) -> CGColorSpace? {
        switch name {
        case "DeviceGray": CGColorSpaceCreateDeviceGray()
        case "DeviceRGB": CGColorSpaceCreateDeviceRGB()
        case "DeviceCMYK": CGColorSpaceCreateDeviceCMYK()
        default: nil
        }
    }

    static func encodeColor(_ color: CGColor) -> NSDictionary? {
        guard let space = color.colorSpace, let components = color.components,
              let name = space.name ?? deviceSpaceNames.first(where: { deviceSpace(named: $0) == space }) else { return nil }
        return tagged("CGColor", components, extra: [colorSpaceKey: NSString(string: name)])
    }

    static func decodeColor(_ dictionary: NSDictionary) -> CGColor? {
        guard let name = (dictionary.object(forKey: colorSpaceKey) as? NSString)?.description,
              let space = deviceSpace(named: name) ?? CGColorSpace(name: name),
              let components = components(of: dictionary, count: space.numberOfComponents + 1) else { return nil }
        return components.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
    }

    static func encodePath(_ path: CGPath) -> NSDictionary {
        var elements: [NSArray] = []
        path.applyWithBlock { element in
            let count = switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: 1
            case .addQuadCurveToPoint: 2
            case .addCurveToPoint: 3
            case .closeSubpath: 0
            }
            var numbers = [NSNumber(value: element.pointee.type.rawValue)]
            for index in 0..<count {
                let point = element.pointee.points[index]
                numbers += [NSNumber(value: Double(point.x)), NSNumber(value: Double(point.y))]
            }
            elements.append(NSArray(array: numbers))
        }
        return NSDictionary(dictionary: [typeKey: NSString(string: "CGPath"), elementsKey: NSArray(array: elements)])
    }

    static func decodePath(_ dictionary: NSDictionary) -> CGPath? {
        guard let elements = dictionary.object(forKey: elementsKey) as? NSArray else { return nil }
        let path = CGMutablePath()
        for case let element as NSArray in elements {
            let numbers = element.compactMap { ($0 as? NSNumber)?.doubleValue }
            guard numbers.count == element.count, let first = numbers.first,
                  let type = CGPathElementType(rawValue: Int32(first)) else { return nil }
            let points = stride(from: 1, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch (type, points.count) {
            case (.moveToPoint, 1): path.move(to: points[0])
            case (.addLineToPoint, 1): path.addLine(to: points[0])
            case (.addQuadCurveToPoint, 2): path.addQuadCurve(to: points[1], control: points[0])
            case (.addCurveToPoint, 3): path.addCurve(to: points[2], control1: points[0], control2: points[1])
            case (.closeSubpath, 0): path.closeSubpath()
            default: return nil
            }
        }
        return path.copy()
    }
}
