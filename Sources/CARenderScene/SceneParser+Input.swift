import Foundation
import Yams

/// Reading the input a timeline replays: `pointer: down` with `at: [x, y]` (what `ca-render play
/// --record` writes), `key: Space`, `tap: layerName` or `tap: [x, y]` (a pointer down and up), and
/// `drag: {from: [x, y], to: [x, y], duration: 0.5}` (a pointer down, a move at each frame of the
/// scene's rate, and up at the end). Points are in scene coordinates.
extension SceneParser {
    static let inputKeys: Set<String> = ["pointer", "at", "key", "tap", "drag"]

    /// Reads a recorded-input file (`input:`, a list of timeline events) and merges its events into
    /// `events` by time (a scene's own events first at equal times).
    func mergeInput(text: String, into events: [TimelineEvent]) -> [TimelineEvent] {
        guard let document = (try? Yams.compose(yaml: text)) ?? nil else {
            diagnostics.report(line: 1, column: 1, keyPath: "", "the input file is not YAML; expected a map with input: (a list of events)")
            return events
        }
        let top = SceneNode(node: document, path: "")
        guard top.isMapping else { return values.expected("a map with input: (a list of events)", top) ?? events }
        diagnostics.checkKeys(top, allowed: ["input"], what: "an input file")
        guard let list = top["input"] else {
            diagnostics.report(top, "the input file needs input:, a list of events such as {time: 1, pointer: down, at: [10, 20]}")
            return events
        }
        return (events + parseTimeline(list)).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The input of the event `node` at `time`, and the later events a drag adds (its moves and its up).
    func parseInput(_ node: SceneNode, time: Double) -> (now: [TimelineInput], later: [TimelineEvent]) {
        var now: [TimelineInput] = [], later: [TimelineEvent] = []
        if let n = node["pointer"] {
            if let text = values.string(n) {
                if let phase = ScenePointerPhase(rawValue: text) {
                    if let at = node["at"] {
                        if let point = values.point(at) { now.append(.event(.pointer(phase, at: point))) }
                    } else {
                        diagnostics.report(node, "a pointer event needs at: [x, y], where the pointer is in scene coordinates")
                    }
                } else {
                    diagnostics.report(n, "unknown pointer phase \(n.summary); expected down, moved, up or cancelled")
                }
            }
        } else if let at = node["at"] {
            diagnostics.report(at, "at: gives a pointer event's place; the event needs pointer: down, moved, up or cancelled")
        }
        if let n = node["key"], let name = values.string(n) {
            if name.isEmpty { diagnostics.report(n, "a key needs a name (Space, Left, a...)") } else { now.append(.event(.key(name))) }
        }
        if let n = node["tap"] {
            if let text = n.scalar, !n.isNull, !text.contains(",") {
                if let name = reference(n, time: time) { now.append(.tap(layer: name)) }
            } else if let point = values.point(n) {
                now += [.event(.pointer(.down, at: point)), .event(.pointer(.up, at: point))]
            }
        }
        if let n = node["drag"] { later += parseDrag(n, time: time, now: &now) }
        return (now, later)
    }

    /// A drag's pointer down (into `now`) and its moves and up, at the scene's frame times.
    private func parseDrag(_ node: SceneNode, time: Double, now: inout [TimelineInput]) -> [TimelineEvent] {
        guard node.isMapping else { return values.expected("a drag: {from: [x, y], to: [x, y], duration: seconds}", node) ?? [] }
        diagnostics.checkKeys(node, allowed: ["from", "to", "duration", "steps"], what: "drag")
        guard let fromNode = node["from"], let toNode = node["to"] else {
            diagnostics.report(node, "a drag needs from: and to:, points in scene coordinates")
            return []
        }
        guard let from = values.point(fromNode), let to = values.point(toNode) else { return [] }
        let duration = node["duration"].flatMap { values.nonNegative($0) } ?? 0.25
        var steps = max(1, Int((duration * fps).rounded()))
        if let n = node["steps"], let count = values.integer(n) {
            if (1...10_000).contains(count) { steps = count } else { diagnostics.report(n, "steps must be from 1 to 10000, found \(n.summary)") }
        }
        now.append(.event(.pointer(.down, at: from)))
        var events: [TimelineEvent] = []
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let point = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            var input: [TimelineInput] = [.event(.pointer(.moved, at: point))]
            if step == steps { input.append(.event(.pointer(.up, at: point))) }
            events.append(TimelineEvent(time: time + duration * f, body: TimelineBody(), input: input))
        }
        return events
    }
}
