import CARenderScene
import OpenQuartzCoreDisplay

// The player's controls: the seeds' pause and resume (speed 0 and timeOffset; beginTime to go on),
// stepping, scrubbing, speed, looping and restarting, from the keyboard and the timeline bar.
extension Player {
    /// Freezes the scene at the time it shows: `speed = 0`, `timeOffset` = that time.
    func pause() {
        let time = sceneTime
        change {
            window.speed = 0
            window.timeOffset = time
        }
    }

    /// Plays on from the time shown, at ``rate``: `timeOffset = 0` and `beginTime` such that the
    /// local time goes on from the paused time (the seeds' resume, at any speed).
    func resume() {
        let time = sceneTime
        if time >= duration && loops {
            restart()
            return
        }
        let now = source.clock.currentTime
        change {
            window.speed = Float(rate)
            window.timeOffset = 0
            window.beginTime = now - time / rate
        }
    }

    /// Pauses (if playing) and shows scene time `time`, clamped to the scene's span.
    func seek(to time: CFTimeInterval) {
        if !isPaused { pause() }
        let clamped = min(max(0, time), duration)
        change { window.timeOffset = clamped }
    }

    /// Pauses and moves by `frames` frames of the scene's rate.
    func step(frames: Int) {
        seek(to: sceneTime + Double(frames) / subject.fps)
    }

    /// Multiplies the playing speed by `factor` (kept within 1/16 and 16), from the time shown.
    func changeSpeed(by factor: Double) {
        rate = min(16, max(1.0 / 16, rate * factor))
        if !isPaused { resume() }
    }

    /// Builds the scene afresh (its timeline and code from the start) and shows it from time 0,
    /// playing or paused as before.
    func restart() {
        do {
            install(try subject.makeSource(), at: 0)
        } catch {
            report("ca-render play: cannot restart: \(error)")
        }
    }

    /// Puts `newSource`, already at its clock's `time`, in the window, and the scene time at `time`.
    func install(_ newSource: any FrameSource, at time: CFTimeInterval) {
        let paused = isPaused
        sourceStart = host.clock.currentTime - time
        show(newSource) {
            window.speed = paused ? 0 : Float(rate)
            window.timeOffset = paused ? time : 0
            window.beginTime = paused ? 0 : time - time / rate
        }
    }

    /// Puts `newSource`'s tree in the window in place of the current source's, the window sized and
    /// coloured for ``subject``, with `windowChanges` (the window's timing) in the same transaction.
    func show(_ newSource: any FrameSource, windowChanges: () -> Void = {}) {
        let old = source.root
        source = newSource
        host.treeClock = newSource.clock
        host.adoptContentsScale(in: newSource.root)
        change {
            old.removeFromSuperlayer()
            window.addSublayer(newSource.root)
            window.frame = CGRect(x: 0, y: 0, width: subject.width, height: subject.height)
            window.backgroundColor = subject.background
            windowChanges()
        }
    }

    /// The keys: space, the arrows, + and -, l, r, q and escape, each unless a key handler of the
    /// scene takes it first.
    func handleKey(_ event: KeyEvent) {
        if offer(event) { return }
        switch event.key.name {
        case KeyEvent.Key.space.name: isPaused ? resume() : pause()
        case KeyEvent.Key.right.name: step(frames: 1)
        case KeyEvent.Key.left.name: step(frames: -1)
        case "+", "=", "Keypad +": changeSpeed(by: 2)
        case "-", "Keypad -": changeSpeed(by: 0.5)
        case "l": loops.toggle()
        case "r": restart()
        case "q", KeyEvent.Key.escape.name: quitRequested = true
        default: break
        }
    }

    /// Dragging on the bar: pauses while the pointer is down, shows the time under it, and plays
    /// on when let go if the scene was playing.
    func handleBar(_ event: PointerEvent) {
        let width = bar.layer.bounds.width
        let time = width > 0 ? Double(event.location.x / width) * duration : 0
        switch event.phase {
        case .down:
            resumesAfterScrub = !isPaused
            seek(to: time)
        case .moved:
            seek(to: time)
        case .up, .cancelled:
            if event.phase == .up { seek(to: time) }
            if resumesAfterScrub == true { resume() }
            resumesAfterScrub = nil
        }
    }
}
