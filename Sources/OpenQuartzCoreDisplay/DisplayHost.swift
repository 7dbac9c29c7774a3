/// Shows a layer tree in a window, live: each refresh of the window's display draws the committed
/// tree at the frame's media time with the software compositor, uploads it to an SDL streaming
/// texture and presents it (an OpenQuartzCore addition; Apple's equivalent is the window server).
///
/// The window's refresh drives time. The host keeps a media clock (``clock``) that reads the time of
/// the frame being drawn, on a grid of ticks `1 / refreshRate` apart, and a ``display``
/// (`ManualDisplaySource`) on that clock: a `CADisplayLink` made with
/// `CADisplayLink(source: host.display)`, or made without a source inside the host's callbacks,
/// fires once per presented frame with `CADisplayLink/timestamp` on the frame's tick,
/// honouring `preferredFrameRateRange` and `frameInterval`; ticks missed because a frame took too
/// long are skipped, and the links count them (`CADisplayLink/skippedFrameCount`), as the seeds'
/// Timer-Based Animation chapter describes. Presentation waits for the vertical refresh when the
/// renderer can (vsync); otherwise (under Xvfb, for one) the host sleeps until each tick itself.
/// A ``DisplayClock`` gives the time and does the waiting: ``SteppedDisplayClock`` makes every
/// frame's time known in advance, for tests.
///
/// The root is on display while the host lives (`beginDisplaying()`), so property changes in its
/// tree animate implicitly. Input reaches layers through ``setPointerHandler(_:for:)`` and
/// ``setKeyHandler(_:for:)``, hit-tested on the presentation tree.
///
/// A host is used on the thread that made it: it polls the window's events there, fires the display
/// links on that thread's run loop and commits there. Under Linux, that thread need not be the main
/// thread, but only one thread at a time may use SDL.
public final class DisplayHost {
    /// The root of the tree shown; its position and bounds place it in the window (points, y down).
    public let layer: CALayer
    /// The media time of the frames: each frame sets it to its tick's time before anything runs.
    public let clock: ManualMediaClock
    /// The display the window's frames tick: display links on it fire once per presented frame.
    public let display: ManualDisplaySource
    /// The clock frames are paced by.
    public let displayClock: any DisplayClock
    /// The clock the tree's animations were committed on, when it is not ``clock`` (a scene runtime's
    /// own clock, say): frames are drawn, and pointers hit-tested, at its time. Nil: ``clock``.
    public var treeClock: (any MediaClock)?
    /// Called at each frame after the display links fired and before the tree is committed and drawn.
    public var frameHandler: ((DisplayFrame) -> Void)?
    /// Called with key presses no layer's key handler took.
    public var keyHandler: ((KeyEvent) -> Void)?
    /// Called with the new size, in points, after the window was resized.
    public var resizeHandler: ((CGSize) -> Void)?
    /// Frames presented and ticks dropped so far.
    public internal(set) var statistics = FrameStatistics()
    /// The window's size in points.
    public internal(set) var size: CGSize
    /// Pixels per point.
    public internal(set) var scale: CGFloat
    /// Whether the user asked to close the window (its close button, or the window system quitting).
    public internal(set) var isCloseRequested = false
    /// Whether presenting waits for the vertical refresh (false: the host paces frames itself).
    public internal(set) var isVSynced: Bool

    let window: SDLWindow
    let options: DisplayHostOptions
    let router = InputRouter()
    var surface: (context: CGContext, renderer: CARenderer)
    var lastTick: Int?
    /// The window units per point: the forced scale, or 1 where the window system scales itself.
    let unitsPerPoint: CGFloat
    /// When the earliest input event of the frame being made arrived (SDL's milliseconds).
    var inputArrival: UInt32?
    /// When the last present returned, and how many presents were measured, to find out whether
    /// vsync really waits.
    var vsyncProbe: (lastPresent: CFTimeInterval?, shortIntervals: Int, measured: Int) = (nil, 0, 0)

    /// Opens a window showing `layer`, with frames paced by `displayClock`. Throws
    /// ``DisplayHostError/cannotOpenWindow(reason:)`` (naming `DISPLAY` and Xvfb) when no window can
    /// be opened.
    public init(layer: CALayer, options: DisplayHostOptions = DisplayHostOptions(), displayClock: any DisplayClock = SystemDisplayClock()) throws {
        let points = options.size ?? layer.bounds.size
        unitsPerPoint = options.scale ?? 1
        window = try SDLWindow(title: options.title, width: max(1, Int((points.width * unitsPerPoint).rounded())),
                               height: max(1, Int((points.height * unitsPerPoint).rounded())),
                               resizable: options.isResizable, visible: options.isVisible, vsync: options.vsync)
        self.layer = layer
        self.options = options
        self.displayClock = displayClock
        let start = displayClock.now
        clock = ManualMediaClock(time: start)
        display = ManualDisplaySource(clock: clock, refreshRate: options.refreshRate ?? window.modeRefreshRate ?? 60, gridOrigin: start)
        isVSynced = options.vsync && window.reportsVSync && displayClock is SystemDisplayClock
        size = points
        scale = 1
        surface = Self.makeSurface(window: window, points: points, threads: options.rasterizationThreads)
        layer.beginDisplaying()
        updateGeometry()
    }

    deinit {
        layer.endDisplaying()
    }

    /// The window's title.
    public var title: String { window.title }

    /// Presents frames until `condition` is false or the window is asked to close.
    public func run(while condition: () -> Bool = { true }) {
        while !isCloseRequested && condition() { step() }
    }

    /// Presents frames for `seconds` of the display clock (or until the window is asked to close).
    public func run(forDuration seconds: CFTimeInterval) {
        let end = displayClock.now + seconds
        run { displayClock.now < end }
    }
}
