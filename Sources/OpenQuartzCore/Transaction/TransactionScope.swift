/// One `CATransaction.begin()`/`commit()` pair, or the implicit transaction of a thread.
final class TransactionScope {
    /// Whether the scope is the implicit transaction, opened by a change outside any explicit one.
    let isImplicit: Bool
    /// The settings made in this scope (`setAnimationDuration`, `setValue(_:forKey:)`...).
    var values: [String: Any] = [:]
    /// Completion blocks registered in this scope; each runs once the animations added in the scope
    /// (and in the scopes nested in it) have finished or been removed.
    var completionBlocks: [() -> Void] = []
    /// The animations added while the scope was open.
    var addedAnimations: [AnimationEntry] = []

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}

/// Completion blocks waiting for a set of animations to finish.
final class CompletionGroup {
    let blocks: [() -> Void]
    var pending: [AnimationEntry]

    init(blocks: [() -> Void], animations: [AnimationEntry]) {
        self.blocks = blocks
        pending = animations
    }

    /// Whether every animation of the group has finished or been removed.
    var isComplete: Bool {
        pending.allSatisfy { $0.hasEnded }
    }
}
