import Foundation

/// A shape layer's contents as expressions see them: `content("Group 1").content("Rectangle Path
/// 1").size`, `thisComp.layer("Ring").content("Trim Paths 1").end`, or After Effects' match names
/// (`layer("ADBE Root Vectors Group")(1)("ADBE Vectors Group")`).
///
/// - A list of items (the layer's `shapes`, a group's `it`) finds an item with `content(key)` or by
///   being called, by name (`nm`), match name (`mn`) or position from 1, as lottie-web's
///   `ShapeExpressionInterface` finds them; `numProperties` counts them.
/// - An item has the properties After Effects names, by expression name, display name
///   ("Stroke Width") or match name (rectangle: `size`, `position`, `roundness`;
///   ellipse; polystar; fill and stroke: `color`, `opacity`, `strokeWidth`; gradients' `startPoint`
///   and `endPoint`; trim paths: `start`, `end`, `offset`; repeater: `copies`, `offset`; round
///   corners: `radius`; offset paths; pucker and bloat), each also by its match name, read at the
///   asking expression's time with their own expressions run; a group also has `content`, its
///   `transform` (`anchorPoint`, `position`, `scale`, `rotation`, `opacity`, `skew`, `skewAxis`);
///   every item its `_name` and its `propertyIndex` (`ix`), as lottie-web gives them.
/// - Called with a number, an item gives its property whose index (`ix`) it is, and a group its
///   contents for 2 and its transform otherwise (lottie-web's interfaces).
/// - A path item's `path` (`Path`, `ADBE Vector Shape`) is a path (`LottieExpressionScope+Paths`).
extension LottieExpressionScope {
    /// The shape item properties by item type: expression name, match name, key, and the value of
    /// a property the item leaves out.
    private static let itemProperties: [String: [(String, String, String, [Double])]] = [
        "rc": [("size", "ADBE Vector Rect Size", "s", [0, 0]), ("position", "ADBE Vector Rect Position", "p", [0, 0]),
               ("roundness", "ADBE Vector Rect Roundness", "r", [0])],
        "el": [("size", "ADBE Vector Ellipse Size", "s", [0, 0]), ("position", "ADBE Vector Ellipse Position", "p", [0, 0])],
        "sr": [("position", "ADBE Vector Star Position", "p", [0, 0]), ("rotation", "ADBE Vector Star Rotation", "r", [0]),
               ("points", "ADBE Vector Star Points", "pt", [5]), ("innerRadius", "ADBE Vector Star Inner Radius", "ir", [0]),
               ("outerRadius", "ADBE Vector Star Outer Radius", "or", [0]),
               ("innerRoundness", "ADBE Vector Star Inner Roundess", "is", [0]),
               ("outerRoundness", "ADBE Vector Star Outer Roundess", "os", [0])],
        "fl": [("color", "ADBE Vector Fill Color", "c", [0, 0, 0, 1]), ("opacity", "ADBE Vector Fill Opacity", "o", [100])],
        "st": [("color", "ADBE Vector Stroke Color", "c", [0, 0, 0, 1]), ("opacity", "ADBE Vector Stroke Opacity", "o", [100]),
               ("strokeWidth", "ADBE Vector Stroke Width", "w", [1])],
        "gf": [("startPoint", "ADBE Vector Grad Start Pt", "s", [0, 0]), ("endPoint", "ADBE Vector Grad End Pt", "e", [0, 0]),
               ("opacity", "ADBE Vector Fill Opacity", "o", [100])],
        "gs": [("startPoint", "ADBE Vector Grad Start Pt", "s", [0, 0]), ("endPoint", "ADBE Vector Grad End Pt", "e", [0, 0]),
               ("opacity", "ADBE Vector Stroke Opacity", "o", [100]), ("strokeWidth", "ADBE Vector Stroke Width", "w", [1])],
        "tm": [("start", "ADBE Vector Trim Start", "s", [0]), ("end", "ADBE Vector Trim End", "e", [100]),
               ("offset", "ADBE Vector Trim Offset", "o", [0])],
        "rp": [("copies", "ADBE Vector Repeater Copies", "c", [1]), ("offset", "ADBE Vector Repeater Offset", "o", [0])],
        "rd": [("radius", "ADBE Vector RoundCorner Radius", "r", [0])],
        "op": [("amount", "ADBE Vector Offset Amount", "a", [0]), ("miterLimit", "ADBE Vector Offset Miter Limit", "ml", [4])],
        "pb": [("amount", "ADBE Vector PuckerBloat Amount", "a", [0])],
        "tr": [("anchorPoint", "ADBE Vector Anchor", "a", [0, 0]), ("position", "ADBE Vector Position", "p", [0, 0]),
               ("scale", "ADBE Vector Scale", "s", [100, 100]), ("rotation", "ADBE Vector Rotation", "r", [0]),
               ("opacity", "ADBE Vector Group Opacity", "o", [100]), ("skew", "ADBE Vector Skew", "sk", [0]),
               ("skewAxis", "ADBE Vector Skew Axis", "sa", [0])],
    ]

    /// The list of shape items `list` (a layer's `shapes`, a group's `it`) as an object.
    func contentsObject(_ list: LottieNode?, atTime time: Double) -> LottieExpressionObject {
        let items = (try? list?.elements()) ?? []
        let find = LottieExpressionFunction("content") { [unowned self] (arguments) throws(LottieExpressionError) in
            let key = LottieExpressionLibrary.argument(arguments, 0)
            guard let item = Self.find(key, in: items) else { throw LottieExpressionError("content(\(key.text)): no such shape item") }
            return .object(self.shapeItemObject(item, atTime: time))
        }
        return LottieExpressionObject("content", members: ["content": .function(find), "numProperties": .number(Double(items.count))],
                                      call: find)
    }

    /// One shape item as an object (see the type's notes).
    func shapeItemObject(_ item: LottieNode, atTime time: Double) -> LottieExpressionObject {
        let type = (try? item.string("ty")) ?? ""
        let properties = Self.itemProperties[type] ?? []
        let name = (try? item.string("nm")) ?? type
        let lookup = { [unowned self] (key: String) throws(LottieExpressionError) -> LottieExpressionValue? in
            if type == "gr" {
                switch key {
                case "content": return try self.contentsObject(item["it"], atTime: time).member("content")
                case "transform", "ADBE Vector Transform Group":
                    let transform = try? item["it"]?.elements().last { (try? $0.string("ty")) == "tr" }
                    return transform.map { .object(self.shapeItemObject($0, atTime: time)) } ?? .undefined
                case "ADBE Vectors Group": return .object(self.contentsObject(item["it"], atTime: time))
                case "numProperties": return .number(Double((try? item["it"]?.elements().count) ?? 0))
                default: break
                }
            }
            if type == "sh", key == "path" || key == "Path" || key == "ADBE Vector Shape", let node = item["ks"] {
                return LottieExpressionScope.pathObject(try self.pathValue(ofPropertyAt: node, atFrame: self.frame(atTime: time)))
            }
            guard let entry = properties.first(where: { $0.0 == key || $0.1 == key || Self.displayNames[$0.0] == key }) else { return nil }
            return try self.propertyObject(item[entry.2], fallback: entry.3, atTime: time)
        }
        let call = LottieExpressionFunction(name) { [unowned self] (arguments) throws(LottieExpressionError) in
            let key = LottieExpressionLibrary.argument(arguments, 0)
            switch key {
            case .string("Contents") where type == "gr", .number(2) where type == "gr":
                return try lookup("ADBE Vectors Group") ?? .undefined
            case .string("Transform") where type == "gr", .number where type == "gr":
                return try lookup("transform") ?? .undefined
            case .string(let text):
                if let value = try lookup(text) { return value }
            case .number(let index):
                // A property by its index (`ix`), as lottie-web's shape interfaces find them.
                if let entry = properties.first(where: { (try? item[$0.2]?["ix"]?.number()) == index }) {
                    return try self.propertyObject(item[entry.2], fallback: entry.3, atTime: time)
                }
            default: break
            }
            throw LottieExpressionError("\(name)(\(key.text)): no such property")
        }
        let index = (try? item["ix"]?.number()).map(LottieExpressionValue.number) ?? .undefined
        return LottieExpressionObject(name, members: ["name": .string(name), "_name": .string(name), "propertyIndex": index],
                                      lookup: lookup, call: call)
    }

    /// The display names of the items' properties by their expression names, made once.
    private static let displayNames: [String: String] = Dictionary(
        itemProperties.values.flatMap { $0.map { ($0.0, displayName($0.0)) } }, uniquingKeysWith: { first, _ in first })

    /// After Effects' display name of a property from its expression name: `strokeWidth` is
    /// "Stroke Width", `anchorPoint` "Anchor Point".
    static func displayName(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase { result.append(" ") }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
        }
        return result
    }
}
