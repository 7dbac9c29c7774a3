import ArgumentParser
import CARenderExport

/// The options that set up ffmpeg's video encoders (``EncoderSettings``), shared by `render` and
/// `join`: x264's preset for MP4, libvpx-vp9's speed for WebM, the constant quality of both, and a
/// fixed thread count. Each is refused, naming the formats it applies to, for an output it does not
/// apply to (PNG, GIF and APNG have no such settings).
struct EncodingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("MP4 only: x264's preset, trading encoding speed for file size; medium unless given.",
                               valueName: "preset"))
    var preset: X264Preset?

    @Option(help: ArgumentHelp("MP4 and WebM: the constant quality, lower is better and larger: 0 to 51 for MP4 (default: 18), 0 to 63 for WebM (default: 24).",
                               valueName: "n"))
    var crf: Int?

    @Option(name: .customLong("vp9-speed"),
            help: ArgumentHelp("WebM only: VP9's -cpu-used, 0 (slowest, smallest) to 5 (default: 2).", valueName: "n"))
    var vp9Speed: Int?

    @Option(help: ArgumentHelp("MP4 and WebM: the encoder's threads, a fixed number so that the output is the same on every machine (default: 4).",
                               valueName: "n"))
    var encoderThreads: Int?

    /// Whether any of the options was given.
    var isEmpty: Bool { preset == nil && crf == nil && vp9Speed == nil && encoderThreads == nil }

    /// The encoder's settings for `format`, each option given or at its default; throws a
    /// ``CLIError`` for an option the format does not take or a value out of its range.
    func settings(for format: OutputFormat) throws -> EncoderSettings {
        let name = OutputChoice.name(of: format)
        if let preset, format != .mp4 {
            throw CLIError("--preset \(preset.rawValue): x264's presets apply to MP4 output, not \(name)" + (format == .webm ? "; for WebM use --vp9-speed" : ""))
        }
        if let vp9Speed, format != .webm {
            throw CLIError("--vp9-speed \(vp9Speed): applies to WebM output, not \(name)" + (format == .mp4 ? "; for MP4 use --preset" : ""))
        }
        if format != .mp4, format != .webm {
            if let crf { throw CLIError("--crf \(crf): applies to MP4 and WebM output, not \(name)") }
            if let encoderThreads { throw CLIError("--encoder-threads \(encoderThreads): applies to MP4 and WebM output, not \(name)") }
        }
        if let crf {
            let range = format == .mp4 ? EncoderSettings.x264CRFRange : EncoderSettings.vp9CRFRange
            guard range.contains(crf) else {
                throw CLIError("--crf \(crf): expected \(range.lowerBound) to \(range.upperBound) for \(name)")
            }
        }
        if let vp9Speed, !EncoderSettings.vp9SpeedRange.contains(vp9Speed) {
            throw CLIError("--vp9-speed \(vp9Speed): expected 0 to \(EncoderSettings.vp9SpeedRange.upperBound)")
        }
        if let encoderThreads, !EncoderSettings.threadRange.contains(encoderThreads) {
            throw CLIError("--encoder-threads \(encoderThreads): expected 1 to \(EncoderSettings.threadRange.upperBound)")
        }
        return EncoderSettings(preset: preset ?? .medium, crf: crf,
                               vp9Speed: vp9Speed ?? EncoderSettings.defaultVP9Speed,
                               threads: encoderThreads ?? EncoderSettings.defaultThreads)
    }

}
