/// A source of media time, in seconds (an OpenQuartzCore addition).
///
/// Core Animation reads time from one place, ``CACurrentMediaTime()``, which asks the current clock:
/// ``SystemMediaClock`` in a running program, a ``ManualMediaClock`` in tests and offline rendering,
/// where time moves only when told. ``MediaClockContext`` selects the clock.
public protocol MediaClock: Sendable {
    /// The clock's current time in seconds. It never decreases.
    var currentTime: CFTimeInterval { get }
}

/// The system's monotonic clock: seconds since the machine booted, not advancing while it sleeps.
///
/// Apple's `CACurrentMediaTime()` reads `mach_absolute_time()`, which has these properties; on Linux
/// this clock reads the same as `ProcessInfo.systemUptime` (CLOCK_MONOTONIC). It is unaffected by
/// changes to the wall-clock time.
public struct SystemMediaClock: MediaClock {
    /// Creates the system clock.
    public init() {}

    /// The seconds since boot.
    public var currentTime: CFTimeInterval { ProcessInfo.processInfo.systemUptime }
}

/// A clock that moves only when told: for tests and for rendering frames offline, one at a time.
///
/// It is safe to read and advance from several threads; each call is atomic.
public final class ManualMediaClock: MediaClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: CFTimeInterval
    private var observers: [@Sendable (CFTimeInterval) -> Void] = []

    /// Creates a clock that reads `time` until it is advanced.
    public init(time: CFTimeInterval = 0) {
        self.time = time
    }

    /// The clock's time.
    public var currentTime: CFTimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    /// Moves the clock forward by `interval` seconds.
    /// - Precondition: `interval` is not negative (media time never runs backwards).
    public func advance(by interval: CFTimeInterval) {
        precondition(interval >= 0, "ManualMediaClock.advance(by:): interval \(interval) is negative; media time never runs backwards")
        lock.lock()
        time += interval
        let toNotify = observers, now = time
        lock.unlock()
        for observer in toNotify { observer(now) }
    }

    /// Sets the clock to `newTime`.
    /// - Precondition: `newTime` is not earlier than the current time.
    public func set(to newTime: CFTimeInterval) {
        lock.lock()
        guard newTime >= time else {
            let current = time
            lock.unlock()
            preconditionFailure("ManualMediaClock.set(to:): \(newTime) is earlier than the current time \(current); media time never runs backwards")
        }
        time = newTime
        let toNotify = observers
        lock.unlock()
        for observer in toNotify { observer(newTime) }
    }

    /// Calls `observer` with the new time after every change of the clock's time (animation events
    /// wake on it).
    package func addObserver(_ observer: @escaping @Sendable (CFTimeInterval) -> Void) {
        lock.lock()
        observers.append(observer)
        lock.unlock()
    }
}
