import CARenderExport
import Foundation
import Testing

/// The single-stream formats written to standard output (a file handle standing in for it).
@Suite struct StandardOutputTests {
    typealias Support = ExportTestSupport

    @Test(arguments: [OutputFormat.gif, .mp4, .webm, .apng])
    func streamsToStandardOutput(format: OutputFormat) throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("stdout.\(format.fileExtension)")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            let handle = try FileHandle(forWritingTo: file)
            let settings = ExportSettings(format: format, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: "-", logger: Support.logger,
                                           environment: ProcessInfo.processInfo.environment, standardOutput: handle)
            for frame in Support.solidFrames() { try sink.write(frame) }
            try sink.finish()
            try handle.close()
            let probe = try Support.probe(file)
            #expect(probe.width == 32 && probe.height == 24 && probe.frames == 5, "\(format): \(probe)")
            #expect(try Support.contents(of: directory) == [file.lastPathComponent])
        }
    }

    @Test func aOneFramePNGGoesToStandardOutput() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("stdout.png")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            let handle = try FileHandle(forWritingTo: file)
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil, frameCount: 1)
            let sink = try FrameSinks.make(settings, destination: "-", logger: Support.logger,
                                           environment: [:], standardOutput: handle)
            try sink.write(Support.solidFrames()[1])
            try sink.finish()
            try handle.close()
            #expect(try CGImage(contentsOfPNGFile: file).pixel(x: 0, y: 0) == (0, 255, 0, 255))
        }
    }
}
