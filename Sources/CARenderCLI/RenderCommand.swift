import ArgumentParser
import CARenderExport
import CARenderScene
import Foundation
import Logging

/// `ca-render render`: draws a scene's frames into an image sequence or a video.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a PNG sequence, a GIF, an MP4, a WebM or an APNG.",
        discussion: """
            The format comes from the output's extension (.gif, .mp4, .webm, .apng, .png, .rgba) or from \
            --format. A PNG sequence is written into a directory, or to a pattern such as \
            frames/f%04d.png; --time or --frame writes one frame to a .png file. Use - for SCENE to read \
            standard input, and - for the output to write a GIF, MP4, WebM, APNG or raw frames to standard \
            output. --format raw writes straight (not premultiplied) 8-bit RGBA frames, rows from the top, \
            WIDTHxHEIGHTx4 bytes each, one after another; --format null draws every frame and writes \
            nothing (for timing; no --output needed). Frames run from time 0 to the scene's duration, both \
            ends included, at --fps frames per second; frame N is at time N / fps. \
            The built-in examples, written as code that animates with timers and display links, are \
            \(BuiltInExamples.all.map { "builtin:" + $0.name }.joined(separator: ", ")).
            """
    )

    @Argument(help: ArgumentHelp("The scene file (JSON or YAML) or Lottie file (JSON or .lottie), - for standard input, or builtin:NAME for a built-in example; several scenes, a directory of scenes or a list file (.txt, one scene a line) render a batch into the output directory.", valueName: "scene"))
    var scenes: [String]

    /// The scene of a single render.
    var scene: String { scenes[0] }

    @Option(name: .shortAndLong, help: "The output file, directory or pattern, or - for standard output (not needed with --format null).")
    var output: String?

    @Option(help: "The output format: png, gif, mp4, webm, apng, raw or null (default: from the output's extension).")
    var format: String?

    @Option(help: "Frames per second (default: the scene's).")
    var fps: Double?

    @Option(help: "The output size in pixels, WIDTHxHEIGHT (default: the scene's size).")
    var size: PixelSize?

    @Option(help: "Scale the scene's size by this factor.")
    var scale: Double?

    @Option(help: "Render only these frames: A..B, A.. or A.")
    var frames: FrameRange?

    @Option(help: "Render the single frame at this time, in seconds.")
    var time: Double?

    @Option(help: ArgumentHelp("Render the single frame N, at time N / fps (frames counted from 0 at --fps or the scene's rate); several, N,M,..., to a pattern with %d numbered by frame.", valueName: "N"))
    var frame: FrameList?

    @Option(help: ArgumentHelp("Replay recorded input (a file ca-render play --record wrote, or a list of timeline events under input:) into the scene's handlers.", valueName: "file"))
    var input: String?

    @Option(help: "The scene's duration in seconds (default: the scene's).")
    var duration: Double?

    @Option(help: "A colour drawn under the scene, such as #ffffff.")
    var background: String?

    @Option(help: "How many frames to draw at once (default: the number of cores).")
    var jobs: Int?

    @OptionGroup var encoding: EncodingOptions

    @Option(help: ArgumentHelp("Render part I of N of the frames, I/N, for splitting a render over machines; auto (or auto/N) takes the part from a Kubernetes indexed Job or a Slurm job array.", valueName: "I/N|auto"))
    var shard: ShardRequest?

    @Option(help: "Write a manifest of the render (scene and settings, frames, each frame's SHA-256) to this file, for ca-render join (default with --shard: OUTPUT.manifest.json).")
    var manifest: String?

    @Flag(help: "Continue a PNG sequence written into a directory: frames an earlier render of the same scene and settings finished (checked against their recorded SHA-256) are kept, the others drawn.")
    var resume = false

    @Flag(help: "After the render, print how its time split between drawing and encoding (and log ffmpeg's command line).")
    var verbose = false

    @Flag(help: "Do not show the progress bar.")
    var quiet = false

    @Flag(help: "Draw every frame, even one that shows what the frame before it showed (which is otherwise not drawn again): for timing the drawing itself.")
    var redraw = false

    func run() throws {
        if let batch = try BatchInputs(arguments: scenes) {
            if let input { throw CLIError("--input \(input): recorded input belongs to one scene, not to a batch") }
            return try renderBatch(batch)
        }
        // Several frames, or one to a file-name pattern: each file named by its frame's number.
        if let frame, frame.numbers.count > 1 || (scene != "-" && output.map(Self.namesPattern) == true) {
            return try renderFrames(frame.numbers)
        }
        try render(scene: scene, output: output ?? "-", progress: nil)
    }

    /// Whether the output's file name is a pattern with %d (a PNG sequence's, or `--frame`'s).
    static func namesPattern(_ output: String) -> Bool {
        FileNamePattern.looksLikePattern(URL(fileURLWithPath: output).lastPathComponent)
    }

    /// Renders `scene` to `requested` (after `{shard}` is replaced), reporting frames to `shared`, a
    /// batch's progress bar, or to a bar of its own; returns the number of frames written.
    @discardableResult
    func render(scene: String, output requested: String, progress shared: ProgressBar?) throws -> Int {
        var timings = RenderTimings()
        var logger = Logger(label: "ca-render")
        if verbose { logger.logLevel = .debug }
        let subject = try SceneInput.subject(scene, input: input)
        timings.loaded = RenderTimings.now()
        let part = try shard?.resolved(environment: ProcessInfo.processInfo.environment)
        let output = try Self.output(requested, part: part)
        let plan = try FramePlan.make(subject: subject, fps: fps, duration: duration, size: size, scale: scale,
                                      frames: frames, time: time, frame: frame?.numbers.first, shard: part)
        let chosen = try OutputChoice.format(output: output, format: format, frameCount: plan.frames.count)
        let jobCount = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard (1...256).contains(jobCount) else { throw CLIError("--jobs \(jobCount): expected 1 to 256") }
        if let available = MemoryBudget.available() {
            try MemoryBudget.check(width: plan.width, height: plan.height, jobs: jobCount, format: chosen,
                                   cores: ProcessInfo.processInfo.activeProcessorCount, available: available)
        }
        let backgroundColor = try background.map(OutputChoice.color)
        var settings = ExportSettings(format: chosen, width: plan.width, height: plan.height, fps: plan.fps,
                                      background: backgroundColor, frameCount: plan.frames.count,
                                      encoder: try encoding.settings(for: chosen))
        settings.writerThreads = jobCount == 1 ? 0 : jobCount
        let manifestURL = try manifestURL(output: output, part: part)
        let resumed = try resume ? resumable(settings: settings, plan: plan, scene: scene, output: output, logger: logger) : nil
        let made = try resumed.map { try FrameSinks.makeResumablePNG(settings, directory: $0.directory, logger: logger) }
            ?? FrameSinks.make(settings, destination: output, logger: logger)
        let timed = verbose ? TimedSink(wrapping: made) : nil
        let written: any FrameSink = timed ?? made
        let digesting = manifestURL != nil || resumed != nil ? try DigestingSink(wrapping: written) : nil
        let journaling = resumed.flatMap { found in
            digesting.map { JournalingSink(wrapping: $0, journal: found.journal, directory: found.directory, first: plan.frames.lowerBound) }
        }
        let sink: any FrameSink = journaling ?? digesting ?? written
        let skipped = resumed?.kept ?? []
        let progress = shared ?? ProgressBar(total: plan.frames.count - skipped.count, enabled: !quiet && isatty(2) != 0)
        let interrupts = InterruptGuard(onInterrupt: { [sink = Unchecked(sink)] in sink.value.cancel() })
        defer { interrupts.release() }
        do {
            timings.pipelineStart = RenderTimings.now()
            try FramePipeline(subject: subject, plan: plan, jobs: jobCount, background: backgroundColor, skipped: skipped,
                              redraw: redraw, changedRows: digesting.map { sink in { sink.noteChangedRows($1, in: $0) } })
                .run(into: sink, progress: progress) { timings.framesStart = RenderTimings.now() }
            timings.pipelineEnd = RenderTimings.now()
            try sink.finish()
            if shared == nil { progress.finish() }
            if let manifestURL, let digesting {
                try makeManifest(plan: plan, settings: settings, part: part, output: output, digests: digesting.digests,
                                 at: manifestURL).write(to: manifestURL)
            }
        } catch {
            sink.cancel()
            if shared == nil { progress.finish() }
            throw error
        }
        logger.info(chosen == .null ? "drew \(plan.frames.count) frame(s), wrote nothing (--format null)"
                                    : "wrote \(plan.frames.count) frame(s) to \(output)")
        if let timed {
            let report = timings.report(frames: plan.frames.count - skipped.count, width: plan.width, height: plan.height, jobs: jobCount,
                                        sink: (timed.writeNanoseconds, timed.finishNanoseconds), encoder: settings.encoder.summary(for: chosen),
                                        usage: RenderTimings.usage(), end: RenderTimings.now())
            FileHandle.standardError.write(Data((report + "\n").utf8))
        }
        return plan.frames.count
    }
}
