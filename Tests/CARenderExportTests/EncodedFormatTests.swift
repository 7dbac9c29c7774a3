import CARenderExport
import Foundation
import Testing

/// Round trips through ffmpeg: frames written by the sinks, read back with ffprobe and ffmpeg.
@Suite struct EncodedFormatTests {
    typealias Support = ExportTestSupport

    /// The straight colour of pixel `index` of decoded frames, as a tuple.
    static func pixel(_ bytes: [UInt8], frame: Int, width: Int = 32, height: Int = 24) -> [Int] {
        let offset = frame * width * height * 4 + (height / 2 * width + width / 2) * 4
        return bytes[offset..<offset + 4].map(Int.init)
    }

    static func expectClose(_ actual: [Int], _ expected: [Int], tolerance: Int, _ what: String) {
        let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
        #expect(close, "\(what): \(actual) is not within \(tolerance) of \(expected)")
    }

    @Test func gifHasEveryFrameAndItsColours() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("out.gif")
            let settings = ExportSettings(format: .gif, width: 32, height: 24, fps: 10, background: nil)
            try Support.export(Support.solidFrames(), settings, to: file.path)
            let probe = try Support.probe(file)
            #expect(probe.codec == "gif" && probe.width == 32 && probe.height == 24 && probe.frames == 5)
            let decoded = try Support.decodeRGBA(file)
            #expect(decoded.count == 5 * 32 * 24 * 4)
            // Expected: the inputs. Solid frames use 5 colours, so the palette holds each within its
            // quantisation; alpha 128 is at the threshold (alpha below 128 is transparent), so opaque.
            for (index, color) in Support.colors.enumerated() {
                let expected = [Int(color.red), Int(color.green), Int(color.blue), 255]
                Self.expectClose(Self.pixel(decoded, frame: index), expected, tolerance: 8, "GIF frame \(index)")
            }
            #expect(try Support.contents(of: directory) == ["out.gif"])
        }
    }

    @Test func gifKeepsTransparency() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("clear.gif")
            let settings = ExportSettings(format: .gif, width: 32, height: 24, fps: 10, background: nil)
            let frames = [(0, 0, 0, 0), (255, 0, 0, 100)].map { Support.solidFrame(width: 32, height: 24, $0) }
            try Support.export(frames, settings, to: file.path)
            let decoded = try Support.decodeRGBA(file)
            // Alpha 0 and alpha 100 (< 128) are both transparent.
            #expect(Self.pixel(decoded, frame: 0)[3] == 0)
            #expect(Self.pixel(decoded, frame: 1)[3] == 0)
        }
    }

    @Test func mp4IsH264WithItsColours() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("out.mp4")
            let settings = ExportSettings(format: .mp4, width: 32, height: 24, fps: 30, background: nil)
            try Support.export(Support.solidFrames(), settings, to: file.path)
            let probe = try Support.probe(file)
            #expect(probe.codec == "h264" && probe.pixelFormat == "yuv420p")
            #expect(probe.width == 32 && probe.height == 24 && probe.frames == 5)
            let decoded = try Support.decodeRGBA(file)
            // Expected: opaque colours as given; the half-transparent cyan flattened onto black is its
            // premultiplied value, (0, 128, 128). Tolerance: 4:2:0 limited-range quantisation.
            for (index, color) in Support.colors.enumerated() {
                let a = Int(color.alpha)
                let expected = [Int(color.red), Int(color.green), Int(color.blue)].map { ($0 * a + 127) / 255 } + [255]
                Self.expectClose(Self.pixel(decoded, frame: index), expected, tolerance: 6, "MP4 frame \(index)")
            }
        }
    }

    @Test func mp4OfOddSizeIsPaddedWithTheBackground() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("odd.mp4")
            let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            let settings = ExportSettings(format: .mp4, width: 33, height: 25, fps: 30, background: white)
            let frames = (0..<3).map { _ in Support.solidFrame(width: 33, height: 25, (0, 0, 0, 0)) }
            try Support.export(frames, settings, to: file.path)
            let probe = try Support.probe(file)
            #expect(probe.width == 34 && probe.height == 26 && probe.frames == 3)
            // Transparent frames over white, padded with white: every pixel white.
            let decoded = try Support.decodeRGBA(file)
            #expect(decoded.count == 3 * 34 * 26 * 4)
            #expect(decoded.allSatisfy { $0 >= 248 })
        }
    }

    @Test func webmIsVP9WithAlpha() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("out.webm")
            let settings = ExportSettings(format: .webm, width: 32, height: 24, fps: 24, background: nil)
            try Support.export(Support.solidFrames(), settings, to: file.path)
            let probe = try Support.probe(file)
            #expect(probe.codec == "vp9" && probe.width == 32 && probe.height == 24 && probe.frames == 5)
            let decoded = try Support.decodeRGBA(file, decoder: "libvpx-vp9")
            // Expected: the inputs, alpha included. Tolerance: lossy VP9 at 4:2:0.
            for (index, color) in Support.colors.enumerated() {
                let expected = [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
                Self.expectClose(Self.pixel(decoded, frame: index), expected, tolerance: 8, "WebM frame \(index)")
            }
        }
    }

    @Test func apngIsLosslessWithStraightAlpha() throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("out.apng")
            let settings = ExportSettings(format: .apng, width: 32, height: 24, fps: 12, background: nil)
            try Support.export(Support.solidFrames(), settings, to: file.path)
            let probe = try Support.probe(file)
            #expect(probe.codec == "apng" && probe.pixelFormat == "rgba" && probe.frames == 5)
            let decoded = try Support.decodeRGBA(file)
            // Expected: the straight inputs. The cyan at alpha 128 went through premultiplication
            // (255 × 128 / 255 = 128) and back (128 × 255 / 128 = 255): exact.
            for (index, color) in Support.colors.enumerated() {
                let expected = [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
                Self.expectClose(Self.pixel(decoded, frame: index), expected, tolerance: 0, "APNG frame \(index)")
            }
        }
    }
}
