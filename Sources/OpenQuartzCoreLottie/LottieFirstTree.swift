import Foundation

/// The layer tree that reading built, kept for the first ``LottieAnimation/makeLayer()`` call.
///
/// Reading a file maps it once, because the mapping itself adds to the compatibility report
/// (unsupported features, broken references). Building costs as much as reading, so that tree is
/// not dropped: the first `makeLayer()` on the thread that read the file takes it, and every
/// later call (or a call from another thread, since a tree belongs to the thread that committed
/// it) builds a fresh one. The box is a one-shot: a lock guards the hand-over, so the animation
/// (a `Sendable` value whose copies share the box) never hands the same tree out twice.
///
/// The kept tree was committed when the file was read, so its animations' events (none of which
/// the mapping observes: its animations never end and have no delegate) are tied to the media
/// clock current then; the layers, their values and their animations are those a fresh build
/// makes, since every animation's `beginTime` is explicit.
final class LottieFirstTree: @unchecked Sendable {
    private let lock = NSLock()
    private var tree: CALayer?
    private let thread: pthread_t

    /// Keeps `tree`, built on the calling thread.
    init(_ tree: CALayer) {
        self.tree = tree
        thread = pthread_self()
    }

    /// The kept tree, once, when called on the thread that built it; nil otherwise.
    func take() -> CALayer? {
        guard pthread_equal(thread, pthread_self()) != 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let taken = tree
        tree = nil
        return taken
    }
}
