// Scene information (size, fps, counts, duration derivation), JSON and YAML equivalence, and the
// example scenes.
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import CARenderScene

@Suite struct SceneInfoTests {
    @Test func countsAndDefaults() throws {
        let scene = try loadScene("""
            size: {width: 320, height: 240}
            background: black
            layers:
              - name: a
                sublayers: [{name: b}, {name: c, mask: {name: m}}]
                animations:
                  g: {class: group, duration: 2, animations: [{keyPath: opacity, toValue: 0}, {keyPath: position.x, toValue: 5}]}
            timeline:
              - {time: 1, add: {layer: b, key: k, animation: {keyPath: opacity, toValue: 0.5}}}
              - {time: 2, addSublayer: {parent: a, layer: {name: d, sublayers: [{name: e}]}}}
            """)
        #expect(scene.width == 320 && scene.height == 240)
        #expect(scene.fps == 30)
        #expect(scene.background?.components == [0, 0, 0, 1])
        // root, a, b, c, m, plus d and e from the timeline.
        #expect(scene.layerCount == 7)
        // The group and its two animations, plus the animation the timeline adds.
        #expect(scene.animationCount == 4)
        #expect(scene.timelineEventCount == 2)
    }

    @Test func durationDerivation() throws {
        // Begin 0.5, 1 s per cycle, 2 cycles, autoreversed: ends at 0.5 + 4 = 4.5.
        let animated = try loadScene("""
            size: 10x10
            layers: [{animations: {a: {keyPath: opacity, toValue: 0, beginTime: 0.5, duration: 1, repeatCount: 2, autoreverses: true}}}]
            """)
        #expect(animated.duration.isApproximatelyEqual(to: 4.5, absoluteTolerance: 1e-12))
        // An implicit animation at 3 s in a 0.25 s transaction (the default) ends at 3.25.
        let timeline = try loadScene("size: 10x10\nlayers: [{name: x}]\ntimeline: [{time: 3, set: {x.opacity: 0}}]")
        #expect(timeline.duration.isApproximatelyEqual(to: 3.25, absoluteTolerance: 1e-12))
        // With actions disabled the event is instantaneous.
        let instant = try loadScene("size: 10x10\nlayers: [{name: x}]\ntimeline: [{time: 3, disableActions: true, set: {x.opacity: 0}}]")
        #expect(instant.duration == 3)
        // Nothing animated: one frame at 25 fps.
        #expect(try loadScene("size: 10x10\nfps: 25").duration == 1.0 / 25)
        #expect(try loadScene("size: 10x10\nduration: 7").duration == 7)
    }

    @Test func jsonAndYAMLBuildTheSameTree() throws {
        let yaml = try loadScene("""
            size: 100x50
            layers:
              - name: s
                type: shape
                path: M 0 0 L 10 0
                strokeColor: "#00ff00"
                transform: [{rotate: 30deg}]
                animations:
                  a: {keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 2}
            """)
        let json = try loadScene("""
            {"size": "100x50", "layers": [{"name": "s", "type": "shape", "path": "M 0 0 L 10 0", "strokeColor": "#00ff00",
              "transform": [{"rotate": "30deg"}],
              "animations": {"a": {"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 2}}}]}
            """, fileName: "test.json")
        let (a, b) = (try yaml.makeRuntime(), try json.makeRuntime())
        let (x, y) = (a.layer(named: "s") as? CAShapeLayer, b.layer(named: "s") as? CAShapeLayer)
        #expect(x?.strokeColor == y?.strokeColor)
        #expect(x?.transform == y?.transform)
        #expect(x?.path == y?.path)
        #expect(a.number("s", "strokeEnd", at: 1) == b.number("s", "strokeEnd", at: 1))
        #expect(a.number("s", "strokeEnd", at: 1)?.isApproximatelyEqual(to: 0.5, absoluteTolerance: 0.2) == true)
        #expect(yaml.duration == json.duration)
    }

    @Test func jsonProblemsHavePositions() {
        let found = Scene.validate(text: "{\n  \"size\": \"10x10\",\n  \"layers\": [{\"opacity\": \"x\"}]\n}", fileName: "s.json")
        #expect(found.map(\.description) == ["s.json:3:26: layers[0].opacity: expected a number (units deg, rad, turn, s and ms allowed), found \"x\""])
    }

    @Test(arguments: ["bouncing-ball.yaml", "ship-path.yaml", "transitions-push.json"])
    func exampleLoads(name: String) throws {
        let url = repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(name)
        let scene = try Scene.load(contentsOf: url)
        #expect(scene.width > 0 && scene.height > 0)
        let runtime = try scene.makeRuntime()
        for frame in 0..<Int(scene.duration * scene.fps) { runtime.advance(to: Double(frame) / scene.fps) }
        #expect(runtime.root.sublayers?.isEmpty == false)
    }

    @Test func bouncingBallFollowsTheSeedKeyframes() throws {
        let url = repositoryRoot.appendingPathComponent("Examples/bouncing-ball.yaml")
        let runtime = try Scene.load(contentsOf: url).makeRuntime()
        // Key time 0.3 of 3 s: the ball is at the first trough, (120, 268).
        let point = runtime.presented("ball", "position", at: 0.9) as? CGPoint
        #expect(point.map { $0.isApproximatelyEqual(to: CGPoint(x: 120, y: 268), absoluteTolerance: 1e-6) } == true)
    }
}
