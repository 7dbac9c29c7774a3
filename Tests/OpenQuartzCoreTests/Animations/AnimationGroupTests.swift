#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// CAAnimationGroup: the group's timing is its children's parent time (CAMediaTiming.h's time spaces;
/// the seeds' Timing chapter), so a child's beginTime counts from the group's start, the group's speed
/// and timing function carry over, its duration clips a longer child, and a child of duration 0 runs
/// for the group's duration. Model zPosition 30.
@Suite("Animations: groups")
struct AnimationGroupTests: AnimationSuite {
    private func group(_ children: [CAAnimation], _ configure: (CAAnimationGroup) -> Void) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = children
        configure(group)
        return group
    }

    /// The presented zPosition at each T into `animation`.
    private func samples(_ animation: CAAnimation, at times: [CFTimeInterval]) -> [Double] {
        withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(animation, to: layer)
            let start = clock.currentTime
            return times.map { time in
                clock.set(to: start + time)
                return presentedZ(layer)
            }
        }
    }

    private func expect(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-6,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(componentsApproximatelyEqual(actual, expected, absoluteTolerance: tolerance),
                "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func childBeginTimeIsRelativeToTheGroup() {
        // Child from 1 to 3 s of a 4 s group: nothing before, half way at 2 s, nothing after 3 s.
        let child = ramp { $0.beginTime = 1; $0.duration = 2 }
        expect(samples(group([child]) { $0.duration = 4 }, at: [0.5, 2, 3.5]), [30, 50, 30])
    }

    @Test func groupSpeedScalesItsChildren() {
        // Speed 2: half a second of the layer's time is one second of the group's.
        expect(samples(group([ramp { $0.duration = 2 }]) { $0.duration = 4; $0.speed = 2 }, at: [0.5]), [50])
    }

    @Test func groupDurationClipsALongerChild() {
        // A 4 s ramp (25 per second) in a 1 s group: 12.5 at 0.5 s, the model once the group ends.
        expect(samples(group([ramp { $0.duration = 4 }]) { $0.duration = 1 }, at: [0.5, 1.5]), [12.5, 30])
    }

    @Test func childOfDurationZeroRunsForTheGroupsDuration() {
        expect(samples(group([ramp { $0.duration = 0 }]) { $0.duration = 2 }, at: [0.5, 1]), [25, 50])
    }

    @Test func childFillsHoldWhileTheGroupRuns() {
        // CAAnimationGroup documentation: the isRemovedOnCompletion of the animations in the group is
        // ignored. So a child's forwards fill holds its end until the group ends, and a backwards
        // fill its start before it begins.
        let forwards = ramp { $0.fillMode = .forwards }
        expect(samples(group([forwards]) { $0.duration = 4 }, at: [2, 3.9, 4.5]), [100, 100, 30])
        let backwards = ramp { $0.beginTime = 2; $0.fillMode = .backwards }
        expect(samples(group([backwards]) { $0.duration = 4 }, at: [1, 2.5, 3.5]), [0, 50, 30])
    }

    @Test func groupTimingFunctionPacesItsChildren() {
        // easeIn on the group: its children see easeIn(0.6) = 0.429120 (vectors.md) of the way.
        let paced = group([ramp()]) { $0.duration = 1; $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        expect(samples(paced, at: [0.6]), [42.9120], tolerance: 1e-4)
    }

    @Test func groupRepeatsItsChildren() {
        expect(samples(group([ramp()]) { $0.duration = 1; $0.repeatCount = 2 }, at: [0.25, 1.5, 2.5]), [25, 50, 30])
    }

    @Test func childrenAnimateSeveralProperties() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let shown: CALayer? = withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(group([ramp(), fade]) { $0.duration = 1 }, to: layer)
            clock.advance(by: 0.25)
            return layer.presentation()
        }
        #expect(shown?.zPosition == 25 && shown?.opacity == 0.75)
    }

    @Test func childDelegatesAreIgnored() {
        // CAAnimationGroup documentation: the children's delegates are ignored; the group's hears.
        let children = AnimationEventRecorder(), parent = AnimationEventRecorder()
        let animation = parent.observe(group([children.observe(ramp(), as: "child")]) { $0.duration = 1 }, as: "group")
        withManualClock { clock in
            let layer = committedLayer()
            addAndCommit(animation, to: layer)
            clock.advance(by: 2)
            deliverEvents()
        }
        #expect(children.events.isEmpty && parent.events == ["start group", "stop group true"])
    }

    @Test func copyingAGroupSharesItsChildren() {
        // Apple's framework, measured (conformance README).
        let child = ramp()
        let original = group([child]) { _ in }
        let copy = original.copy() as! CAAnimationGroup
        #expect(copy.animations?.first === child)
    }
}
