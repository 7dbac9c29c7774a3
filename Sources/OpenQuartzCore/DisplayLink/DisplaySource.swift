/// A display's refresh as Core Animation sees it: a tick every `1 / refreshRate` seconds of media
/// time, on the fixed grid `gridOrigin + k / refreshRate` (an OpenQuartzCore addition).
///
/// Apple's ``CADisplayLink`` fires at the vertical refreshes of a screen. Linux has no such signal
/// that a library can wait on, so OpenQuartzCore models the screen as a grid of tick times on a
/// ``MediaClock``. Two kinds exist:
/// - ``SystemDisplaySource`` ticks in real time on the system clock, waking the run loop with timers;
/// - ``ManualDisplaySource`` ticks when a ``ManualMediaClock`` is moved, for tests and for rendering
///   offline one frame at a time (``ManualDisplaySource/step(in:)``).
///
/// The grid is fixed: a tick's time never depends on when the previous callback ran. A callback that
/// is late does not delay the next tick, and ticks that pass while nobody can fire are skipped, not
/// queued: a display link fires once, for the latest tick that is due (see ``CADisplayLink``). This
/// is the seeds' account of CADisplayLink ("if a scheduled frame is missed, it skips it and updates
/// at the next scheduled frame time").
///
/// ``current`` is the source a ``CADisplayLink`` created without one uses.
///
/// Thread safety: the source is immutable apart from its table of display links, which a lock
/// guards; links may be added and removed from any thread.
public class DisplaySource: @unchecked Sendable {
    /// The clock the ticks are read from.
    public let clock: any MediaClock

    /// The display's refresh rate, in ticks per second (60 unless chosen).
    public let refreshRate: Double

    /// The media time of tick 0; every tick is at `gridOrigin + k / refreshRate` for an integer `k`.
    public let gridOrigin: CFTimeInterval

    let lock = NSLock()
    var registrations: [DisplayLinkRegistration] = []

    init(clock: any MediaClock, refreshRate: Double, gridOrigin: CFTimeInterval) {
        precondition(refreshRate > 0 && refreshRate.isFinite, "DisplaySource: refresh rate \(refreshRate) must be positive and finite")
        self.clock = clock
        self.refreshRate = refreshRate
        self.gridOrigin = gridOrigin
    }

    /// The time between two ticks: `1 / refreshRate` seconds.
    public var refreshPeriod: CFTimeInterval { 1 / refreshRate }

    /// The media time of tick `index`: `gridOrigin + index / refreshRate`, computed from the index
    /// (never accumulated), so that every tick lies exactly on the grid.
    public func tickTime(_ index: Int) -> CFTimeInterval {
        gridOrigin + Double(index) / refreshRate
    }

    /// The index of the latest tick at or before `time`. A time within a millionth of a period
    /// below a tick counts as that tick, so that a clock set to ``tickTime(_:)`` is on that tick
    /// whatever the rounding.
    public func tickIndex(atOrBefore time: CFTimeInterval) -> Int {
        Int(((time - gridOrigin) * refreshRate + 1e-6).rounded(.down))
    }

    /// The index of the latest tick at or before the clock's current time.
    public var currentTickIndex: Int {
        tickIndex(atOrBefore: clock.currentTime)
    }

    // MARK: Hooks for the two kinds

    /// A link was added to a run loop, or its modes changed: arrange to be woken at ticks.
    func registrationDidChange(_ registration: DisplayLinkRegistration) {}

    /// A link was removed from a run loop (every mode): stop waking for it.
    func registrationWillEnd(_ registration: DisplayLinkRegistration) {}
}
