/// The clock a ``DisplayHost`` paces its frames by: the time now, and a way to wait for a frame's
/// time (an OpenQuartzCore addition).
///
/// A live window uses ``SystemDisplayClock``, which reads the system's uptime and sleeps. Tests and
/// tools that need known frame times use ``SteppedDisplayClock``, where waiting moves the clock to
/// the frame's time at once: every frame then lies exactly on the display's grid, whatever the
/// machine's speed, and a test advances the clock itself to stand for a slow frame.
public protocol DisplayClock: AnyObject {
    /// The time now, in seconds, never decreasing.
    var now: CFTimeInterval { get }

    /// Returns once ``now`` is at or after `time`.
    func wait(until time: CFTimeInterval)
}

/// The system's uptime, as `CACurrentMediaTime()` reads it on the system clock; waiting sleeps.
public final class SystemDisplayClock: DisplayClock {
    /// A clock on the system's uptime.
    public init() {}

    /// The system's uptime in seconds.
    public var now: CFTimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Sleeps until `time` (not at all when it has passed).
    public func wait(until time: CFTimeInterval) {
        let remaining = time - now
        if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
    }
}

/// A clock that moves only when told: ``wait(until:)`` jumps to the time waited for, so a host on it
/// presents one frame per display tick with no time spent drawing (for tests and offline players).
public final class SteppedDisplayClock: DisplayClock {
    /// The current time.
    public private(set) var now: CFTimeInterval

    /// A clock reading `time`.
    public init(time: CFTimeInterval = 0) {
        now = time
    }

    /// Moves the clock to `time` if that is later.
    public func wait(until time: CFTimeInterval) {
        now = max(now, time)
    }

    /// Moves the clock on by `interval` seconds (a frame that took that long to draw, say).
    public func advance(by interval: CFTimeInterval) {
        now += max(0, interval)
    }
}
