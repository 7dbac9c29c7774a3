import CARenderExport
import Foundation
import Testing

/// ``EncoderSettings`` reach the encoders: ffmpeg's command line carries them, and the streams show
/// them (x264 writes its options into every stream; a VP9 file's size follows its quality).
@Suite struct EncoderSettingsTests {
    typealias Support = ExportTestSupport

    /// The argument after `option` in `arguments`.
    func value(of option: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: option).map { arguments[$0 + 1] }
    }

    func arguments(_ format: OutputFormat, _ encoder: EncoderSettings = EncoderSettings()) -> [String] {
        FFmpegArguments.arguments(for: ExportSettings(format: format, width: 64, height: 48, fps: 30, background: nil,
                                                      encoder: encoder), output: "out")
    }

    @Test func mp4CommandLineCarriesPresetQualityAndThreads() {
        let given = arguments(.mp4, EncoderSettings(preset: .veryfast, crf: 27, threads: 3))
        #expect(value(of: "-preset", in: given) == "veryfast")
        #expect(value(of: "-crf", in: given) == "27")
        #expect(value(of: "-threads", in: given) == "3")
        #expect(value(of: "-x264-params", in: given) == "threads=3:lookahead-threads=1:sliced-threads=0")
        #expect(value(of: "-filter_threads", in: given) == "3")
        // Nothing given: what ca-render encoded with before the options, on four threads.
        let defaults = arguments(.mp4)
        #expect(value(of: "-preset", in: defaults) == "medium")
        #expect(value(of: "-crf", in: defaults) == "18")
        #expect(value(of: "-threads", in: defaults) == "4")
    }

    @Test func webmCommandLineIsConstantQualityAtTheGivenSpeed() {
        let given = arguments(.webm, EncoderSettings(crf: 40, vp9Speed: 4, threads: 2))
        // ffmpeg's libvpx documentation: constant quality needs -crf with -b:v 0.
        #expect(value(of: "-crf", in: given) == "40")
        #expect(value(of: "-b:v", in: given) == "0")
        #expect(value(of: "-deadline", in: given) == "good")
        #expect(value(of: "-cpu-used", in: given) == "4")
        #expect(value(of: "-threads", in: given) == "2")
        #expect(value(of: "-row-mt", in: given) == "0")
        let defaults = arguments(.webm)
        #expect(value(of: "-crf", in: defaults) == "24" && value(of: "-cpu-used", in: defaults) == "2")
        #expect(!defaults.contains("-preset") && !defaults.contains("-x264-params"))
    }

    @Test func apngHasNoEncoderSettings() {
        let apng = arguments(.apng, EncoderSettings(preset: .slow, crf: 10, threads: 8))
        for option in ["-preset", "-crf", "-threads", "-filter_threads", "-cpu-used"] {
            #expect(!apng.contains(option), "\(option) in an APNG command line")
        }
    }

    @Test func valuesOutOfRangeAreRefused() throws {
        let refused: [(OutputFormat, EncoderSettings)] = [
            (.mp4, EncoderSettings(crf: 52)), (.mp4, EncoderSettings(crf: -1)), (.webm, EncoderSettings(crf: 64)),
            (.webm, EncoderSettings(vp9Speed: 6)), (.mp4, EncoderSettings(threads: 0)), (.webm, EncoderSettings(threads: 65)),
        ]
        try Support.withScratchDirectory { directory in
            for (format, encoder) in refused {
                let settings = ExportSettings(format: format, width: 32, height: 24, fps: 10, background: nil, encoder: encoder)
                #expect(throws: ExportError.self, "\(format) \(encoder)") {
                    try FrameSinks.make(settings, destination: directory.appendingPathComponent("x.\(format.fileExtension)").path,
                                        logger: Support.logger)
                }
            }
        }
        // The ends of the ranges are accepted: 51 for x264, 63 for VP9 (ffmpeg's documented limits).
        for (format, crf) in [(OutputFormat.mp4, 51), (.mp4, 0), (.webm, 63)] {
            let settings = ExportSettings(format: format, width: 32, height: 24, fps: 10, background: nil,
                                          encoder: EncoderSettings(crf: crf))
            try Support.withScratchDirectory { directory in
                try Support.export(Support.solidFrames(), settings, to: directory.appendingPathComponent("ok.\(format.fileExtension)").path)
            }
        }
    }

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
