import CARenderExport
import Foundation
import Testing

/// ``EncoderSettings`` on ffmpeg's command line, and their ranges (``EncoderStreamTests`` reads them
/// back from the streams).
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
}
