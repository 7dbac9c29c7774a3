import ArgumentParser
import Testing
@testable import CARenderCLI

/// The help of `play`, the live player, word for word (see ``HelpTextTests``).
extension HelpTextTests {
    @Test func playHelp() {
        #expect(help(PlayCommand.self) == """
            OVERVIEW: Play a scene in a window, live, driven by the display.

            Keys: space pauses and resumes (the speed of the layer holding the scene set to 0 and its
            timeOffset to the paused time, as the seeds pause a layer tree), the left and right arrows step one
            frame, + and - double and halve the speed, l turns looping on and off, r restarts, q or escape
            quits. Dragging on the timeline bar at the bottom scrubs. Clicks, drags and keys on the scene go to
            its on: handlers first (--record keeps them for render --input). Without a display, run it under
            Xvfb: xvfb-run -a ca-render play SCENE.

            USAGE: ca-render play <scene> [--stats] [--watch] [--no-loop] [--scale <factor>] [--exit-after <seconds>] [--record <file>] [--input <file>]

            ARGUMENTS:
              <scene>                 The scene file (JSON or YAML) or Lottie file (JSON or .lottie), or
                                      builtin:NAME for a built-in example.

            OPTIONS:
              --stats                 Show the frame rate and the dropped frames, and print them when the
                                      player ends.
              --watch                 Reload the scene when its file changes, keeping the time; a scene with
                                      errors is reported and the previous one kept.
              --no-loop               Start with looping off: stop at the end.
              --scale <factor>        Pixels per point, as a HiDPI screen gives (default: the window system's).
              --exit-after <seconds>  Quit after this many seconds.
              --record <file>         When the player ends, write the input given to the scene's handlers to
                                      this file, for render --input.
              --input <file>          Replay recorded input (a file --record wrote) into the scene as it plays.
              --version               Show the version.
              -h, --help              Show help information.
            """)
    }

    @Test func playRejectsWhatItCannotPlay() {
        #expect(CLI.message(["play", "-"]) == "play needs a scene file or builtin:NAME, not standard input")
        #expect(CLI.message(["play", "builtin:timer-ball-timer", "--watch"]) == "--watch needs a scene file, not a built-in example")
        #expect(CLI.message(["play", "scene.yaml", "--scale", "0"]) == "--scale must be above 0 and at most 8")
    }
}
