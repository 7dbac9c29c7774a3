@testable import CARenderExport
import Foundation
import Synchronization
import Testing

/// The concurrency under the PNG and GIF sinks: results in submission order whatever the order jobs
/// finish in, at most `limit` jobs pending, and the first failure stopping the rest.
@Suite struct OrderedJobsTests {
    /// Collects what the consumer receives, from whichever thread it runs on.
    final class Received: Sendable {
        let values = Mutex<[Int]>([])
        let pending = Mutex((now: 0, most: 0))
    }

    @Test func resultsArriveInOrderWhateverTheOrderJobsFinish() throws {
        let received = Received()
        let jobs = OrderedJobs<Int>(limit: 4) { value in received.values.withLock { $0.append(value) } }
        for index in 0..<40 {
            // Later jobs are often quicker than earlier ones, so they finish first.
            let delay = Double((index * 7) % 5) / 1000
            try jobs.submit {
                Thread.sleep(forTimeInterval: delay)
                return index
            }
        }
        try jobs.finish()
        #expect(received.values.withLock { $0 } == Array(0..<40))
    }

    @Test func atMostLimitJobsArePending() throws {
        let received = Received()
        let jobs = OrderedJobs<Int>(limit: 3) { _ in received.pending.withLock { $0.now -= 1 } }
        for index in 0..<30 {
            received.pending.withLock { state in
                state.now += 1
                state.most = max(state.most, state.now)
            }
            try jobs.submit {
                Thread.sleep(forTimeInterval: 0.001)
                return index
            }
        }
        try jobs.finish()
        // Counted before each submit: a fourth is counted while three are pending, then waits.
        #expect(received.pending.withLock { $0.most } <= 4)
    }

    @Test func theFirstFailureStopsTheRest() throws {
        struct Failure: Error {}
        let received = Received()
        let jobs = OrderedJobs<Int>(limit: 2) { value in received.values.withLock { $0.append(value) } }
        var refused = false
        for index in 0..<50 {
            do {
                try jobs.submit {
                    if index == 5 { throw Failure() }
                    Thread.sleep(forTimeInterval: 0.001)
                    return index
                }
            } catch is Failure {
                refused = true
                break
            }
        }
        #expect(refused, "a submit after the failure rethrows it")
        #expect(throws: Failure.self) { try jobs.finish() }
        // Only results before the failing job are consumed, in order.
        let values = received.values.withLock { $0 }
        #expect(values == Array(0..<values.count) && values.count <= 5)
    }

    @Test func cancelSkipsWhatHasNotStarted() throws {
        let received = Received()
        let jobs = OrderedJobs<Int>(limit: 100) { value in received.values.withLock { $0.append(value) } }
        for index in 0..<100 {
            try jobs.submit {
                Thread.sleep(forTimeInterval: 0.002)
                return index
            }
        }
        jobs.cancel()
        let count = received.values.withLock { $0.count }
        Thread.sleep(forTimeInterval: 0.05)
        // Nothing is consumed after cancel() returns.
        #expect(received.values.withLock { $0.count } == count && count < 100)
    }
}
