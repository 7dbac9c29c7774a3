/// A mouse button or a finger on a touch screen, delivered to a layer's handler (an OpenQuartzCore
/// addition: UIKit's touches, without UIKit).
///
/// A pointer goes `down` on the layer under it in the presentation tree (what the window shows), and
/// that layer's handler then receives its `moved` events and its `up` (or `cancelled`) wherever the
/// pointer goes, as a touch stays with the view it began in.
public struct PointerEvent: Sendable, Equatable {
    /// Where the pointer is in its gesture.
    public enum Phase: Sendable, Equatable {
        /// The button was pressed, or the finger touched the screen.
        case down
        /// The pointer moved while down.
        case moved
        /// The button was released, or the finger lifted.
        case up
        /// The gesture ended without an `up`: the window lost focus, or the host cancelled it.
        case cancelled
    }

    /// What the pointer is.
    public enum Kind: Sendable, Equatable {
        /// A mouse, with the number of its button (1: left, 2: middle, 3: right).
        case mouse(button: Int)
        /// A finger, with the identifier the touch device gives it for the touch's length.
        case touch(finger: Int64)
    }

    /// The phase of the gesture.
    public var phase: Phase
    /// The pointer.
    public var kind: Kind
    /// The location in the coordinate space of the layer receiving the event (its bounds' space),
    /// converted through the presentation tree.
    public var location: CGPoint
    /// The location in the window, in points from its top-left corner.
    public var locationInWindow: CGPoint
    /// The media time of the frame the event was delivered in.
    public var timestamp: CFTimeInterval

    /// An event with these values.
    public init(phase: Phase, kind: Kind, location: CGPoint, locationInWindow: CGPoint, timestamp: CFTimeInterval) {
        self.phase = phase
        self.kind = kind
        self.location = location
        self.locationInWindow = locationInWindow
        self.timestamp = timestamp
    }
}
