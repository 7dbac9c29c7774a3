import _CSDL2
import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing
@testable import CARenderCLI

/// `ca-render play`'s options and subjects under Xvfb: `--watch` reloads and never loses the scene,
/// `--stats` shows its label, built-in examples play, and no display is a clear error.
@Suite(.serialized, .enabled(if: playerDisplayAvailable, "needs DISPLAY or Xvfb"))
struct PlayerOptionTests {
    @Test func watchReloadsKeepingTheTimeAndKeepsTheSceneOnErrors() throws {
        try PlayerTest.withScene { path in
            let player = try PlayerTest.player(path, watch: true)
            var reports: [String] = []
            player.report = { reports.append($0) }
            PlayerTest.play(player, toTick: 12)
            try Data(PlayerTest.scene(background: "#0000ff").utf8).write(to: URL(fileURLWithPath: path))
            let blue = try PlayerTest.offlineFrame(path, number: 13)
            #expect(PlayerTest.maximumDifference(try #require(PlayerTest.play(player, toTick: 13)), blue) <= 1)
            #expect(reports.last == "ca-render play: reloaded \(path)")
            try Data("size: 120x80\nlayers:\n  - bounds: not a rectangle\n".utf8).write(to: URL(fileURLWithPath: path))
            let shown = try #require(PlayerTest.play(player, toTick: 14))
            #expect(reports.last?.contains("has errors; still showing the previous scene") == true)
            #expect(reports.last?.contains("\(path):3:") == true)
            #expect(PlayerTest.maximumDifference(shown, blue) > 1)      // time went on
            #expect(player.subject.background != nil)
            #expect(abs(player.sceneTime - 14.0 / 60) < 1e-9)
        }
    }

    @Test func builtInExamplesPlayAsTheyRender() throws {
        try VirtualDisplay.withDisplay {
            let player = try PlayerTest.player("builtin:timer-ball-displaylink")
            for tick in [10, 33] {
                let shown = try #require(PlayerTest.play(player, toTick: tick))
                let offline = try PlayerTest.offlineFrame("builtin:timer-ball-displaylink", number: tick)
                #expect(PlayerTest.maximumDifference(shown, offline) <= 1)
            }
        }
    }

    @Test func aScaleDrawsTheSceneAtTwicePixelsPerPoint() throws {
        try PlayerTest.withScene { path in
            var options = PlayerOptions()
            options.refreshRate = 60
            options.vsync = false
            options.scale = 2
            let player = try Player(subject: SceneInput.subject(path), options: options, displayClock: SteppedDisplayClock())
            let image = try #require(PlayerTest.play(player, toTick: 3))
            #expect(image.width == 240 && image.height == 200)
            #expect(player.source.root.contentsScale == 2)
            #expect(player.source.root.sublayers?.first?.contentsScale == 2)
            SyntheticInput.pushKey(SDLK_r)
            PlayerTest.play(player, toTick: 4)
            #expect(player.source.root.sublayers?.first?.contentsScale == 2)
        }
    }

    @Test func statisticsShowAtTheTopLeft() throws {
        try PlayerTest.withScene { path in
            var options = PlayerOptions()
            options.refreshRate = 60
            options.vsync = false
            options.showsStatistics = true
            let player = try Player(subject: SceneInput.subject(path), options: options, displayClock: SteppedDisplayClock())
            let image = try #require(PlayerTest.play(player, toTick: 40))
            // The label's top row (y = 4, above its glyphs), black at 60 % over the white scene:
            // 255 x 0.4 = 102.
            let bytes = try #require(image.dataProvider?.data)
            let corner = Int(bytes[4 * image.bytesPerRow + 100 * 4])
            #expect(abs(corner - 102) <= 1)
            #expect(player.statisticsSummary.hasPrefix("played 40 frames in 0.65 s on a 60 Hz display: 60.0 fps, 0 dropped (0.00 %)"))
        }
    }

    /// Without a display, in a process of its own (changing this process's DISPLAY would race with
    /// the other tests' processes).
    @Test func withoutADisplayPlayingFailsWithAClearError() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try CLI.scene(PlayerTest.scene(), in: directory)
        let (status, message) = try CLI.runTool(["play", path, "--exit-after", "1"], environment:
            ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" })
        #expect(status != 0)
        #expect(message.contains("cannot open a window"))
        #expect(message.contains("DISPLAY is not set"))
        #expect(message.contains("xvfb-run -a"))
    }
}
