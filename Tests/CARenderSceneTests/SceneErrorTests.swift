// Every kind of problem, with its file, line, column (1-based, of the offending value) and key path.
import Foundation
import Testing
@testable import CARenderScene

@Suite struct SceneErrorTests {
    @Test func unknownKeyPath() {
        let problem = onlyProblem("""
            size: 100x100
            layers:
              - name: box
                backgroundColour: red
            """)
        #expect(problem?.file == "test.yaml")
        #expect(problem?.line == 4 && problem?.column == 5)
        #expect(problem?.keyPath == "layers[0].backgroundColour")
        #expect(problem?.message.contains("unknown key path \"backgroundColour\" for CALayer") == true)
        #expect(problem?.message.contains("did you mean \"backgroundColor\"") == true)
    }

    @Test func subclassPropertyOnPlainLayer() {
        let problem = onlyProblem("size: 10x10\nlayers: [{fillColor: red}]")
        #expect(problem?.message.contains("unknown key path \"fillColor\" for CALayer") == true)
        #expect(problem?.line == 2 && problem?.column == 11)
    }

    @Test func wrongValueType() {
        let problem = onlyProblem("size: 10x10\nlayers:\n  - opacity: lots")
        #expect(problem?.line == 3 && problem?.column == 14)
        #expect(problem?.keyPath == "layers[0].opacity")
        #expect(problem?.message.hasPrefix("expected a number") == true)
    }

    @Test func keyTimesCountDiffersFromValues() {
        let problem = onlyProblem("""
            size: 10x10
            layers:
              - animations:
                  fade: {keyPath: opacity, values: [0, 1, 0], keyTimes: [0, 1], duration: 1}
            """)
        #expect(problem?.keyPath == "layers[0].animations.fade.keyTimes")
        #expect(problem?.line == 4 && problem?.column == 61)
        #expect(problem?.message == "keyTimes has 2 entries but values has 3; this mode needs 3, one per value")
    }

    @Test func keyTimesNotMonotonicAndOutOfRange() {
        let found = problems("""
            size: 10x10
            layers:
              - animations:
                  spin:
                    keyPath: opacity
                    values: [0, 1, 0, 1]
                    keyTimes: [0, 0.6, 0.5, 1.5]
            """)
        #expect(found.map(\.keyPath) == ["layers[0].animations.spin.keyTimes[2]", "layers[0].animations.spin.keyTimes[3]"])
        #expect(found.first?.message.contains("less than the one before") == true)
        #expect(found.last?.message.contains("outside 0...1") == true)
        #expect(found.first?.line == 7 && found.first?.column == 28)
    }

    @Test func unreadableImage() {
        let problem = onlyProblem("size: 10x10\nlayers:\n  - contents: no-such-image.png")
        #expect(problem?.keyPath == "layers[0].contents")
        #expect(problem?.message.contains("unreadable image \"no-such-image.png\"") == true)
    }

    @Test func impossibleSizes() {
        #expect(onlyProblem("size: 0x240")?.message.contains("impossible size 0x240") == true)
        let big = onlyProblem("size: {width: 20000, height: 10}")
        #expect(big?.keyPath == "size" && big?.line == 1 && big?.column == 7)
        #expect(big?.message.contains("from 1 to 16384") == true)
    }

    @Test func unknownLayerNameInTimeline() {
        let problem = onlyProblem("""
            size: 10x10
            layers: [{name: box}]
            timeline:
              - {time: 1, set: {bx.opacity: 0}}
            """)
        #expect(problem?.keyPath == "timeline[0].set.bx.opacity")
        #expect(problem?.line == 4 && problem?.column == 21)
        #expect(problem?.message == "unknown layer name \"bx\"; did you mean \"box\"?")
    }

    @Test func layerUsedBeforeItIsCreated() {
        let problem = onlyProblem("""
            size: 10x10
            timeline:
              - {time: 2, addSublayer: {parent: late, layer: {name: early}}}
              - {time: 1, addSublayer: {parent: late, layer: {name: late2}}}
              - {time: 0, addSublayer: {layer: {name: late}, parent: early}}
            """)
        #expect(problem?.message.contains("unknown layer name \"early\"") == true || problem?.message.contains("only created") == true)
    }

    @Test func unknownClassNames() {
        let found = problems("""
            size: 10x10
            layers:
              - type: CAShapLayer
              - animations: {a: {class: CABasicAnimaton, keyPath: opacity}}
            """)
        #expect(found.count == 2)
        #expect(found[0].message.contains("unknown layer class \"CAShapLayer\"") && found[0].message.contains("CAShapeLayer"))
        #expect(found[0].keyPath == "layers[0].type")
        #expect(found[1].message.contains("unknown animation class \"CABasicAnimaton\""))
        #expect(found[1].keyPath == "layers[1].animations.a.class")
    }

    @Test func malformedColourPathAndTransform() {
        let found = problems("""
            size: 10x10
            layers:
              - backgroundColor: "#ff88"
                borderColor: "#12345"
              - type: shape
                path: M 0 0 X 10 10
              - transform: [{rotat: 45deg}]
            """)
        #expect(found.map(\.keyPath) == ["layers[0].borderColor", "layers[1].path", "layers[2].transform[0]"])
        #expect(found[0].message.contains("malformed colour"))
        #expect(found[1].message.contains("malformed path data: unknown command \"X\""))
        #expect(found[2].message.contains("unknown transform operation \"rotat\"") && found[2].message.contains("did you mean \"rotate\""))
    }

    @Test func duplicateLayerNames() {
        let problem = onlyProblem("size: 10x10\nlayers:\n  - name: a\n  - name: a")
        #expect(problem?.line == 4 && problem?.column == 11)
        #expect(problem?.message.contains("duplicate layer name \"a\": already used at line 3, column 11") == true)
    }

    @Test func unhashedColourInYAMLHints() {
        let problem = onlyProblem("size: 10x10\nbackground: #ff0000")
        #expect(problem?.message.contains("quote values that start with '#'") == true)
    }

    @Test func syntaxErrorAndUnreadableFile() throws {
        let syntax = onlyProblem("size: [10, 10\nlayers: []")
        #expect(syntax?.message.hasPrefix("syntax error") == true)
        #expect(throws: SceneErrors.self) { try Scene.load(contentsOf: URL(fileURLWithPath: "/no/such/scene.yaml")) }
        do {
            _ = try Scene.load(contentsOf: URL(fileURLWithPath: "/no/such/scene.yaml"))
        } catch let errors as SceneErrors {
            #expect(errors.problems.count == 1)
            #expect(errors.problems.first?.line == 1 && errors.problems.first?.column == 1)
            #expect(errors.description.hasPrefix("/no/such/scene.yaml:1:1: cannot read the scene file"))
        }
    }

    @Test func allProblemsAtOnceInFileOrder() {
        let found = problems("""
            size: -5x10
            fps: 0
            layers:
              - {opacity: x, name: q, nonsense: 1}
            """)
        #expect(found.map(\.line) == [1, 2, 4, 4])
        #expect(found[3].description == "test.yaml:4:27: layers[0].nonsense: unknown key path \"nonsense\" for CALayer (declare custom keys under \"custom:\")")
    }
}
