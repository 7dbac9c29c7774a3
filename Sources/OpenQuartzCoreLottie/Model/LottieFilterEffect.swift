import Foundation

/// After Effects' colour and blur effects that become a layer's filters (``CALayer/layerFilters``),
/// their parameters read by position (`ef` of the effect), as bodymovin writes them and lottie-web
/// reads them:
/// - Tint (`ty` 20): map black to, map white to (colours), amount to tint (percent);
/// - Fill (`ty` 21): fill mask, all masks, colour, invert, horizontal and vertical feather, opacity
///   (0...1; a value above 1 is read as percent);
/// - Tritone (`ty` 23): highlights, midtones, shadows (colours), blend with original (percent);
/// - Gaussian Blur (`ty` 29): blurriness (points; a Gaussian of standard deviation 0.3 × blurriness,
///   as lottie-web and ThorVG blur), blur dimensions (1 both, 2 across, 3 down).
struct LottieFilterEffect: Sendable {
    enum Kind: Sendable {
        case tint, fill, tritone, gaussianBlur
    }

    var kind: Kind
    /// The parameters used, by their position in the effect.
    var values: [LottieProperty<[Double]>]
    /// Blur dimensions, or whether a fill is inverted or limited to one mask.
    var option: Int
    var jsonPath: LottieJSONLocation

    /// The effect of type `type`, or nil when it is not one of these or lacks its parameters.
    init?(type: Int, parameters: [LottieNode], at jsonPath: LottieJSONLocation) throws(LottieError) {
        let used: [Int]
        switch type {
        case 20: (kind, used) = (.tint, [0, 1, 2])
        case 21: (kind, used) = (.fill, [2, 6])
        case 23: (kind, used) = (.tritone, [0, 1, 2, 3])
        case 29: (kind, used) = (.gaussianBlur, [0])
        default: return nil
        }
        guard let last = used.last, parameters.count > last else { return nil }
        var values: [LottieProperty<[Double]>] = []
        for index in used {
            values.append(try parameters[index].property("v", default: [0]) { (node) throws(LottieError) in try node.vector() })
        }
        self.values = values
        self.jsonPath = jsonPath
        func number(_ index: Int) throws(LottieError) -> Int {
            guard index < parameters.count else { return 0 }
            let value = try parameters[index].property("v", default: [0]) { (node) throws(LottieError) in try node.vector() }
            return Int((value.initialValue.first ?? 0).rounded())
        }
        switch kind {
        case .gaussianBlur: option = try number(1)
        case .fill:
            let mask = try number(0), inverted = try number(3)
            option = mask != 0 || inverted != 0 ? 1 : 0
        default: option = 0
        }
    }

    var keyframeFrames: [Double] { values.flatMap(\.keyframeFrames) }

    /// The filter at `frame`.
    func filter(at frame: Double) -> LayerFilter {
        let v = values.map { $0.value(at: frame) }
        func scalar(_ index: Int) -> Double { v[index].first ?? 0 }
        func fraction(_ value: Double) -> Double { min(max(value, 0), 1) }
        switch kind {
        case .tint:
            return .tint(black: v[0], white: v[1], amount: fraction(scalar(2) / 100))
        case .fill:
            let color = v[0], opacity = scalar(1)
            return .fill(red: color.first ?? 0, green: color.count > 1 ? color[1] : 0, blue: color.count > 2 ? color[2] : 0,
                         opacity: fraction(opacity > 1 ? opacity / 100 : opacity))
        case .tritone:
            return .tritone(highlights: v[0], midtones: v[1], shadows: v[2], original: fraction(scalar(3) / 100))
        case .gaussianBlur:
            return .gaussianBlur(sigma: max(scalar(0), 0) * 0.3, horizontal: option != 3, vertical: option != 2)
        }
    }
}
