/// Selects the clock that ``CACurrentMediaTime()`` reads (an OpenQuartzCore addition).
///
/// Two levels, the innermost winning:
/// - `withClock(_:operation:)` installs a clock for the duration of a closure, in the
///   current task and the tasks it creates (a task-local value). Tests use it, so that tests running
///   in parallel each keep their own time.
/// - ``defaultClock`` is the process-wide clock otherwise, ``SystemMediaClock`` unless replaced. An
///   offline renderer replaces it with a ``ManualMediaClock`` for the whole run.
public enum MediaClockContext {
    @TaskLocal static var scopedClock: (any MediaClock)?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var processClock: any MediaClock = SystemMediaClock()

    /// The process-wide clock, read where no scoped clock is installed. Thread-safe.
    public static var defaultClock: any MediaClock {
        get {
            lock.lock()
            defer { lock.unlock() }
            return processClock
        }
        set {
            lock.lock()
            processClock = newValue
            lock.unlock()
        }
    }

    /// The clock in effect here: the innermost scoped clock, else ``defaultClock``.
    public static var current: any MediaClock {
        scopedClock ?? defaultClock
    }

    /// Runs `operation` with `clock` as the current clock of this task and its child tasks.
    ///
    /// Where `clock` is a ``ManualMediaClock`` already installed here, `operation` simply runs (the
    /// clock in effect is the same), without binding the task-local value again: binding one
    /// allocates, and an offline renderer that installs its clock once around its frame loop then
    /// advances frames without allocating.
    @discardableResult
    public static func withClock<R>(_ clock: any MediaClock, operation: () throws -> R) rethrows -> R {
        if let manual = clock as? ManualMediaClock, let installed = scopedClock as? ManualMediaClock, manual === installed {
            return try operation()
        }
        return try $scopedClock.withValue(clock, operation: operation)
    }

    /// Runs the asynchronous `operation` with `clock` as the current clock of this task and its
    /// child tasks.
    @discardableResult
    public static func withClock<R>(_ clock: any MediaClock, operation: () async throws -> R) async rethrows -> R {
        try await $scopedClock.withValue(clock, operation: operation)
    }
}

/// The current media time: Core Animation's clock, in seconds.
///
/// Apple's function returns the seconds since boot from the system's monotonic clock. OpenQuartzCore
/// returns the time of the current ``MediaClock`` (see ``MediaClockContext``), which is that same
/// clock unless a test or an offline renderer has installed a manual one.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClockContext.current.currentTime
}
