import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// The frame pipeline's threads (drawing threads, the PNG sequence's writer threads) give the frames
/// one thread gives; run under ThreadSanitizer by `make test-tsan`.
@Suite struct PipelineThreadingTests {
    @Test func aPNGSequenceIsTheSameWhateverTheJobs() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        var runs: [[String: Data]] = []
        for jobs in ["1", "3"] {
            let frames = directory.appendingPathComponent("jobs\(jobs)")
            try CLI.run(["render", scene, "-o", frames.path + "/", "--jobs", jobs, "--quiet"])
            let names = try FileManager.default.contentsOfDirectory(atPath: frames.path)
            runs.append(try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: frames.appendingPathComponent($0))) }))
        }
        // One second at 10 fps, both ends included: frames 0 to 10.
        #expect(runs[0].count == 11)
        #expect(runs[0] == runs[1])
        // Frame 5 is t = 0.5 s: the linear move from x = 5 to 35 puts the square's centre at x = 20,
        // so it covers x 15 to 25 (red), and x = 10 shows the white background.
        let middle = try CGImage(contentsOfPNGFile: directory.appendingPathComponent("jobs3/frame_00005.png"))
        let inside = middle.pixel(x: 20, y: 15), outside = middle.pixel(x: 10, y: 15)
        #expect(inside == (255, 0, 0, 255))
        #expect(outside == (255, 255, 255, 255))
    }
}
