/// A display that refreshes in real time: ticks on the system clock at `refreshRate` per second
/// (an OpenQuartzCore addition).
///
/// Each run loop a ``CADisplayLink`` is added to gets a one-shot `Timer` for the next tick on the
/// grid, in the link's modes; when it fires, the link fires for the latest of its frames that is
/// due, and a new timer is set for the next tick after the current time. A run loop that was busy
/// past several ticks therefore wakes once and the link skips the frames it missed, as a display
/// link does; nothing accumulates, and the grid does not drift with the timers' lateness.
///
/// Timers wake on the wall clock, so this source reads ``SystemMediaClock`` only. For a
/// ``ManualMediaClock`` use ``ManualDisplaySource``.
public final class SystemDisplaySource: DisplaySource, @unchecked Sendable {
    /// The default display: 60 Hz, ticks at whole multiples of 1/60 s of system uptime.
    public static let main = SystemDisplaySource()

    /// A real-time display refreshing `refreshRate` times a second (60 by default), with ticks at
    /// `gridOrigin + k / refreshRate` seconds of the system clock.
    public init(refreshRate: Double = 60, gridOrigin: CFTimeInterval = 0) {
        super.init(clock: SystemMediaClock(), refreshRate: refreshRate, gridOrigin: gridOrigin)
    }

    override func registrationDidChange(_ registration: DisplayLinkRegistration) {
        arm(registration)
    }

    override func registrationWillEnd(_ registration: DisplayLinkRegistration) {
        lock.lock()
        let timer = registration.timer
        registration.timer = nil
        lock.unlock()
        timer?.invalidate()
    }

    /// Replaces the registration's timer by one for the next tick after now, in its current modes.
    private func arm(_ registration: DisplayLinkRegistration) {
        let now = clock.currentTime
        let next = tickTime(tickIndex(atOrBefore: now) + 1)
        let context = UncheckedSendable((source: self, registration: registration))
        let timer = Timer(fire: Date(timeIntervalSinceNow: next - now), interval: 0, repeats: false) { _ in
            context.value.registration.link.fireIfDue()
            context.value.source.arm(context.value.registration)
        }
        lock.lock()
        guard registrations.contains(where: { $0 === registration }) else {
            lock.unlock()
            return
        }
        let replaced = registration.timer
        registration.timer = timer
        let modes = registration.modes
        lock.unlock()
        replaced?.invalidate()
        for mode in modes { registration.runLoop.add(timer, forMode: mode) }
    }
}
