import CARenderScene
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing
@testable import CARenderCLI

/// The built-in examples' answers to input (issue 17, item 5) and their replay of recorded input:
/// the Timer-Based Animation chapter's ball dropped again by a tap, its Timer and CADisplayLink side
/// by side, and the physics crates thrown by a drag.
@Suite struct BuiltInInputTests {
    /// The seed's bounceEaseOut (002_02f2ac986b8f6951.txt, Listing 10.8 of 001), written out here.
    static func bounce(_ t: Double) -> Double {
        if t < 4 / 11.0 { return 121 * t * t / 16 }
        if t < 8 / 11.0 { return 363 / 40.0 * t * t - 99 / 10.0 * t + 17 / 5.0 }
        if t < 9 / 10.0 { return 4356 / 361.0 * t * t - 35442 / 1805.0 * t + 16061 / 1805.0 }
        return 54 / 5.0 * t * t - 513 / 25.0 * t + 268 / 25.0
    }

    /// The ball's height after `steps` steps of 1/60 s, from (150, 32) to (150, 268) in 1 s.
    static func height(steps: Int) -> Double { 32 + 236 * bounce(min(1, Double(steps) / 60)) }

    /// The left (Timer) and right (display link) balls of `timer-vs-displaylink`.
    static func balls(_ source: any FrameSource) -> (timer: CALayer, link: CALayer) {
        let halves = source.root.sublayers!.filter { $0.sublayers?.count == 1 }
        return (halves[0].sublayers![0], halves[1].sublayers![0])
    }

    @Test func aLateTimerStuttersWhereTheDisplayLinkKeepsTime() {
        let source = TimerVersusDisplayLinkExample().makeSource()
        var stutters = 0
        for tick in 1...70 {
            source.advance(to: Double(tick) / 60)
            let (timer, link) = Self.balls(source)
            let late = tick % 9 == 4
            #expect(abs(Double(link.position.y) - Self.height(steps: tick)) < 1e-9, "tick \(tick)")
            #expect(abs(Double(timer.position.y) - Self.height(steps: late ? tick - 1 : tick)) < 1e-9, "tick \(tick)")
            if late && tick <= 60 { stutters += 1 }
        }
        #expect(stutters == 7, "ticks 4, 13, 22, 31, 40, 49, 58 show the timer ball standing still")
    }

    @Test func aTapDropsTheBallAgain() {
        let source = TimerBallExample(driver: .measuredDisplayLink).makeSource()
        source.advance(to: 70.0 / 60)
        #expect(abs(source.root.sublayers![1].position.y - 268) < 1e-9)
        #expect(source.handle(.pointer(.down, at: CGPoint(x: 10, y: 10))))
        source.advance(to: 80.0 / 60)
        #expect(abs(Double(source.root.sublayers![1].position.y) - Self.height(steps: 10)) < 1e-9)
    }

    @Test func aDragThrowsACrateAndItsRecordingReplaysTheSameMotion() throws {
        // Crate 0 (44 points, starting at (70, 30)) settles on the floor; drag it up and fling it right.
        func run(_ source: any FrameSource, live: Bool) -> [CGPoint] {
            var positions: [CGPoint] = []
            for frame in 0...90 {
                source.advance(to: Double(frame) / 30)
                if live {
                    let crate = source.root.sublayers![0].position
                    switch frame {
                    case 40: #expect(source.handle(.pointer(.down, at: crate)))
                    case 41: _ = source.handle(.pointer(.moved, at: CGPoint(x: crate.x + 10, y: crate.y - 40)))
                    case 42: _ = source.handle(.pointer(.moved, at: CGPoint(x: crate.x + 25, y: crate.y - 30)))
                    case 43: _ = source.handle(.pointer(.up, at: CGPoint(x: crate.x + 40, y: crate.y - 20)))
                    default: break
                    }
                }
                positions.append(source.root.sublayers![0].position)
            }
            return positions
        }
        let plain = run(PhysicsCratesExample().makeSource(), live: false)
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = directory.appendingPathComponent("input.yaml")
        let live = PhysicsCratesExample().makeSource()
        var recorded = "input:\n"
        (live as! DisplayDrivenSource).inputHandler.map { handler in
            (live as! DisplayDrivenSource).inputHandler = { event in
                recorded += "  - \(event.timelineEntry(at: live.clock.currentTime))\n"
                return handler(event)
            }
        }
        let thrown = run(live, live: true)
        #expect(thrown[45].x > plain[45].x + 20, "the throw carries the crate right")
        #expect(thrown[39] == plain[39], "nothing moves before the drag")
        try recorded.write(to: recording, atomically: true, encoding: .utf8)
        let replayed = run(try SceneInput.subject("builtin:physics-crates", input: recording.path).makeSource(), live: false)
        #expect(replayed == thrown, "the recording replays the throw frame for frame")
    }

    @Test func badRecordedInputIsALocatedErrorNamingTheFile() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("input.yaml")
        try "input:\n  - {time: 1, pointer: press, at: [1, 2]}\n  - {time: 2, tap: crate}\n".write(to: file, atomically: true, encoding: .utf8)
        do {
            _ = try SceneInput.subject("builtin:physics-crates", input: file.path)
            Issue.record("the input was accepted")
        } catch let errors as SceneErrors {
            let lines = errors.problems.map(\.description)
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("\(file.path):2:") == true)
            #expect(lines.first?.contains("unknown pointer phase") == true)
            #expect(lines.last?.contains("unknown layer name \"crate\"") == true)
        }
    }
}
