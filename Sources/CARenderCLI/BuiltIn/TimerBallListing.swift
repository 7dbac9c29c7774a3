import Foundation
import OpenQuartzCore

// The Timer-Based Animation seed's bouncing ball (002_02f2ac986b8f6951.txt), with the Easing chapter's
// values (001, Listing 10.8: from (150, 32) to (150, 268) in 1 s). The per-frame step is the seed's
// `step(timer:)`. Changes from the listing: UIKit is replaced (the `ballView` outlet by a CALayer whose
// position has no implicit action, as a view's layer has none; `center` becomes `position`); the
// values are kept as CGPoint, not boxed in NSValue (the listing's `as? CGPoint` on an NSValue is
// Apple's bridging); and Linux has no selectors, so the Timer and the display link take closures.
// A scheduled Timer waits on the wall clock, so the Timer version's timer is not scheduled: whoever
// drives it (the tests, the gallery) calls its `fire()` each time the manual clock moves by 1/60 s.
// ca-render shows the three versions as built-in examples (TimerBallExample); the tests of the
// command-line tool check them against the keyframe version.
// Unchecked Sendable: Foundation types the Timer block `@Sendable`; the controller is used on one thread.
final class TimerBallController: @unchecked Sendable {
    /// How the frames come: the seed's three versions.
    enum Driver {
        /// A Timer at 1/60 s; each fire advances the animation by 1/60 s.
        case timer
        /// A CADisplayLink in the default mode; each frame advances the animation by 1/60 s.
        case displayLink
        /// A CADisplayLink; each frame advances the animation by the measured time since the last one.
        case measuredDisplayLink
    }

    let ballView = CALayer()
    let driver: Driver
    var timer: Timer?
    var link: CADisplayLink?
    var duration: TimeInterval = 0
    var timeOffset: TimeInterval = 0
    var lastStep: CFTimeInterval = 0
    var fromValue = CGPoint.zero
    var toValue = CGPoint.zero

    init(driver: Driver) {
        self.driver = driver
        ballView.actions = ["position": NSNull()]
    }

    func interpolate(from: CGFloat, to: CGFloat, time: CGFloat) -> CGFloat {
        return (to - from) * time + from
    }

    func interpolateFromValue(fromValue: CGPoint, toValue: CGPoint, time: CGFloat) -> CGPoint {
        return CGPoint(x: interpolate(from: fromValue.x, to: toValue.x, time: time),
                       y: interpolate(from: fromValue.y, to: toValue.y, time: time))
    }

    func bounceEaseOut(t: CGFloat) -> CGFloat {
        if t < 4 / 11.0 {
            return (121 * t * t) / 16.0
        } else if (t < 8 / 11.0) {
            return (363 / 40.0 * t * t) - (99 / 10.0 * t) + 17 / 5.0
        } else if (t < 9/10.0) {
            return (4356 / 361.0 * t * t) - (35442 / 1805.0 * t) + 16061 / 1805.0
        }

        return (54 / 5.0 * t * t) - (513 / 25.0 * t) + 268 / 25.0;
    }

    func animate() {
        fromValue = CGPoint(x: 150, y: 32)
        toValue = CGPoint(x: 150, y: 268)
        duration = 1.0
        timeOffset = 0.0
        lastStep = CACurrentMediaTime()

        timer?.invalidate()
        link?.invalidate()
        switch driver {
        case .timer:
            timer = Timer(timeInterval: 1 / 60.0, repeats: true) { [unowned self] timer in step(timer: timer) }
        case .displayLink, .measuredDisplayLink:
            link = CADisplayLink { [unowned self] link in step(link: link) }
            link?.add(to: .current, forMode: .default)
        }
    }

    func step(timer: Timer) {
        advance(by: 1 / 60.0)
    }

    func step(link: CADisplayLink) {
        let thisStep = CACurrentMediaTime()
        let stepDuration = thisStep - lastStep
        lastStep = thisStep
        advance(by: driver == .measuredDisplayLink ? stepDuration : 1 / 60.0)
    }

    /// The body of the seed's `step(timer:)`.
    private func advance(by stepDuration: TimeInterval) {
        timeOffset = min(timeOffset + stepDuration, duration)

        var time = timeOffset / duration
        time = TimeInterval(bounceEaseOut(t: CGFloat(time)))

        ballView.position = interpolateFromValue(fromValue: fromValue, toValue: toValue, time: CGFloat(time))

        if timeOffset >= duration {
            timer?.invalidate()
            timer = nil
            link?.invalidate()
            link = nil
        }
    }
}
