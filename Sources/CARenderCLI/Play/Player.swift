import CARenderScene
import Foundation
import OpenQuartzCoreDisplay

/// `ca-render play`'s player: a scene (or built-in example) in a ``DisplayHost`` window, with a
/// timeline bar under it, paused, stepped, scrubbed and sped up through the scene's window layer's
/// timing, as the seeds' Layer Time chapter does it.
///
/// The tree shown is a stage (the host's root) holding `window`, a layer of the scene's size and
/// background with the scene's root in it, and the timeline bar. The scene's model runs on its own
/// manual clock (its source's), moved at each presented frame to the time since it started: its
/// timeline events and code (timers, display links) run on that media time, like an app's code.
/// What the scene's animations show is `window`'s local time, the scene time: playing, `window`
/// follows the media time at the player's speed; paused, its `speed` is 0 and its `timeOffset` the
/// paused time; stepping and scrubbing set `timeOffset`.
final class Player {
    let host: DisplayHost
    let options: PlayerOptions
    /// What is played: built again on restart, replaced by a reload.
    var subject: RenderSubject
    var source: any FrameSource
    /// The host's root: the window layer and the timeline bar.
    let stage: CALayer
    /// The layer whose timing is the scene time (see the type's description).
    let window: CALayer
    let bar: TimelineBar
    let overlay: StatisticsOverlay?
    var watcher: SceneWatcher?
    /// The host's media time at which the current source's clock read 0.
    var sourceStart: CFTimeInterval
    /// The speed when playing (1: real time).
    var rate = 1.0
    /// Whether playing past the end starts again.
    var loops: Bool
    /// While the timeline is dragged: whether to play again when it is let go.
    var resumesAfterScrub: Bool?
    /// Set by q or escape.
    var quitRequested = false
    /// The input given to the scene, with the source's time of each, for `--record`.
    var recorded: [(CFTimeInterval, SceneInputEvent)] = []
    /// Input for the source, delivered once the next frame has moved it to its time.
    var pendingInput: [SceneInputEvent] = []
    /// The finger whose touch the scene follows, while one is down.
    var heldFinger: Int64?
    /// Where messages go (reload errors): standard error unless a test listens.
    var report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// Opens the window on `subject`, paced by `displayClock`.
    init(subject: RenderSubject, options: PlayerOptions, displayClock: any DisplayClock = SystemDisplayClock()) throws {
        self.subject = subject
        self.options = options
        loops = options.loops
        let source = try subject.makeSource()
        self.source = source
        let size = CGSize(width: subject.width, height: subject.height)
        (stage, window, bar, overlay) = MediaClockContext.withClock(source.clock) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            let stage = CALayer()
            stage.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height + TimelineBar.height)
            stage.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            let window = CALayer()
            window.frame = CGRect(origin: .zero, size: size)
            window.backgroundColor = subject.background
            stage.addSublayer(window)
            let bar = TimelineBar()
            stage.addSublayer(bar.layer)
            let overlay = options.showsStatistics ? StatisticsOverlay() : nil
            if let overlay { stage.addSublayer(overlay.layer) }
            return (stage, window, bar, overlay)
        }
        var hostOptions = DisplayHostOptions()
        hostOptions.title = options.title
        hostOptions.scale = options.scale
        hostOptions.refreshRate = options.refreshRate
        hostOptions.vsync = options.vsync
        host = try DisplayHost(layer: stage, options: hostOptions, displayClock: displayClock)
        sourceStart = host.clock.currentTime
        watcher = options.watchedFile.map { SceneWatcher(path: $0) }
        change { window.addSublayer(source.root) }
        host.treeClock = source.clock
        host.adoptContentsScale(in: source.root)
        layOut(host.size)
        host.resizeHandler = { [unowned self] in layOut($0) }
        host.frameHandler = { [unowned self] in frameWillDraw($0) }
        host.keyHandler = { [unowned self] in handleKey($0) }
        host.setPointerHandler({ [unowned self] in handleBar($0) }, for: bar.layer)
        host.setPointerHandler({ [unowned self] in forward($0) }, for: window)
    }

    /// Plays until the window closes, q or escape is pressed, or `seconds` of the display pass.
    func run(forDuration seconds: CFTimeInterval? = nil) {
        let end = seconds.map { host.displayClock.now + $0 }
        host.run { !quitRequested && end.map { host.displayClock.now < $0 } ?? true }
    }

    /// The scene's duration, in seconds of scene time.
    var duration: Double { subject.duration }

    /// The scene time now: `window`'s local time at the source's media time.
    var sceneTime: CFTimeInterval {
        window.convertTime(source.clock.currentTime, from: nil)
    }

    /// Whether the scene is paused (`window.speed == 0`).
    var isPaused: Bool { window.speed == 0 }

    /// Makes `body`'s changes to the player's layers in one transaction without animation, on the
    /// source's clock.
    func change(_ body: () -> Void) {
        MediaClockContext.withClock(source.clock) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }
    }

    /// At each frame: moves the scene's model to the frame, loops or stops at the end, updates the
    /// bar, the statistics and, every `watchInterval`, checks the watched file.
    private func frameWillDraw(_ frame: DisplayFrame) {
        source.advance(to: max(0, frame.time - sourceStart))
        deliverPendingInput()
        if !isPaused && sceneTime >= duration {
            if loops { restart() } else { seek(to: duration) }
        }
        if let watcher, watcher.isDue(at: frame.time, interval: options.watchInterval), watcher.hasChanged() { reload() }
        let progress = duration > 0 ? sceneTime / duration : 0
        change {
            bar.show(progress: progress)
            overlay?.show(host.statistics, at: frame.time)
        }
    }

    /// Puts the bar along the bottom of the window, the statistics at the top-left.
    private func layOut(_ size: CGSize) {
        change {
            bar.layer.frame = CGRect(x: 0, y: size.height - TimelineBar.height, width: size.width, height: TimelineBar.height)
            bar.show(progress: duration > 0 ? sceneTime / duration : 0)
        }
    }

    /// "played N frames in T s on a R Hz display: F fps, D dropped (P %); drawing D ms, presenting
    /// P ms a frame", and the input latency where there was input, for the frames presented so far.
    var statisticsSummary: String {
        let statistics = host.statistics
        let seconds = (statistics.lastFrameTime ?? 0) - (statistics.firstFrameTime ?? 0)
        return String(format: "played %d frames in %.2f s on a %.0f Hz display: %.1f fps, %d dropped (%.2f %%); drawing %.1f ms, presenting %.1f ms a frame",
                      statistics.presentedFrames, seconds, host.display.refreshRate, statistics.averageFramesPerSecond,
                      statistics.droppedFrames, statistics.droppedFraction * 100,
                      statistics.meanDrawingTime * 1000, statistics.meanPresentingTime * 1000)
            + (statistics.inputFrames == 0 ? "" : String(format: "; input to screen %.1f ms on average, %.1f ms at most (%d frames with input)",
                                                          statistics.meanInputLatency * 1000, statistics.maximumInputLatency * 1000, statistics.inputFrames))
    }
}
