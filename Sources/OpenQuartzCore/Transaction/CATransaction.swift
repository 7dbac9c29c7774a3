/// Groups layer changes so that they are committed, and their implicit animations start, together.
///
/// Every change to a layer belongs to a transaction. Explicit transactions are opened with
/// ``begin()`` and closed with ``commit()``, and they nest; the changes are committed when the
/// outermost one commits. A change made outside any explicit transaction opens the thread's implicit
/// transaction, which commits at the end of the current turn of the thread's run loop, or when
/// ``flush()`` is called. Each thread has its own stack of transactions.
///
/// A setting (``setAnimationDuration(_:)``, ``setDisableActions(_:)``, ``setValue(_:forKey:)``...)
/// applies to the innermost open transaction and the ones nested in it: reading it gives the value
/// set by the innermost transaction that set it.
///
/// Completion blocks follow Apple's framework as measured (GNUstep's conformance suite run against
/// QuartzCore): each ``setCompletionBlock(_:)`` registers its block, so two calls run both;
/// setting nil clears what ``completionBlock()`` returns but not a block already registered; a block
/// runs once every animation added in its transaction (nested ones included) has finished or been
/// removed, and never inside ``commit()``: with no animations, on a later turn of the run loop.
///
/// Completion blocks and animation delegates run on the run loop of the thread that committed the
/// transaction. Apple documents the main thread for completion blocks; on Linux a program's main run
/// loop often does not run (a command-line tool, a server), so OpenQuartzCore keeps them on the
/// committing thread, which for an app's main-thread code is the main thread.
open class CATransaction: NSObject {
    private static var context: TransactionContext { TransactionContext.current }

    /// Opens a transaction for the calling thread.
    open class func begin() {
        context.begin()
    }

    /// Closes the innermost transaction; closing the outermost commits its changes.
    open class func commit() {
        context.commit()
    }

    /// Commits the implicit transaction now, or as soon as the explicit transactions open inside it
    /// have committed. Explicit transactions are not affected.
    open class func flush() {
        context.flush()
    }

    private static let globalLock = NSRecursiveLock()

    /// Acquires the recursive lock that keeps layer values consistent while they are read from
    /// several threads.
    open class func lock() {
        globalLock.lock()
    }

    /// Releases the lock acquired by ``lock()``.
    open class func unlock() {
        globalLock.unlock()
    }

    /// The duration of the implicit animations of the transaction: 0.25 seconds unless set.
    open class func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration).flatMap(animationNumber) ?? 0.25
    }

    /// Sets the duration of the implicit animations of the transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of the implicit animations of the transaction, nil unless set (they then
    /// use ``CAMediaTimingFunctionName/default``).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of the implicit animations of the transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether setting a layer property in the transaction skips its implicit action. False unless set.
    open class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Sets whether setting a layer property skips its implicit action.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block last set in the transaction or an enclosing one, nil unless set.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Registers `block` to run once every animation added in the transaction has finished or been
    /// removed (see the discussion of ``CATransaction``).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
        if let block { context.registerCompletionBlock(block) }
    }

    /// The value set for `key` in the transaction or an enclosing one; nil for a key never set.
    open class func value(forKey key: String) -> Any? {
        context.value(forKey: key)
    }

    /// Sets a value for `key` in the innermost transaction (opening the implicit one if none is open).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        context.setValue(anObject, forKey: key)
    }
}
