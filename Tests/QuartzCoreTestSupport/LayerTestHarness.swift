// What tests of layers, animations and transactions share: a manual clock per test, the thread's
// transaction left clean, run-loop turns that deliver Core Animation's events, and a delegate that
// records those events.
//
// Built with QUARTZCORE_COMPATIBILITY_TEST (Compatibility/), the harness imports QuartzCore as the
// tests do, and OpenQuartzCore where it exists, for what Apple's API cannot do: inject time (the
// manual clock) and put a layer on display without a window (a CARenderer made on a bitmap
// context). On Apple's platforms, with no OpenQuartzCore, media time is the host's clock: the
// harness then offers neither, and the tests that step time do not build there.
#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#if canImport(OpenQuartzCore)
import OpenQuartzCore
#endif
#else
import OpenQuartzCore
#endif

/// Runs layer tests on injected time, leaving each test's thread as it found it.
public enum LayerTestHarness {
    #if canImport(OpenQuartzCore)
    /// The clock a test steps by hand: OpenQuartzCore's manual media clock (`currentTime`,
    /// `advance(by:)`, `set(to:)`). Tests of Apple's API name it by this name, the harness's.
    public typealias Clock = ManualMediaClock

    /// Runs `body` with its own manual clock (task-local, so tests in parallel keep their own time).
    /// Whatever an earlier test left in the thread's implicit transaction is committed first; at the
    /// end the implicit transaction is committed and pending events delivered, so nothing of the test
    /// outlives it. Transactions are per thread: keep the layer work synchronous inside `body`.
    public static func withManualClock<R>(at start: CFTimeInterval = 1000,
                                          _ body: (Clock) throws -> R) rethrows -> R {
        let clock = ManualMediaClock(time: start)
        return try MediaClockContext.withClock(clock) {
            CATransaction.flush()
            defer {
                CATransaction.flush()
                deliverEvents()
            }
            return try body(clock)
        }
    }
    #endif

    #if !QUARTZCORE_COMPATIBILITY_TEST
    /// Puts the tree of `layer` on display, through the hook `CARenderer` uses when its `layer` is
    /// set (``CALayer/beginDisplaying()``), and returns the layer: its property changes, and those of
    /// the layers added below it, then animate implicitly. Apple runs implicit animations only for
    /// layers on display (GNUstep libs-quartzcore PR #36, measured on Apple), so tests of implicit
    /// animations show their layers first. The mark lasts as long as the layer.
    @discardableResult
    public static func onDisplay<Layer: CALayer>(_ layer: Layer) -> Layer {
        layer.beginDisplaying()
        return layer
    }
    #elseif canImport(OpenQuartzCore)
    /// Puts the tree of `layer` on display and returns the layer: its property changes, and those of
    /// the layers added below it, then animate implicitly, as Apple runs implicit animations only for
    /// layers on display (GNUstep libs-quartzcore PR #36, measured on Apple). In the compatibility
    /// build the layer becomes the layer of a `CARenderer` (on a 1-pixel bitmap context) that the
    /// harness keeps to the end of the process: the display hook the main build uses is `package`,
    /// out of reach of another package.
    @discardableResult
    public static func onDisplay<Layer: CALayer>(_ layer: Layer) -> Layer {
        let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let renderer = CARenderer(cgContext: context)
        renderer.layer = layer
        displayHostsLock.lock()
        displayHosts.append(renderer)
        displayHostsLock.unlock()
        return layer
    }

    /// The renderers ``onDisplay(_:)`` made, kept so that their layers stay on display.
    nonisolated(unsafe) private static var displayHosts: [CARenderer] = []
    private static let displayHostsLock = NSLock()
    #endif

    /// Turns the current thread's run loop without waiting, where Core Animation delivers delegate
    /// calls and completion blocks: what is due is delivered.
    public static func deliverEvents(turns: Int = 3) {
        for _ in 0..<turns { RunLoop.current.run(until: Date()) }
    }

    /// Commits the implicit transaction before and after `body`, for tests that change layers without
    /// depending on time.
    public static func withCleanTransaction<R>(_ body: () throws -> R) rethrows -> R {
        CATransaction.flush()
        defer { CATransaction.flush() }
        return try body()
    }

    /// Runs `changes` in a transaction of its own with actions disabled, and commits: a setup that
    /// animates nothing.
    public static func withoutActions<R>(_ changes: () throws -> R) rethrows -> R {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        return try changes()
    }
}

/// A delegate that writes what it hears into a list ("start tag", "stop tag true"), tagged by the
/// value each animation holds under the key "tag" (or "name"), so that the order of events can be
/// compared whole.
public final class AnimationEventRecorder: NSObject, CAAnimationDelegate {
    /// The events heard, in order (tests may append their own markers, such as a completion block).
    public var events: [String] = []

    /// A recorder with no events.
    public override init() {
        super.init()
    }

    /// Records the start.
    public func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(Self.tag(of: anim))")
    }

    /// Records the stop and its flag.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(Self.tag(of: anim)) \(flag)")
    }

    /// Tags `animation` and makes this recorder its delegate; returns the animation.
    @discardableResult
    public func observe<A: CAAnimation>(_ animation: A, as tag: String) -> A {
        animation.setValue(tag, forKey: "tag")
        animation.delegate = self
        return animation
    }

    private static func tag(of animation: CAAnimation) -> String {
        (animation.value(forKey: "tag") ?? animation.value(forKey: "name")) as? String ?? "?"
    }
}
