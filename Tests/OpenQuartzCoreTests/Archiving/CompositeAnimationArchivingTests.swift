#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import Testing

// Groups and transitions survive NSKeyedArchiver round trips with secure coding required (issue 17,
// item 3): a group with its animations (each of its own class, with its own key path and values) and
// name, a transition with its type, subtype and progress. The expected values are the ones each test
// sets before archiving.

@Suite("Archiving groups and transitions")
struct CompositeAnimationArchivingTests {
    @Test func aGroupKeepsItsAnimations() throws {
        let move = CABasicAnimation(keyPath: "position.x")
        (move.toValue, move.duration) = (50, 2)
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0, 1]
        let group = CAAnimationGroup()
        group.animations = [move, blink]
        group.duration = 2
        group.setValue("group", forKey: "name")
        let decoded = try #require(try ArchiveTestKit.roundTrip(group, as: CAAnimationGroup.self))
        #expect(decoded.duration == 2 && decoded.value(forKey: "name") as? String == "group")
        let animations = try #require(decoded.animations)
        #expect(animations.count == 2)
        let first = animations.first as? CABasicAnimation, second = animations.last as? CAKeyframeAnimation
        #expect(first?.keyPath == "position.x" && ArchiveTestKit.number(first?.toValue) == 50 && first?.duration == 2)
        #expect(second?.keyPath == "opacity" && second?.values?.compactMap(ArchiveTestKit.number) == [1, 0, 1])
    }

    @Test func aTransitionKeepsItsTypeAndSubtype() throws {
        let transition = CATransition()
        (transition.type, transition.subtype) = (.push, .fromLeft)
        (transition.startProgress, transition.endProgress, transition.duration) = (0.2, 0.8, 0.5)
        let decoded = try #require(try ArchiveTestKit.roundTrip(transition, as: CATransition.self))
        #expect(decoded.type == .push && decoded.subtype == .fromLeft)
        #expect(decoded.startProgress == 0.2 && decoded.endProgress == 0.8 && decoded.duration == 0.5)
    }
}
