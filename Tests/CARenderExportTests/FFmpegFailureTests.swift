import CARenderExport
import Foundation
import Testing

/// ffmpeg failing, at the end or while frames are still being written (a fake `ffmpeg` script stands
/// in for it): the error carries its standard error, the process survives, nothing is left behind.
@Suite struct FFmpegFailureTests {
    typealias Support = ExportTestSupport

    /// A directory holding a fake `ffmpeg`: a shell script running `script`.
    static func fakeFFmpeg(in directory: URL, _ script: String) throws -> [String: String] {
        let bin = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let file = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\n\(script)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return ["PATH": bin.path + ":/usr/bin:/bin"]
    }

    @Test func failingFFmpegReportsItsErrorAndKeepsTheDestination() throws {
        try Support.withScratchDirectory { directory in
            let environment = try Self.fakeFFmpeg(in: directory, "cat > /dev/null; echo 'Unknown encoder: exploded' >&2; exit 1")
            let output = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
            let file = output.appendingPathComponent("out.apng")
            try Data("old".utf8).write(to: file)
            let settings = ExportSettings(format: .apng, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: file.path, logger: Support.logger,
                                           environment: environment, standardOutput: .standardOutput)
            for frame in Support.solidFrames() { try sink.write(frame) }
            let error = #expect(throws: ExportError.self) { try sink.finish() }
            #expect(error?.message.contains("status 1") == true)
            #expect(error?.message.contains("Unknown encoder: exploded") == true)
            #expect(try Data(contentsOf: file) == Data("old".utf8))
            #expect(try Support.contents(of: output) == ["out.apng"])
        }
    }

    @Test func ffmpegDyingEarlyFailsTheWriteWithoutKillingTheProcess() throws {
        try Support.withScratchDirectory { directory in
            let environment = try Self.fakeFFmpeg(in: directory, "echo 'pipe:0: Invalid data' >&2; exit 1")
            let output = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
            // Frames of 1 MiB: more than a pipe buffers, so a write meets the closed pipe (EPIPE).
            let settings = ExportSettings(format: .mp4, width: 512, height: 512, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: output.appendingPathComponent("out.mp4").path,
                                           logger: Support.logger, environment: environment, standardOutput: .standardOutput)
            let frame = Support.solidFrame(width: 512, height: 512, (10, 20, 30, 255))
            let error = #expect(throws: ExportError.self) {
                for _ in 0..<4 { try sink.write(frame) }
            }
            #expect(error?.message.contains("pipe:0: Invalid data") == true)
            #expect(try Support.contents(of: output).isEmpty)
        }
    }

    @Test func killedFFmpegIsReported() throws {
        try Support.withScratchDirectory { directory in
            let environment = try Self.fakeFFmpeg(in: directory, "echo 'about to crash' >&2; kill -9 $$")
            let settings = ExportSettings(format: .webm, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("x.webm").path,
                                           logger: Support.logger, environment: environment, standardOutput: .standardOutput)
            let error = #expect(throws: ExportError.self) {
                for frame in Support.solidFrames() { try sink.write(frame) }
                try sink.finish()
            }
            #expect(error?.message.contains("killed by signal 9") == true)
            #expect(error?.message.contains("about to crash") == true)
            #expect(try Support.contents(of: directory) == ["bin"])
        }
    }
}
