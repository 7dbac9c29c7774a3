import Foundation
import Testing
@testable import CARenderCLI

/// `render --verbose`: how the wall time split between drawing and encoding, and the rate end to end.
@Suite struct VerboseReportTests {
    /// The seconds of the report's line that starts with `name`.
    static func seconds(_ name: String, in report: String) -> Double? {
        report.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + " ") }
            .flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Double($0) }
    }

    @Test func reportAddsUpTheWallTime() {
        // 70 frames in 7 s: 1 s before the pipeline, a pipeline of 4 s (0.5 s of set-up, then frames
        // of which 3 s inside the sink), then 1 s finishing and 1 s after it.
        var timings = RenderTimings(start: 10_000_000_000)
        timings.pipelineStart = 11_000_000_000
        timings.framesStart = 11_500_000_000
        timings.pipelineEnd = 15_000_000_000
        let report = timings.report(frames: 70, width: 1920, height: 1080, jobs: 2,
                                    sink: (write: 3_000_000_000, finish: 1_000_000_000),
                                    encoder: "libx264 preset=medium crf=18", usage: (own: .init(seconds: 5, peakBytes: 150_000_000), children: .init(seconds: 9, peakBytes: 380_400_000)),
                                    end: 17_000_000_000)
        #expect(report.hasPrefix("rendered 70 frame(s) of 1920x1080 in 7.00 s: 10.0 frames per second end to end"))
        #expect(Self.seconds("setup", in: report) == 0.5)
        #expect(Self.seconds("drawing", in: report) == 0.5)
        #expect(Self.seconds("encoding", in: report) == 4)
        #expect(Self.seconds("other", in: report) == 2)
        #expect(report.contains("57.1%"), "encoding is 4 s of 7")
        #expect(report.contains("3.00 s writing frames, 1.00 s finishing"))
        #expect(report.contains("ca-render 5.00 s, child processes (ffmpeg) 9.00 s"))
        #expect(report.contains("peak memory: ca-render 150 MB, the largest child process 380 MB"))
        #expect(report.contains("timing: frames=70 load_ms=0.000 setup_ms=500.000 drawing_ms=500.000 encoding_ms=4000.000"))
        #expect(report.hasSuffix("\n  encoder: libx264 preset=medium crf=18"))
    }

    @Test func verboseRenderPrintsTheSplitOnStandardError() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let output = directory.appendingPathComponent("out.mp4")
        let (status, text) = try CLI.runTool(["render", scene, "-o", output.path, "--preset", "veryfast", "--verbose", "--quiet"])
        #expect(status == 0, "\(text)")
        #expect(FileManager.default.fileExists(atPath: output.path))
        // The command line ffmpeg ran, logged at debug level.
        #expect(text.contains("-preset veryfast"), "\(text)")
        #expect(text.contains("rendered 11 frame(s) of 40x30 in "), "\(text)")
        #expect(text.contains("encoder: libx264 preset=veryfast crf=18"), "\(text)")
        let wall = text.split(separator: "\n").first { $0.hasPrefix("rendered ") }
            .flatMap { $0.split(separator: " ").dropFirst(6).first }.flatMap { Double($0) }
        let parts = ["setup", "drawing", "encoding", "other"].compactMap { Self.seconds($0, in: text) }
        #expect(parts.count == 4, "\(text)")
        if let wall, parts.count == 4 {
            #expect(abs(parts.reduce(0, +) - wall) <= 0.021, "the parts \(parts) do not add up to \(wall) s")
            #expect(parts[2] > 0, "no time inside the sink")
        }
    }
}
