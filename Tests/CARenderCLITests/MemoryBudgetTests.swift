import CARenderExport
import Foundation
import Testing
@testable import CARenderCLI

/// A render whose frames would not fit in memory is refused before it starts, with the size, the
/// jobs and both amounts in the message; ordinary renders pass.
@Suite struct MemoryBudgetTests {
    static let eightGiB: UInt64 = 8 << 30

    @Test func hugeFramesOnManyJobsAreRefused() {
        // A 16384 x 16384 frame alone is 1 GiB (16384 * 16384 * 4 bytes); 8 jobs keep 32 of them.
        #expect {
            try MemoryBudget.check(width: 16384, height: 16384, jobs: 8, format: .png, cores: 2, available: Self.eightGiB)
        } throws: { error in
            let message = (error as? CLIError)?.message ?? ""
            return message.contains("16384x16384") && message.contains("--jobs 8") && message.contains("8.0 GiB")
        }
    }

    @Test func ordinaryRendersPass() throws {
        // 1080p frames are about 8 MB: a few dozen of them fit easily.
        for format in OutputFormat.allCases {
            try MemoryBudget.check(width: 1920, height: 1080, jobs: 2, format: format, cores: 2, available: Self.eightGiB)
        }
    }

    @Test func theCommandLineRefusesBeforeDrawing() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        // 256 jobs of 1 GiB frames: over a terabyte, more than any machine this runs on.
        let message = CLI.message(["render", scene, "-o", directory.appendingPathComponent("big.gif").path,
                                   "--size", "16384x16384", "--jobs", "256", "--quiet"])
        #expect(message?.contains("of memory") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.yaml"])
    }
}
