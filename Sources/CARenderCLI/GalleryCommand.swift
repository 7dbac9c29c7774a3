import ArgumentParser
import CARenderExport
import CARenderScene
import Foundation
import Logging

/// `ca-render gallery`: every example of the seeds, rendered.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every example scene and the seeds' curve figures into a directory.",
        discussion: """
            Each scene of the examples directory (*.json, *.yaml, *.yml) and each built-in example is \
            rendered to NAME.gif (or the --format given), and the Easing chapter's figures 10.1 to 10.5 \
            are plotted as PNG files. --no-built-ins leaves the built-in examples out, for a gallery of \
            one's own scenes.
            """
    )

    @Option(name: .shortAndLong, help: "The directory to write into (created if missing).")
    var output: String

    @Option(help: "The directory of example scenes.")
    var examples = "Examples"

    @Option(help: "The format of the animations: gif, mp4, webm or apng.")
    var format = "gif"

    @Option(help: "How many frames to draw at once (default: the number of cores).")
    var jobs: Int?

    @Flag(inversion: .prefixedNo, help: "Render the built-in examples (builtin:NAME) too.")
    var builtIns = true

    @Flag(help: "Do not show progress.")
    var quiet = false

    func run() throws {
        let logger = Logger(label: "ca-render")
        guard let chosen = OutputFormat(rawValue: format.lowercased()), chosen != .png else {
            throw CLIError("--format \(format): expected gif, mp4, webm or apng")
        }
        let directory = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, spec, labels) in Self.figures {
            try CurvePlot(try CurveSpec(parsing: spec), labels: labels).makeImage().writePNG(to: directory.appendingPathComponent(name + ".png"))
            if !quiet { print("\(name).png") }
        }
        let scenes = try Self.sceneFiles(in: URL(fileURLWithPath: examples))
        var failures: [String] = []
        for file in scenes {
            let name = file.deletingPathExtension().lastPathComponent
            let target = directory.appendingPathComponent("\(name).\(chosen.rawValue)")
            do {
                try render(RenderSubject(scene: try Scene.load(contentsOf: file)), to: target, format: chosen, logger: logger)
            } catch {
                failures.append("\(file.lastPathComponent): \(error)")
            }
        }
        for example in builtIns ? BuiltInExamples.all : [] {
            let target = directory.appendingPathComponent("\(example.name).\(chosen.rawValue)")
            do {
                try render(RenderSubject(example: example), to: target, format: chosen, logger: logger)
            } catch {
                failures.append("builtin:\(example.name): \(error)")
            }
        }
        guard failures.isEmpty else { throw CLIError(failures.joined(separator: "\n")) }
    }

    /// Renders every frame of `subject` to `target`.
    func render(_ subject: RenderSubject, to target: URL, format: OutputFormat, logger: Logger) throws {
        let plan = try FramePlan.make(subject: subject)
        let settings = ExportSettings(format: format, width: plan.width, height: plan.height, fps: plan.fps,
                                      background: subject.background, frameCount: plan.frames.count)
        let sink = try FrameSinks.make(settings, destination: target.path, logger: logger)
        do {
            try FramePipeline(subject: subject, plan: plan, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                              background: nil).run(into: sink, progress: ProgressBar(total: plan.frames.count, enabled: false))
            try sink.finish()
        } catch {
            sink.cancel()
            throw error
        }
        if !quiet { print(target.lastPathComponent) }
    }

    /// The Easing chapter's figures, as curves: 10.1 linear; 10.2 a cubic Bézier that, as the chapter
    /// describes its figure, goes quickly at first, then slows down, then speeds up at the end, drawn
    /// with its four points labelled; 10.3 the standard functions; 10.4 the clock-hand curve; 10.5 a
    /// bounce.
    static let figures: [(name: String, curve: String, labels: Bool)] = [
        ("figure-10.1-linear", "linear", false),
        ("figure-10.2-cubic-bezier", "0.2,0.8,0.8,0.2", true),
        ("figure-10.3-easeIn", "easeIn", false),
        ("figure-10.3-easeOut", "easeOut", false),
        ("figure-10.3-easeInEaseOut", "easeInEaseOut", false),
        ("figure-10.3-default", "default", false),
        ("figure-10.4-clock-tick", "1,0,0.75,1", false),
        ("figure-10.5-bounce", "penner:bounceEaseOut", false),
    ]

    /// The scene files of a directory, sorted by name.
    static func sceneFiles(in directory: URL) throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            throw CLIError("\(directory.path): no such directory of examples (use --examples DIR)")
        }
        return names.sorted().filter { ["json", "yaml", "yml"].contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .map { directory.appendingPathComponent($0) }
    }
}
