#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

final class EventLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(anim.value(forKey: "tag") ?? "")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(anim.value(forKey: "tag") ?? "") \(flag)") }
}

@Suite("Layer smoke")
struct LayerSmokeTests {
    @Test func rampAndImplicit() {
        let clock = ManualMediaClock(time: 100)
        MediaClockContext.withClock(clock) {
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.zPosition = 30
            CATransaction.commit()
            let anim = CABasicAnimation(keyPath: "zPosition")
            anim.fromValue = 0
            anim.toValue = 100
            anim.duration = 1
            let log = EventLog()
            anim.delegate = log
            anim.setValue("ramp", forKey: "tag")
            layer.add(anim, forKey: "ramp")
            CATransaction.flush()
            clock.advance(by: 0.5)
            print("presentation z", layer.presentation()?.zPosition as Any, "model", layer.zPosition)
            RunLoop.current.run(until: Date())
            clock.advance(by: 0.6)
            RunLoop.current.run(until: Date())
            print("after end", layer.presentation()?.zPosition as Any, log.events, layer.animationKeys() as Any)

            let standalone = CALayer()
            standalone.opacity = 0
            CATransaction.begin()
            standalone.opacity = 1
            CATransaction.commit()
            CATransaction.flush()
            print("keys", standalone.animationKeys() as Any)
            clock.advance(by: 0.125)
            print("opacity", standalone.presentation()?.opacity as Any)
            let shape = CALayer()
            shape.setValue(Double.pi / 4, forKeyPath: "transform.rotation.y")
            print(shape.transform)
            shape.transform = CATransform3DMakeScale(2, 4, 6)
            print(shape.value(forKeyPath: "transform.scale") as Any)
        }
    }
}
#endif
