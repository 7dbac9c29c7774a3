import OpenQuartzCore

/// A curve `ca-render curve` can plot: Core Animation's named timing functions, cubic Bézier control
/// points, Penner's easing functions and springs.
///
/// Written as one argument:
/// - a timing function's name, as `CAMediaTimingFunctionName` spells it (`easeIn`, `easeInEaseOut`)
///   or as the Swift 3 constant (`kCAMediaTimingFunctionEaseIn`);
/// - four control-point coordinates `c1x,c1y,c2x,c2y` (`1,0,0.75,1`, the seeds' clock hand);
/// - `penner:NAME` with an easing function's name (`penner:bounceEaseOut`);
/// - `spring:` with `mass=`, `stiffness=`, `damping=` and `velocity=` (CASpringAnimation's defaults
///   1, 100, 10 and 0 for those not given), or with `duration=` and `bounce=` (the perceptual form).
public struct CurveSpec: Sendable {
    /// The curve's name as written, for titles.
    public let name: String
    /// The progress at a time of the domain.
    public let evaluate: @Sendable (Double) -> Double
    /// The times plotted: 0 to 1 for timing and easing functions, 0 to the settling duration for a
    /// spring (in seconds).
    public let domain: ClosedRange<Double>
    /// The Bézier control points, for timing functions (drawn with their handles, as Figure 10.2).
    public let controlPoints: (CGPoint, CGPoint)?

    /// Parses a curve; throws a ``CLIError`` naming the problem and the forms accepted.
    public init(parsing text: String) throws {
        name = text
        if text.hasPrefix("penner:") {
            let easing = String(text.dropFirst("penner:".count))
            guard let function = EasingFunction(name: easing) else {
                throw CLIError("unknown easing function '\(easing)'; known: \(EasingFunction.allFunctions.map(\.name).joined(separator: ", "))")
            }
            evaluate = { function($0) }
            domain = 0...1
            controlPoints = nil
        } else if text.hasPrefix("spring:") {
            let spring = try Self.spring(String(text.dropFirst("spring:".count)))
            evaluate = { spring.value(at: $0) }
            domain = 0...max(spring.settlingDuration, 0.01)
            controlPoints = nil
        } else {
            let function = try Self.timingFunction(text)
            var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
            function.getControlPoint(at: 1, values: &c1)
            function.getControlPoint(at: 2, values: &c2)
            evaluate = { function.evaluate($0) }
            domain = 0...1
            controlPoints = (CGPoint(x: CGFloat(c1[0]), y: CGFloat(c1[1])), CGPoint(x: CGFloat(c2[0]), y: CGFloat(c2[1])))
        }
    }

    static func timingFunction(_ text: String) throws -> CAMediaTimingFunction {
        let numbers = text.split(separator: ",").map { Float($0.trimmingCharacters(in: .whitespaces)) }
        if numbers.count == 4 {
            guard let values = numbers as? [Float], values.allSatisfy(\.isFinite) else {
                throw CLIError("control points '\(text)': expected four numbers c1x,c1y,c2x,c2y")
            }
            return CAMediaTimingFunction(controlPoints: values[0], values[1], values[2], values[3])
        }
        var name = text
        if name.hasPrefix("kCAMediaTimingFunction") {
            name = String(name.dropFirst("kCAMediaTimingFunction".count))
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        guard let known = CAMediaTimingFunctionName.allPredefined.first(where: { $0.rawValue == name }) else {
            throw CLIError("unknown curve '\(text)'; give a timing function (\(CAMediaTimingFunctionName.allPredefined.map(\.rawValue).joined(separator: ", "))), four control points c1x,c1y,c2x,c2y, penner:NAME or spring:...")
        }
        return CAMediaTimingFunction(name: known)
    }

    static func spring(_ text: String) throws -> SpringSolver {
        var values: [String: Double] = [:]
        for pair in text.split(separator: ",") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw CLIError("spring parameter '\(pair)': expected NAME=NUMBER")
            }
            guard ["mass", "stiffness", "damping", "velocity", "duration", "bounce"].contains(parts[0]) else {
                throw CLIError("unknown spring parameter '\(parts[0])'; known: mass, stiffness, damping, velocity, duration, bounce")
            }
            values[parts[0]] = value
        }
        if values["duration"] != nil || values["bounce"] != nil {
            return SpringSolver(perceptualDuration: values["duration"] ?? 0.5, bounce: values["bounce"] ?? 0)
        }
        return SpringSolver(mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100,
                            damping: values["damping"] ?? 10, initialVelocity: values["velocity"] ?? 0)
    }
}
