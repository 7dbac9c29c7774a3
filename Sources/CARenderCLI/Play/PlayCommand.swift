import ArgumentParser
import CARenderScene
import Foundation
import OpenQuartzCoreDisplay

/// `ca-render play`: a scene in a window, live, with the seeds' controls.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a scene in a window, live, driven by the display.",
        discussion: """
            Keys: space pauses and resumes (the speed of the layer holding the scene set to 0 and its \
            timeOffset to the paused time, as the seeds pause a layer tree), the left and right arrows \
            step one frame, + and - double and halve the speed, l turns looping on and off, r restarts, \
            q or escape quits. Dragging on the timeline bar at the bottom scrubs. Clicks, drags and keys on \
            the scene go to its on: handlers first (--record keeps them for render --input). Without a \
            display, run it under Xvfb: xvfb-run -a ca-render play SCENE.
            """
    )

    @Argument(help: ArgumentHelp("The scene file (JSON or YAML) or Lottie file (JSON or .lottie), or builtin:NAME for a built-in example.", valueName: "scene"))
    var scene: String

    @Flag(help: "Show the frame rate and the dropped frames, and print them when the player ends.")
    var stats = false

    @Flag(help: "Reload the scene when its file changes, keeping the time; a scene with errors is reported and the previous one kept.")
    var watch = false

    @Flag(help: "Start with looping off: stop at the end.")
    var noLoop = false

    @Option(help: ArgumentHelp("Pixels per point, as a HiDPI screen gives (default: the window system's).", valueName: "factor"))
    var scale: Double?

    @Option(help: ArgumentHelp("Quit after this many seconds.", valueName: "seconds"))
    var exitAfter: Double?

    @Option(help: ArgumentHelp("When the player ends, write the input given to the scene's handlers to this file, for render --input.", valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Replay recorded input (a file --record wrote) into the scene as it plays.", valueName: "file"))
    var input: String?

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be above 0 and at most 8") }
        if let exitAfter, !(exitAfter >= 0 && exitAfter.isFinite) { throw ValidationError("--exit-after must be a number of seconds, 0 or more") }
        if watch && scene.hasPrefix("builtin:") { throw ValidationError("--watch needs a scene file, not a built-in example") }
        if scene == "-" { throw ValidationError("play needs a scene file or builtin:NAME, not standard input") }
        if input != nil && watch { throw ValidationError("--input replays into the scene as loaded: it cannot be used with --watch") }
    }

    func run() throws {
        var options = PlayerOptions()
        options.showsStatistics = stats
        options.watchedFile = watch ? scene : nil
        options.loops = !noLoop
        options.scale = scale.map { CGFloat($0) }
        options.title = "ca-render play \(scene)"
        options.recordFile = record
        let player = try Player(subject: SceneInput.subject(scene, input: input), options: options)
        player.run(forDuration: exitAfter)
        try player.writeRecording()
        if stats { FileHandle.standardError.write(Data((player.statisticsSummary + "\n").utf8)) }
    }
}
