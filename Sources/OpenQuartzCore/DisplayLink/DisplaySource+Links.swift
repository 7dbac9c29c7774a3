/// One display link added to one run loop, in one or more modes. The source that holds it retains
/// the link (as Apple's run loop retains a display link) until it is removed from every mode or
/// invalidated. Its mutable parts are guarded by the source's lock.
final class DisplayLinkRegistration {
    let link: CADisplayLink
    let runLoop: RunLoop
    var modes: [RunLoop.Mode]
    /// The timer that wakes the run loop at the next tick (``SystemDisplaySource``).
    var timer: Timer?
    /// Whether a check for due ticks is already waiting on the run loop (``ManualDisplaySource``).
    var isCheckScheduled = false
    /// Changes when the modes change or the link leaves: a waiting check of an older generation
    /// does nothing (``ManualDisplaySource``).
    var generation = 0

    init(link: CADisplayLink, runLoop: RunLoop, mode: RunLoop.Mode) {
        self.link = link
        self.runLoop = runLoop
        self.modes = [mode]
    }
}

extension DisplaySource {
    /// Adds `link` to `runLoop` in `mode` (a second mode on the same run loop joins the first).
    func add(_ link: CADisplayLink, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        lock.lock()
        let registration: DisplayLinkRegistration
        if let existing = registrations.first(where: { $0.link === link && $0.runLoop === runLoop }) {
            guard !existing.modes.contains(mode) else {
                lock.unlock()
                return
            }
            existing.modes.append(mode)
            registration = existing
        } else {
            registration = DisplayLinkRegistration(link: link, runLoop: runLoop, mode: mode)
            registrations.append(registration)
        }
        lock.unlock()
        registrationDidChange(registration)
    }

    /// Removes `link` from `mode` of `runLoop`; without modes left, from the run loop.
    func remove(_ link: CADisplayLink, from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        lock.lock()
        guard let registration = registrations.first(where: { $0.link === link && $0.runLoop === runLoop }),
              registration.modes.contains(mode) else {
            lock.unlock()
            return
        }
        registration.modes.removeAll { $0 == mode }
        let ended = registration.modes.isEmpty
        if ended { registrations.removeAll { $0 === registration } }
        lock.unlock()
        if ended { registrationWillEnd(registration) } else { registrationDidChange(registration) }
    }

    /// Removes `link` from every run loop and mode.
    func removeAll(_ link: CADisplayLink) {
        lock.lock()
        let ended = registrations.filter { $0.link === link }
        registrations.removeAll { $0.link === link }
        lock.unlock()
        ended.forEach(registrationWillEnd)
    }

    // MARK: The source in effect

    @TaskLocal static var scopedSource: DisplaySource?

    /// The source a ``CADisplayLink`` created without one uses, chosen from the clock in effect:
    /// - the source installed by ``withSource(_:operation:)``, if any;
    /// - otherwise, if ``MediaClockContext/current`` is a ``ManualMediaClock``, that clock's shared
    ///   ``ManualDisplaySource`` (60 Hz, grid origin 0: ticks at whole multiples of 1/60 s);
    /// - otherwise ``SystemDisplaySource/main`` (60 Hz on the system clock).
    ///
    /// A link keeps the source it was created with; changing the context later does not move it.
    public static var current: DisplaySource {
        if let scoped = scopedSource { return scoped }
        if let manual = MediaClockContext.current as? ManualMediaClock {
            return ManualDisplaySource.shared(for: manual)
        }
        return SystemDisplaySource.main
    }

    /// Runs `operation` with `source` as ``current`` in this task and the tasks it creates (a
    /// task-local value, as `MediaClockContext.withClock(_:operation:)` installs a clock).
    @discardableResult
    public static func withSource<R>(_ source: DisplaySource, operation: () throws -> R) rethrows -> R {
        try $scopedSource.withValue(source, operation: operation)
    }
}
