import Foundation

/// A live layer tree built from a ``Scene``, with its own clock and the timeline's progress.
///
/// Scene time is media time: the runtime's ``clock`` reads 0 when the tree is built, and an
/// animation's `beginTime` in the file is a scene time (0 meaning when it is added), as it is a
/// media time for Core Animation's root layers.
///
/// The scene's root is on display from the start (a scene is shown by definition): the runtime
/// marks it as a displayed root, the way `CARenderer` marks its layer, so the timeline's `set` events
/// animate implicitly whether or not a renderer shows the tree yet (Apple runs implicit animations
/// only for layers on display: GNUstep libs-quartzcore PR #36, measured on Apple). The tree is built
/// with actions disabled, so the layers first appear with their values as the file gives them.
///
/// A runtime is used on the thread that made it (Core Animation's transactions and event delivery
/// are per thread). ``advance(to:)`` installs the runtime's clock itself for what it does; to read
/// presentation values between advances, run the reads inside ``withClock(_:)`` (or
/// `MediaClockContext.withClock(runtime.clock)`), or pass the time explicitly as `CARenderer` does.
public final class SceneRuntime {
    /// The root layer; its frame is (0, 0, width, height).
    public let root: CALayer
    /// The media clock: media time equals scene time, starting at 0.
    public let clock: ManualMediaClock

    /// Told of each event given to ``handle(_:)``, with the runtime's time then: what
    /// `ca-render play --record` writes as timeline entries.
    public var inputObserver: ((CFTimeInterval, SceneInputEvent) -> Void)?

    private let events: [TimelineEvent]
    private var nextEvent = 0
    let names = NameBox()
    /// The pointer that is down on a layer with handlers.
    var capture: PointerCapture?
    /// The layer the pointer last went down on: key presses go to its handlers first.
    weak var focus: CALayer?
    /// The next body of each handler sequence.
    var turns: [ObjectIdentifier: Int] = [:]

    init(scene: SceneDefinition) {
        let clock = ManualMediaClock(time: 0)
        let names = self.names
        root = MediaClockContext.withClock(clock) {
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = (scene.root ?? LayerSpec(layerClass: .plain)).build(into: names)
            root.frame = CGRect(x: 0, y: 0, width: scene.width, height: scene.height)
            CATransaction.commit()
            Self.deliverEvents()
            return root
        }
        root.beginDisplaying()
        self.clock = clock
        events = scene.events
    }

    deinit {
        root.endDisplaying()
    }

    /// The layer of the scene with this `name`, if it has been created.
    public func layer(named name: String) -> CALayer? { names.layers[name] }

    /// Runs `body` with the runtime's clock as the current media clock, for reading presentation
    /// layers at the runtime's time.
    public func withClock<R>(_ body: () throws -> R) rethrows -> R {
        try MediaClockContext.withClock(clock, operation: body)
    }

    /// Moves the clock to `time` (an earlier time is ignored: media time never runs backwards),
    /// applying every timeline event due at or before it, in order. For each event the clock is
    /// first set to the event's own time, so its implicit animations begin exactly then; the event
    /// runs in its own transaction (with its duration, disableActions and timing function), which
    /// is committed. Run-loop events (animation delegates, completion blocks and the completion
    /// changes of events) are delivered after each event and at `time`.
    ///
    /// Call it on the thread that made the runtime. It installs the runtime's clock itself, so no
    /// `MediaClockContext.withClock` is needed around it.
    public func advance(to time: CFTimeInterval) {
        MediaClockContext.withClock(clock) {
            CATransaction.flush()
            while nextEvent < events.count, events[nextEvent].time <= time {
                let event = events[nextEvent]
                nextEvent += 1
                if event.time > clock.currentTime {
                    clock.set(to: event.time)
                    Self.deliverEvents()
                }
                event.body.apply(names: names)
                Self.deliverEvents()
                replay(event.input)
            }
            if time > clock.currentTime { clock.set(to: time) }
            Self.deliverEvents()
        }
    }

    /// Turns the thread's run loop without waiting, where Core Animation delivers its events, while
    /// Core Animation has work waiting on it (up to three turns: an event's completion changes commit,
    /// and their events follow). A scene runs no code of its own on the run loop, so a step with
    /// nothing waiting skips the turn.
    static func deliverEvents() {
        for _ in 0..<3 where CATransaction.hasPendingRunLoopWork { RunLoop.current.run(until: Date()) }
    }
}
