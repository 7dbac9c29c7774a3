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
    let runLoop: RunLoop
    private(set) var active: [AnimationEntry] = []
    private var removed: [AnimationEntry] = []
    private var groups: [CompletionGroup] = []
    /// Whether `process()` is waiting on the run loop.
    private(set) var isProcessingScheduled = false
    var timer: Timer?
    /// Manual clocks observed, held weakly (a new clock may reuse a released one's address), each
    /// with when its next advance must wake the scheduler.
    var observedClocks: [ObservedClock] = []
    struct ObservedClock {
        weak var clock: ManualMediaClock?
        let wake: ManualClockWake
        /// The earliest next event found so far while the wake-up times are computed.
        var next: CFTimeInterval
    }

    /// Counts commits, removals and processing rounds, so that events at the same media time keep
    /// the order in which they were caused.
    private var sequence = 0
    /// Whether animations or completion blocks were added since the last processing.
    private var hasNewWork = false
    /// The time spaces' generation (``RenderTreeCommit/timingGeneration``) at the last processing:
    /// a commit that changes a time space moves the animations' events, which must be found again.
    private var processedTimingGeneration = -1

    init(runLoop: RunLoop) {
        self.runLoop = runLoop
    }

    /// Starts watching a newly committed animation.
    func track(_ entry: AnimationEntry) {
        sequence += 1
        entry.commitSequence = sequence
        active.append(entry)
        hasNewWork = true
        observedClocks.removeAll { $0.clock == nil }
        guard let clock = entry.clock as? ManualMediaClock else { return }
        if let observed = observedClocks.first(where: { $0.clock === clock }) {
            entry.wake = observed.wake
        } else {
            let wake = ManualClockWake()
            observedClocks.append(ObservedClock(clock: clock, wake: wake, next: .infinity))
            entry.wake = wake
            let scheduler = UncheckedSendable(self), runLoop = UncheckedSendable(runLoop)
            // The clock may be advanced from any thread: hop to this scheduler's run loop.
            clock.addObserver { now in
                guard wake.claim(at: now) else { return }
                runLoop.value.perform(inModes: [.common]) { scheduler.value.process() }
            }
        }
    }

    /// Records that an animation was removed (or replaced) before it finished, with the media time of
    /// the removal and, if its active duration had begun by then, when it began.
    func entryRemoved(_ entry: AnimationEntry) {
        guard !entry.hasEnded else { return }
        entry.hasEnded = true
        let now = entry.clock?.currentTime ?? -Double.infinity
        entry.removalTime = now
        sequence += 1
        entry.removalSequence = sequence
        if !entry.hasStarted { entry.startTimeAtRemoval = activeStart(of: entry, now: now) }
        removed.append(entry)
        scheduleProcessing()
    }

    /// Adds completion blocks waiting for a set of animations.
    func add(_ group: CompletionGroup) {
        groups.append(group)
        hasNewWork = true
    }

    /// Called after each commit: events may be due, and completion blocks with no animation run on
    /// the next turn of the run loop. A commit that added no animation nor completion block and left
    /// every time space as it was (a property change) moves no event: the events already foreseen
    /// stand, and the animations are not evaluated again (a display host commits every frame).
    func didCommit() {
        guard hasNewWork || RenderTreeCommit.timingGeneration != processedTimingGeneration else { return }
        scheduleProcessing()
    }

    /// Arranges for `process()` to run on the scheduler's run loop.
    func scheduleProcessing() {
        guard !isProcessingScheduled else { return }
        isProcessingScheduled = true
        let scheduler = UncheckedSendable(self)
        runLoop.perform(inModes: [.common]) { scheduler.value.process() }
    }

    /// One event to deliver: a start, a stop at the end of the active duration, or a stop by removal.
    private struct Event {
        enum Kind { case start, finish, removal }
        let time: CFTimeInterval
        let sequence: Int
        let kind: Kind
        let entry: AnimationEntry
    }

    /// Delivers every event that is due, in the order they happened: by media time, and at the same
    /// media time in the order they were caused (an animation starts when its transaction commits; a
    /// removal happens when removeAnimation or a replacement is called; an end is found when the
    /// scheduler runs). Then sets the next wake-up. A removed animation whose active duration had
    /// begun hears its start, then its stop; one removed before it began hears only its stop.
    func process() {
        isProcessingScheduled = false
        hasNewWork = false
        processedTimingGeneration = RenderTreeCommit.timingGeneration
        timer?.invalidate()
        timer = nil

        // A released layer takes its animations with it: they count as removed, now.
        for orphan in active where orphan.layer == nil && !orphan.hasEnded {
            entryRemoved(orphan)
        }

        sequence += 1
        var events: [Event] = []
        for entry in removed {
            if let start = entry.startTimeAtRemoval {
                events.append(Event(time: start, sequence: entry.commitSequence, kind: .start, entry: entry))
            }
            events.append(Event(time: entry.removalTime ?? -.infinity, sequence: entry.removalSequence, kind: .removal, entry: entry))
        }
        removed.removeAll()
        let generation = RenderTreeCommit.timingGeneration
        for entry in active where !entry.hasEnded {
            guard let layer = entry.layer, let timing = entry.timing, let clock = entry.clock else { continue }
            let now = clock.currentTime
            if entry.hasStarted, let foreseen = entry.foreseenEnd, now < foreseen.time,
               foreseen.generation == generation, foreseen.timing == timing { continue }
            let state = timing.evaluate(atParentTime: layer.committedLocalTime(atMediaTime: now))
            if !entry.hasStarted, let start = activeStart(of: entry, now: now) {
                events.append(Event(time: start, sequence: entry.commitSequence, kind: .start, entry: entry))
            }
            if state.phase == .after {
                let end = timing.parentTimeOfActiveEnd.flatMap(layer.committedMediaTime(fromLocalTime:)) ?? now
                events.append(Event(time: min(end, now), sequence: sequence, kind: .finish, entry: entry))
            }
        }
        events.sort { ($0.time, $0.sequence, $0.kind == .start ? 0 : 1) < ($1.time, $1.sequence, $1.kind == .start ? 0 : 1) }
        for event in events {
            let entry = event.entry, animation = entry.animation
            switch event.kind {
            case .start:
                guard !entry.hasStarted else { continue }
                entry.hasStarted = true
                animation.delegate?.animationDidStart(animation)
            case .finish:
                entry.hasEnded = true
                if animation.isRemovedOnCompletion { entry.layer?.removeFinished(entry) }
                animation.delegate?.animationDidStop(animation, finished: true)
            case .removal:
                animation.delegate?.animationDidStop(animation, finished: false)
            }
        }
        active.removeAll(where: \.hasEnded)

        let complete = groups.filter(\.isComplete)
        groups.removeAll(where: \.isComplete)
        for group in complete { group.blocks.forEach { $0() } }

        scheduleWakeUp()
    }
}
