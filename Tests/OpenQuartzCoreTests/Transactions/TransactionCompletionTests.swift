#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Completion blocks of transactions with no animations, as measured on Apple's framework
/// (conformance README, "Measured on Apple's framework"): the block never runs inside commit(), but
/// once, on a later turn of the run loop.
@Suite("Transactions: completion blocks")
struct TransactionCompletionTests {
    /// Counts the runs of the blocks it hands out.
    final class Counter {
        var runs: [String: Int] = [:]
        func block(_ name: String) -> () -> Void { { self.runs[name, default: 0] += 1 } }
    }

    @Test func runsOnceOnALaterTurnNeverInsideCommit() {
        SeedKit.withManualClock { _ in
            let counter = Counter()
            CATransaction.begin()
            CATransaction.setCompletionBlock(counter.block("a"))
            #expect(CATransaction.completionBlock() != nil)
            CATransaction.commit()
            #expect(counter.runs["a"] == nil, "commit() does not run it")
            #expect(CATransaction.completionBlock() == nil, "gone once its transaction committed")
            SeedKit.turn()
            #expect(counter.runs["a"] == 1)
            SeedKit.turn()
            #expect(counter.runs["a"] == 1, "it runs once")
        }
    }

    @Test func anOpenTransactionDoesNotRunIt() {
        SeedKit.withManualClock { _ in
            let counter = Counter()
            CATransaction.begin()
            CATransaction.setCompletionBlock(counter.block("a"))
            SeedKit.turn()
            #expect(counter.runs["a"] == nil)
            CATransaction.commit()
            SeedKit.turn()
            #expect(counter.runs["a"] == 1)
        }
    }

    @Test func settingTwiceKeepsBoth() {
        SeedKit.withManualClock { _ in
            let counter = Counter()
            CATransaction.begin()
            CATransaction.setCompletionBlock(counter.block("first"))
            CATransaction.setCompletionBlock(counter.block("second"))
            CATransaction.commit()
            SeedKit.turn()
            #expect(counter.runs == ["first": 1, "second": 1])
        }
    }

    @Test func settingNilClearsTheGetterButNotTheBlock() {
        SeedKit.withManualClock { _ in
            let counter = Counter()
            CATransaction.begin()
            CATransaction.setCompletionBlock(counter.block("a"))
            CATransaction.setCompletionBlock(nil)
            #expect(CATransaction.completionBlock() == nil)
            CATransaction.commit()
            SeedKit.turn()
            #expect(counter.runs["a"] == 1)
        }
    }

    @Test func aNestedTransactionSeesTheOuterBlockAndDoesNotRunIt() {
        SeedKit.withManualClock { _ in
            let counter = Counter()
            CATransaction.begin()
            CATransaction.setCompletionBlock(counter.block("outer"))
            CATransaction.begin()
            #expect(CATransaction.completionBlock() != nil)
            CATransaction.commit()
            SeedKit.turn()
            #expect(counter.runs["outer"] == nil, "committing the nested one does not run it")
            CATransaction.commit()
            SeedKit.turn()
            #expect(counter.runs["outer"] == 1)
        }
    }

    @Test func theOuterBlockWaitsForAnimationsOfNestedTransactions() {
        // "every animation added in that transaction": nested transactions' animations included.
        SeedKit.withManualClock { clock in
            let counter = Counter()
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.duration = 1
            CATransaction.begin()
            CATransaction.setCompletionBlock(counter.block("outer"))
            CATransaction.begin()
            layer.add(animation, forKey: "fade")
            CATransaction.commit()
            CATransaction.commit()
            SeedKit.advance(clock, by: 0.5)
            #expect(counter.runs["outer"] == nil)
            SeedKit.advance(clock, by: 0.6)
            #expect(counter.runs["outer"] == 1)
        }
    }

    @Test func theImplicitTransactionsBlockRunsAfterItCommits() {
        // A block set outside begin/commit belongs to the thread's implicit transaction, committed at
        // the end of the run-loop turn (conformance README); it runs on a turn after that.
        SeedKit.withManualClock { _ in
            let counter = Counter()
            CATransaction.setCompletionBlock(counter.block("implicit"))
            #expect(counter.runs["implicit"] == nil)
            SeedKit.turn()
            #expect(counter.runs["implicit"] == 1)
            SeedKit.turn()
            #expect(counter.runs["implicit"] == 1)
        }
    }
}
