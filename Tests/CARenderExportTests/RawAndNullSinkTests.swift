import CARenderExport
import Foundation
import Testing

/// Raw frames (straight RGBA, concatenated) to a file or standard output, and the null sink, which
/// writes nothing.
@Suite struct RawAndNullSinkTests {
    typealias Support = ExportTestSupport

    @Test func rawFramesAreStraightRGBAOneAfterAnother() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("stdout.rgba")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            let handle = try FileHandle(forWritingTo: file)
            let settings = ExportSettings(format: .raw, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: "-", logger: Support.logger,
                                           environment: [:], standardOutput: handle)
            for frame in Support.solidFrames() { try sink.write(frame) }
            try sink.finish()
            try handle.close()
            let bytes = [UInt8](try Data(contentsOf: file))
            let frameBytes = 32 * 24 * 4
            #expect(bytes.count == 5 * frameBytes)
            for (index, color) in Support.colors.enumerated() {
                // The last pixel of each frame: its straight colour, as given (cyan's alpha is 128).
                let last = (index + 1) * frameBytes - 4
                #expect(Array(bytes[last..<last + 4]) == [color.red, color.green, color.blue, color.alpha], "frame \(index)")
            }
            #expect(try Support.contents(of: directory) == ["stdout.rgba"])
        }
    }

    @Test func rawFromTheContextEqualsRawFromItsImage() throws {
        try Support.withScratchDirectory { directory in
            let context = Support.halfPainted(width: 8, height: 4)
            let settings = ExportSettings(format: .raw, width: 8, height: 4, fps: 10, background: nil)
            let (fromContext, fromImage) = try Support.exportBothWays(context, settings, in: directory)
            let bytes = [UInt8](try Data(contentsOf: fromContext))
            #expect(bytes == [UInt8](try Data(contentsOf: fromImage)))
            #expect(bytes.count == 3 * 8 * 4 * 4)
            // Left half: orange at half alpha, un-premultiplied; right half: transparent, all zero.
            #expect(bytes[0] == 255 && (127...128).contains(bytes[3]))
            #expect(Array(bytes[28..<32]) == [0, 0, 0, 0])
        }
    }

    @Test func rawOntoABackgroundIsOpaque() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("frames.rgba")
            let settings = ExportSettings(format: .raw, width: 32, height: 24, fps: 10,
                                          background: CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
            try Support.export([Support.solidFrames()[4]], settings, to: file.path)
            // Cyan (0, 255, 255) at alpha 128 over white: red 255 x 127 / 255 = 127, the others 255.
            #expect(Array([UInt8](try Data(contentsOf: file))[0..<4]) == [127, 255, 255, 255])
        }
    }

    @Test func cancelledRawLeavesNoFile() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .raw, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("x.rgba").path, logger: Support.logger)
            try sink.write(Support.solidFrames()[0])
            sink.cancel()
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }

    @Test func nullWritesNothing() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .null, width: 8, height: 4, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: directory.appendingPathComponent("ignored.png").path,
                                           logger: Support.logger)
            let context = Support.halfPainted(width: 8, height: 4)
            for _ in 0..<3 { try sink.write(contentsOf: context) }
            try sink.write(context.makeImage()!)
            #expect(throws: ExportError.self) { try sink.write(Support.solidFrames()[0]) }
            try sink.finish()
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }
}
