import Foundation

/// Where a pointer is in its gesture, as a scene's handlers see it.
public enum ScenePointerPhase: String, Sendable, CaseIterable {
    /// The button was pressed, or a finger touched.
    case down
    /// The pointer moved while down.
    case moved
    /// The button was released, or the finger lifted.
    case up
    /// The gesture ended without an `up` (the window lost the pointer).
    case cancelled
}

/// One piece of user input given to a scene: what `ca-render play` forwards from the window to a
/// ``SceneRuntime``, what it records with `--record`, and what a scene's timeline replays
/// (`pointer:` and `key:` events), so that a render of recorded input draws the frames the window
/// showed.
public enum SceneInputEvent: Sendable, Equatable {
    /// The (single) pointer, at a point in scene coordinates (the root layer's space: points from
    /// the canvas's top-left corner).
    case pointer(ScenePointerPhase, at: CGPoint)
    /// A key pressed, by name: a character in lower case (`"a"`, `"+"`) or SDL's name for other
    /// keys (`"Space"`, `"Left"`, `"Return"`); compared without regard to case.
    case key(String)

    /// The event as one entry of a scene's `timeline:` at scene time `time`, in YAML flow style:
    /// `{time: 1.25, pointer: down, at: [120, 80]}` or `{time: 2, key: "Space"}`. Times and
    /// coordinates are written so that they read back exactly.
    public func timelineEntry(at time: CFTimeInterval) -> String {
        switch self {
        case let .pointer(phase, point):
            "{time: \(time), pointer: \(phase.rawValue), at: [\(Double(point.x)), \(Double(point.y))]}"
        case let .key(name):
            "{time: \(time), key: \"\(name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"}"
        }
    }
}
