import CARenderExport
import Foundation
import Testing

/// The same frames exported twice give the same bytes, for every format.
@Suite struct DeterminismTests {
    typealias Support = ExportTestSupport

    @Test(arguments: [OutputFormat.gif, .mp4, .webm, .apng])
    func encodedFormatsAreByteIdentical(format: OutputFormat) throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: format, width: 32, height: 24, fps: 25, background: nil)
            let frames = Support.solidFrames()
            let first = directory.appendingPathComponent("first.\(format.fileExtension)")
            let second = directory.appendingPathComponent("second.\(format.fileExtension)")
            try Support.export(frames, settings, to: first.path)
            try Support.export(frames, settings, to: second.path)
            let a = try Data(contentsOf: first), b = try Data(contentsOf: second)
            #expect(!a.isEmpty)
            #expect(a == b, "\(format): two exports of the same frames differ")
        }
    }

    @Test(arguments: [X264Preset.ultrafast, .faster, .medium])
    func mp4OnSeveralThreadsIsByteIdentical(preset: X264Preset) throws {
        // Frames large and many enough for x264's four frame threads to each take frames.
        let frames = EncoderStreamTests.detailedFrames(width: 192, height: 128, count: 12)
        let settings = ExportSettings(format: .mp4, width: 192, height: 128, fps: 30, background: nil,
                                      encoder: EncoderSettings(preset: preset, crf: 23, threads: 4))
        try Support.withScratchDirectory { directory in
            let first = directory.appendingPathComponent("first.mp4"), second = directory.appendingPathComponent("second.mp4")
            try Support.export(frames, settings, to: first.path)
            try Support.export(frames, settings, to: second.path)
            #expect(try EncoderStreamTests.x264Options(first)["threads"] == "4")
            #expect(try Data(contentsOf: first) == Data(contentsOf: second), "\(preset): two exports on 4 threads differ")
        }
    }

    @Test func webmIsTheSameAtAnyThreadCount() throws {
        // 512 pixels wide: two tile columns of 256 (VP9's narrowest), which the threads share; the
        // columns, not the threads, shape the stream, so one thread writes the same bytes as four.
        let frames = EncoderStreamTests.detailedFrames(width: 512, height: 48, count: 6)
        try Support.withScratchDirectory { directory in
            var files: [Data] = []
            for threads in [1, 4, 4] {
                let file = directory.appendingPathComponent("\(files.count).webm")
                try Support.export(frames, ExportSettings(format: .webm, width: 512, height: 48, fps: 25, background: nil,
                                                          encoder: EncoderSettings(vp9Speed: 4, threads: threads)), to: file.path)
                files.append(try Data(contentsOf: file))
            }
            #expect(!files[0].isEmpty)
            #expect(files[0] == files[1] && files[1] == files[2], "WebM differs between 1 and 4 threads, or between runs")
        }
    }

    @Test func gifOfManyFramesEncodedInParallelIsByteIdentical() throws {
        // More frames than threads, colourful enough to need quantisation, a window moving over them:
        // however the frames are spread over the threads, each one's bytes must come out the same.
        let frames = (0..<16).map { frame in
            GIFTestSupport.frame(width: 96, height: 64) { x, y in
                (UInt8((x * 3 + frame * 7) & 255), UInt8((y * 4 + x) & 255), UInt8((x * y + frame) & 255),
                 (20..<40).contains(x - frame) ? 0 : 255)
            }
        }
        let first = try GIFTestSupport.export(frames)
        let second = try GIFTestSupport.export(frames)
        #expect(first == second)
        #expect(try GIFDecoder.decode(first).frames.count == 16)
    }

    @Test func pngSequencesAreByteIdentical() throws {
        try Support.withScratchDirectory { directory in
            let settings = ExportSettings(format: .png, width: 32, height: 24, fps: 25, background: nil)
            let frames = Support.solidFrames()
            try Support.export(frames, settings, to: directory.appendingPathComponent("a").path)
            try Support.export(frames, settings, to: directory.appendingPathComponent("b").path)
            let names = try Support.contents(of: directory.appendingPathComponent("a"))
            #expect(names.count == 5)
            #expect(try Support.contents(of: directory.appendingPathComponent("b")) == names)
            for name in names {
                let a = try Data(contentsOf: directory.appendingPathComponent("a/\(name)"))
                let b = try Data(contentsOf: directory.appendingPathComponent("b/\(name)"))
                #expect(a == b, "\(name) differs")
            }
        }
    }
}
