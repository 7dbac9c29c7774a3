import ArgumentParser
import CARenderScene

/// `ca-render info`: what a scene holds.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a scene's size, duration, frame count, layers and animations."
    )

    @Argument(help: "The scene file (JSON or YAML), or - for standard input.")
    var scene: String

    func run() throws {
        print(Self.describe(try SceneInput.load(scene)), terminator: "")
    }

    /// The report, one "name: value" line each.
    static func describe(_ scene: Scene) -> String {
        let frames = FramePlan.frameCount(duration: scene.duration, fps: scene.fps).map(String.init) ?? "too many to render"
        return """
            size: \(scene.width)x\(scene.height)
            duration: \(format(scene.duration)) s
            fps: \(format(scene.fps))
            frames: \(frames)
            layers: \(scene.layerCount)
            animations: \(scene.animationCount)
            timeline events: \(scene.timelineEventCount)

            """
    }

    /// `value` as a whole number where it is one (within what `Int` holds exactly), else as Swift
    /// writes a `Double`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// `ca-render validate`: every problem of a scene at once.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene and print every problem, each with its file, line, column and key path."
    )

    @Argument(help: "The scene file (JSON or YAML), or - for standard input.")
    var scene: String

    func run() throws {
        let problems = SceneInput.problems(scene)
        guard problems.isEmpty else {
            throw SceneErrors(problems: problems)
        }
        print("\(scene): valid")
    }
}
