#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

extension GoldenImageTests {
    /// Golden images of the Easing chapter's custom curves (seed 001): the clock hand ticking with
    /// the control points (1, 0, 0.75, 1), and the ball bouncing by keyframes and by a Penner function.
    @Suite struct CustomEasing {
        /// Listing 10.5: a clock hand (anchored near its base at the dial's centre) turned a quarter
        /// turn by a half-second transform animation eased by (1, 0, 0.75, 1). The listing ticks one
        /// second (6 degrees); the quarter turn makes the easing visible at this size.
        static let clockHand = GoldenScene(name: "clock-hand", width: 160, height: 120, duration: 0.5) { _ in
            let (root, hand) = LayerTestHarness.withoutActions {
                let root = GoldenScene.root(160, 120)
                let face = CAShapeLayer()
                face.frame = root.bounds
                let dial = CGMutablePath()
                dial.addEllipse(in: CGRect(x: 30, y: 10, width: 100, height: 100))
                for hour in 0..<12 {
                    let angle = Double(hour) * .pi / 6
                    dial.move(to: CGPoint(x: 80 + 42 * sin(angle), y: 60 - 42 * cos(angle)))
                    dial.addLine(to: CGPoint(x: 80 + 48 * sin(angle), y: 60 - 48 * cos(angle)))
                }
                face.path = dial
                face.fillColor = GoldenArt.clear
                face.strokeColor = GoldenArt.ink
                face.lineWidth = 2
                root.addSublayer(face)
                let hand = CALayer()
                hand.bounds = CGRect(x: 0, y: 0, width: 4, height: 44)
                hand.anchorPoint = CGPoint(x: 0.5, y: 0.9)
                hand.position = CGPoint(x: 80, y: 60)
                hand.backgroundColor = GoldenArt.red
                root.addSublayer(hand)
                return (root, hand)
            }
            let transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = hand.presentation()?.value(forKey: "transform")
            animation.toValue = NSValue(caTransform3D: transform)
            animation.duration = 0.5
            animation.timingFunction = CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1)
            // The listing's hand is a view's layer, whose model changes are not animated implicitly.
            LayerTestHarness.withoutActions { hand.transform = transform }
            hand.add(animation, forKey: nil)
            return root
        }

        /// A 24 x 24 red ball at `position`; the listings' ball image, scaled with the container.
        static func ball(at position: CGPoint) -> CALayer {
            let ball = RenderHarness.solid(CGRect(x: 0, y: 0, width: 24, height: 24), 0.9, 0.2, 0.1)
            ball.cornerRadius = 12
            ball.position = position
            return ball
        }

        /// The listings' container (300 points tall) scaled by 0.4 into 120 pixels: y = 0.4 y.
        static func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: x, y: y * 0.4)
        }

        /// Listing 10.6: the ball dropped from y 32 to 268 and bouncing up to 140, 220 and 250 in one
        /// second, the keyframes at the listing's keyTimes, eased in on the falls and out on the rises.
        static let bounceKeyframes = GoldenScene(name: "bounce-keyframes", width: 160, height: 120, duration: 1) { _ in
            let (root, ball) = LayerTestHarness.withoutActions {
                let root = GoldenScene.root(160, 120)
                let ball = Self.ball(at: point(80, 32))
                root.addSublayer(ball)
                return (root, ball)
            }
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.duration = 1.0
            animation.values = [32, 268, 140, 268, 220, 268, 250, 268].map { NSValue(cgPoint: point(80, $0)) }
            let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
            animation.timingFunctions = [easeIn, easeOut, easeIn, easeOut, easeIn, easeOut, easeIn]
            animation.keyTimes = [0.0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0]
            LayerTestHarness.withoutActions { ball.position = point(80, 268) }
            ball.add(animation, forKey: nil)
            return root
        }

        /// Listing 10.8: the same drop as 60 linear keyframes a second, the values eased by the seeds'
        /// `bounceEaseOut` (OpenQuartzCore's ``EasingFunction/bounceEaseOut``). Unlike the listing,
        /// which leaves the model at the top, the model is set to the end so that the last frame
        /// shows the ball where the animation leaves it.
        static let bounceEasing = GoldenScene(name: "bounce-easing", width: 160, height: 120, duration: 1) { _ in
            let (root, ball) = LayerTestHarness.withoutActions {
                let root = GoldenScene.root(160, 120)
                let ball = Self.ball(at: point(80, 32))
                root.addSublayer(ball)
                return (root, ball)
            }
            let (from, to) = (point(80, 32), point(80, 268))
            let duration: CFTimeInterval = 1.0
            let numFrames = Int(duration * 60)
            var frames: [Any] = []
            for i in 0..<numFrames {
                let time = EasingFunction.bounceEaseOut(1 / Double(numFrames) * Double(i))
                frames.append(NSValue(cgPoint: CGPoint(x: from.x + (to.x - from.x) * time,
                                                       y: from.y + (to.y - from.y) * time)))
            }
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.duration = duration
            animation.values = frames
            LayerTestHarness.withoutActions { ball.position = to }
            ball.add(animation, forKey: nil)
            return root
        }

        @Test func clockHandTicks() {
            Self.clockHand.verify()
        }

        @Test func ballBouncesByKeyframes() {
            Self.bounceKeyframes.verify()
        }

        @Test func ballBouncesByEasingFunction() {
            Self.bounceEasing.verify()
        }
    }
}
#endif
