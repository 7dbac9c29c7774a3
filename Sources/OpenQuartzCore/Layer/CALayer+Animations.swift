extension CALayer {
    /// Adds a copy of `animation` (Apple: "the animation is copied before being added"); see
    /// ``add(_:forKey:)``. The copy is `copy(with:)`'s, called directly: `NSObject.copy()` would
    /// first cast the animation to `NSCopying`, a conformance search the first time.
    func addAnimation(_ animation: CAAnimation, forKey key: String?) {
        precondition(!isPresentationLayer, "CALayer.add(_:forKey:): animations are added to model layers, not to presentation layers")
        let copy = animation.copy(with: nil) as! CAAnimation
        let key = animation is CATransition ? kCATransition : key
        let context = TransactionContext.current
        if let key {
            for replaced in animationEntries where replaced.key == key {
                context.scheduler.entryRemoved(replaced)
            }
            animationEntries.removeAll { $0.key == key }
        }
        let entry = AnimationEntry(key: key, animation: copy, transactionDuration: CATransaction.animationDuration(), layer: self)
        if let transition = copy as? CATransition { transition.recordStateBefore(self) }
        animationEntries.append(entry)
        context.animationAdded(entry)
        context.layerDidChange(self)
        updateCommittedAnimations()
    }

    /// Removes the animations matching `predicate`; their delegates hear
    /// `animationDidStop(_:finished: false)` on the next turn of the run loop. The presentation shows
    /// the model again at once.
    func removeAnimations(where predicate: (AnimationEntry) -> Bool) {
        let removed = animationEntries.filter(predicate)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll(where: predicate)
        let scheduler = TransactionContext.current.scheduler
        removed.forEach(scheduler.entryRemoved)
        TransactionContext.current.layerDidChange(self)
        updateCommittedAnimations()
    }

    /// Removes an animation that has finished and is removed on completion (no delegate call here:
    /// the scheduler reports it as finished).
    func removeFinished(_ entry: AnimationEntry) {
        animationEntries.removeAll { $0 === entry }
        updateCommittedAnimations()
    }

    /// Brings the committed animations up to date with the layer's list, so that a removal shows at
    /// once; animations added since the last commit are not yet committed.
    private func updateCommittedAnimations() {
        RenderTreeCommit.replaceTracks(of: self, with: animationEntries.compactMap(\.track))
    }
}
