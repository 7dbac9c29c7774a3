extension AnimationScheduler {
    /// When a committed animation's active duration began, if it has begun by `now`; nil otherwise.
    func activeStart(of entry: AnimationEntry, now: CFTimeInterval) -> CFTimeInterval? {
        guard let layer = entry.layer, let timing = entry.timing else { return nil }
        guard timing.evaluate(atParentTime: layer.committedLocalTime(atMediaTime: now)).phase != .before else { return nil }
        return min(timing.parentTimeOfActiveStart.flatMap(layer.committedMediaTime(fromLocalTime:)) ?? now, now)
    }

    /// Schedules the next processing: a timer for the earliest future event on the system clock,
    /// the wake-up time of each manual clock (its advances wake the scheduler), a frame-rate poll
    /// otherwise.
    func scheduleWakeUp() {
        scheduleManualWakeUps()
        var earliest = Double.infinity
        var needsPolling = false
        for entry in active {
            guard let layer = entry.layer, let timing = entry.timing, let clock = entry.clock else { continue }
            if clock is ManualMediaClock { continue }
            guard clock is SystemMediaClock else {
                needsPolling = true
                continue
            }
            let next = entry.hasStarted ? timing.parentTimeOfActiveEnd : timing.parentTimeOfActiveStart
            if let time = next.flatMap(layer.committedMediaTime(fromLocalTime:)) {
                earliest = min(earliest, time - clock.currentTime)
            }
        }
        let delay = needsPolling ? min(earliest, 1.0 / 60) : earliest
        guard delay.isFinite else { return }
        let scheduler = UncheckedSendable(self)
        let timer = Timer(timeInterval: max(delay, 0), repeats: false) { _ in scheduler.value.process() }
        runLoop.add(timer, forMode: .common)
        self.timer = timer
    }

    /// Sets each observed manual clock's wake-up (``ManualClockWake``) to the media time of the
    /// earliest next event of its animations: the start of one not started, the end of one started
    /// (none for one that repeats forever). Where that time cannot be foreseen (the layer is gone, or
    /// a speed of 0 or less on the way makes local time stand still or run backwards), the clock's
    /// next advance wakes the scheduler. A clock already past its time wakes it now.
    private func scheduleManualWakeUps() {
        guard !observedClocks.isEmpty else { return }
        for index in observedClocks.indices { observedClocks[index].next = .infinity }
        for entry in active where !entry.hasEnded {
            guard let clock = entry.clock as? ManualMediaClock,
                  let index = observedClocks.firstIndex(where: { $0.clock === clock }) else { continue }
            observedClocks[index].next = min(observedClocks[index].next, nextEventTime(of: entry))
        }
        for observed in observedClocks {
            guard let clock = observed.clock else { continue }
            observed.wake.set(observed.next)
            if clock.currentTime >= observed.next, observed.wake.claim(at: clock.currentTime) { scheduleProcessing() }
        }
    }

    /// The media time of the next event of an animation on a manual clock; minus infinity where it
    /// cannot be foreseen, infinity where there is none.
    private func nextEventTime(of entry: AnimationEntry) -> CFTimeInterval {
        guard let layer = entry.layer, let timing = entry.timing else { return -.infinity }
        let generation = RenderTreeCommit.timingGeneration
        if entry.hasStarted, let foreseen = entry.foreseenEnd, foreseen.generation == generation, foreseen.timing == timing {
            return foreseen.time
        }
        let time = unforeseenNextEventTime(of: entry, layer: layer, timing: timing)
        if entry.hasStarted, time > -.infinity { entry.foreseenEnd = (generation, timing, time) }
        return time
    }

    private func unforeseenNextEventTime(of entry: AnimationEntry, layer: CALayer, timing: MediaTiming) -> CFTimeInterval {
        guard timing.speed > 0, layer.committedTimeSpace.timings.allSatisfy({ $0.speed > 0 }) else { return -.infinity }
        let next = entry.hasStarted ? timing.parentTimeOfActiveEnd : timing.parentTimeOfActiveStart
        guard let next else { return entry.hasStarted ? .infinity : -.infinity }
        return layer.committedMediaTime(fromLocalTime: next) ?? -.infinity
    }
}
