import Foundation

/// Reading keyframe animations and checking their key times.
///
/// Apple's `keyTimes` rules (CAKeyframeAnimation's documentation) are errors here, because Core
/// Animation silently ignores key times that break them and spaces the keyframes evenly instead,
/// which is never what a scene meant: each key time lies in 0...1 and is not less than the one
/// before; the first is 0 and the last 1; there is one per value (in `discrete` mode, one per value
/// or one more). In the paced modes Core Animation ignores `keyTimes`, so they are not checked.
/// `timingFunctions` must have one fewer entry than `values`.
extension SceneParser {
    func applyKeyframes(_ node: SceneNode, to a: CAKeyframeAnimation, kind: ValueKind) {
        if let n = node["calculationMode"], let v = values.name(n, .calculationMode) { a.calculationMode = CAAnimationCalculationMode(rawValue: v) }
        if let n = node["rotationMode"], let v = values.name(n, .rotationMode) { a.rotationMode = CAAnimationRotationMode(rawValue: v) }
        var keyframeCount: Int?
        if let n = node["values"] {
            if let elements = n.elements {
                let converted = elements.map { values.value($0, kind: kind)?.kvcValue }
                if !converted.contains(where: { $0 == nil }) { a.values = converted.map { $0! } }
                keyframeCount = elements.count
                if elements.isEmpty { diagnostics.report(n, "values is empty; a keyframe animation needs at least one value") }
            } else {
                values.reportExpected("a list of values", n)
            }
        }
        if let n = node["path"] {
            if case .point = kind {
                a.path = values.path(n)
            } else {
                diagnostics.report(n, "a keyframe path moves a point; \"\(a.keyPath ?? "")\" is not a point key path such as position")
            }
        } else if a.rotationMode != nil, let n = node["rotationMode"] {
            diagnostics.report(n, "rotationMode applies only to an animation along a path")
        }
        if node["values"] == nil && node["path"] == nil {
            diagnostics.report(node, "a keyframe animation needs values or a path")
        }
        let paced = a.calculationMode == .paced || a.calculationMode == .cubicPaced
        if let n = node["keyTimes"], let times = numberList(n) {
            a.keyTimes = times.map { NSNumber(value: $0.value) }
            if !paced { checkKeyTimes(times, at: n, valueCount: node["path"] == nil ? keyframeCount : nil,
                                      discrete: a.calculationMode == .discrete) }
        }
        if let n = node["timingFunctions"], let functions = values.timingFunctions(n) {
            a.timingFunctions = functions
            if let count = keyframeCount, node["path"] == nil, functions.count != max(count - 1, 0), !paced {
                diagnostics.report(n, "timingFunctions has \(functions.count) entries but values has \(count); there is one timing function per segment, \(max(count - 1, 0)) here")
            }
        }
        for key in ["tensionValues", "continuityValues", "biasValues"] {
            guard let n = node[key], let list = numberList(n) else { continue }
            let numbers = list.map { NSNumber(value: $0.value) }
            switch key {
            case "tensionValues": a.tensionValues = numbers
            case "continuityValues": a.continuityValues = numbers
            default: a.biasValues = numbers
            }
        }
    }

    /// A list of numbers, each with its node.
    private func numberList(_ node: SceneNode) -> [(value: Double, node: SceneNode)]? {
        guard let elements = node.elements else { return values.expected("a list of numbers", node) }
        let numbers = elements.map { element in values.number(element).map { ($0, element) } }
        return numbers.contains { $0 == nil } ? nil : numbers.map { $0! }
    }

    private func checkKeyTimes(_ times: [(value: Double, node: SceneNode)], at node: SceneNode, valueCount: Int?, discrete: Bool) {
        var previous = 0.0
        var ordered = true
        for (value, element) in times {
            if !(0...1).contains(value) {
                diagnostics.report(element, "key time \(element.summary) lies outside 0...1; key times are fractions of the duration")
                ordered = false
            } else if value < previous {
                diagnostics.report(element, "key time \(element.summary) is less than the one before (\(previous)); key times must not decrease")
                ordered = false
            } else {
                previous = value
            }
        }
        if let count = valueCount {
            let fits = discrete ? (times.count == count || times.count == count + 1) : times.count == count
            if !fits {
                let needed = discrete ? "\(count) or \(count + 1)" : "\(count)"
                diagnostics.report(node, "keyTimes has \(times.count) entries but values has \(count); \(discrete ? "discrete" : "this") mode needs \(needed), one per value\(discrete ? " (or one more)" : "")")
                return
            }
        }
        guard ordered, let first = times.first, let last = times.last, times.count > 1 || discrete else { return }
        if first.value != 0 { diagnostics.report(first.node, "the first key time must be 0, found \(first.node.summary)") }
        if last.value != 1 && (!discrete || times.count == (valueCount ?? 0) + 1) {
            diagnostics.report(last.node, "the last key time must be 1, found \(last.node.summary)")
        }
    }
}
