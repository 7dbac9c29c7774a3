// The scene format's `on:` handlers (issue 17, item 5): taps, drags and keys on named layers, run
// at the runtime's time; and the timeline's input events, which replay them. Expected values are
// worked out in each test from the scene's numbers.
import Foundation
import Testing
@testable import CARenderScene

@Suite struct SceneHandlerTests {
    /// Two squares side by side; tapping `a` cycles its colour, tapping the background moves `b`.
    static let squares = """
        size: 200x100
        layers:
          - name: a
            frame: 10, 10, 80, 80
            backgroundColor: blue
            on:
              tap:
                - {disableActions: true, set: {backgroundColor: red}}
                - {disableActions: true, set: {backgroundColor: green}}
          - name: b
            frame: 110, 10, 80, 80
            backgroundColor: black
        on:
          tap: {disableActions: true, set: {b.position: $location}}
        """

    private func color(_ runtime: SceneRuntime, _ name: String) -> [CGFloat]? {
        runtime.withClock { (runtime.layer(named: name)?.backgroundColor).flatMap { $0.components } }
    }

    @Test func aTapRunsTheHitLayersHandlerAndListsCycle() throws {
        let runtime = try loadScene(Self.squares).makeRuntime()
        runtime.advance(to: 0)
        #expect(runtime.hasHandlers)
        #expect(runtime.handle(.pointer(.down, at: CGPoint(x: 50, y: 50))))
        #expect(runtime.handle(.pointer(.up, at: CGPoint(x: 50, y: 50))))
        #expect(color(runtime, "a") == [1, 0, 0, 1])
        runtime.handle(.pointer(.down, at: CGPoint(x: 20, y: 20)))
        runtime.handle(.pointer(.up, at: CGPoint(x: 20, y: 20)))
        #expect(color(runtime, "a") == [0, 1, 0, 1])
        runtime.handle(.pointer(.down, at: CGPoint(x: 20, y: 20)))
        #expect(color(runtime, "a") == [1, 0, 0, 1], "the list starts again after its last body")
    }

    @Test func aTapOutsideAnyHandlerLayerReachesTheRootsHandlerWithItsLocation() throws {
        let runtime = try loadScene(Self.squares).makeRuntime()
        runtime.advance(to: 0)
        // (150, 50) hits b, which has no handler: the root's handler runs, `$location` in root
        // coordinates, which are the scene's.
        runtime.handle(.pointer(.down, at: CGPoint(x: 150, y: 50)))
        #expect(runtime.withClock { runtime.layer(named: "b")?.position } == CGPoint(x: 150, y: 50))
        runtime.handle(.pointer(.up, at: CGPoint(x: 150, y: 50)))
        runtime.handle(.pointer(.down, at: CGPoint(x: 100, y: 95)))
        #expect(runtime.withClock { runtime.layer(named: "b")?.position } == CGPoint(x: 100, y: 95))
        #expect(color(runtime, "a") == [0, 0, 1, 1], "a was not hit")
    }

    @Test func theTimelineReplaysTapsByLayerNameAndPoint() throws {
        let runtime = try loadScene(Self.squares + """

            timeline:
              - {time: 1, tap: a}
              - {time: 2, tap: [150, 20]}
            """).makeRuntime()
        runtime.advance(to: 0.5)
        #expect(color(runtime, "a") == [0, 0, 1, 1])
        runtime.advance(to: 1)
        #expect(color(runtime, "a") == [1, 0, 0, 1])
        runtime.advance(to: 2)
        #expect(runtime.withClock { runtime.layer(named: "b")?.position } == CGPoint(x: 150, y: 20))
    }

    /// The book's manual door (Layer Time chapter): paused, its swing scrubbed by dragging,
    /// `timeOffset - translation.x / 200` kept within 0...0.999.
    static let door = """
        size: 300x200
        layers:
          - name: door
            bounds: 0, 0, 100, 160
            anchorPoint: 0, 0.5
            position: 100, 100
            backgroundColor: brown
            speed: 0
            animations:
              swing: {keyPath: transform.rotation.y, toValue: -90deg, duration: 1}
        on:
          drag:
            moved: {scrub: {layer: door, axis: x, distance: -200, max: 0.999}}
        """

    @Test func draggingScrubsAPausedLayersTimeOffset() throws {
        let runtime = try loadScene(Self.door).makeRuntime()
        runtime.advance(to: 0)
        let door = try #require(runtime.layer(named: "door"))
        runtime.handle(.pointer(.down, at: CGPoint(x: 250, y: 100)))
        runtime.handle(.pointer(.moved, at: CGPoint(x: 230, y: 100)))  // 20 points left: +0.1 s
        #expect(abs(door.timeOffset - 0.1) < 1e-12)
        runtime.handle(.pointer(.moved, at: CGPoint(x: 170, y: 120)))  // 60 more: 0.4 s; y ignored
        #expect(abs(door.timeOffset - 0.4) < 1e-12)
        // The clock runs on; a paused layer shows its timeOffset: rotation.y = -90° x 0.4.
        runtime.advance(to: 5)
        #expect(abs((runtime.number("door", "transform.rotation.y", at: 5) ?? 0) + .pi / 2 * 0.4) < 1e-9)
        runtime.handle(.pointer(.moved, at: CGPoint(x: -100, y: 120)))  // far left: clamped at 0.999
        #expect(door.timeOffset == 0.999)
        runtime.handle(.pointer(.moved, at: CGPoint(x: 400, y: 120)))  // far right: clamped at 0
        #expect(door.timeOffset == 0)
        runtime.handle(.pointer(.up, at: CGPoint(x: 400, y: 120)))
        #expect(!runtime.handle(.pointer(.moved, at: CGPoint(x: 300, y: 120))), "the pointer is up")
    }

    @Test func aTimelineDragMovesAtEachFrame() throws {
        let runtime = try loadScene(Self.door + """

            fps: 10
            timeline:
              - {time: 1, drag: {from: [250, 100], to: [150, 100], duration: 0.5}}
            """).makeRuntime()
        let door = try #require(runtime.layer(named: "door"))
        runtime.advance(to: 1.2)  // moves at 1.1 and 1.2 of the five (20 points each): 0.2 s
        #expect(abs(door.timeOffset - 0.2) < 1e-12)
        runtime.advance(to: 2)
        #expect(abs(door.timeOffset - 0.5) < 1e-12)
    }

    @Test func pauseAndResumeAreTheSeedsOwn() throws {
        // QA1673: pause keeps the local time in timeOffset with speed 0; resume sets beginTime to
        // the time spent paused, so the local time goes on from where it stopped.
        let runtime = try loadScene("""
            size: 100x100
            layers:
              - name: box
                frame: 0, 0, 10, 10
                animations:
                  move: {keyPath: position.x, fromValue: 0, toValue: 100, duration: 10, timingFunction: linear}
                on:
                  key:
                    Space: [{pause: box}, {resume: box}]
            """).makeRuntime()
        runtime.advance(to: 2)
        #expect(runtime.handle(.key("space")))
        #expect(abs((runtime.number("box", "position.x", at: 5) ?? 0) - 20) < 1e-9, "paused at 2 s of 10")
        runtime.handle(.key("Space"))
        #expect(abs((runtime.number("box", "position.x", at: 6) ?? 0) - 30) < 1e-9, "3 s on: 2 + (6 - 5)")
        #expect(!runtime.handle(.key("a")))
    }

    @Test func presentationFromValueIsReadWhenTheAnimationIsAdded() throws {
        // The fixed changeColor listing: fromValue is the layer's presentation value at the tap.
        let runtime = try loadScene("""
            size: 100x100
            layers:
              - name: box
                frame: 0, 0, 100, 100
                opacity: 1
                on:
                  tap:
                    add: {animation: {keyPath: opacity, fromValue: $presentation, toValue: 0, duration: 2, timingFunction: linear}}
                    disableActions: true
                    set: {opacity: 0}
            timeline:
              - {time: 1, tap: box}
              - {time: 2, tap: box}
            """).makeRuntime()
        #expect(abs((runtime.number("box", "opacity", at: 1.5) ?? 0) - 0.75) < 1e-6)
        // At 2 s the first animation shows 0.5: the second goes from there to 0 over 2 s.
        #expect(abs((runtime.number("box", "opacity", at: 3) ?? 0) - 0.25) < 1e-6)
    }

    @Test func handlerProblemsAreLocated() {
        let unknown = onlyProblem("""
            size: 10x10
            layers:
              - name: a
                on:
                  tap: {set: {nope.opacity: 1}}
            """)
        #expect(unknown?.line == 5)
        #expect(unknown?.message.contains("unknown key path \"nope.opacity\" for CALayer") == true)
        #expect(problems("size: 10x10\nlayers:\n  - name: a\n    on: {tap: {set: {b.opacity: 0.5, opacity: 0.25}}}\n  - name: b").isEmpty,
                "a handler sets another layer's property by its name, and its own by the key path alone")
        let unknownTarget = onlyProblem("size: 10x10\nlayers:\n  - name: a\n    on: {tap: {target: c, set: {opacity: 0.5}}}")
        #expect(unknownTarget?.message.contains("unknown layer name \"c\"") == true)
        let handler = onlyProblem("""
            size: 10x10
            layers:
              - name: a
                on:
                  tapp: {set: {opacity: 1}}
            """)
        #expect(handler?.line == 5)
        #expect(handler?.message == "unknown key \"tapp\" in on; did you mean \"tap\"?")
        let unnamed = onlyProblem("size: 10x10\nlayers:\n  - on: {tap: {set: {a.opacity: 1}}}\n  - name: a")
        #expect(unnamed?.message.contains("needs a name") == true)
        let location = onlyProblem("size: 10x10\nlayers: [{name: a}]\ntimeline:\n  - {time: 1, set: {a.position: $location}}")
        #expect(location?.message.contains("only be used in on: handlers") == true)
        let scrub = onlyProblem("size: 10x10\nlayers: [{name: a, on: {tap: {scrub: {layer: a, distance: 5}}}}]")
        #expect(scrub?.message.contains("unknown key \"scrub\"") == true)
        let phase = onlyProblem("size: 10x10\nlayers: [{name: a}]\ntimeline:\n  - {time: 1, pointer: press, at: [1, 2]}")
        #expect(phase?.message.contains("unknown pointer phase") == true)
    }

    @Test func recordedEntriesReadBackAsTheSameInput() throws {
        let entries = [SceneInputEvent.pointer(.down, at: CGPoint(x: 12.25, y: 0.1)), .key("Space"), .key("\""),
                       .pointer(.cancelled, at: CGPoint(x: 1.0 / 3, y: -2))]
        let times = [0.1, 1.0 / 3, 2.5e-3, 7]
        let text = "size: 10x10\nlayers: [{name: a}]\ntimeline:\n"
            + zip(entries, times).map { "  - " + $0.timelineEntry(at: $1) }.joined(separator: "\n")
        let events = try loadScene(text).definition.events
        let read = events.flatMap { event in event.input.compactMap { input -> (Double, SceneInputEvent)? in
            if case .event(let e) = input { return (event.time, e) }
            return nil
        } }
        let expected = zip(times, entries).sorted { $0.0 < $1.0 }
        #expect(read.map(\.0) == expected.map(\.0))
        #expect(read.map(\.1) == expected.map(\.1))
    }
}
