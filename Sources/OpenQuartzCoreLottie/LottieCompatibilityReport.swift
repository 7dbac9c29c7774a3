/// What a Lottie file uses, and what of it OpenQuartzCore does not draw as a Lottie player would:
/// each unsupported or approximated feature with the JSON path where it occurs and what is drawn
/// instead. Nothing unsupported is dropped silently. `docs/lottie.md` lists every feature.
public struct LottieCompatibilityReport: Sendable, Equatable {
    /// The features the file uses (`shape-layer`, `trim`, `gradient-fill-radial`...), sorted.
    public var featuresUsed: [String]
    /// Features drawn differently or not at all, in the order met in the file.
    public var issues: [LottieFeatureIssue]

    /// Whether everything the file uses is drawn as specified.
    public var isFullySupported: Bool { issues.isEmpty }
}

/// One feature of a file that is not drawn as specified.
public struct LottieFeatureIssue: Sendable, Equatable, CustomStringConvertible {
    /// The feature's name, as in `docs/lottie.md` (`luma-matte`, `text-layer`, `merge-paths`...).
    public var feature: String
    /// Where it occurs in the file.
    public var jsonPath: String
    /// What is drawn instead ("not drawn", "drawn as an alpha matte"...).
    public var consequence: String

    /// `jsonPath: feature: consequence`.
    public var description: String { "\(jsonPath): \(feature): \(consequence)" }
}

/// Collects the report while a file is read and mapped.
final class LottieReportCollector {
    private(set) var features: Set<String> = []
    private(set) var issues: [LottieFeatureIssue] = []
    private var seen: Set<String> = []
    /// The entries of properties whose expressions a layer's scope ran (or tried to).
    private var evaluated: Set<Int> = []

    func evaluatedExpression(at index: Int) { evaluated.insert(index) }
    func wasEvaluated(_ index: Int) -> Bool { evaluated.contains(index) }

    func use(_ feature: String) { features.insert(feature) }

    /// Records an unsupported feature once per place.
    func unsupported(_ feature: String, at location: LottieJSONLocation, _ consequence: String) {
        features.insert(feature)
        let jsonPath = location.description
        guard seen.insert("\(jsonPath)|\(feature)").inserted else { return }
        issues.append(LottieFeatureIssue(feature: feature, jsonPath: jsonPath, consequence: consequence))
    }

    var report: LottieCompatibilityReport {
        LottieCompatibilityReport(featuresUsed: features.sorted(), issues: issues)
    }
}
