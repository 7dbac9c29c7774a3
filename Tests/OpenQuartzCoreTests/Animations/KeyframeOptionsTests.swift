#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// Keyframe animations of other value types and with the options CAPropertyAnimation adds: the seeds'
/// colour keyframes, points boxed in NSValue (linear and paced), discrete mode without keyTimes,
/// timingFunctions of the wrong count, cumulative and additive keyframes (CAKeyframeAnimation and
/// CAPropertyAnimation documentation; conformance README). Expected values are worked out in each test.
@Suite("Animations: keyframe options")
struct KeyframeOptionsTests: AnimationSuite {
    /// The presentation at each T into a 1 second keyframe animation of `keyPath`.
    private func presentations(_ keyPath: String, at times: [CFTimeInterval], model: (CALayer) -> Void = { _ in },
                               _ configure: (CAKeyframeAnimation) -> Void) -> [CALayer] {
        withManualClock { clock in
            let layer = committedLayer()
            withoutActions { model(layer) }
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.duration = 1
            configure(animation)
            addAndCommit(animation, to: layer)
            let start = clock.currentTime
            return times.compactMap { time in
                clock.set(to: start + time)
                return layer.presentation()
            }
        }
    }

    private func point(_ x: CGFloat, _ y: CGFloat) -> NSValue { NSValue(cgPoint: CGPoint(x: x, y: y)) }

    @Test func seedsColourKeyframes() {
        // Blue, red, green, blue over 2 s: key times 0, 2/3, 4/3, 2 s. A third of a second in is half
        // way from blue to red; one second in, half way from red to green.
        let colors = [CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1), CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
                      CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)]
        let shown = presentations("backgroundColor", at: [1.0 / 3, 1]) {
            $0.duration = 2
            $0.values = colors
        }.map { $0.backgroundColor?.components?.map { Double($0) } ?? [] }
        #expect(shown.count == 2)
        #expect(componentsApproximatelyEqual(shown.first ?? [], [0.5, 0, 0.5, 1], absoluteTolerance: 1e-6), "\(shown)")
        #expect(componentsApproximatelyEqual(shown.last ?? [], [0.5, 0.5, 0, 1], absoluteTolerance: 1e-6), "\(shown)")
    }

    @Test func boxedPointsLinearAndPaced() {
        let values = [point(0, 0), point(300, 0), point(300, 100)]
        let linear = presentations("position", at: [0.25, 0.75]) { $0.values = values }.map(\.position)
        #expect(linear.isApproximatelyEqual(to: [CGPoint(x: 150, y: 0), CGPoint(x: 300, y: 50)], absoluteTolerance: 1e-9))
        // Paced over the 400 of distance: 200 along at a half.
        let paced = presentations("position", at: [0.5]) {
            $0.values = values
            $0.calculationMode = .paced
        }.map(\.position)
        #expect(paced.isApproximatelyEqual(to: [CGPoint(x: 200, y: 0)], absoluteTolerance: 1e-9))
    }

    @Test func discreteWithoutKeyTimesSharesTheDurationEqually() {
        // Four values, each shown for a quarter.
        let z = presentations("zPosition", at: [0.1, 0.3, 0.6, 0.9]) {
            $0.calculationMode = .discrete
            $0.values = [310, 60, 120, 60]
        }.map { Double($0.zPosition) }
        #expect(z == [310, 60, 120, 60])
    }

    @Test func timingFunctionsOfTheWrongCountAreIgnored() {
        // Values 0, 100, 200 need two functions; with one, every segment is linear: 25 at 0.125.
        let z = presentations("zPosition", at: [0.125]) {
            $0.values = [0, 100, 200]
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        }.map { Double($0.zPosition) }
        #expect(componentsApproximatelyEqual(z, [25], absoluteTolerance: 1e-9), "\(z)")
    }

    @Test func cumulativeKeyframesAddTheLastValuePerRepeat() {
        // Values 0, 50, 100, repeated twice, cumulative: the second pass starts at 100.
        let z = presentations("zPosition", at: [0.25, 1.25, 1.75]) {
            $0.values = [0, 50, 100]
            $0.repeatCount = 2
            $0.isCumulative = true
        }.map { Double($0.zPosition) }
        #expect(componentsApproximatelyEqual(z, [25, 125, 175], absoluteTolerance: 1e-9), "\(z)")
    }

    @Test func additiveKeyframesAndPaths() {
        // Added to the model, 30: values 0, 100 at a half give 80.
        let z = presentations("zPosition", at: [0.5]) {
            $0.values = [0, 100]
            $0.isAdditive = true
        }.map { Double($0.zPosition) }
        #expect(z == [80])
        // A path added to the model position (10, 20): (150, 0) + (10, 20).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 300, y: 0))
        let moved = presentations("position", at: [0.5], model: { $0.position = CGPoint(x: 10, y: 20) }) {
            $0.path = path
            $0.isAdditive = true
        }.map(\.position)
        #expect(moved == [CGPoint(x: 160, y: 20)])
    }
}
