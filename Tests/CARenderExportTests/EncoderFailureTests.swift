import CARenderExport
import Foundation
import Testing

/// Failures of the built-in GIF and PNG encoders: a clear error naming the problem, the destination
/// left as it was, and no temporary file or directory left behind.
@Suite struct EncoderFailureTests {
    typealias Support = ExportTestSupport

    @Test func gifRefusesAWrongFrameMidwayAndKeepsTheOldFile() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("out.gif")
            try Data("old".utf8).write(to: file)
            let settings = ExportSettings(format: .gif, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: file.path, logger: Support.logger)
            for frame in Support.solidFrames().prefix(3) { try sink.write(frame) }
            let error = #expect(throws: ExportError.self) {
                try sink.write(Support.solidFrame(width: 31, height: 24, (0, 0, 0, 255)))
            }
            #expect(error?.message.contains("31x24") == true)
            #expect(try Data(contentsOf: file) == Data("old".utf8))
            #expect(try Support.contents(of: directory) == ["out.gif"])
        }
    }

    @Test func gifWhoseDirectoryVanishesFailsCleanly() throws {
        try Support.withScratchDirectory { directory in
            let output = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
            let settings = ExportSettings(format: .gif, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: output.appendingPathComponent("a.gif").path,
                                           logger: Support.logger)
            for frame in Support.solidFrames() { try sink.write(frame) }
            try FileManager.default.removeItem(at: output)
            let error = #expect(throws: ExportError.self) { try sink.finish() }
            #expect(error?.message.contains("a.gif") == true)
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }

    @Test func gifLimitsAreExplained() throws {
        try Support.withScratchDirectory { (directory: URL) throws in
            let file = directory.appendingPathComponent("x.gif").path
            let wide = ExportSettings(format: .gif, width: 70_000, height: 2, fps: 10, background: nil)
            let size = #expect(throws: ExportError.self) { _ = try FrameSinks.make(wide, destination: file, logger: Support.logger) }
            #expect(size?.message.contains("65535") == true)
            // A frame may last at most 655.35 s: 0.001 fps asks for 1,000 s.
            let slow = ExportSettings(format: .gif, width: 2, height: 2, fps: 0.001, background: nil)
            let rate = #expect(throws: ExportError.self) { _ = try FrameSinks.make(slow, destination: file, logger: Support.logger) }
            #expect(rate?.message.contains("frame rate") == true)
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }

    @Test func pngSequenceThatCannotWriteFailsCleanly() throws {
        try Support.withScratchDirectory { directory in
            try Data("keep".utf8).write(to: directory.appendingPathComponent("f000.png"))
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("f%03d.png").path,
                                           logger: Support.logger)
            try sink.write(Support.solidFrames()[0])
            Thread.sleep(forTimeInterval: 0.3)
            // Take the staging directory away (once the first frame's job has had time to write its
            // file): the next frames cannot be written.
            let staging = try Support.contents(of: directory).filter { $0.hasPrefix(".") }
            #expect(staging.count == 1)
            for name in staging { try FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
            let error = #expect(throws: ExportError.self) {
                for frame in Support.solidFrames() { try sink.write(frame) }
                try sink.finish()
            }
            #expect(error?.message.contains("f00") == true, "\(error?.message ?? "")")
            #expect(try Support.contents(of: directory) == ["f000.png"])
            #expect(try Data(contentsOf: directory.appendingPathComponent("f000.png")) == Data("keep".utf8))
        }
    }
}
