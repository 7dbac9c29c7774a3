#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// The settings a transaction carries and how nested transactions read them: conformance README,
/// "Implicit animations and transactions" and "Measured on Apple's framework"; vectors.md, "Implicit
/// animations" (nested transactions); CATransaction.h for the defaults.
@Suite("Transactions: settings and nesting")
struct TransactionSettingsTests {
    @Test func defaultsWhenNothingIsSet() {
        SeedKit.withManualClock { _ in
            CATransaction.begin()
            // CATransaction.h: 0.25 s unless set; measured: no timing function, actions enabled.
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(CATransaction.animationTimingFunction() == nil)
            #expect(CATransaction.disableActions() == false)
            #expect(CATransaction.completionBlock() == nil)
            CATransaction.commit()
        }
    }

    @Test func nestedTransactionsInheritAndRestoreTheDuration() {
        // vectors.md: outer duration 3, inner reads 3; inner sets 1 and reads 1; after the inner
        // commit the outer reads 3.
        SeedKit.withManualClock { _ in
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.setAnimationDuration(1)
            #expect(CATransaction.animationDuration() == 1)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
        }
    }

    @Test func nestedTransactionsInheritDisableActionsAndTimingFunction() {
        // Measured: a nested transaction inherits disableActions; the innermost setting wins.
        SeedKit.withManualClock { _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            CATransaction.begin()
            #expect(CATransaction.disableActions())
            var point: [Float] = [0, 0]
            CATransaction.animationTimingFunction()?.getControlPoint(at: 1, values: &point)
            #expect(point == [0.42, 0])
            CATransaction.setDisableActions(false)
            #expect(!CATransaction.disableActions())
            CATransaction.commit()
            #expect(CATransaction.disableActions())
            CATransaction.commit()
            #expect(!CATransaction.disableActions())
            #expect(CATransaction.animationTimingFunction() == nil)
        }
    }

    @Test func keyValueAccessMatchesTheAccessors() {
        // Measured: the documented keys read what the accessors set, and the other way round.
        SeedKit.withManualClock { _ in
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.75)
            #expect((CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double) == 0.75)
            CATransaction.setValue(NSNumber(value: 1.25), forKey: kCATransactionAnimationDuration)
            #expect(CATransaction.animationDuration() == 1.25)
            CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
            #expect(CATransaction.disableActions())
            CATransaction.setValue(NSNumber(value: false), forKey: kCATransactionDisableActions)
            #expect(!CATransaction.disableActions())
            CATransaction.commit()
        }
    }

    @Test func unknownKeysReadNilAndAnyKeyCanBeStored() {
        // Measured: value(forKey:) is nil for unknown keys; setValue stores any key.
        SeedKit.withManualClock { _ in
            CATransaction.begin()
            #expect(CATransaction.value(forKey: "aKeyNobodyDefined") == nil)
            CATransaction.setValue("stored", forKey: "aKeyNobodyDefined")
            #expect(CATransaction.value(forKey: "aKeyNobodyDefined") as? String == "stored")
            CATransaction.begin()
            #expect(CATransaction.value(forKey: "aKeyNobodyDefined") as? String == "stored")
            CATransaction.commit()
            CATransaction.commit()
            #expect(CATransaction.value(forKey: "aKeyNobodyDefined") == nil)
        }
    }

    @Test func unmatchedCommitIsHarmless() {
        // Measured: committing with no matching begin does not raise and changes nothing.
        SeedKit.withManualClock { _ in
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
        }
    }

    @Test func lockAndUnlockNest() {
        // CATransaction.h: a recursive lock. Taken twice by one thread, released twice, it is free
        // for another thread (the semaphore's timeout is only a guard against a hang).
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
        let acquired = DispatchSemaphore(value: 0)
        let other = Thread {
            CATransaction.lock()
            CATransaction.unlock()
            acquired.signal()
        }
        other.start()
        #expect(acquired.wait(timeout: .now() + 30) == .success)
    }
}
