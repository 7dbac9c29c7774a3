import _CSDL2
import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing
@testable import CARenderCLI

/// `ca-render play` under Xvfb: what the window shows at known (stepped) times is what `ca-render
/// render` draws for the same times; the keys and the timeline bar pause, step, scrub, speed up,
/// restart and loop the seeds' way.
@Suite(.serialized, .enabled(if: playerDisplayAvailable, "needs DISPLAY or Xvfb"))
struct PlayCommandTests {
    @Test func framesMatchTheOfflineRenderAtTheSameTimes() throws {
        try PlayerTest.withScene { path in
            let player = try PlayerTest.player(path)
            #expect(player.host.size == CGSize(width: 120, height: 100))
            for tick in [1, 15, 42, 90] {
                #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: tick), frame: tick, of: path))
            }
        }
    }

    @Test func spacePausesTheSeedsWayAndArrowsStepAFrame() throws {
        try PlayerTest.withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 12)
            SyntheticInput.pushKey(SDLK_SPACE)
            let paused = PlayerTest.play(player, toTick: 20)
            #expect(try PlayerTest.shows(paused, frame: 12, of: path))
            #expect(try !PlayerTest.shows(paused, frame: 13, of: path))     // a tick's motion is visible
            #expect(player.window.speed == 0)
            #expect(abs(player.window.timeOffset - 0.2) < 1e-9)
            SyntheticInput.pushKey(SDLK_RIGHT)      // one frame of the scene's 10 fps: 0.3 s
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 21), frame: 18, of: path))
            SyntheticInput.pushKey(SDLK_LEFT)
            SyntheticInput.pushKey(SDLK_LEFT)
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 22), frame: 6, of: path))
            SyntheticInput.pushKey(SDLK_SPACE)      // resumes from 0.1 s
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 23), frame: 7, of: path))
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 30), frame: 14, of: path))
        }
    }

    @Test func draggingOnTheTimelineScrubs() throws {
        try PlayerTest.withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 5)
            // The bar is the bottom 20 points; half way along is 1 s, a quarter 0.5 s.
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 60, y: 90)
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 6), frame: 60, of: path))
            SyntheticInput.pushMouse(SDL_MOUSEMOTION, x: 30, y: 90)
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 8), frame: 30, of: path))
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 30, y: 90)   // let go: plays on from 0.5 s
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 9), frame: 31, of: path))
        }
    }

    @Test func plusDoublesTheSpeedAndRRestarts() throws {
        try PlayerTest.withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 10)
            SyntheticInput.pushKey(SDLK_PLUS)
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 15), frame: 20, of: path))
            SyntheticInput.pushKey(SDLK_MINUS)
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 17), frame: 22, of: path))
            SyntheticInput.pushKey(SDLK_r)
            #expect(try PlayerTest.shows(PlayerTest.play(player, toTick: 18), frame: 1, of: path))
        }
    }

    @Test func theEndLoopsOrStopsWithL() throws {
        try PlayerTest.withScene { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 125)
            #expect(player.sceneTime < 0.1)
            #expect(!player.isPaused)
            SyntheticInput.pushKey(SDLK_l)
            PlayerTest.play(player, toTick: 250)
            #expect(player.isPaused)
            #expect(player.sceneTime == 2)
        }
    }
}
