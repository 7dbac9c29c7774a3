import Foundation
import Synchronization

/// Runs a sink's per-frame jobs on several threads at once and hands their results, in the order the
/// jobs were submitted, to one consumer (which writes them out).
///
/// The encoders' work per frame is independent of the other frames' (each job receives what it needs),
/// so frames are encoded concurrently on Dispatch's global queue while the caller goes on rendering.
/// At most `limit` jobs are pending (submitted but not yet consumed): ``submit(_:)`` blocks while
/// there are that many, which bounds the memory that frames waiting to be encoded or written hold.
/// The consumer runs on whichever thread completes the next result, one call at a time, in order.
///
/// A job or the consumer throwing stops the work: jobs not started yet are skipped, results not yet
/// consumed are dropped, and the first error is rethrown by the next ``submit(_:)`` and by
/// ``finish()``. Thread-safe: a mutex guards the shared state and another serialises the consumer.
final class OrderedJobs<Result: Sendable>: Sendable {
    private struct State {
        var ready: [Int: Result] = [:]
        var submitted = 0
        var consumed = 0
        var failure: (any Error)?
        var stopped = false
    }

    private let state = Mutex(State())
    private let consuming = Mutex(())
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let consume: @Sendable (Result) throws -> Void

    /// Jobs whose results go, in order, to `consume`; at most `limit` (at least 1) pending at once.
    init(limit: Int, consume: @escaping @Sendable (Result) throws -> Void) {
        slots = DispatchSemaphore(value: max(1, limit))
        self.consume = consume
    }

    /// A reasonable number of pending jobs for this machine: two per core, so that every core stays
    /// busy while finished results wait for an earlier, slower one.
    static var defaultLimit: Int { 2 * max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Queues `job`; blocks while `limit` jobs are pending. Throws the first failure of an earlier job
    /// or of the consumer (and then queues nothing).
    func submit(_ job: @escaping @Sendable () throws -> Result) throws {
        slots.wait()
        let index: Int
        do {
            index = try state.withLock { state throws -> Int in
                if let failure = state.failure { throw failure }
                state.submitted += 1
                return state.submitted - 1
            }
        } catch {
            slots.signal()
            throw error
        }
        DispatchQueue.global(qos: .userInitiated).async(group: group) { [self] in
            if state.withLock({ $0.stopped }) {
                slots.signal()
                return
            }
            do {
                let result = try job()
                let kept = state.withLock { state -> Bool in
                    guard !state.stopped else { return false }
                    state.ready[index] = result
                    return true
                }
                if kept { drain() } else { slots.signal() }
            } catch {
                stop(error, releasing: 1)
            }
        }
    }

    /// Waits until every job has run and every result has been consumed; throws the first failure.
    func finish() throws {
        group.wait()
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }

    /// Stops the work: jobs not started are skipped, results not consumed are dropped; waits for the
    /// jobs that are running to end.
    func cancel() {
        stop(nil, releasing: 0)
        group.wait()
    }

    /// Marks the work stopped (recording `error` when it is the first) and drops the results not yet
    /// consumed, giving back their slots and the `releasing` slots the caller held.
    private func stop(_ error: (any Error)?, releasing: Int) {
        let dropped = state.withLock { state -> Int in
            if state.failure == nil, let error { state.failure = error }
            state.stopped = true
            let count = state.ready.count
            state.ready.removeAll()
            return count
        }
        for _ in 0..<(dropped + releasing) { slots.signal() }
    }

    /// Consumes, in order, every result that is ready. The mutex makes one thread drain at a time; a
    /// result stored while another thread drains is taken either by that thread or by the one that
    /// stored it, which drains next.
    private func drain() {
        consuming.withLock { _ in
            while let result = state.withLock({ state -> Result? in
                guard !state.stopped, let result = state.ready.removeValue(forKey: state.consumed) else { return nil }
                state.consumed += 1
                return result
            }) {
                do {
                    try consume(result)
                    slots.signal()
                } catch {
                    stop(error, releasing: 1)
                    return
                }
            }
        }
    }
}

/// Hands out reusable per-job buffers (a GIF frame encoder's tables, a PNG row buffer): a job takes
/// one, made when none is free, and gives it back when done, so that at most as many exist as jobs
/// ever ran at once, and buffers are reused from frame to frame. Thread-safe through a mutex.
final class WorkspacePool<Workspace: AnyObject & Sendable>: Sendable {
    private let free = Mutex<[Workspace]>([])
    private let make: @Sendable () -> Workspace

    /// A pool whose new workspaces come from `make`.
    init(_ make: @escaping @Sendable () -> Workspace) {
        self.make = make
    }

    /// Runs `body` with a workspace that no other job is using.
    func with<Result>(_ body: (Workspace) throws -> Result) rethrows -> Result {
        let workspace = free.withLock { $0.popLast() } ?? make()
        defer { free.withLock { $0.append(workspace) } }
        return try body(workspace)
    }
}
