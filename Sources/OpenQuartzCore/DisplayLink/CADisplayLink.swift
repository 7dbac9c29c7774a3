/// A timer synchronised with the display's refresh: it calls its closure once per frame, on the run
/// loop it was added to, in the modes it was added for.
///
/// Apple creates a display link with a target and a selector; Linux has no Objective-C runtime to
/// send a selector, so OpenQuartzCore's link takes a closure: `CADisplayLink { link in ... }`. The
/// rest is Apple's interface. The frames come from a ``DisplaySource``: the one in effect where the
/// link is created (``DisplaySource/current``: the shared manual source of a ``ManualMediaClock``
/// installed with `MediaClockContext`, else the real-time 60 Hz display), or one given explicitly
/// with ``init(source:_:)``.
///
/// Apple's rules, as implemented:
/// - Nothing fires until the link is added to a run loop with ``add(to:forMode:)``. The callback
///   runs on that run loop, only while it runs in one of the link's modes; `.common` stands for
///   every common mode. A link added in `.default` does not fire while the run loop runs in a
///   tracking mode; the frames missed meanwhile are skipped.
/// - ``timestamp`` is the time of the frame being shown (the tick), ``targetTimestamp`` the time of
///   the link's next frame, ``duration`` the display's refresh period.
/// - ``preferredFramesPerSecond``, ``preferredFrameRateRange`` and the deprecated ``frameInterval``
///   make the link fire on every n-th tick of the display.
/// - A paused link does not fire; ``invalidate()`` removes it from every run loop and releases the
///   closure, for good.
///
/// Frames are never queued: when several ticks passed since the last callback (a slow callback, a
/// busy run loop, a manual clock moved by several periods), the link fires once, for the latest of
/// its frames that is due, and counts the others in ``skippedFrameCount``. Its first frame is the
/// first tick after it was added (or resumed).
///
/// Thread safety: like Apple's, a link is meant to be used from the thread of its run loop. Its
/// state is guarded by a lock, so reading or setting its properties from another thread is safe; the
/// closure always runs on the run loop's thread, outside the lock.
open class CADisplayLink: NSObject {
    /// The display whose ticks drive this link (an OpenQuartzCore addition).
    public let source: DisplaySource

    let lock = NSLock()
    var callback: ((CADisplayLink) -> Void)?
    var state = DisplayLinkState()

    /// Creates a display link that calls `callback` with itself at every frame, once added to a run
    /// loop, driven by ``DisplaySource/current``.
    public convenience init(_ callback: @escaping (CADisplayLink) -> Void) {
        self.init(source: .current, callback)
    }

    /// Creates a display link driven by `source` (an OpenQuartzCore addition).
    public init(source: DisplaySource, _ callback: @escaping (CADisplayLink) -> Void) {
        self.source = source
        self.callback = callback
        super.init()
    }

    /// Registers the link with `runloop` in `mode`, so that it fires while the run loop runs in that
    /// mode (`.common`: in any common mode). A link may be added in several modes. Ignored once the
    /// link is invalidated.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        addToRunLoop(runloop, mode: mode)
    }

    /// Removes the link from `mode` of `runloop`; it keeps firing in the other modes it was added for.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        source.remove(self, from: runloop, forMode: mode)
    }

    /// Removes the link from every run loop and mode and releases its closure. An invalidated link
    /// never fires again and cannot be added back.
    public func invalidate() {
        lock.lock()
        state.isInvalid = true
        let released = callback
        callback = nil
        lock.unlock()
        source.removeAll(self)
        _ = released
    }

    /// The time of the frame the link last fired for: the display tick, in media time. 0 until the
    /// first callback.
    public var timestamp: CFTimeInterval { withState { $0.timestamp } }

    /// The time of the link's next frame: ``timestamp`` plus the link's frame interval in display
    /// periods (so `targetTimestamp - timestamp == duration` when the link takes every tick). 0 until
    /// the first callback.
    public var targetTimestamp: CFTimeInterval { withState { $0.targetTimestamp } }

    /// The display's refresh period, `1 / refreshRate` seconds, whatever the link's preferred rate
    /// (Apple: "the time interval between screen refresh updates"). 0 until the first callback.
    public var duration: CFTimeInterval { withState { $0.duration } }

    /// Whether the link is paused: a paused link does not fire. On resuming, its next frame is the
    /// first tick after the resumption; the frames of the pause are not counted as skipped.
    public var isPaused: Bool {
        get { withState { $0.isPaused } }
        set { setPaused(newValue) }
    }

    /// The number of display ticks between callbacks (1: every tick, 2: every other tick, 30 fps on a
    /// 60 Hz display). Values below 1 act as 1. Setting it overrides the preferred rates.
    @available(*, deprecated, message: "use preferredFramesPerSecond or preferredFrameRateRange")
    public var frameInterval: Int {
        get { withState { $0.frameInterval } }
        set { updateRequest { $0.frameInterval = newValue; $0.request = .interval(max(1, newValue)) } }
    }

    /// The rate the link should fire at, in frames per second; 0 (the default) means the display's
    /// rate. The link fires on every n-th tick, n chosen so that `refreshRate / n` is nearest this
    /// rate (ties to the faster rate).
    public var preferredFramesPerSecond: Int {
        get { withState { $0.preferredFramesPerSecond } }
        set { updateRequest { $0.preferredFramesPerSecond = newValue; $0.request = .framesPerSecond(newValue) } }
    }

    /// The range of rates the link accepts; ``CAFrameRateRange/default`` means the display's rate.
    /// The link fires on every n-th tick, n chosen so that `refreshRate / n` lies in the range
    /// (maximum 0 meaning the display's rate) and is nearest the preferred rate (else the maximum);
    /// when no such n exists, the rate nearest the preferred one.
    public var preferredFrameRateRange: CAFrameRateRange {
        get { withState { $0.preferredFrameRateRange } }
        set { updateRequest { $0.preferredFrameRateRange = newValue; $0.request = .range(newValue) } }
    }

    /// How many of the link's frames passed without a callback because the link fired late (an
    /// OpenQuartzCore addition; Core Animation drops such frames rather than delivering them late).
    public var skippedFrameCount: Int { withState { $0.skippedFrameCount } }
}
