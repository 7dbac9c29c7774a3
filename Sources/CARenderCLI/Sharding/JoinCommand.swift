import ArgumentParser
import CARenderExport
import Foundation
import Logging

/// `ca-render join`: the parts of a split render (`render --shard`) into one output, after checking
/// their manifests (``JoinPlan``).
///
/// Parts rendered as PNG sequences join into any format: into a PNG sequence their files are copied
/// as they are (identical to a single render's, byte for byte); into a GIF, MP4, WebM or APNG their
/// frames are read back and encoded in one pass, as a single render encodes them (the GIF's palette
/// sees every frame). MP4 and WebM parts join into their own format with ffmpeg's concat demuxer,
/// without re-encoding: each part starts with a key frame, so the joined video decodes to the
/// parts' frames, though its bytes differ from a single encode's.
struct JoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join the parts of a render split with --shard into one output.",
        discussion: """
            Each PART is a part's manifest (.json) or its output (whose manifest is OUTPUT.manifest.json). \
            The parts must come from the same scene and settings and hold every frame exactly once. Render \
            the parts as PNG sequences to join them into any format (a PNG sequence joins byte for byte; \
            --preset, --crf, --vp9-speed and --encoder-threads set up an MP4's or a WebM's encoder); MP4 \
            and WebM parts join into their own format without re-encoding.
            """
    )

    @Argument(help: "The parts: manifests, or part outputs with their manifests beside them.")
    var parts: [String]

    @Option(name: .shortAndLong, help: "The joined output: a file, a directory or a pattern, as for render.")
    var output: String

    @Option(help: "The output format: png, gif, mp4, webm or apng (default: from the output's extension).")
    var format: String?

    @OptionGroup var encoding: EncodingOptions

    @Flag(help: "Do not show the progress bar.")
    var quiet = false

    func run() throws {
        let plan = try JoinPlan(arguments: parts)
        let settings = plan.settings
        let total = settings.last - settings.first + 1
        guard output != "-" else { throw CLIError("join writes a file or a directory, not standard output") }
        let chosen = try OutputChoice.format(output: output, format: format, frameCount: total)
        guard let partFormat = OutputFormat(rawValue: settings.format) else {
            throw CLIError("\(plan.parts[0].name): unknown format \(settings.format)")
        }
        switch (partFormat, chosen) {
        case (.png, _):
            try joinFrames(plan, into: chosen, count: total)
        case (.mp4, .mp4), (.webm, .webm):
            guard encoding.isEmpty else {
                throw CLIError("the \(OutputChoice.name(of: chosen)) parts are joined without re-encoding, so --preset, --crf, --vp9-speed and --encoder-threads do not apply; give them to render, or render the parts as PNG sequences to encode at the join")
            }
            try JoinConcat.run(plan, into: URL(fileURLWithPath: output))
        default:
            throw CLIError("the parts are \(settings.format) files, which join only into \(settings.format) (without re-encoding); render the parts as PNG sequences (--format png) to join them into \(chosen.rawValue)")
        }
    }

    /// Joins PNG-sequence parts: copies their files into a PNG sequence, or encodes their frames.
    private func joinFrames(_ plan: JoinPlan, into format: OutputFormat, count: Int) throws {
        let settings = plan.settings
        let exportSettings = ExportSettings(format: format, width: settings.width, height: settings.height, fps: settings.fps,
                                            background: try settings.background.map(OutputChoice.color), frameCount: count,
                                            encoder: try encoding.settings(for: format))
        let sink = try FrameSinks.make(exportSettings, destination: output, logger: Logger(label: "ca-render"))
        let progress = ProgressBar(total: count, enabled: !quiet && isatty(2) != 0)
        do {
            for part in plan.parts {
                for file in try JoinPlan.pngFiles(of: part) {
                    if let copying = sink as? any EncodedPNGSink {
                        try copying.copyFrame(fromPNGFile: file)
                    } else {
                        do {
                            try sink.write(try CGImage(contentsOfPNGFile: file))
                        } catch let error as PNGError {
                            throw CLIError("\(file.path): \(error)")
                        }
                    }
                    progress.advance()
                }
            }
            try sink.finish()
            progress.finish()
        } catch {
            sink.cancel()
            progress.finish()
            throw error
        }
    }
}
