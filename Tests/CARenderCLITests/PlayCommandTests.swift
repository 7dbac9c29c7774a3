import _CSDL2
import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing
@testable import CARenderCLI

/// `ca-render play` under Xvfb: what the window shows at known (stepped) times is what `ca-render
/// render` draws for the same times; the keys and the timeline bar pause, step, scrub, speed up,
/// restart and loop the seeds' way; `--watch` reloads and never loses the scene.
@Suite(.serialized, .enabled(if: playerDisplayAvailable, "needs DISPLAY or Xvfb"))
struct PlayCommandTests {
    /// 120 x 80, 2 s at 10 fps: a red square moving from x = 10 to x = 110 (its centre), linearly.
    static func scene(background: String = "#ffffff") -> String {
        """
        size: 120x80
        fps: 10
        duration: 2
        background: "\(background)"
        layers:
          - name: square
            bounds: 0, 0, 20, 20
            position: 10, 40
            backgroundColor: "#ff0000"
            animations:
              move:
                class: CABasicAnimation
                keyPath: position.x
                fromValue: 10
                toValue: 110
                duration: 2
                timingFunction: linear
        """
    }

    /// Runs `body` with a display, the SDL lock and a scene file.
    func withScene(_ text: String = scene(), _ body: (String) throws -> Void) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try CLI.scene(text, in: directory)
        try VirtualDisplay.withDisplay { try body(path) }
    }

    /// Whether the window's screenshot shows offline frame `number` (60 fps) of the scene at `path`,
    /// within one level of 255 per channel.
    func shows(_ image: CGImage?, frame number: Int, of path: String) throws -> Bool {
        let shown = try #require(image)
        return PlayerTest.maximumDifference(shown, try PlayerTest.offlineFrame(path, number: number)) <= 1
    }

    @Test func framesMatchTheOfflineRenderAtTheSameTimes() throws {
        try withScene { path in
            let player = try PlayerTest.player(path)
            #expect(player.host.size == CGSize(width: 120, height: 100))
            for tick in [1, 15, 42, 90] {
                #expect(try shows(PlayerTest.play(player, toTick: tick), frame: tick, of: path))
            }
        }
    }

    @Test func spacePausesTheSeedsWayAndArrowsStepAFrame() throws {
        try withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 12)
            PlayerTest.pushKey(SDLK_SPACE)
            let paused = PlayerTest.play(player, toTick: 20)
            #expect(try shows(paused, frame: 12, of: path))
            #expect(try !shows(paused, frame: 13, of: path))     // a tick's motion is visible
            #expect(player.window.speed == 0)
            #expect(abs(player.window.timeOffset - 0.2) < 1e-9)
            PlayerTest.pushKey(SDLK_RIGHT)      // one frame of the scene's 10 fps: 0.3 s
            #expect(try shows(PlayerTest.play(player, toTick: 21), frame: 18, of: path))
            PlayerTest.pushKey(SDLK_LEFT)
            PlayerTest.pushKey(SDLK_LEFT)
            #expect(try shows(PlayerTest.play(player, toTick: 22), frame: 6, of: path))
            PlayerTest.pushKey(SDLK_SPACE)      // resumes from 0.1 s
            #expect(try shows(PlayerTest.play(player, toTick: 23), frame: 7, of: path))
            #expect(try shows(PlayerTest.play(player, toTick: 30), frame: 14, of: path))
        }
    }

    @Test func draggingOnTheTimelineScrubs() throws {
        try withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 5)
            // The bar is the bottom 20 points; half way along is 1 s, a quarter 0.5 s.
            PlayerTest.pushMouse(SDL_MOUSEBUTTONDOWN, x: 60, y: 90)
            #expect(try shows(PlayerTest.play(player, toTick: 6), frame: 60, of: path))
            PlayerTest.pushMouse(SDL_MOUSEMOTION, x: 30, y: 90)
            #expect(try shows(PlayerTest.play(player, toTick: 8), frame: 30, of: path))
            PlayerTest.pushMouse(SDL_MOUSEBUTTONUP, x: 30, y: 90)   // let go: plays on from 0.5 s
            #expect(try shows(PlayerTest.play(player, toTick: 9), frame: 31, of: path))
        }
    }

    @Test func plusDoublesTheSpeedAndRRestarts() throws {
        try withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 10)
            PlayerTest.pushKey(SDLK_PLUS)
            #expect(try shows(PlayerTest.play(player, toTick: 15), frame: 20, of: path))
            PlayerTest.pushKey(SDLK_MINUS)
            #expect(try shows(PlayerTest.play(player, toTick: 17), frame: 22, of: path))
            PlayerTest.pushKey(SDLK_r)
            #expect(try shows(PlayerTest.play(player, toTick: 18), frame: 1, of: path))
        }
    }

    @Test func theEndLoopsOrStopsWithL() throws {
        try withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 125)
            #expect(player.sceneTime < 0.1)
            #expect(!player.isPaused)
            PlayerTest.pushKey(SDLK_l)
            PlayerTest.play(player, toTick: 250)
            #expect(player.isPaused)
            #expect(player.sceneTime == 2)
        }
    }

    @Test func watchReloadsKeepingTheTimeAndKeepsTheSceneOnErrors() throws {
        try withScene { path in
            let player = try PlayerTest.player(path, watch: true)
            var reports: [String] = []
            player.report = { reports.append($0) }
            PlayerTest.play(player, toTick: 12)
            try Data(Self.scene(background: "#0000ff").utf8).write(to: URL(fileURLWithPath: path))
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

    @Test func statisticsShowAtTheTopLeft() throws {
        try withScene { path in
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

    @Test func withoutADisplayPlayingFailsWithAClearError() throws {
        try withScene { path in
            let saved = ProcessInfo.processInfo.environment["DISPLAY"]
            unsetenv("DISPLAY")
            defer { if let saved { setenv("DISPLAY", saved, 1) } }
            let message = try #require(CLI.message(["play", path]))
            #expect(message.contains("cannot open a window"))
            #expect(message.contains("DISPLAY is not set"))
            #expect(message.contains("xvfb-run -a"))
        }
    }
}
