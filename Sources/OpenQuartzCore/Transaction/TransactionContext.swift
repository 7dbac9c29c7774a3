/// The transactions of one thread: the stack of open scopes, the layers changed since the last
/// commit, and the scheduler that delivers animation events through the thread's run loop.
///
/// Apple keeps one transaction stack per thread; so does OpenQuartzCore, in a thread-specific
/// (pthread) slot: the lookup every property change makes costs a few instructions. (The thread's
/// `threadDictionary` is not used: its first use costs more than a millisecond of Foundation's
/// set-up, at the start of every program that makes a layer.)
final class TransactionContext {
    /// The thread-specific slot that holds the thread's context, retained; released when the
    /// thread exits.
    private static let fastKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<TransactionContext>.fromOpaque(raw).release() }
        }
        return key
    }()

    /// The context of the calling thread, created on first use.
    static var current: TransactionContext {
        if let raw = pthread_getspecific(fastKey) { return Unmanaged<TransactionContext>.fromOpaque(raw).takeUnretainedValue() }
        let context = TransactionContext(runLoop: RunLoop.current)
        pthread_setspecific(fastKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    let runLoop: RunLoop
    let scheduler: AnimationScheduler
    private(set) var scopes: [TransactionScope] = []
    private var changedLayers: [CALayer] = []
    private var changedLayerIDs: Set<ObjectIdentifier> = []
    private var flushRequested = false
    /// Completion groups of transactions that have closed, waiting for the outermost commit: a
    /// nested transaction's block can only run once its changes are committed.
    private var closedGroups: [CompletionGroup] = []
    private var isCommitting = false

    private init(runLoop: RunLoop) {
        self.runLoop = runLoop
        scheduler = AnimationScheduler(runLoop: runLoop)
    }

    // MARK: Scopes

    func begin() {
        scopes.append(TransactionScope(isImplicit: false))
    }

    func commit() {
        guard !scopes.isEmpty else { return }
        if scopes.count == 1 { displayChangedLayers() }
        guard let scope = scopes.popLast() else { return }
        close(scope)
        if scopes.isEmpty {
            commitChanges()
        } else if flushRequested, scopes.count == 1, scopes[0].isImplicit {
            flush()
        }
    }

    /// Commits the implicit transaction now, or once the explicit transactions open inside it close.
    func flush() {
        guard let bottom = scopes.first, bottom.isImplicit else {
            if scopes.isEmpty { commitChanges() }
            return
        }
        guard scopes.count == 1 else {
            flushRequested = true
            return
        }
        flushRequested = false
        displayChangedLayers()
        scopes.removeAll()
        close(bottom)
        commitChanges()
    }

    /// Opens the implicit transaction if no transaction is open, and arranges for it to commit at the
    /// end of the current turn of the run loop.
    func ensureTransaction() {
        guard scopes.isEmpty else { return }
        scopes.append(TransactionScope(isImplicit: true))
        let context = UncheckedSendable(self)
        runLoop.perform(inModes: [.common]) {
            context.value.commitImplicitTransaction()
        }
    }

    private func commitImplicitTransaction() {
        guard let bottom = scopes.first, bottom.isImplicit else { return }
        if scopes.count == 1 { flush() } else { flushRequested = true }
    }

    /// Binds the scope's completion blocks to the animations added in it, and passes those
    /// animations on to the enclosing scope.
    private func close(_ scope: TransactionScope) {
        if let parent = scopes.last { parent.addedAnimations += scope.addedAnimations }
        guard !scope.completionBlocks.isEmpty else { return }
        closedGroups.append(CompletionGroup(blocks: scope.completionBlocks, animations: scope.addedAnimations))
    }

    // MARK: Settings

    /// The value set for `key` by the innermost open scope that set it.
    func value(forKey key: String) -> Any? {
        for scope in scopes.reversed() {
            if let value = scope.values[key] { return value }
        }
        return nil
    }

    /// Sets `key` in the innermost scope, opening the implicit transaction if none is open.
    func setValue(_ value: Any?, forKey key: String) {
        ensureTransaction()
        scopes[scopes.count - 1].values[key] = value
    }

    /// Registers a completion block with the innermost scope.
    func registerCompletionBlock(_ block: @escaping () -> Void) {
        ensureTransaction()
        scopes[scopes.count - 1].completionBlocks.append(block)
    }

    // MARK: Changes

    /// The display phase of a commit (Apple's phases: layout, display, commit): each changed layer
    /// marked by `setNeedsDisplay()` draws, while the outermost transaction is still open, so that
    /// what drawing changes (its contents) belongs to the same transaction, with its settings.
    private func displayChangedLayers() {
        var index = 0
        while index < changedLayers.count {
            changedLayers[index].displayIfNeeded()
            index += 1
        }
    }

    /// Records that `layer` changed, to be committed with the outermost transaction.
    func layerDidChange(_ layer: CALayer) {
        ensureTransaction()
        if changedLayerIDs.insert(ObjectIdentifier(layer)).inserted { changedLayers.append(layer) }
    }

    /// Records an animation added to a layer, for the completion blocks of the open scopes.
    func animationAdded(_ entry: AnimationEntry) {
        ensureTransaction()
        scopes[scopes.count - 1].addedAnimations.append(entry)
    }

    /// Commits every changed layer: copies its model into its committed state, resolves its new
    /// animations against the current media time, and schedules their events.
    private func commitChanges() {
        guard !isCommitting else { return }
        isCommitting = true
        defer { isCommitting = false }
        let changed = !changedLayers.isEmpty || !closedGroups.isEmpty
        while !changedLayers.isEmpty {
            let layers = changedLayers
            changedLayers.removeAll()
            changedLayerIDs.removeAll()
            let clock = MediaClockContext.current
            let now = clock.currentTime
            for layer in layers { layer.resolveAnimations(atMediaTime: now, clock: clock, scheduler: scheduler) }
            RenderTreeCommit.commit(layers)
        }
        closedGroups.forEach(scheduler.add)
        closedGroups.removeAll()
        // A commit that changed nothing (a flush with nothing open) has no events to deliver.
        if changed { scheduler.didCommit() }
    }
}

extension TransactionContext {
    /// Whether Core Animation has work waiting on this thread's run loop: an implicit transaction to
    /// commit, events to deliver (after a commit, or a manual clock's advance to an event), or a timer
    /// set for the next event.
    var hasPendingRunLoopWork: Bool {
        scopes.first?.isImplicit == true || scheduler.isProcessingScheduled || scheduler.timer != nil
            || scheduler.observedClocks.contains { $0.wake.isClaimed }
    }
}

extension CATransaction {
    /// Whether Core Animation has work waiting on the calling thread's run loop (an implicit
    /// transaction to commit, animation events or completion blocks to deliver, a timer set for the
    /// next event). An offline renderer turns the run loop after each step only when it has, so that
    /// steps with nothing to deliver cost no run-loop turn (and allocate nothing).
    package static var hasPendingRunLoopWork: Bool {
        TransactionContext.current.hasPendingRunLoopWork
    }
}

/// Carries a value into a `@Sendable` closure that will run on the same thread (a run loop's own
/// blocks and timers), where the value never actually crosses threads.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
