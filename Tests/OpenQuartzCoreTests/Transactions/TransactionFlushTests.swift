#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// When changes are committed. CATransaction.h: a change outside any explicit transaction opens the
/// thread's implicit transaction, committed at the end of the run-loop turn; flush() commits it now,
/// or, with explicit transactions open inside it, once they have committed. Measured: flush() commits
/// only the implicit transaction. A presentation shows committed state only (nil before a layer's
/// first commit).
// `name` is not animatable, so its changes show in the presentation as soon as they are committed.
@Suite("Transactions: commit and flush")
struct TransactionFlushTests {
    @Test func theImplicitTransactionCommitsOnTheNextTurn() {
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            layer.name = "5"
            #expect(layer.presentation() == nil, "not committed yet")
            SeedKit.turn()
            #expect(layer.presentation()?.name == "5")
        }
    }

    @Test func flushCommitsTheImplicitTransactionNow() {
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            layer.name = "5"
            CATransaction.flush()
            #expect(layer.presentation()?.name == "5")
        }
    }

    @Test func flushDoesNotCommitAnExplicitTransaction() {
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            CATransaction.begin()
            layer.name = "5"
            CATransaction.flush()
            #expect(layer.presentation() == nil, "flush() leaves the explicit transaction open")
            CATransaction.commit()
            #expect(layer.presentation()?.name == "5", "committing the outermost transaction commits")
        }
    }

    @Test func flushWaitsForNestedExplicitTransactions() {
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            layer.name = "1"
            CATransaction.begin()
            layer.name = "2"
            CATransaction.flush()
            #expect(layer.presentation() == nil, "an explicit transaction is still open inside it")
            CATransaction.commit()
            #expect(layer.presentation()?.name == "2", "the flush happens once it closes")
        }
    }

    @Test func theEndOfTheTurnWaitsForAnOpenExplicitTransaction() {
        // The implicit transaction's commit at the end of the turn, like flush(), waits for the
        // explicit transaction opened inside it.
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            layer.name = "1"
            CATransaction.begin()
            SeedKit.turn()
            #expect(layer.presentation() == nil)
            CATransaction.commit()
            #expect(layer.presentation()?.name == "1")
        }
    }

    @Test func nestedCommitDoesNotCommitUntilTheOutermost() {
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.begin()
            layer.name = "3"
            CATransaction.commit()
            #expect(layer.presentation() == nil)
            CATransaction.commit()
            #expect(layer.presentation()?.name == "3")
        }
    }

    @Test func thePresentationShowsCommittedStateOnly() {
        SeedKit.withManualClock { _ in
            let layer = CALayer()
            SeedKit.setUp { layer.zPosition = 1 }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.zPosition = 2
            #expect(layer.zPosition == 2, "the model changes at once")
            #expect(layer.presentation()?.zPosition == 1, "the presentation waits for the commit")
            CATransaction.commit()
            #expect(layer.presentation()?.zPosition == 2)
        }
    }
}
