import Foundation

/// When an advance of a ``ManualMediaClock`` must wake an ``AnimationScheduler``: the media time of
/// the earliest event its animations on that clock can have next (a start or an end), computed by
/// the scheduler after each processing round.
///
/// A clock's advance that reaches the time schedules processing on the scheduler's run loop; one
/// that does not costs a comparison and nothing else, so that stepping a manual clock frame by
/// frame (an offline render) schedules no run-loop work, and allocates nothing, between events.
/// The time is claimed by the advance that reaches it (no second wake-up is scheduled before the
/// scheduler has run and set the next one). Where the next event cannot be foreseen (a layer
/// released mid-animation, a speed of 0 or less on the way), the time is minus infinity: every
/// advance wakes the scheduler, as it always did.
///
/// Read and written under a lock: a clock may be advanced from any thread.
final class ManualClockWake: @unchecked Sendable {
    private let lock = NSLock()
    private var time = -Double.infinity
    private var claimed = false

    /// Sets the time of the next wake-up (the scheduler has run: no wake-up is waiting any more).
    func set(_ time: CFTimeInterval) {
        lock.lock()
        self.time = time
        claimed = false
        lock.unlock()
    }

    /// Whether an advance has claimed the wake-up and the scheduler has not run since: its
    /// processing waits on the run loop.
    var isClaimed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return claimed
    }

    /// Makes the next advance wake the scheduler, whatever its time.
    func makeDue() {
        set(-.infinity)
    }

    /// Whether an advance to `now` reaches the wake-up time; if it does, the wake-up is claimed
    /// (the next one is whatever the scheduler sets when it runs).
    func claim(at now: CFTimeInterval) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard now >= time else { return false }
        time = .infinity
        claimed = true
        return true
    }
}
