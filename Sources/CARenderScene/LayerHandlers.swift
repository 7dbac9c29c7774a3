import Foundation

/// A layer's interaction handlers, read from its `on:` map: what a tap, a drag and key presses
/// change. Each handler is one or more transaction bodies, the same changes a timeline event makes
/// (plus `pause`, `resume` and a drag's `scrub`).
///
/// A handler given as a list of bodies applies them in turn, one per tap (or key press), starting
/// again after the last: a tap that cycles through colours, or pauses and then resumes. The place
/// in each list belongs to the ``SceneRuntime`` (a scene builds any number of runtimes).
final class LayerHandlers {
    /// On a pointer going down on the layer or a sublayer without a handler of its own, as the
    /// seeds' `touchesBegan(_:with:)` listings act on a touch.
    var tap: HandlerSequence?
    /// On a drag that began on the layer.
    var drag: DragHandler?
    /// On key presses, by lower-cased key name.
    var keys: [String: HandlerSequence] = [:]

    /// Whether the layer takes pointer events.
    var takesPointer: Bool { tap != nil || drag != nil }
}

/// Bodies applied one per occurrence, in turn.
final class HandlerSequence {
    let bodies: [TimelineBody]

    init(bodies: [TimelineBody]) {
        self.bodies = bodies
    }
}

/// What a drag does: `began` when the pointer goes down, `moved` at each move (its `scrub`s move a
/// layer's `timeOffset` by the distance dragged), `ended` when it goes up or is cancelled.
final class DragHandler {
    var began: TimelineBody?
    var moved: TimelineBody?
    var ended: TimelineBody?
}

/// A drag's `scrub`: the manual animation of the Layer Time chapter (a layer paused with
/// `speed = 0`, its `timeOffset` set by the gesture). Each move changes the layer's `timeOffset`
/// by the distance moved along `axis` divided by `distance` (negative: dragging left or up adds
/// time), kept within `minimum...maximum`, as the book's door listing does with
/// `timeOffset - translation.x / 200`, clamped to 0...0.999.
struct Scrub {
    enum Axis: String { case x, y }
    let layer: String
    let axis: Axis
    let distance: Double
    let minimum: Double
    let maximum: Double
}

/// What a handler knows about the input that runs it, for `$location` and `scrub`.
struct InputContext {
    /// The pointer in the handler layer's coordinates (its bounds' space).
    var location: CGPoint
    /// How far the pointer moved since the drag's previous event, in scene coordinates.
    var translation: CGPoint
}
