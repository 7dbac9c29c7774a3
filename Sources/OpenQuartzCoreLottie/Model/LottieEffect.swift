import Foundation

/// A layer effect (`ef`): a drop shadow, which is drawn, or another kind, which is reported.
enum LottieEffect: Sendable {
    case dropShadow(LottieDropShadow)
    /// A colour or blur effect, drawn as the layer's filters (``LottieFilterEffect``).
    case filter(LottieFilterEffect)
    /// An expression control (a slider, angle, colour, point, checkbox, layer or menu control): it
    /// draws nothing, and expressions read its values (``LottieExpressionScope``).
    case control
    /// Any other effect: its `ty`, its name (`nm`) and where it is.
    case other(type: Int, name: String, jsonPath: LottieJSONLocation)

    /// The match names (`mn`) of After Effects' expression controls.
    static let controlMatchNames: Set<String> = [
        "ADBE Slider Control", "ADBE Angle Control", "ADBE Color Control", "ADBE Point Control", "ADBE Point3D Control",
        "ADBE Checkbox Control", "ADBE Layer Control", "ADBE Dropdown Control",
    ]
}

/// After Effects' Drop Shadow (`ty` 25). Its parameters (the effect's `ef`, by position, as the
/// format stores them whatever their names' language): colour (RGBA 0...1), opacity (0...255),
/// direction (degrees clockwise from up), distance and softness (points).
struct LottieDropShadow: Sendable {
    var color: LottieProperty<[Double]>
    var opacity: LottieProperty<[Double]>
    var direction: LottieProperty<[Double]>
    var distance: LottieProperty<[Double]>
    var softness: LottieProperty<[Double]>
    var jsonPath: LottieJSONLocation
}

extension LottieNode {
    /// The effects of After Effects' own that some exporters write as a custom effect (`ty` 5) with
    /// their match name, by the type bodymovin gives them; Skottie tells effects apart by match
    /// name likewise.
    private static let typesByMatchName = ["ADBE Tint": 20, "ADBE Fill": 21, "ADBE Tritone": 23, "ADBE Drop Shadow": 25,
                                           "ADBE Gaussian Blur 2": 29]

    /// An effect's type: `declared`, or for a custom effect the type its match name is known by.
    static func effectType(_ declared: Int, matchName: String?) -> Int {
        guard declared == 5, let name = matchName, let known = typesByMatchName[name] else { return declared }
        return known
    }

    /// The effects of a layer's `ef` list.
    func effects() throws(LottieError) -> [LottieEffect] {
        guard isArray else { throw error("expected a list of effects, found \(kind)") }
        var effects: [LottieEffect] = []
        for node in try elements() where node.isObject {
            // A switched-off effect (`en` 0) is not drawn.
            if let enabled = node["en"], try enabled.number() == 0 { continue }
            let type = Self.effectType(try node["ty"]?.integer(in: 0...1000) ?? -1, matchName: try? node.string("mn"))
            let parameters = try node["ef"].map { (list) throws(LottieError) in try list.isArray ? list.elements() : [] } ?? []
            if let filter = try LottieFilterEffect(type: type, parameters: parameters, at: node.location) {
                effects.append(.filter(filter))
            } else if type == 25, parameters.count >= 5 {
                func value(_ index: Int, default fallback: [Double]) throws(LottieError) -> LottieProperty<[Double]> {
                    try parameters[index].property("v", default: fallback) { (node) throws(LottieError) in try node.vector() }
                }
                effects.append(.dropShadow(LottieDropShadow(
                    color: try value(0, default: [0, 0, 0, 1]).unitColor, opacity: try value(1, default: [127.5]),
                    direction: try value(2, default: [135]), distance: try value(3, default: [5]),
                    softness: try value(4, default: [0]), jsonPath: node.location)))
            } else if let matchName = try? node.string("mn"), LottieEffect.controlMatchNames.contains(matchName) {
                effects.append(.control)
            } else {
                effects.append(.other(type: type, name: (try? node.string("nm")).flatMap { $0 } ?? "", jsonPath: node.location))
            }
        }
        return effects
    }
}
