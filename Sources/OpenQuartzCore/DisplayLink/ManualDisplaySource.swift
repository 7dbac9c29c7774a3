/// A display that ticks on a ``ManualMediaClock``: for tests and for rendering offline, frame by
/// frame (an OpenQuartzCore addition).
///
/// When the clock moves (``ManualMediaClock/advance(by:)``, ``ManualMediaClock/set(to:)`` or
/// ``step(in:)``), every tick up to the new time is due. Each display link on the source then has a
/// check waiting on its run loop, in its modes; the next turn of that run loop in one of those modes
/// fires the link once, for the latest of its frames that is due, and counts the frames in between as
/// skipped (Core Animation drops late frames rather than bursting them). Moving the clock by 3.5
/// periods thus gives one callback, with ``CADisplayLink/timestamp`` on the third tick and
/// ``CADisplayLink/targetTimestamp`` on the fourth. The run loop must turn for links to fire:
/// ``step(in:)`` and ``runDueCallbacks(in:)`` turn the calling thread's.
///
/// Offline rendering calls ``step(in:)`` once per frame, on the thread whose run loop the links were
/// added to, then draws: the links have fired at exactly the frame's time and the implicit
/// transactions they opened have committed.
public final class ManualDisplaySource: DisplaySource, @unchecked Sendable {
    /// The clock this display ticks on.
    public let manualClock: ManualMediaClock

    /// A display refreshing `refreshRate` times a second (60 by default) on `clock`, with ticks at
    /// `gridOrigin + k / refreshRate`.
    public init(clock: ManualMediaClock, refreshRate: Double = 60, gridOrigin: CFTimeInterval = 0) {
        manualClock = clock
        super.init(clock: clock, refreshRate: refreshRate, gridOrigin: gridOrigin)
        clock.addObserver { [weak self] _ in self?.clockDidMove() }
    }

    /// Moves the clock to the next tick, then turns the current thread's run loop in `mode` so that
    /// the links due fire at that tick and the transactions they open commit. Returns the tick time.
    @discardableResult
    public func step(in mode: RunLoop.Mode = .default) -> CFTimeInterval {
        let next = tickTime(currentTickIndex + 1)
        manualClock.set(to: max(next, manualClock.currentTime))
        runDueCallbacks(in: mode)
        return next
    }

    /// Steps `frames` times (see ``step(in:)``), one frame at a time, so that every link fires at
    /// every one of its frames. Returns the last tick time.
    @discardableResult
    public func step(frames: Int, in mode: RunLoop.Mode = .default) -> CFTimeInterval {
        var time = manualClock.currentTime
        for _ in 0..<max(0, frames) { time = step(in: mode) }
        return time
    }

    /// Turns the current thread's run loop in `mode` without waiting, three times: display links due
    /// fire, then the implicit transactions their callbacks opened commit, then the animation events
    /// of those commits are delivered. Core Foundation runs a mode only once it holds something (a
    /// timer, a source, or a block scheduled for that very mode): a link added for `.common` does not
    /// make an otherwise empty custom common mode run.
    public func runDueCallbacks(in mode: RunLoop.Mode = .default) {
        for _ in 0..<3 { _ = RunLoop.current.run(mode: mode, before: .distantPast) }
    }

    override func registrationDidChange(_ registration: DisplayLinkRegistration) {
        scheduleCheck(registration, force: true)
    }

    override func registrationWillEnd(_ registration: DisplayLinkRegistration) {
        lock.lock()
        registration.generation += 1
        lock.unlock()
    }

    private func clockDidMove() {
        lock.lock()
        let current = registrations
        lock.unlock()
        for registration in current { scheduleCheck(registration, force: false) }
    }

    /// Puts a check for due frames on the registration's run loop, in its modes, unless one is
    /// waiting already (`force` after the modes change: the waiting one has the old modes).
    private func scheduleCheck(_ registration: DisplayLinkRegistration, force: Bool) {
        lock.lock()
        guard force || !registration.isCheckScheduled else {
            lock.unlock()
            return
        }
        if force { registration.generation += 1 }
        registration.isCheckScheduled = true
        let modes = registration.modes, generation = registration.generation
        lock.unlock()
        let context = UncheckedSendable((source: self, registration: registration))
        registration.runLoop.perform(inModes: modes) {
            let (source, registration) = context.value
            source.lock.lock()
            let isCurrent = registration.generation == generation
            if isCurrent { registration.isCheckScheduled = false }
            source.lock.unlock()
            if isCurrent { registration.link.fireIfDue() }
        }
    }
}
