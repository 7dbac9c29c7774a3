#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// A program that only runs its run loop sees Apple's behaviour: with the system clock, the delegate
/// of a 0.2 s animation hears animationDidStart, then animationDidStop(finished: true), with no one
/// stepping time (conformance README: delegates are called through the committing thread's run loop).
/// The one test that reads the wall clock, with generous bounds (it waits up to 10 s for the two
/// calls, which come after 0.2 s on an idle machine: a loaded one, running the other suites at
/// once, may take longer).
@Suite("Transactions: real time")
struct RealTimeDelegateTests {
    @Test func theRunLoopAloneDeliversStartAndStop() {
        MediaClockContext.withClock(SystemMediaClock()) {
            let layer = CALayer()
            let recorder = SeedEventRecorder()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.2
            animation.delegate = recorder
            animation.setValue("fade", forKey: "name")
            let added = CACurrentMediaTime()
            layer.add(animation, forKey: "fade")
            let deadline = Date(timeIntervalSinceNow: 10)
            while recorder.events.count < 2 && Date() < deadline {
                RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
            }
            let elapsed = CACurrentMediaTime() - added
            #expect(recorder.events == ["start fade", "stop fade true"])
            #expect(elapsed >= 0.2, "it does not stop before its duration")
            CATransaction.flush()
        }
    }
}
#endif
