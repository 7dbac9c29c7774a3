// How a display link starts, pauses and fires. The sources call `fireIfDue()` on the link's run loop,
// in the link's modes, whenever a tick may have passed.
extension CADisplayLink {
    /// Reads the state under the lock.
    func withState<T>(_ read: (DisplayLinkState) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return read(state)
    }

    /// Changes the requested rate. A link that has not fired yet keeps its start; one that has keeps
    /// counting from its last frame, with the new stride.
    func updateRequest(_ change: (inout DisplayLinkState) -> Void) {
        lock.lock()
        change(&state)
        lock.unlock()
    }

    func setPaused(_ paused: Bool) {
        let tick = source.currentTickIndex
        lock.lock()
        if state.isPaused && !paused { state.restart(after: tick) }
        state.isPaused = paused
        lock.unlock()
    }

    func addToRunLoop(_ runLoop: RunLoop, mode: RunLoop.Mode) {
        let tick = source.currentTickIndex
        let isNew = !source.hasRegistrations(of: self)
        lock.lock()
        guard !state.isInvalid else {
            lock.unlock()
            return
        }
        if isNew { state.restart(after: tick) }
        lock.unlock()
        source.add(self, to: runLoop, forMode: mode)
    }

    /// Fires the callback once if one of the link's frames is due: for the latest such frame, with
    /// ``timestamp`` on that tick and ``targetTimestamp`` one stride later. Returns whether it fired.
    @discardableResult
    func fireIfDue() -> Bool {
        let latest = source.currentTickIndex
        let stride = withState { $0.request.stride(displayRate: source.refreshRate) }
        lock.lock()
        guard !state.isInvalid, !state.isPaused, let callback,
              let frame = state.frameToFire(latestDue: latest, stride: stride) else {
            lock.unlock()
            return false
        }
        state.lastFiredTick = frame.tick
        state.skippedFrameCount += frame.skipped
        state.timestamp = source.tickTime(frame.tick)
        state.targetTimestamp = source.tickTime(frame.tick + stride)
        state.duration = source.refreshPeriod
        lock.unlock()
        callback(self)
        return true
    }
}

extension DisplaySource {
    /// Whether `link` is on any run loop of this source.
    func hasRegistrations(of link: CADisplayLink) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return registrations.contains { $0.link === link }
    }
}
