/// Delivers the events of committed animations on the run loop of the thread that committed them:
/// `animationDidStart(_:)` when an animation begins, `animationDidStop(_:finished:)` when it ends or
/// is removed, removal of finished animations whose `isRemovedOnCompletion` is set, and transaction
/// completion blocks.
///
/// Events are found by evaluating each animation's timing at the current media time, so they fire
/// correctly whatever the clock and whatever the layers' speeds. A program that only runs its run loop
/// sees them as it would with Apple's framework: with the system clock a timer wakes the run loop at
/// the next event; with a ``ManualMediaClock`` each advance of the clock wakes it.
final class AnimationScheduler {
    private let runLoop: RunLoop
    private var active: [AnimationEntry] = []
    private var removed: [AnimationEntry] = []
    private var groups: [CompletionGroup] = []
    private var isProcessingScheduled = false
    private var timer: Timer?
    /// The manual clocks whose advances wake the scheduler, held weakly: an identifier would not do,
    /// as a clock freed after its animations end may leave its address to a new clock, which would
    /// then never be observed.
    private var observedClocks: [WeakManualClock] = []

    init(runLoop: RunLoop) {
        self.runLoop = runLoop
    }

    /// Starts watching a newly committed animation.
    func track(_ entry: AnimationEntry) {
        active.append(entry)
        observedClocks.removeAll { $0.clock == nil }
        if let clock = entry.clock as? ManualMediaClock, !observedClocks.contains(where: { $0.clock === clock }) {
            observedClocks.append(WeakManualClock(clock: clock))
            let scheduler = UncheckedSendable(self), runLoop = UncheckedSendable(runLoop)
            // The clock may be advanced from any thread: hop to this scheduler's run loop.
            clock.addObserver { runLoop.value.perform(inModes: [.common]) { scheduler.value.process() } }
        }
    }

    /// Records that an animation was removed (or replaced) before it finished.
    func entryRemoved(_ entry: AnimationEntry) {
        guard !entry.hasEnded else { return }
        entry.hasEnded = true
        removed.append(entry)
        scheduleProcessing()
    }

    /// Adds completion blocks waiting for a set of animations.
    func add(_ group: CompletionGroup) {
        groups.append(group)
    }

    /// Called after each commit: events may be due, and completion blocks with no animation run on
    /// the next turn of the run loop.
    func didCommit() {
        scheduleProcessing()
    }

    /// Arranges for `process()` to run on the scheduler's run loop.
    func scheduleProcessing() {
        guard !isProcessingScheduled else { return }
        isProcessingScheduled = true
        let scheduler = UncheckedSendable(self)
        runLoop.perform(inModes: [.common]) { scheduler.value.process() }
    }

    /// Delivers every event that is due, in the order they happened, then sets the next wake-up.
    func process() {
        isProcessingScheduled = false
        timer?.invalidate()
        timer = nil

        let removals = removed
        removed.removeAll()
        for entry in removals { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }

        var events: [(time: CFTimeInterval, order: Int, entry: AnimationEntry, isStart: Bool)] = []
        for (order, entry) in active.enumerated() {
            guard let layer = entry.layer, let timing = entry.timing, let clock = entry.clock else { continue }
            let now = clock.currentTime
            let state = timing.evaluate(atParentTime: layer.committedLocalTime(atMediaTime: now))
            // An animation removed before its start was delivered has heard its stop: nothing follows it.
            if !entry.hasStarted && !entry.hasEnded && state.phase != .before {
                let start = timing.parentTimeOfActiveStart.flatMap(layer.committedMediaTime(fromLocalTime:)) ?? now
                events.append((min(start, now), order, entry, true))
            }
            if state.phase == .after {
                let end = timing.parentTimeOfActiveEnd.flatMap(layer.committedMediaTime(fromLocalTime:)) ?? now
                events.append((min(end, now), order, entry, false))
            }
        }
        events.sort { ($0.time, $0.isStart ? 0 : 1, $0.order) < ($1.time, $1.isStart ? 0 : 1, $1.order) }
        for event in events {
            if event.isStart {
                event.entry.hasStarted = true
                event.entry.animation.delegate?.animationDidStart(event.entry.animation)
            } else if !event.entry.hasEnded {
                event.entry.hasEnded = true
                if event.entry.animation.isRemovedOnCompletion { event.entry.layer?.removeFinished(event.entry) }
                event.entry.animation.delegate?.animationDidStop(event.entry.animation, finished: true)
            }
        }
        active.removeAll { $0.hasEnded || $0.layer == nil }

        let complete = groups.filter(\.isComplete)
        groups.removeAll(where: \.isComplete)
        for group in complete { group.blocks.forEach { $0() } }

        scheduleWakeUp()
    }

    /// Schedules the next processing: a timer for the earliest future event on the system clock,
    /// nothing for a manual clock (its advances wake the scheduler), a frame-rate poll otherwise.
    private func scheduleWakeUp() {
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

/// A manual clock the scheduler observes, not kept alive by it.
private struct WeakManualClock {
    weak var clock: ManualMediaClock?
}
