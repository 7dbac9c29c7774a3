import Foundation

/// What a scene declares, counted: its duration, layers and animations.
extension Scene {
    /// The scene's duration in seconds: the file's `duration`, or else the end of the last
    /// animation or timeline event (an animation repeating forever
    /// counts one cycle; an event that changes layers with actions enabled lasts its transaction's
    /// duration, 0.25 s by default), and at least one frame.
    public var duration: CFTimeInterval {
        if let explicit = definition.explicitDuration { return explicit }
        var end = 0.0
        for spec in definition.root?.allSpecs ?? [] {
            for (_, animation) in spec.animations { end = max(end, animation.end(addedAt: 0)) }
        }
        for event in definition.events {
            end = max(end, Self.end(of: event.body, at: event.time))
        }
        return max(end, 1 / fps)
    }

    private static func end(of body: TimelineBody, at time: Double) -> Double {
        let transactionDuration = body.duration ?? 0.25
        var end = time
        for action in body.actions {
            switch action {
            case .add(_, _, let animation), .transition(_, let animation):
                end = max(end, animation.end(addedAt: time, transactionDuration: transactionDuration))
            case .remove:
                break
            default:
                if body.disableActions != true { end = max(end, time + transactionDuration) }
            }
        }
        return end
    }

    /// The number of layers the scene declares: the root, its tree, masks, and the new layers of
    /// timeline events.
    public var layerCount: Int {
        (definition.root?.layerCount ?? 0) + definition.events.reduce(0) { $0 + Self.newLayers(in: $1.body) }
    }

    private static func newLayers(in body: TimelineBody) -> Int {
        body.actions.reduce(0) { count, action in
            switch action {
            case .addSublayer(_, .new(let spec)), .insertSublayer(_, .new(let spec), _), .replaceSublayer(_, .new(let spec)):
                count + spec.layerCount
            default: count
            }
        } + (body.completion.map(newLayers(in:)) ?? 0)
    }

    /// The number of animations the scene declares: those of the layers (new layers of the
    /// timeline included) and those the timeline adds, transitions included; a group counts itself
    /// and each of its animations.
    public var animationCount: Int {
        var specs = definition.root?.allSpecs ?? []
        var count = 0
        for event in definition.events {
            count += event.body.animationCount
            specs += Self.newSpecs(in: event.body)
        }
        return count + specs.reduce(0) { $0 + $1.animations.reduce(0) { $0 + $1.animation.count } }
    }

    private static func newSpecs(in body: TimelineBody) -> [LayerSpec] {
        body.actions.flatMap { action -> [LayerSpec] in
            switch action {
            case .addSublayer(_, .new(let spec)), .insertSublayer(_, .new(let spec), _), .replaceSublayer(_, .new(let spec)):
                spec.allSpecs
            default: []
            }
        } + (body.completion.map(newSpecs(in:)) ?? [])
    }
}
