#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// CAAnimation and its subclasses adopt NSSecureCoding and survive NSKeyedArchiver round trips with
// their key path, timing, values, timing function and name (issue 17, item 3: "today archiving one
// traps in Foundation"; groups and transitions: CompositeAnimationArchivingTests.swift). The expected
// values are the ones each test sets before archiving.

@Suite("Archiving animations")
struct AnimationSecureCodingTests {
    @Test func everyClassSupportsSecureCoding() {
        #expect(CAAnimation.supportsSecureCoding)
        #expect(CAPropertyAnimation.supportsSecureCoding && CABasicAnimation.supportsSecureCoding)
        #expect(CAKeyframeAnimation.supportsSecureCoding && CASpringAnimation.supportsSecureCoding)
        #expect(CAAnimationGroup.supportsSecureCoding && CATransition.supportsSecureCoding)
        #expect(CAValueFunction.supportsSecureCoding && CAMediaTimingFunction.supportsSecureCoding)
    }

    @Test func aBasicAnimationKeepsItsKeyPathTimingValuesAndName() throws {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: 1, y: 2)
        animation.toValue = NSValue(point: CGPoint(x: 30, y: 40))
        (animation.beginTime, animation.duration, animation.speed, animation.timeOffset) = (2, 3, 0.5, 0.25)
        (animation.repeatCount, animation.repeatDuration, animation.autoreverses) = (2.5, 7, true)
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        (animation.isAdditive, animation.isCumulative) = (true, true)
        animation.setValue("slide", forKey: "name")
        animation.delegate = AnimationEventRecorder()

        let decoded = try #require(try ArchiveTestKit.roundTrip(animation, as: CABasicAnimation.self))
        #expect(decoded.keyPath == "position")
        #expect(decoded.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(decoded.toValue as? CGPoint == CGPoint(x: 30, y: 40), "a boxed point reads back as the point")
        #expect(decoded.byValue == nil)
        #expect(decoded.beginTime == 2 && decoded.duration == 3 && decoded.speed == 0.5 && decoded.timeOffset == 0.25)
        #expect(decoded.repeatCount == 2.5 && decoded.repeatDuration == 7 && decoded.autoreverses)
        #expect(decoded.fillMode == .both)
        #expect(!decoded.isRemovedOnCompletion)
        #expect(decoded.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(decoded.isAdditive && decoded.isCumulative)
        #expect(decoded.value(forKey: "name") as? String == "slide")
        #expect(decoded.delegate == nil, "the delegate is not archived")
    }

    @Test func aDecodedAnimationAnimates() throws {
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0.0, 1.0, 1)
        let decoded = try #require(try ArchiveTestKit.roundTrip(fade, as: CAAnimation.self))
        #expect(decoded is CABasicAnimation, "the archive keeps the class")
        #expect(ArchiveTestKit.number((decoded as? CABasicAnimation)?.toValue) == 1)
        LayerTestHarness.withManualClock { clock in
            let layer = CALayer()
            layer.add(decoded, forKey: "fade")
            CATransaction.flush()
            clock.advance(by: 0.5)
            // Linear (no timing function): half way at half the duration.
            #expect(layer.presentation()?.opacity == 0.5)
        }
    }

    @Test func aSpringKeepsItsPhysics() throws {
        let spring = CASpringAnimation(keyPath: "position.x")
        (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) = (2, 150, 12, 3)
        spring.allowsOverdamping = true
        (spring.fromValue, spring.toValue) = (0, 100)
        let decoded = try #require(try ArchiveTestKit.roundTrip(spring, as: CASpringAnimation.self))
        #expect(decoded.mass == 2 && decoded.stiffness == 150 && decoded.damping == 12 && decoded.initialVelocity == 3)
        #expect(decoded.allowsOverdamping)
        #expect(ArchiveTestKit.number(decoded.fromValue) == 0 && ArchiveTestKit.number(decoded.toValue) == 100)
        #expect(decoded.keyPath == "position.x")
    }

    @Test func aKeyframeAnimationKeepsItsKeyframesAndPath() throws {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 0)]
        animation.keyTimes = [0, 0.25, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.9)]
        animation.calculationMode = .cubic
        (animation.tensionValues, animation.continuityValues, animation.biasValues) = ([0.5, 0, -0.5], [0, 1, 0], [-1, 0, 1])
        animation.rotationMode = .rotateAuto
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()
        animation.path = path

        let decoded = try #require(try ArchiveTestKit.roundTrip(animation, as: CAKeyframeAnimation.self))
        #expect(decoded.values?.compactMap { $0 as? CGPoint } == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 0)])
        #expect(decoded.keyTimes?.map(\.doubleValue) == [0, 0.25, 1])
        #expect(decoded.timingFunctions?.map(ArchiveTestKit.controlPoints) == [[0, 0, 0.58, 1], [0.1, 0.2, 0.3, 0.9]])
        #expect(decoded.calculationMode == .cubic && decoded.rotationMode == .rotateAuto)
        #expect(decoded.tensionValues?.map(\.doubleValue) == [0.5, 0, -0.5])
        #expect(decoded.continuityValues?.map(\.doubleValue) == [0, 1, 0])
        #expect(decoded.biasValues?.map(\.doubleValue) == [-1, 0, 1])
        #expect(ArchiveTestKit.elements(of: decoded.path) == ArchiveTestKit.elements(of: path))
        #expect(ArchiveTestKit.elements(of: decoded.path).count == 5)
    }
}
