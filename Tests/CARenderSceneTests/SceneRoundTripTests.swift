// Round trips: a scene text builds layers whose presentation values at given times match what Core
// Animation gives for the same animations. Expected values are computed in each test from the
// animation's definition (linear interpolation at the fraction of the duration).
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import CARenderScene

@Suite struct SceneRoundTripTests {
    @Test func basicAnimationHalfWay() throws {
        let scene = try loadScene("""
            size: 200x100
            layers:
              - name: box
                bounds: 0, 0, 20, 20
                position: 10, 50
                animations:
                  slide: {class: CABasicAnimation, keyPath: position.x, fromValue: 10, toValue: 190, duration: 2, timingFunction: linear}
            """)
        let runtime = try scene.makeRuntime()
        // Linear: at t = 1 of 2 seconds, half of 10 → 190 is 100.
        #expect(runtime.number("box", "position.x", at: 1)?.isApproximatelyEqual(to: 100, absoluteTolerance: 1e-6) == true)
        // After the animation is removed, the model value (10) shows.
        #expect(runtime.number("box", "position.x", at: 2.5)?.isApproximatelyEqual(to: 10, absoluteTolerance: 1e-6) == true)
        #expect(runtime.root.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func keyframesWithKeyTimes() throws {
        let scene = try loadScene("""
            size: 100x100
            layers:
              - name: dot
                animations:
                  move:
                    class: CAKeyframeAnimation
                    keyPath: opacity
                    values: [0, 1, 0.5]
                    keyTimes: [0, 0.25, 1]
                    duration: 4
            """)
        let runtime = try scene.makeRuntime()
        // Segment 1 runs 0...1 s (0 → 1): at 0.5 s it is 0.5. Segment 2 runs 1...4 s (1 → 0.5): at
        // 2.5 s it is half way, 0.75.
        #expect(runtime.number("dot", "opacity", at: 0.5)?.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-5) == true)
        #expect(runtime.number("dot", "opacity", at: 2.5)?.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-5) == true)
    }

    @Test func timelineSetAnimatesImplicitly() throws {
        let scene = try loadScene("""
            size: 100x100
            layers:
              - {name: box, opacity: 1}
            timeline:
              - time: 1
                duration: 2
                timingFunction: linear
                set: {box.opacity: 0}
            """)
        let runtime = try scene.makeRuntime()
        #expect(runtime.number("box", "opacity", at: 0.5) == 1)
        // The implicit animation starts at the event's time, 1 s, and runs 2 s from 1 to 0.
        #expect(runtime.number("box", "opacity", at: 2)?.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-5) == true)
        #expect(runtime.number("box", "opacity", at: 3.5) == 0)
    }

    @Test func eventAtTimeZeroWithoutActions() throws {
        let scene = try loadScene("""
            size: 100x100
            layers: [{name: box, backgroundColor: red}]
            timeline:
              - {time: 0, disableActions: true, target: box, set: {backgroundColor: blue}}
            """)
        let runtime = try scene.makeRuntime()
        let color = runtime.presented("box", "backgroundColor", at: 0) as? CGColor
        #expect(color?.components == [0, 0, 1, 1])
    }

    @Test func transitionWithLayerChange() throws {
        let scene = try loadScene("""
            size: 100x100
            layers:
              - {name: card, backgroundColor: red}
            timeline:
              - time: 0.5
                transition: {layer: card, type: push, subtype: fromLeft, duration: 1}
                set: {card.backgroundColor: blue}
            """)
        let runtime = try scene.makeRuntime()
        runtime.advance(to: 0.75)
        let transition = runtime.layer(named: "card")?.animation(forKey: "transition") as? CATransition
        #expect(transition?.type == .push)
        #expect(transition?.subtype == .fromLeft)
        #expect(transition?.duration == 1)
    }

    @Test func removeAnimationCancels() throws {
        let scene = try loadScene("""
            size: 100x100
            layers:
              - name: hand
                animations:
                  spin: {keyPath: transform.rotation, byValue: 1turn, duration: 2, repeatCount: infinity}
            timeline:
              - {time: 1, remove: {layer: hand, key: spin}}
            """)
        let runtime = try scene.makeRuntime()
        runtime.advance(to: 0.5)
        #expect(runtime.layer(named: "hand")?.animation(forKey: "spin") != nil)
        runtime.advance(to: 1)
        #expect(runtime.layer(named: "hand")?.animation(forKey: "spin") == nil)
    }

    @Test func sublayerChanges() throws {
        let scene = try loadScene("""
            size: 100x100
            layers:
              - {name: a}
              - {name: b}
            timeline:
              - {time: 0.2, addSublayer: {parent: a, layer: {name: c, type: shape, path: "M 0 0 L 10 10"}}}
              - {time: 0.4, removeFromSuperlayer: b}
              - {time: 0.6, replaceSublayer: {old: c, with: {name: d}}}
            """)
        let runtime = try scene.makeRuntime()
        runtime.advance(to: 0.3)
        #expect(runtime.layer(named: "c")?.superlayer === runtime.layer(named: "a"))
        #expect(runtime.layer(named: "c") is CAShapeLayer)
        runtime.advance(to: 1)
        #expect(runtime.root.sublayers?.count == 1)
        #expect(runtime.layer(named: "a")?.sublayers?.first === runtime.layer(named: "d"))
    }
}
