import OpenQuartzCore

/// A curve the tool can print: a name and a function from progress to eased progress.
struct Curve: Sendable {
    let name: String
    let detail: String
    let evaluate: @Sendable (Double) -> Double
}

/// Every curve the tool knows: Core Animation's named timing functions, the seeds' clock-hand curve,
/// and the Penner easing functions.
enum CurveCatalog {
    static let all: [Curve] = timingFunctions + [clockHand] + easings

    static let timingFunctions: [Curve] = CAMediaTimingFunctionName.allPredefined.map { name in
        let function = CAMediaTimingFunction(name: name)
        var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &c1)
        function.getControlPoint(at: 2, values: &c2)
        return Curve(name: name.rawValue,
                     detail: "CAMediaTimingFunction(name: .\(name.rawValue)), control points (\(c1[0]), \(c1[1])) (\(c2[0]), \(c2[1]))",
                     evaluate: function.evaluate)
    }

    /// The seeds' custom curve for a clock hand (Listing 10.5).
    static let clockHand: Curve = {
        let function = CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1)
        return Curve(name: "clockHand", detail: "CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1), the seeds' clock hand",
                     evaluate: function.evaluate)
    }()

    static let easings: [Curve] = EasingFunction.allFunctions.filter { $0.curve != .linear }.map { function in
        Curve(name: function.name, detail: "EasingFunction(.\(function.curve), .\(function.mode))", evaluate: { function($0) })
    }

    static func named(_ name: String) -> Curve? {
        all.first { $0.name == name }
    }
}
