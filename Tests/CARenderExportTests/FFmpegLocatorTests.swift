import CARenderExport
import Foundation
import Testing

/// Finding ffmpeg, and the message when it is missing.
@Suite struct FFmpegLocatorTests {
    typealias Support = ExportTestSupport

    /// The message the command line promises (the contract with `ca-render`).
    static let expected = "ffmpeg was not found on PATH; install it (Debian/Ubuntu: sudo apt-get install ffmpeg)"

    @Test(arguments: [OutputFormat.mp4, .webm, .apng])
    func missingFFmpegIsAClearError(format: OutputFormat) throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: format, width: 32, height: 24, fps: 10, background: nil)
            let error = #expect(throws: ExportError.self) {
                _ = try FrameSinks.make(settings, destination: directory.appendingPathComponent("x").path,
                                        logger: Support.logger, environment: ["PATH": directory.path],
                                        standardOutput: .standardOutput)
            }
            #expect(error?.message == Self.expected)
            #expect(error?.description == Self.expected)
            let left = try Support.contents(of: directory)
            #expect(left.isEmpty)
        }
    }

    @Test func pngNeedsNoFFmpeg() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("frames").path,
                                           logger: Support.logger, environment: ["PATH": directory.path],
                                           standardOutput: .standardOutput)
            try sink.write(Support.solidFrames()[0])
            try sink.finish()
            #expect(try Support.contents(of: directory.appendingPathComponent("frames")) == ["frame_00000.png"])
        }
    }

    @Test func gifNeedsNoFFmpeg() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .gif, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("a.gif").path,
                                           logger: Support.logger, environment: ["PATH": directory.path],
                                           standardOutput: .standardOutput)
            for frame in Support.solidFrames() { try sink.write(frame) }
            try sink.finish()
            #expect(try GIFDecoder.decode([UInt8](Data(contentsOf: directory.appendingPathComponent("a.gif")))).frames.count == 5)
        }
    }

    @Test func firstExecutableOnPathWins() throws {
        try Support.withScratchDirectory { directory in
            let empty = directory.appendingPathComponent("empty"), bin = directory.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: bin.appendingPathComponent("ffmpeg"), withIntermediateDirectories: true)
            // A directory named ffmpeg is skipped; so is a file that is not executable.
            let other = directory.appendingPathComponent("other")
            try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
            try Data().write(to: other.appendingPathComponent("ffmpeg"))
            let found = try FFmpegLocator.locate(environment: ["PATH": "\(empty.path):\(bin.path):\(other.path):/usr/bin"])
            #expect(found.path == "/usr/bin/ffmpeg")
        }
    }

    @Test func commandLinesAreDeterministicAndQuoted() {
        let settings = ExportSettings(format: .mp4, width: 33, height: 24, fps: 29.97, background: nil)
        let arguments = FFmpegArguments.arguments(for: settings, output: "pipe:1")
        #expect(arguments.contains("+bitexact"))
        #expect(arguments.contains("frag_keyframe+empty_moov+default_base_moof"))
        #expect(arguments.contains { $0.hasPrefix("pad=") })
        #expect(FFmpegArguments.rate(29.97) == "29.97")
        #expect(FFmpegArguments.rate(30) == "30")
        #expect(FFmpegArguments.commandLine("/usr/bin/ffmpeg", ["-i", "a b", "it's"]) == "/usr/bin/ffmpeg -i 'a b' 'it'\\''s'")
    }
}
