import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// The built-in examples of the Timer-Based Animation chapter, rendered through the command line.
@Suite struct BuiltInExampleTests {
    @Test func physicsShowsTheSameFrameWhateverTheFrameRate() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The simulation steps 1/120 s at a time, so after 2 s it has made the same 240 steps whether
        // frames come 30 or 60 times a second: the pictures are identical.
        var pictures: [Data] = []
        for fps in ["30", "60"] {
            let url = directory.appendingPathComponent("crates-\(fps).png")
            try CLI.run(["render", "builtin:physics-crates", "--fps", fps, "--time", "2", "-o", url.path, "--quiet"])
            pictures.append(try Data(contentsOf: url))
        }
        #expect(pictures[0] == pictures[1])
    }

    @Test func theThreeTimerBallsAgreeAtSixtyFramesPerSecond() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var videos: [Data] = []
        for name in ["timer-ball-timer", "timer-ball-displaylink", "timer-ball-measured"] {
            let url = directory.appendingPathComponent("\(name).gif")
            try CLI.run(["render", "builtin:\(name)", "-o", url.path, "--quiet", "--frames", "0..40"])
            videos.append(try Data(contentsOf: url))
        }
        #expect(videos[0] == videos[1] && videos[1] == videos[2])
    }

    @Test func theBallIsWhereTheBounceFunctionPutsIt() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("ball.png")
        // At 0.25 s: y = 32 + 236 x bounceEaseOut(0.25) = 32 + 236 x 121 x 0.0625 / 16 = 143.55...
        try CLI.run(["render", "builtin:timer-ball-measured", "--time", "0.25", "-o", url.path, "--quiet"])
        let image = try CGImage(contentsOfPNGFile: url)
        #expect(image.pixel(x: 150, y: 143).red > 200 && image.pixel(x: 150, y: 143).green < 100)
        #expect(image.pixel(x: 150, y: 120).red < 250 || image.pixel(x: 150, y: 120).green > 200)
        #expect(image.pixel(x: 150, y: 124) != image.pixel(x: 150, y: 143))
    }

    @Test func unknownExamplesAreListed() {
        let message = CLI.message(["render", "builtin:nope", "-o", "/tmp/x.gif"]) ?? ""
        #expect(message.contains("unknown built-in example 'nope'"))
        #expect(message.contains("physics-crates"))
    }
}
