import Foundation
import Logging

/// Makes the ``FrameSink`` for an export: it reads the destination, checks that it can be written,
/// and for MP4, WebM and APNG finds and starts ffmpeg (PNG, GIF and raw frames are written without
/// it, and null writes nothing).
public enum FrameSinks {
    /// The sink that writes `settings.format` to `destination`.
    ///
    /// `destination` is a path (relative paths are resolved against the current directory), or `"-"`
    /// (or the empty string) for standard output:
    /// - GIF, MP4, WebM, APNG, raw frames: a file, replaced atomically by ``FrameSink/finish()``; its
    ///   directory must exist. On standard output they are streamed (MP4 as a fragmented MP4, which
    ///   needs no seeking).
    /// - null: ignored; nothing is written.
    /// - PNG: a pattern with `%d` or `%0Nd` in its last component (frames `0`, `1`... in the pattern's
    ///   directory, created if missing); an existing directory, or a path ending in `/` or without the
    ///   `.png` extension (frames `frame_00000.png`... in it, created if missing); or a file ending in
    ///   `.png`, which holds a single image: a render of more than one frame to it is refused (here when
    ///   ``ExportSettings/frameCount`` says so, else at the second frame) with a message asking for a
    ///   directory or a pattern. A PNG goes to standard output only for a render known to have one
    ///   frame.
    ///
    /// Throws ``ExportError`` for invalid settings (for GIF also frames wider or higher than 65,535
    /// pixels, or a frame rate under 1/655.35 fps), a destination that cannot be written, or, for MP4,
    /// WebM and APNG, ffmpeg missing from `PATH` ("ffmpeg was not found on PATH; install it
    /// (Debian/Ubuntu: sudo apt-get install ffmpeg)"). The ffmpeg command line is logged at debug level.
    public static func make(_ settings: ExportSettings, destination: String, logger: Logger) throws -> any FrameSink {
        try make(settings, destination: destination, logger: logger,
                 environment: ProcessInfo.processInfo.environment, standardOutput: .standardOutput)
    }

    /// ``make(_:destination:logger:)`` with the environment whose `PATH` is searched for ffmpeg and the
    /// handle that stands for standard output given explicitly, as tests need.
    package static func make(_ settings: ExportSettings, destination: String, logger: Logger,
                             environment: [String: String], standardOutput: FileHandle) throws -> any FrameSink {
        try settings.validate()
        let toStandardOutput = destination == "-" || destination.isEmpty
        let url = toStandardOutput ? nil : URL(fileURLWithPath: destination)
        switch settings.format {
        case .png:
            return try makePNG(settings, destination: toStandardOutput ? nil : destination, logger: logger,
                               standardOutput: standardOutput)
        case .gif:
            return try GIFSink(settings: settings, destination: url, standardOutput: standardOutput, logger: logger)
        case .raw:
            return try RawFrameSink(settings: settings, destination: url, standardOutput: standardOutput, logger: logger)
        case .null:
            return NullFrameSink(settings: settings)
        case .mp4, .webm, .apng:
            break
        }
        let executable = try FFmpegLocator.locate(environment: environment)
        return try FFmpegSink(settings: settings, destination: url, executable: executable,
                              standardOutput: standardOutput, logger: logger)
    }

    /// A PNG sequence written straight into `directory`, frame by frame, for a render that may be
    /// resumed (`render --resume`; see `PNGSequenceSink.init(resumingInto:settings:logger:)`).
    package static func makeResumablePNG(_ settings: ExportSettings, directory: URL, logger: Logger) throws -> any FrameSink {
        try settings.validate()
        return try PNGSequenceSink(resumingInto: directory, settings: settings, logger: logger)
    }

    /// The sink for a PNG sequence or a single PNG (see ``make(_:destination:logger:)``); `destination`
    /// `nil` is standard output.
    private static func makePNG(_ settings: ExportSettings, destination: String?, logger: Logger,
                                standardOutput: FileHandle) throws -> any FrameSink {
        guard let destination else {
            guard settings.frameCount == 1 else {
                throw SinglePNGSink.multipleFramesError(nil, frames: settings.frameCount)
            }
            return try SinglePNGSink(settings: settings, target: .handle(standardOutput), logger: logger)
        }
        let url = URL(fileURLWithPath: destination)
        if FileNamePattern.looksLikePattern(url.lastPathComponent) {
            let directory = url.deletingLastPathComponent()
            guard !directory.path.contains("%") else {
                throw ExportError("the file-name pattern \"\(destination)\" may hold %d only in its file name, not in a directory")
            }
            return try PNGSequenceSink(settings: settings, directory: directory,
                                       pattern: FileNamePattern(url.lastPathComponent), logger: logger)
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if (exists && isDirectory.boolValue) || destination.hasSuffix("/") || url.pathExtension.lowercased() != "png" {
            return try PNGSequenceSink(settings: settings, directory: url,
                                       pattern: FileNamePattern("frame_%05d.png"), logger: logger)
        }
        if let frames = settings.frameCount, frames > 1 {
            throw SinglePNGSink.multipleFramesError(url, frames: frames)
        }
        return try SinglePNGSink(settings: settings, target: .file(url), logger: logger)
    }
}
