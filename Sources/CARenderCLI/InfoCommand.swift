import ArgumentParser
import CARenderScene
import OpenQuartzCoreLottie

/// `ca-render info`: what a scene holds.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a scene's size, duration, frame count, layers and animations."
    )

    @Argument(help: "The scene file (JSON or YAML) or Lottie file (JSON or .lottie), or - for standard input.")
    var scene: String

    func run() throws {
        switch try SceneInput.document(scene) {
        case .scene(let scene): print(Self.describe(scene), terminator: "")
        case .lottie(let animation): print(Self.describe(animation), terminator: "")
        }
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

extension ValidateCommand {
    /// The document when `path` is a Lottie file (a reading error thrown, located), nil for a scene.
    static func lottieDocument(_ path: String) throws -> InputDocument? {
        guard path != "-", let head = try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 1 << 20),
              LottieAnimation.isLottie(head) else { return nil }
        return .lottie(try LottieAnimation(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// `ca-render validate`: every problem of a scene at once.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene and print every problem, each with its file, line, column and key path."
    )

    @Argument(help: "The scene file (JSON or YAML) or Lottie file (JSON or .lottie), or - for standard input.")
    var scene: String

    func run() throws {
        if case .lottie(let animation) = try Self.lottieDocument(scene) {
            print("\(scene): valid Lottie file")
            for issue in animation.report.issues { print("note: \(scene): \(issue)") }
            return
        }
        let problems = SceneInput.problems(scene)
        guard problems.isEmpty else {
            throw SceneErrors(problems: problems)
        }
        print("\(scene): valid")
    }
}
