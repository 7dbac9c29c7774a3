import CARenderExport
import Foundation
import Testing

/// ``EncoderSettings`` reach the encoders: x264 writes the options it ran with into every stream,
/// and a VP9 file's size follows its quality.
@Suite struct EncoderStreamTests {
    typealias Support = ExportTestSupport

    /// x264's options as it writes them into the stream (its "options:" user-data message).
    static func x264Options(_ file: URL) throws -> [String: String] {
        let bytes = [UInt8](try Data(contentsOf: file))
        let marker = Array("options: ".utf8)
        guard let start = (0...(bytes.count - marker.count)).first(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }) else {
            return [:]
        }
        let text = String(decoding: bytes[(start + marker.count)...].prefix { $0 >= 0x20 && $0 < 0x7F }, as: UTF8.self)
        return Dictionary(text.split(separator: " ").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Each preset's subpixel refinement level, as x264's --fullhelp gives the presets (medium is x264's
    /// default, subme 7).
    static let subme: [X264Preset: String] = [
        .ultrafast: "0", .superfast: "1", .veryfast: "2", .faster: "4", .fast: "6", .medium: "7", .slow: "8",
        .slower: "9", .veryslow: "10",
    ]

    @Test(arguments: X264Preset.allCases)
    func x264RunsThePresetQualityAndThreadsAsked(preset: X264Preset) throws {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("\(preset).mp4")
            let settings = ExportSettings(format: .mp4, width: 64, height: 48, fps: 25, background: nil,
                                          encoder: EncoderSettings(preset: preset, crf: 30, threads: 3))
            try Support.export(Support.solidFrames(width: 64, height: 48), settings, to: file.path)
            let options = try Self.x264Options(file)
            #expect(options["subme"] == Self.subme[preset])
            #expect(options["crf"] == "30.0")
            #expect(options["threads"] == "3" && options["sliced_threads"] == "0" && options["lookahead_threads"] == "1")
        }
    }

    /// Frames with detail at every scale (a moving pattern of gradients and products), which a
    /// quantiser cannot represent exactly.
    static func detailedFrames(width: Int, height: Int, count: Int) -> [CGImage] {
        (0..<count).map { frame in
            GIFTestSupport.frame(width: width, height: height) { x, y in
                (UInt8((x * 5 + frame * 9) & 255), UInt8((x * y + frame * 3) & 255), UInt8((y * 7 ^ x * 3) & 255), 255)
            }
        }
    }

    @Test func vp9QualityAndSpeedReachTheEncoder() throws {
        try Support.withScratchDirectory { directory in
            let frames = Self.detailedFrames(width: 96, height: 64, count: 6)
            func size(_ encoder: EncoderSettings, _ name: String) throws -> Data {
                let file = directory.appendingPathComponent("\(name).webm")
                try Support.export(frames, ExportSettings(format: .webm, width: 96, height: 64, fps: 25, background: nil,
                                                          encoder: encoder), to: file.path)
                return try Data(contentsOf: file)
            }
            // A lower constant quality keeps more of the detail, in more bytes.
            let fine = try size(EncoderSettings(crf: 10), "fine"), coarse = try size(EncoderSettings(crf: 55), "coarse")
            #expect(fine.count > coarse.count * 2, "crf 10: \(fine.count) bytes, crf 55: \(coarse.count)")
            // The speed changes the encoder's decisions, hence the bytes.
            #expect(try size(EncoderSettings(vp9Speed: 0), "slowest") != size(EncoderSettings(vp9Speed: 5), "fastest"))
        }
    }
}
