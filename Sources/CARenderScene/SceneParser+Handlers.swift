import Foundation

/// Reading `on:` handlers: `tap`, `drag` (`began`, `moved`, `ended`) and `key` (a map of key names),
/// each a body of changes (the keys of a timeline event without `time`) or a list of bodies applied
/// in turn. The handlers are read after the timeline, so that their bodies may name any layer of the
/// file, including layers the timeline creates; a body's changes apply to the handler's own layer
/// when they name none.
extension SceneParser {
    static let handlerKeys: Set<String> = ["tap", "drag", "key"]
    static let dragKeys: Set<String> = ["began", "moved", "ended"]

    /// Reads the `on:` maps collected while reading layers into their specs.
    func parsePendingHandlers() {
        for (spec, node, isRoot) in pendingHandlers {
            guard node.isMapping else { values.reportExpected("a map of handlers (tap, drag, key)", node); continue }
            diagnostics.checkKeys(node, allowed: Self.handlerKeys, what: "on")
            let owner = spec.name
            if owner == nil && !isRoot {
                diagnostics.report(node, "a layer with handlers needs a name, by which its handlers' changes address it")
                continue
            }
            let handlers = LayerHandlers()
            inHandler = true
            defer { inHandler = false }
            if let tap = node["tap"] { handlers.tap = parseSequence(tap, owner: owner) }
            if let drag = node["drag"] {
                if drag.isMapping {
                    diagnostics.checkKeys(drag, allowed: Self.dragKeys, what: "drag")
                    let handler = DragHandler()
                    handler.began = drag["began"].flatMap { parseHandlerBody($0, owner: owner) }
                    handler.moved = drag["moved"].flatMap { parseHandlerBody($0, owner: owner, allowsScrub: true) }
                    handler.ended = drag["ended"].flatMap { parseHandlerBody($0, owner: owner) }
                    handlers.drag = handler
                } else {
                    values.reportExpected("a drag handler (a map with began, moved, ended)", drag)
                }
            }
            if let keys = node["key"] {
                if let entries = keys.entries {
                    for entry in entries {
                        if let sequence = parseSequence(entry.value, owner: owner) { handlers.keys[entry.key.lowercased()] = sequence }
                    }
                } else {
                    values.reportExpected("a map of key names (Space, a, Left...) to changes", keys)
                }
            }
            spec.handlers = handlers
        }
        pendingHandlers = []
    }

    /// A body, or a list of bodies applied in turn.
    private func parseSequence(_ node: SceneNode, owner: String?) -> HandlerSequence? {
        if let elements = node.elements {
            let bodies = elements.compactMap { parseHandlerBody($0, owner: owner) }
            if elements.isEmpty { diagnostics.report(node, "expected at least one set of changes") }
            return bodies.isEmpty ? nil : HandlerSequence(bodies: bodies)
        }
        return parseHandlerBody(node, owner: owner).map { HandlerSequence(bodies: [$0]) }
    }

    /// The changes a handler makes: a timeline event's keys without `time`, aimed at `owner` unless
    /// they name a target; `scrub` in a drag's `moved`.
    private func parseHandlerBody(_ node: SceneNode, owner: String?, allowsScrub: Bool = false) -> TimelineBody? {
        guard node.isMapping else { return values.expected("changes (a map with set, add, remove, pause, resume...)", node) }
        diagnostics.checkKeys(node, allowed: Self.bodyKeys.union(allowsScrub ? ["scrub"] : []), what: allowsScrub ? "a drag's moved" : "a handler")
        return parseBody(node, time: .infinity, defaultTarget: owner)
    }

    /// `scrub: {layer: door, axis: x, distance: -200, min: 0, max: 0.999}` (or a list of them).
    func parseScrub(_ node: SceneNode, target: String?, into body: TimelineBody) {
        for item in node.elements ?? [node] {
            guard item.isMapping else { values.reportExpected("{layer: name, axis: x, distance: points per second, min:, max:}", item); continue }
            diagnostics.checkKeys(item, allowed: ["layer", "axis", "distance", "min", "max"], what: "scrub")
            guard let (name, _) = layerOf(item, key: "layer", target: target, time: .infinity) else { continue }
            var axis = Scrub.Axis.x
            if let n = item["axis"], let text = values.string(n) {
                guard let found = Scrub.Axis(rawValue: text) else { diagnostics.report(n, "the axis is x or y, found \(n.summary)"); continue }
                axis = found
            }
            guard let distanceNode = item["distance"] else {
                diagnostics.report(item, "scrub needs a distance: the points dragged for one second of timeOffset (negative: dragging left or up adds time)")
                continue
            }
            guard let distance = values.number(distanceNode) else { continue }
            guard distance != 0 else { diagnostics.report(distanceNode, "the distance must not be 0"); continue }
            let minimum = item["min"].flatMap { values.number($0) } ?? 0
            let maximum = item["max"].flatMap { values.number($0, allowInfinity: true) } ?? .infinity
            guard minimum <= maximum else { diagnostics.report(item, "min (\(minimum)) is greater than max (\(maximum))"); continue }
            body.actions.append(.scrub(Scrub(layer: name, axis: axis, distance: distance, minimum: minimum, maximum: maximum)))
        }
    }
}
