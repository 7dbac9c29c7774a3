extension AnimationScheduler {
    /// When a committed animation's active duration began, if it has begun by `now`; nil otherwise.
    func activeStart(of entry: AnimationEntry, now: CFTimeInterval) -> CFTimeInterval? {
        guard let layer = entry.layer, let timing = entry.timing else { return nil }
        guard timing.evaluate(atParentTime: layer.committedLocalTime(atMediaTime: now)).phase != .before else { return nil }
        return min(timing.parentTimeOfActiveStart.flatMap(layer.committedMediaTime(fromLocalTime:)) ?? now, now)
    }

    /// Schedules the next processing: a timer for the earliest future event on the system clock,
    /// nothing for a manual clock (its advances wake the scheduler), a frame-rate poll otherwise.
    func scheduleWakeUp() {
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
}
