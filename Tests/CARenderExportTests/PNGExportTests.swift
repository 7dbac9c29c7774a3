import CARenderExport
import Foundation
import Testing

/// PNG sequences and single PNG images, written without ffmpeg.
@Suite struct PNGExportTests {
    typealias Support = ExportTestSupport

    /// Expects `file` to decode to `frame`'s pixels; PNG is lossless, but its straight alpha rounds
    /// translucent colours on the way out and back, hence a tolerance of 1.
    static func expectSame(_ file: URL, _ frame: CGImage) throws {
        let image = try CGImage(contentsOfPNGFile: file)
        #expect(image.width == frame.width && image.height == frame.height)
        let a = image.pixel(x: 3, y: 5), b = frame.pixel(x: 3, y: 5)
        let close = [a.red, a.green, a.blue, a.alpha].indices.allSatisfy { index in
            abs(Int([a.red, a.green, a.blue, a.alpha][index]) - Int([b.red, b.green, b.blue, b.alpha][index])) <= 1
        }
        #expect(close, "\(file.lastPathComponent): \(a) differs from \(b)")
    }

    @Test func directoryReceivesNumberedFrames() throws {
        try Support.withScratchDirectory { directory in
            let frames = Support.solidFrames()
            let destination = directory.appendingPathComponent("frames")
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            try Support.export(frames, settings, to: destination.path)
            let names = try Support.contents(of: destination)
            #expect(names == (0..<5).map { "frame_0000\($0).png" })
            for (name, frame) in zip(names, frames) { try Self.expectSame(destination.appendingPathComponent(name), frame) }
            #expect(try Support.contents(of: directory) == ["frames"])
        }
    }

    @Test func patternWritesIntoAnExistingDirectoryAndKeepsOtherFiles() throws {
        try Support.withScratchDirectory { directory in
            try Data("keep".utf8).write(to: directory.appendingPathComponent("notes.txt"))
            let frames = Support.solidFrames()
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            try Support.export(frames, settings, to: directory.appendingPathComponent("f%03d.png").path)
            #expect(try Support.contents(of: directory) == ["f000.png", "f001.png", "f002.png", "f003.png", "f004.png", "notes.txt"])
            try Self.expectSame(directory.appendingPathComponent("f004.png"), frames[4])
        }
    }

    @Test func backgroundFlattensTheFrames() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("still.png")
            let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: white, frameCount: 1)
            try Support.export([Support.solidFrame(width: 32, height: 24, (0, 0, 0, 0))], settings, to: file.path)
            let pixel = try CGImage(contentsOfPNGFile: file).pixel(x: 0, y: 0)
            #expect(pixel == (255, 255, 255, 255))
        }
    }

    @Test func singlePNGHoldsOneFrame() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("still.png")
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            try Support.export([Support.solidFrames()[2]], settings, to: file.path)
            try Self.expectSame(file, Support.solidFrames()[2])
            #expect(try Support.contents(of: directory) == ["still.png"])
        }
    }

    @Test func singlePNGRefusesAKnownMultiFrameRender() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("still.png")
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil, frameCount: 3)
            let error = #expect(throws: ExportError.self) {
                _ = try FrameSinks.make(settings, destination: file.path, logger: Support.logger)
            }
            #expect(error?.message.contains("%d") == true)
            #expect(error?.message.contains("3 frames") == true)
        }
    }

    @Test func singlePNGRefusesASecondFrameAndWritesNothing() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("still.png")
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            let sink = try FrameSinks.make(settings, destination: file.path, logger: Support.logger)
            try sink.write(Support.solidFrames()[0])
            let error = #expect(throws: ExportError.self) { try sink.write(Support.solidFrames()[1]) }
            #expect(error?.message.contains("directory") == true)
            sink.cancel()
            #expect(try Support.contents(of: directory).isEmpty)
        }
    }

    @Test func sequenceToStandardOutputIsRefused() {
        let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil, frameCount: 5)
        #expect(throws: ExportError.self) { _ = try FrameSinks.make(settings, destination: "-", logger: Support.logger) }
    }

    @Test(arguments: ["f%s.png", "f.png%", "f%d%d.png", "f%4d.png"])
    func invalidPatternsAreRefused(pattern: String) throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            #expect(throws: ExportError.self) {
                _ = try FrameSinks.make(settings, destination: directory.appendingPathComponent(pattern).path,
                                        logger: Support.logger)
            }
        }
    }

    @Test func patternNamesFrames() throws {
        #expect(try FileNamePattern("f%04d.png").name(7) == "f0007.png")
        #expect(try FileNamePattern("%d.png").name(12) == "12.png")
        #expect(try FileNamePattern("100%%-%02d.png").name(123) == "100%-123.png")
    }

    /// The names written into a buffer (the sink's way, allocating nothing) are the printf names.
    @Test func patternWritesNamesIntoABuffer() throws {
        let cases: [(pattern: String, number: Int, name: String)] = [
            ("f%04d.png", 7, "f0007.png"), ("%d.png", 12, "12.png"), ("%d.png", 0, "0.png"),
            ("100%%-%02d.png", 123, "100%-123.png"), ("frame_%05d.png", 99_999, "frame_99999.png"),
            ("é%03d", Int.max, "é9223372036854775807"),
        ]
        for (text, number, name) in cases {
            let pattern = try FileNamePattern(text)
            var buffer = [UInt8](repeating: 0xFF, count: pattern.maximumNameLength + 1)
            let length = buffer.withUnsafeMutableBufferPointer { pattern.write(number, into: $0) }
            #expect(String(decoding: buffer[0..<length], as: UTF8.self) == name)
            #expect(buffer[length] == 0)
        }
    }

    /// Frames handed over as the renderer's bitmap context (B, G, R, A in memory, read without an
    /// image) give the same files as their images; the colour is checked against what was drawn,
    /// (1, 0.5, 0) at alpha 0.5, premultiplied (as decoded images are): 128, 64, 0, 128 within rounding.
    @Test func contextFramesMatchTheirImages() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 10, background: nil)
            let (fromContext, fromImage) = try Support.exportBothWays(Support.halfPainted(width: 32, height: 24), settings,
                                                                      in: directory)
            let names = try Support.contents(of: fromContext)
            #expect(names == (0..<3).map { "frame_0000\($0).png" })
            for name in names {
                let written = try Data(contentsOf: fromContext.appendingPathComponent(name))
                #expect(written == (try Data(contentsOf: fromImage.appendingPathComponent(name))))
            }
            let decoded = try CGImage(contentsOfPNGFile: fromContext.appendingPathComponent(names[0]))
            let painted = decoded.pixel(x: 3, y: 5), bare = decoded.pixel(x: 20, y: 5)
            #expect(painted.alpha == 128 && bare == (0, 0, 0, 0))
            #expect(abs(Int(painted.red) - 128) <= 1 && abs(Int(painted.green) - 64) <= 1 && painted.blue == 0)
        }
    }
}
