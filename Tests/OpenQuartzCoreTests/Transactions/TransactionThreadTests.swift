#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Each thread has its own stack of transactions (conformance README, measured on Apple's
/// framework), its own implicit transaction, committed by its own run loop, and the delegates of the
/// animations it commits hear them through its run loop. (Which thread runs a completion block is
/// not checked: Apple documents the main thread.) The second thread here is a plain Thread; the two
/// threads take turns through semaphores, so no layer is touched by both at once. (The semaphores'
/// timeouts only guard against a hang.)
@Suite("Transactions: one stack per thread")
struct TransactionThreadTests {
    /// A value handed between the test and its thread, which take turns.
    final class Shared<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Two semaphores for taking turns.
    struct Turns: Sendable {
        let toThread = DispatchSemaphore(value: 0), toTest = DispatchSemaphore(value: 0)

        func handToThread() -> Bool {
            toThread.signal()
            return toTest.wait(timeout: .now() + 30) == .success
        }

        func handToTest() {
            toTest.signal()
            _ = toThread.wait(timeout: .now() + 30)
        }
    }

    @Test func settingsDoNotCrossThreads() {
        SeedKit.withManualClock { _ in
            let turns = Turns()
            let read = Shared<[Double]>([])
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            let thread = Thread {
                read.value.append(CATransaction.animationDuration())
                CATransaction.begin()
                CATransaction.setAnimationDuration(7)
                read.value.append(CATransaction.animationDuration())
                turns.handToTest()
                CATransaction.commit()
                read.value.append(CATransaction.animationDuration())
                turns.toTest.signal()
            }
            thread.start()
            #expect(turns.toTest.wait(timeout: .now() + 30) == .success)
            #expect(CATransaction.animationDuration() == 3, "the other thread's transaction is not ours")
            #expect(turns.handToThread())
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.commit()
            #expect(read.value == [0.25, 7, 0.25])
        }
    }

    @Test func eachThreadCommitsItsOwnImplicitTransaction() {
        SeedKit.withManualClock { _ in
            let turns = Turns()
            let shared = Shared<CALayer?>(nil)
            let thread = Thread {
                let layer = CALayer()
                layer.name = "theirs"
                shared.value = layer
                turns.handToTest()
                for _ in 0..<3 { RunLoop.current.run(until: Date()) }
                turns.toTest.signal()
            }
            thread.start()
            #expect(turns.toTest.wait(timeout: .now() + 30) == .success)
            let layer = shared.value
            CATransaction.flush()
            SeedKit.turn()
            #expect(layer?.presentation() == nil, "our flush and run loop do not commit their implicit transaction")
            #expect(turns.handToThread())
            #expect(layer?.presentation()?.name == "theirs", "their run loop commits it")
        }
    }

    @Test func delegatesHearAnimationsOnTheCommittingThread() {
        // Conformance README: delegates are called on the thread that committed, through its run loop.
        let clock = ManualMediaClock(time: 50)
        let turns = Turns()
        let heard = Shared<[Bool]>([])
        final class Listener: NSObject, CAAnimationDelegate {
            let heard: Shared<[Bool]>, thread: Shared<Thread?>
            init(_ heard: Shared<[Bool]>, _ thread: Shared<Thread?>) { self.heard = heard; self.thread = thread }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.value.append(flag && Thread.current === thread.value) }
        }
        let theirs = Shared<Thread?>(nil)
        let thread = Thread {
            MediaClockContext.withClock(clock) {
                let layer = CALayer()
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.fromValue = 0
                animation.duration = 1
                animation.delegate = Listener(heard, theirs)
                layer.add(animation, forKey: "fade")
                CATransaction.flush()
                for _ in 0..<3 { RunLoop.current.run(until: Date()) }
                turns.handToTest()
                for _ in 0..<3 { RunLoop.current.run(until: Date()) }
                withExtendedLifetime(layer) {}
                turns.toTest.signal()
            }
        }
        theirs.value = thread
        thread.start()
        #expect(turns.toTest.wait(timeout: .now() + 30) == .success)
        clock.advance(by: 2)
        SeedKit.turn()
        #expect(heard.value.isEmpty, "our run loop does not deliver their animation's events")
        #expect(turns.handToThread())
        #expect(heard.value == [true], "their run loop does, on their thread, finished")
    }
}
#endif
