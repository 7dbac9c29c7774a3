import Foundation

/// Reading the timeline: a list of events, each a map with `time` and the changes made then.
extension SceneParser {
    static let bodyKeys: Set<String> = ["target", "duration", "disableActions", "timingFunction", "set", "add", "remove",
                                        "addSublayer", "insertSublayer", "removeFromSuperlayer", "replaceSublayer",
                                        "transition", "completion", "pause", "resume"]

    /// Reads the events in the order of their times (events at the same time keep file order).
    func parseTimeline(_ node: SceneNode) -> [TimelineEvent] {
        guard let elements = node.elements else { values.reportExpected("a list of events", node); return [] }
        var timed: [(time: Double, node: SceneNode)] = []
        for element in elements {
            guard element.isMapping else { values.reportExpected("an event (a map with time and changes)", element); continue }
            guard let timeNode = element["time"] else { diagnostics.report(element, "an event needs a time, in seconds"); continue }
            guard let time = values.nonNegative(timeNode) else { continue }
            timed.append((time, element))
        }
        var later: [TimelineEvent] = []
        let events = timed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map { _, event in
            diagnostics.checkKeys(event.node, allowed: Self.bodyKeys.union(Self.inputKeys).union(["time"]), what: "an event")
            let body = parseBody(event.node, time: event.time)
            let input = parseInput(event.node, time: event.time)
            later += input.later
            return TimelineEvent(time: event.time, body: body, input: input.now)
        }
        guard !later.isEmpty else { return events }
        // A drag's later moves go after the events written for the same time.
        return (events + later).enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Reads the changes of an event (or of its completion, or of a handler, whose changes address
    /// `defaultTarget`, its own layer, unless they name a target).
    func parseBody(_ node: SceneNode, time: Double, defaultTarget: String? = nil) -> TimelineBody {
        let body = TimelineBody()
        var target = defaultTarget
        if let n = node["target"], let name = reference(n, time: time) { target = name }
        for (key, _, value) in node.entries ?? [] {
            switch key {
            case "duration": body.duration = values.nonNegative(value)
            case "disableActions": body.disableActions = values.bool(value)
            case "timingFunction": body.timingFunction = values.timingFunction(value)
            case "set": parseSet(value, target: target, implicitTarget: node["target"] == nil && defaultTarget != nil, time: time, into: body)
            case "add":
                for item in value.elements ?? [value] {
                    guard item.isMapping else { values.reportExpected("{layer: name, key: key, animation: {...}}", item); continue }
                    diagnostics.checkKeys(item, allowed: ["layer", "key", "animation"], what: "add")
                    guard let (name, named) = layerOf(item, key: "layer", target: target, time: time) else { continue }
                    let animationKey = item["key"].flatMap { values.string($0) }
                    guard let animationNode = item["animation"] else { diagnostics.report(item, "add needs an animation"); continue }
                    if let animation = parseAnimation(animationNode, layerClass: named.layerClass, customKeys: named.customKeys) {
                        body.actions.append(.add(layer: name, key: animationKey, animation: animation))
                    }
                }
            case "remove":
                for item in value.elements ?? [value] {
                    if item.scalar != nil {
                        if let name = reference(item, time: time) { body.actions.append(.remove(layer: name, key: nil)) }
                        continue
                    }
                    diagnostics.checkKeys(item, allowed: ["layer", "key"], what: "remove")
                    guard let (name, _) = layerOf(item, key: "layer", target: target, time: time) else { continue }
                    body.actions.append(.remove(layer: name, key: item["key"].flatMap { values.string($0) }))
                }
            case "addSublayer", "insertSublayer":
                diagnostics.checkKeys(value, allowed: key == "addSublayer" ? ["parent", "layer"] : ["parent", "layer", "at", "below", "above"], what: key)
                // Both are read before either is checked, so the new layer's name is known even
                // when the parent is wrong.
                let parentLayer = layerOf(value, key: "parent", target: target, time: time)
                let layerToAdd = layerSource(value, key: "layer", time: time)
                guard let (parent, _) = parentLayer, let source = layerToAdd else { continue }
                if key == "addSublayer" { body.actions.append(.addSublayer(parent: parent, layer: source)); continue }
                if let n = value["at"], let index = values.integer(n) {
                    if index >= 0 { body.actions.append(.insertSublayer(parent: parent, layer: source, position: .index(UInt32(index)))) }
                    else { diagnostics.report(n, "the index must be 0 or more, found \(n.summary)") }
                } else if let n = value["below"], let sibling = reference(n, time: time) {
                    body.actions.append(.insertSublayer(parent: parent, layer: source, position: .below(sibling)))
                } else if let n = value["above"], let sibling = reference(n, time: time) {
                    body.actions.append(.insertSublayer(parent: parent, layer: source, position: .above(sibling)))
                } else if value["at"] == nil && value["below"] == nil && value["above"] == nil {
                    diagnostics.report(value, "insertSublayer needs at (an index), below or above (a layer name)")
                }
            case "removeFromSuperlayer":
                for item in value.elements ?? [value] {
                    if let name = reference(item, time: time) { body.actions.append(.removeFromSuperlayer(layer: name)) }
                }
            case "replaceSublayer":
                diagnostics.checkKeys(value, allowed: ["old", "with"], what: "replaceSublayer")
                let oldLayer = layerOf(value, key: "old", target: nil, time: time)
                let newLayer = layerSource(value, key: "with", time: time)
                guard let (old, _) = oldLayer, let source = newLayer else { continue }
                body.actions.append(.replaceSublayer(old: old, new: source))
            case "transition":
                guard value.isMapping else { values.reportExpected("a transition (a map with type, subtype, duration...)", value); continue }
                guard let (name, named) = layerOf(value, key: "layer", target: target, time: time) else { continue }
                if let animation = parseTransition(value, layerClass: named.layerClass) {
                    body.actions.append(.transition(layer: name, animation: animation))
                }
            case "completion":
                guard value.isMapping else { values.reportExpected("a map of changes", value); continue }
                diagnostics.checkKeys(value, allowed: Self.bodyKeys, what: "a completion")
                body.completion = parseBody(value, time: time, defaultTarget: defaultTarget)
            case "pause", "resume":
                for item in value.elements ?? [value] {
                    guard let name = reference(item, time: time) else { continue }
                    body.actions.append(key == "pause" ? .pause(layer: name) : .resume(layer: name))
                }
            case "scrub":
                parseScrub(value, target: target, into: body)
            default: continue  // target and time, read above; unknown keys are reported by the caller
            }
        }
        return body
    }
}
