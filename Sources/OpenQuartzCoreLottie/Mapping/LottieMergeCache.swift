import Synchronization

/// The last merges of paths (``LottieMergePaths/merge(_:mode:)``) and their results, kept so that
/// the same merge asked for again is not worked out again: a fill and a stroke after one merge
/// paths item each build the merged path (`lac-shape`'s two took 77 % of its load, about 2.5 ms
/// each), and a merge sampled at every frame repeats itself wherever its operands hold still.
///
/// Keyed by the operands and the mode, compared in full (far cheaper than a set operation); shared
/// by the threads that read documents (a lock around a short list), the oldest dropped past
/// ``capacity``, which bounds its memory whatever a file holds.
final class LottieMergeCache: Sendable {
    /// The cache the merges of every document share.
    static let shared = LottieMergeCache()
    /// The most merges kept.
    static let capacity = 8

    private struct Merge {
        var operands: [[LottieBezier]]
        var mode: LottieMergeMode
        var result: [LottieBezier]
    }

    private let recent = Mutex<[Merge]>([])

    /// The result of merging `operands` by `mode`, worked out by `merge` unless a kept merge of the
    /// same operands has it.
    func result(of operands: [[LottieBezier]], mode: LottieMergeMode,
                       merge: () -> [LottieBezier]) -> [LottieBezier] {
        if let known = recent.withLock({ list in list.last { $0.mode == mode && $0.operands == operands }?.result }) {
            return known
        }
        let result = merge()
        recent.withLock { list in
            if list.count >= Self.capacity { list.removeFirst() }
            list.append(Merge(operands: operands, mode: mode, result: result))
        }
        return result
    }
}
