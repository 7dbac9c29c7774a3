#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The Easing seed's Swift listing of "Keyframe-Based Easing" (000_2716ebabb68340d5.txt), pasted as
// the seed writes it. Only UIKit is replaced: UIViewController by NSObject (no `override`, `super` or
// touch arguments), the `ballView` outlet by a CALayer (`ballView.layer` becomes `ballView`; its image
// is not drawn here), and the delegate conformance the listing leaves out is added to record the stop.
// It uses the Swift 3 timing function names, so `animate` is a deprecated witness of a protocol
// requirement (as DeprecatedNameTests does), called through the protocol.

private protocol BallListing {
    var ballView: CALayer { get }
    var stops: [Bool] { get }
    func animate()
}

private class ViewController: NSObject, BallListing {
    let ballView = CALayer()
    var stops: [Bool] = []

    func touchesBegan() {
        (self as any BallListing).animate()
    }
}

extension ViewController {
    @available(*, deprecated, message: "the seed's listing uses the Swift 3 names")
    func animate() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 3.0
        animation.delegate = self
        animation.values = [
            NSValue(cgPoint: CGPoint(x: 120, y: 32)),
            NSValue(cgPoint: CGPoint(x: 120, y: 268)),
            NSValue(cgPoint: CGPoint(x: 120, y: 140)),
            NSValue(cgPoint: CGPoint(x: 120, y: 268)),
            NSValue(cgPoint: CGPoint(x: 120, y: 220)),
            NSValue(cgPoint: CGPoint(x: 120, y: 268)),
            NSValue(cgPoint: CGPoint(x: 120, y: 250)),
            NSValue(cgPoint: CGPoint(x: 120, y: 268)),
        ]
        
        animation.timingFunctions = [
            CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn),
            CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut),
            CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn),
            CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut),
            CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn),
            CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut),
            CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn),
        ]
        
        animation.keyTimes = [0.0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0]
        ballView.add(animation, forKey: nil)
    }
}

extension ViewController: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
    }
}

/// The chapter: the ball falls, accelerating, to the floor (y 268), bounces back to lower and lower
/// heights (140, 220, 250) and stops there after 3 s.
@Suite("Seeds: the bouncing ball listing as written")
struct BouncingBallListingTests {
    @Test func theBallFallsAndBouncesLowerEachTime() {
        SeedKit.withManualClock { clock in
            let controller = ViewController()
            controller.touchesBegan()
            SeedKit.turn()
            func y() -> Double { Double(controller.ballView.presentation()?.position.y ?? -1) }
            // Falling: eased in over the first 0.9 s, so slow at first.
            SeedKit.advance(clock, by: 0.45)
            #expect(y().isApproximatelyEqual(to: 32 + 236 * SeedKit.easeIn(0.5), absoluteTolerance: 1e-4))
            SeedKit.advance(clock, by: 0.45)
            #expect(y().isApproximatelyEqual(to: 268, absoluteTolerance: 1e-4), "on the floor at 0.3 of 3 s")
            // The peaks of the bounces, at 0.5, 0.8 and 0.95 of the duration.
            var elapsed = 0.9
            for (fraction, peak) in [(0.5, 140.0), (0.8, 220.0), (0.95, 250.0)] {
                SeedKit.advance(clock, by: fraction * 3 - elapsed)
                elapsed = fraction * 3
                #expect(y().isApproximatelyEqual(to: peak, absoluteTolerance: 1e-4))
            }
            SeedKit.advance(clock, by: 3 - elapsed + 0.01)
            #expect(controller.stops == [true])
        }
    }
}
