import Foundation

/// The type of value a key path holds, which decides how a scene value is read for it.
enum ValueKind {
    case cgFloat, float, double, int, bool
    case point, size, rect, transform
    /// A colour; `null` allowed when the property is optional.
    case color(optional: Bool)
    case path, string, image
    /// A string-valued name (`contentsGravity`, `lineCap`...).
    case name(NameTable)
    case cornerMask, edgeMask
    /// A list of numbers (`lineDashPattern`, `locations`).
    case numbers
    /// A list of colours (`colors`).
    case colors
    /// The arguments of a value function: a number or a list of numbers.
    case functionArguments
    /// A custom key: the kind follows the value's form.
    case custom

    /// A short description for messages.
    var summary: String {
        switch self {
        case .cgFloat, .float, .double: "a number"
        case .int: "a whole number"
        case .bool: "true or false"
        case .point: "a point"
        case .size: "a size"
        case .rect: "a rectangle"
        case .transform: "a transform"
        case .color: "a colour"
        case .path: "a path"
        case .string: "a string"
        case .image: "an image"
        case .name(let table): table.what
        case .cornerMask: "a list of corners"
        case .edgeMask: "a list of edges"
        case .numbers: "a list of numbers"
        case .colors: "a list of colours"
        case .functionArguments: "a number or a list of numbers"
        case .custom: "a value"
        }
    }

    /// The kind of `keyPath` on layers of `layerClass`, or nil when the layer has no such key path.
    /// `frame` is the one key path outside the property table with a value (a rectangle).
    static func of(keyPath: String, on layerClass: CALayer.Type) -> ValueKind? {
        if keyPath == "frame" { return .rect }
        guard let entry = LayerPropertyTable.entry(forKeyPath: keyPath, kinds: layerClass.layerKinds) else { return nil }
        switch keyPath {
        case "contents": return .image
        case "string", "font": return .string
        default: break
        }
        return of(type: valueType(of: entry.accessor), keyPath: keyPath)
    }

    private static func valueType<A: LayerValueAccessor>(of accessor: A) -> Any.Type { A.Value.self }

    private static let names: [(Any.Type, NameTable)] = [
        (CALayerContentsGravity.self, .contentsGravity), (CALayerContentsFilter.self, .contentsFilter),
        (CALayerCornerCurve.self, .cornerCurve), (CAShapeLayerFillRule.self, .fillRule),
        (CAShapeLayerLineCap.self, .lineCap), (CAShapeLayerLineJoin.self, .lineJoin),
        (CAGradientLayerType.self, .gradientType), (CATextLayerAlignmentMode.self, .alignmentMode),
        (CATextLayerTruncationMode.self, .truncationMode), (CAMediaTimingFillMode.self, .fillMode),
    ]

    private static func of(type: Any.Type, keyPath: String) -> ValueKind? {
        switch type {
        case is CGFloat.Type: return .cgFloat
        case is Float.Type: return .float
        case is Double.Type: return .double
        case is Int.Type: return .int
        case is Bool.Type: return .bool
        case is CGPoint.Type: return .point
        case is CGSize.Type: return .size
        case is CGRect.Type: return .rect
        case is CATransform3D.Type: return .transform
        case is CGColor.Type: return .color(optional: false)
        case is CGColor?.Type: return .color(optional: true)
        case is CGPath?.Type, is CGPath.Type: return .path
        case is String?.Type, is String.Type: return .string
        case is [CGFloat]?.Type: return .numbers
        case is [CGColor]?.Type: return .colors
        case is CACornerMask.Type: return .cornerMask
        case is CAEdgeAntialiasingMask.Type: return .edgeMask
        default: break
        }
        for (nameType, table) in names where nameType == type { return .name(table) }
        return nil
    }
}
