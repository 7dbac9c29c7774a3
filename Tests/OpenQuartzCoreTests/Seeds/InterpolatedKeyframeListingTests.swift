// Needs the manual media clock (an OpenQuartzCore addition), so it is not built against Apple's framework.
#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

// The Easing seed's Swift listings of "Automating the Process" (000_2716ebabb68340d5.txt; Listings
// 10.7 and 10.8 of the English edition, 001), pasted as the seed writes them. Only UIKit is replaced:
// UIViewController by NSObject (no `override`, `super` or touch arguments; viewDidLoad, which only
// sets the ball's image, is left out), and the `ballView` outlet, a UIImageView, by `LayerHost`, an
// object with a `layer`, so that `ballView.layer.add(animation, forKey: nil)` stays as written.
// docs/seeds/easing.md quotes these classes.
//
// One line does not do on Linux what it does on Apple's platforms: `fromValue as? CGPoint`, where
// fromValue is an NSValue. Casting an NSValue to CGPoint is Objective-C bridging (SE-0139), which
// Swift on Linux does not have: the cast fails and the listing takes its fallback,
// `time < 0.5 ? fromValue : toValue`. The `...OnLinux` classes change that one line to open the box
// the way the Objective-C listing does (comparing its objCType with CGPoint's) and nothing else.

/// UIImageView reduced to what the listings touch: its layer. The layer records what is added to it,
/// so that the tests can read the keyframes (the listings add them under no key).
private final class LayerHost {
    let layer = RecordingLayer()
}

private final class RecordingLayer: CALayer {
    var added: [CAAnimation] = []

    override func add(_ anim: CAAnimation, forKey key: String?) {
        added.append(anim)
        super.add(anim, forKey: key)
    }
}

// MARK: Listing 10.7, as written

private class InterpolatingViewController: NSObject {
    let ballView = LayerHost()

    func touchesBegan() {
        animate()
    }
}

extension InterpolatingViewController {
    func interpolate(from: CGFloat, to: CGFloat, time: CGFloat) -> CGFloat {
        return (to - from) * time + from
    }
    
    func interpolateFromValue(fromValue: Any, toValue: Any, time: CGFloat) -> Any {
        if let fromPoint = fromValue as? CGPoint, let toPoint = toValue as? CGPoint {
            let result = CGPoint(x: interpolate(from: fromPoint.x, to: toPoint.x, time: time), y: interpolate(from: fromPoint.y, to: toPoint.y, time: time))
            return NSValue(cgPoint: result)
        }
        
        return time < 0.5 ? fromValue : toValue
    }
    
    func animate() {
        let fromValue = NSValue(cgPoint: CGPoint(x: 120, y: 32))
        let toValue = NSValue(cgPoint: CGPoint(x: 120, y: 268))
        let duration: CFTimeInterval = 1.0
        
        let numFrames = duration * 60
        var frames: [Any] = []
        
        for i in 0..<Int(numFrames) {
            let time = 1.0 / numFrames * Double(i)
            frames.append(interpolateFromValue(fromValue: fromValue, toValue: toValue, time: CGFloat(time)))
        }
        
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 3.0
        animation.values = frames
        ballView.layer.add(animation, forKey: nil)
    }
}

// MARK: Listing 10.8, as written

private class EasingViewController: NSObject {
    let ballView = LayerHost()

    func touchesBegan() {
        animate()
    }
}

extension EasingViewController {
    func interpolate(from: CGFloat, to: CGFloat, time: CGFloat) -> CGFloat {
        return (to - from) * time + from
    }
    
    func interpolateFromValue(fromValue: Any, toValue: Any, time: CGFloat) -> Any {
        if let fromPoint = fromValue as? CGPoint, let toPoint = toValue as? CGPoint {
            let result = CGPoint(x: interpolate(from: fromPoint.x, to: toPoint.x, time: time), y: interpolate(from: fromPoint.y, to: toPoint.y, time: time))
            return NSValue(cgPoint: result)
        }
        
        return time < 0.5 ? fromValue : toValue
    }
    
    func quadraticEaseInOut(t: CGFloat) -> CGFloat {
        return t < 0.5 ? (2 * t * t) : (-2 * t * t) + (4 * t) - 1
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
        let fromValue = NSValue(cgPoint: CGPoint(x: 120, y: 32))
        let toValue = NSValue(cgPoint: CGPoint(x: 120, y: 268))
        let duration: CFTimeInterval = 1.0
        
        let numFrames = duration * 60
        var frames: [Any] = []
        
        for i in 0..<Int(numFrames) {
            var time = CGFloat(1.0 / numFrames * Double(i))
            
            time = bounceEaseOut(t: CGFloat(time))
            
            frames.append(interpolateFromValue(fromValue: fromValue, toValue: toValue, time: time))
        }
        
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 3.0
        animation.values = frames
        ballView.layer.add(animation, forKey: nil)
    }
}

// MARK: The same listings on Linux: one line changed

/// Opens an NSValue holding a CGPoint, as Listing 10.7 in Objective-C does
/// (`strcmp([fromValue objCType], @encode(CGPoint)) == 0`, then `CGPointValue`); nil for anything else.
/// This stands in for `value as? CGPoint`, which needs Objective-C bridging.
private func unboxedPoint(_ value: Any) -> CGPoint? {
    guard let value = value as? NSValue,
          String(cString: value.objCType) == String(cString: NSValue(cgPoint: .zero).objCType) else { return nil }
    return value.cgPointValue
}

private class InterpolatingViewControllerOnLinux: NSObject {
    let ballView = LayerHost()
}

extension InterpolatingViewControllerOnLinux {
    func interpolate(from: CGFloat, to: CGFloat, time: CGFloat) -> CGFloat {
        return (to - from) * time + from
    }

    func interpolateFromValue(fromValue: Any, toValue: Any, time: CGFloat) -> Any {
        if let fromPoint = unboxedPoint(fromValue), let toPoint = unboxedPoint(toValue) {   // the changed line
            let result = CGPoint(x: interpolate(from: fromPoint.x, to: toPoint.x, time: time), y: interpolate(from: fromPoint.y, to: toPoint.y, time: time))
            return NSValue(cgPoint: result)
        }

        return time < 0.5 ? fromValue : toValue
    }

    func animate() {
        let fromValue = NSValue(cgPoint: CGPoint(x: 120, y: 32))
        let toValue = NSValue(cgPoint: CGPoint(x: 120, y: 268))
        let duration: CFTimeInterval = 1.0

        let numFrames = duration * 60
        var frames: [Any] = []

        for i in 0..<Int(numFrames) {
            let time = 1.0 / numFrames * Double(i)
            frames.append(interpolateFromValue(fromValue: fromValue, toValue: toValue, time: CGFloat(time)))
        }

        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 3.0
        animation.values = frames
        ballView.layer.add(animation, forKey: nil)
    }
}

private class EasingViewControllerOnLinux: NSObject {
    let ballView = LayerHost()
}

extension EasingViewControllerOnLinux {
    func interpolate(from: CGFloat, to: CGFloat, time: CGFloat) -> CGFloat {
        return (to - from) * time + from
    }

    func interpolateFromValue(fromValue: Any, toValue: Any, time: CGFloat) -> Any {
        if let fromPoint = unboxedPoint(fromValue), let toPoint = unboxedPoint(toValue) {   // the changed line
            let result = CGPoint(x: interpolate(from: fromPoint.x, to: toPoint.x, time: time), y: interpolate(from: fromPoint.y, to: toPoint.y, time: time))
            return NSValue(cgPoint: result)
        }

        return time < 0.5 ? fromValue : toValue
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
        let fromValue = NSValue(cgPoint: CGPoint(x: 120, y: 32))
        let toValue = NSValue(cgPoint: CGPoint(x: 120, y: 268))
        let duration: CFTimeInterval = 1.0

        let numFrames = duration * 60
        var frames: [Any] = []

        for i in 0..<Int(numFrames) {
            var time = CGFloat(1.0 / numFrames * Double(i))

            time = bounceEaseOut(t: CGFloat(time))

            frames.append(interpolateFromValue(fromValue: fromValue, toValue: toValue, time: time))
        }

        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = 3.0
        animation.values = frames
        ballView.layer.add(animation, forKey: nil)
    }
}

/// The chapter: 60 keyframes (60 x the 1 s duration), frame i the start and end interpolated at
/// i / 60, or at bounceEaseOut(i / 60) in Listing 10.8; played as a CAKeyframeAnimation without
/// keyTimes, so evenly spaced over its duration (3 s in the Korean listing, 1 s in the English one),
/// and straight (linear) between them. Expected values: the interpolation formula the chapter gives,
/// (to - from) x time + from, and the seed's bounceEaseOut as SeedKit writes it; keyframe i of n
/// plays at i / (n - 1) of the duration (conformance README, CAKeyframeAnimation).
@Suite("Seeds: the interpolated keyframe listings (10.7, 10.8)")
struct InterpolatedKeyframeListingTests {
    static let fromY = 32.0, toY = 268.0, x = 120.0

    /// The point keyframe `i` holds when its time is eased by `easing`.
    static func expectedY(_ i: Int, _ easing: (Double) -> Double = { $0 }) -> Double {
        (toY - fromY) * easing(Double(i) / 60) + fromY
    }

    /// The keyframe animation the listing added, and its values read back as points.
    fileprivate static func keyframes(of host: LayerHost) -> (CAKeyframeAnimation?, [Any]) {
        let animation = host.layer.added.last as? CAKeyframeAnimation
        return (animation, animation?.values ?? [])
    }

    /// Whether this platform casts an NSValue to CGPoint (Objective-C bridging).
    static var bridgesNSValueToCGPoint: Bool {
        let boxed: Any = NSValue(cgPoint: .zero)
        return (boxed as? CGPoint) != nil
    }

    @Test func onLinuxTheListingsCastFindsNoPoint() {
        #if os(Linux)
        #expect(!Self.bridgesNSValueToCGPoint, "Foundation on Linux has no NSValue-to-CGPoint bridging")
        #endif
        // The box itself holds the point: only the cast is missing.
        #expect(unboxedPoint(NSValue(cgPoint: CGPoint(x: 1, y: 2))) == CGPoint(x: 1, y: 2))
        #expect(unboxedPoint(NSValue(cgSize: CGSize(width: 1, height: 2))) == nil)
        #expect(unboxedPoint(NSNumber(value: 1)) == nil)
    }

    @Test func listing10_7AsWritten() {
        SeedKit.withManualClock { _ in
            let controller = InterpolatingViewController()
            controller.touchesBegan()
            let (animation, frames) = Self.keyframes(of: controller.ballView)
            #expect(animation?.keyPath == "position" && animation?.duration == 3.0)
            #expect(frames.count == 60, "numFrames = 1 s x 60")
            for (i, frame) in frames.enumerated() {
                let y = Double((frame as? NSValue)?.cgPointValue.y ?? -1)
                if Self.bridgesNSValueToCGPoint {
                    #expect(y.isApproximatelyEqual(to: Self.expectedY(i), absoluteTolerance: 1e-9), "frame \(i)")
                } else {
                    // The fallback: the start value itself for time < 0.5 (frames 0 to 29), then the end.
                    #expect(y == (i < 30 ? Self.fromY : Self.toY), "frame \(i)")
                }
            }
        }
    }

    @Test func listing10_8AsWritten() {
        SeedKit.withManualClock { _ in
            let controller = EasingViewController()
            controller.touchesBegan()
            let (_, frames) = Self.keyframes(of: controller.ballView)
            #expect(frames.count == 60)
            for (i, frame) in frames.enumerated() {
                let y = Double((frame as? NSValue)?.cgPointValue.y ?? -1)
                if Self.bridgesNSValueToCGPoint {
                    #expect(y.isApproximatelyEqual(to: Self.expectedY(i, SeedKit.bounceEaseOut), absoluteTolerance: 1e-9), "frame \(i)")
                } else {
                    // The fallback on the eased time: bounceEaseOut(i / 60) passes 0.5 between frames
                    // 15 and 16 (121 t^2 / 16 = 0.5 at t = 0.257) and never falls below it again.
                    let eased = SeedKit.bounceEaseOut(Double(i) / 60)
                    #expect(y == (eased < 0.5 ? Self.fromY : Self.toY), "frame \(i)")
                }
            }
        }
    }

    @Test func listing10_7OnLinuxFallsInAStraightLine() {
        SeedKit.withManualClock { clock in
            let controller = InterpolatingViewControllerOnLinux()
            controller.animate()
            let (_, frames) = Self.keyframes(of: controller.ballView)
            #expect(frames.count == 60)
            for (i, frame) in frames.enumerated() {
                let point = (frame as? NSValue)?.cgPointValue ?? .zero
                #expect(Double(point.x) == Self.x)
                #expect(Double(point.y).isApproximatelyEqual(to: Self.expectedY(i), absoluteTolerance: 1e-9), "frame \(i)")
            }
            // Played: keyframe i at i / 59 of 3 s, straight between them, so a linear fall that ends
            // one frame short of 268 (frame 59, the last, holds 59 / 60 of the way; at 3 s itself the
            // animation is over and removed).
            CATransaction.flush()
            SeedKit.turn()
            func presentedY() -> Double { Double(controller.ballView.layer.presentation()?.position.y ?? -1) }
            var elapsed = 0.0
            for i in [0, 20, 45, 58] {
                let time = 3.0 * Double(i) / 59
                SeedKit.advance(clock, by: time - elapsed)
                elapsed = time
                #expect(presentedY().isApproximatelyEqual(to: Self.expectedY(i), absoluteTolerance: 1e-6), "keyframe \(i)")
            }
        }
    }

    @Test func listing10_8OnLinuxBounces() {
        SeedKit.withManualClock { clock in
            let controller = EasingViewControllerOnLinux()
            controller.animate()
            let (_, frames) = Self.keyframes(of: controller.ballView)
            #expect(frames.count == 60)
            let ys = frames.map { Double(($0 as? NSValue)?.cgPointValue.y ?? -1) }
            for (i, y) in ys.enumerated() {
                #expect(y.isApproximatelyEqual(to: Self.expectedY(i, SeedKit.bounceEaseOut), absoluteTolerance: 1e-9), "frame \(i)")
            }
            // The bounce's shape: on the floor at i = 22 (t = 4/11 lies between 21/60 and 22/60, so
            // frame 22 is just after the first impact), up again after it, and never above the start.
            #expect(ys.allSatisfy { $0 >= Self.fromY && $0 <= Self.toY + 1e-9 })
            #expect(ys[21] < ys[22] && ys[23] < ys[22], "the first impact is the nearest frame to the floor")
            CATransaction.flush()
            SeedKit.turn()
            func presentedY() -> Double { Double(controller.ballView.layer.presentation()?.position.y ?? -1) }
            // Half-way between keyframes 30 and 31 (times 90/59 s and 93/59 s): the straight line
            // between their values.
            SeedKit.advance(clock, by: 3.0 * 30.5 / 59)
            let between = (Self.expectedY(30, SeedKit.bounceEaseOut) + Self.expectedY(31, SeedKit.bounceEaseOut)) / 2
            #expect(presentedY().isApproximatelyEqual(to: between, absoluteTolerance: 1e-6))
            // After 3 s the animation is removed and the model shows: the listing never sets it.
            SeedKit.advance(clock, by: 3.0 - 3.0 * 30.5 / 59 + 0.01)
            #expect(controller.ballView.layer.presentation()?.position == controller.ballView.layer.position)
        }
    }
}
#endif
