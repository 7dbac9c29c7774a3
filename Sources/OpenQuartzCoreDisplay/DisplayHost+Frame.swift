// One frame of a display host: the window's events, the tick, the display links, the commit, the
// drawing and the presentation.
extension DisplayHost {
    /// Presents one frame: delivers the window's pending events, moves ``clock`` to the next tick of
    /// the display after the display clock's present time (ticks already gone are skipped), fires
    /// the display links due, calls ``frameHandler``, commits, draws the tree and presents it,
    /// waiting for the tick. Returns the frame.
    @discardableResult
    public func step() -> DisplayFrame {
        stepFrame(capturing: false).frame
    }

    /// Presents one frame as ``step()`` does and returns, beside it, the window's pixels as presented
    /// (read back from the renderer before presenting; nil if the renderer cannot read them).
    public func stepCapturing() -> (frame: DisplayFrame, image: CGImage?) {
        stepFrame(capturing: true)
    }

    private func stepFrame(capturing: Bool) -> (frame: DisplayFrame, image: CGImage?) {
        MediaClockContext.withClock(clock) {
            DisplaySource.withSource(display) {
                handleWindowEvents()
                var tick = display.tickIndex(atOrBefore: displayClock.now) + 1
                if let lastTick { tick = max(tick, lastTick + 1) }
                let frame = DisplayFrame(tick: tick, time: display.tickTime(tick), skippedTicks: lastTick.map { tick - $0 - 1 } ?? 0)
                // A vsync'd display refreshing faster than its mode says would run the ticks ahead
                // of time: a frame starts no sooner than one period before its tick.
                if isVSynced { displayClock.wait(until: frame.time - display.refreshPeriod) }
                if frame.time > clock.currentTime { clock.set(to: frame.time) }
                display.runDueCallbacks()
                frameHandler?(frame)
                CATransaction.flush()
                let drawingStart = ProcessInfo.processInfo.systemUptime
                draw(at: treeClock?.currentTime ?? frame.time)
                let drawingEnd = ProcessInfo.processInfo.systemUptime
                let image = capturing ? capture() : nil
                if !isVSynced { displayClock.wait(until: frame.time) }
                let presentingStart = ProcessInfo.processInfo.systemUptime
                window.present()
                let presentingEnd = ProcessInfo.processInfo.systemUptime
                if isVSynced { checkVSync() }
                lastTick = tick
                statistics.record(frame, drawing: drawingEnd - drawingStart, presenting: presentingEnd - presentingStart)
                // Events waiting before the first frame waited for the window to open: not counted.
                if let arrival = inputArrival, statistics.presentedFrames > 1 {
                    statistics.recordInput(latency: Double(SDLWindow.ticks &- arrival) / 1000)
                }
                inputArrival = nil
                return (frame, image)
            }
        }
    }

    /// Draws the tree straight into the locked texture (the bitmap context is made over the
    /// texture's buffer), or, where the texture cannot be locked, into the host's own bitmap, which
    /// is then copied into the texture.
    private func draw(at time: CFTimeInterval) {
        let locked = window.lockTexture()
        if let locked, surface.context.data != locked.pixels || surface.context.bytesPerRow != locked.bytesPerRow {
            surface = Self.makeSurface(window: window, points: size, threads: options.rasterizationThreads, pixels: locked)
            surface.renderer.layer = layer
        }
        let (context, renderer) = surface
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        if locked != nil {
            window.unlockTexture()
        } else if let pixels = context.data {
            window.upload(pixels, bytesPerRow: context.bytesPerRow)
        }
    }

    /// The back buffer as an image of the window's pixels.
    private func capture() -> CGImage? {
        guard let bytes = window.readBackBuffer() else { return nil }
        let context = CGContext(data: nil, width: window.pixelWidth, height: window.pixelHeight, bitsPerComponent: 8,
                                bytesPerRow: window.pixelWidth * 4, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        guard let data = context.data else { return nil }
        bytes.withUnsafeBytes { data.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        return context.makeImage()
    }

    /// Falls back to pacing frames itself when presents that claim vsync return sooner than half a
    /// refresh period apart, most of the time (a virtual display has no refresh to wait for).
    private func checkVSync() {
        let now = displayClock.now
        defer { vsyncProbe.lastPresent = now }
        guard let last = vsyncProbe.lastPresent, vsyncProbe.measured < 30 else { return }
        vsyncProbe.measured += 1
        if now - last < display.refreshPeriod / 2 { vsyncProbe.shortIntervals += 1 }
        if vsyncProbe.measured == 30 && vsyncProbe.shortIntervals > 15 { isVSynced = false }
    }

    /// Delivers the window's pending events: pointers and keys to the handlers, resizes and the
    /// close request to the host. The earliest input event's arrival is kept, to measure how long
    /// input takes to reach the screen (to the end of this frame's presentation).
    private func handleWindowEvents() {
        let events = WindowEvent.pending()
        guard !events.isEmpty else { return }
        let presentation = presentationRoot()
        let time = clock.currentTime
        for (event, ticks) in events {
            if event.isInput && inputArrival == nil { inputArrival = ticks }
            switch event {
            case .pointer(let phase, let kind, let id, let x, let y):
                router.route(phase, kind: kind, pointerID: id, at: CGPoint(x: x / unitsPerPoint, y: y / unitsPerPoint),
                             root: layer, presentationRoot: presentation, time: time)
            case .touch(let phase, let finger, let fractionX, let fractionY):
                router.route(phase, kind: .touch(finger: finger), pointerID: finger,
                             at: CGPoint(x: fractionX * size.width, y: fractionY * size.height),
                             root: layer, presentationRoot: presentation, time: time)
            case .key(let key, let modifiers, let isRepeat):
                router.route(KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat, timestamp: time), fallback: keyHandler)
            case .resized:
                updateGeometry()
            case .focusLost:
                router.cancelAll(root: layer, presentationRoot: presentation, time: time)
            case .quit:
                isCloseRequested = true
            }
        }
    }
}
