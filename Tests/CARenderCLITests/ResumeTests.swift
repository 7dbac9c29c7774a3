import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// `render --resume` continues a PNG sequence: frames an earlier render finished, whose files read
/// back to their recorded pixels, are kept (not written again); missing and damaged ones are drawn;
/// the result equals a render from scratch, file for file.
@Suite struct ResumeTests {
    static func files(_ directory: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) })
    }

    static func modified(_ file: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    }

    @Test func aResumedRenderKeepsWholeFramesAndDrawsTheRest() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let fresh = directory.appendingPathComponent("fresh"), resumed = directory.appendingPathComponent("resumed")
        try CLI.run(["render", scene, "-o", fresh.path + "/", "--quiet"])
        try CLI.run(["render", scene, "-o", resumed.path + "/", "--resume", "--quiet"])
        #expect(try Self.files(resumed) == Self.files(fresh))
        // A render stopped part way: two frames missing, one cut short.
        try FileManager.default.removeItem(at: resumed.appendingPathComponent("frame_00004.png"))
        try FileManager.default.removeItem(at: resumed.appendingPathComponent("frame_00010.png"))
        let damaged = resumed.appendingPathComponent("frame_00007.png")
        try Data(try Data(contentsOf: damaged).prefix(40)).write(to: damaged)
        let kept = resumed.appendingPathComponent("frame_00002.png")
        let before = try Self.modified(kept)
        Thread.sleep(forTimeInterval: 0.05)
        try CLI.run(["render", scene, "-o", resumed.path + "/", "--resume", "--quiet"])
        #expect(try Self.files(resumed) == Self.files(fresh))
        #expect(try Self.modified(kept) == before)
    }

    @Test func anotherSceneStartsAfresh() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("frames")
        let first = try CLI.scene(CLI.movingSquare, named: "a.yaml", in: directory)
        try CLI.run(["render", first, "-o", out.path + "/", "--resume", "--quiet"])
        let recolored = try CLI.scene(CLI.movingSquare.replacingOccurrences(of: "#ff0000", with: "#0000ff"), named: "b.yaml", in: directory)
        try CLI.run(["render", recolored, "-o", out.path + "/", "--resume", "--quiet"])
        // Frame 5 (t = 0.5 s) has the square's centre at x = 20: blue now, every frame drawn again.
        let middle = try CGImage(contentsOfPNGFile: out.appendingPathComponent("frame_00005.png"))
        #expect(middle.pixel(x: 20, y: 15) == (0, 0, 255, 255))
    }

    @Test func resumeNeedsAPNGDirectory() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let message = CLI.message(["render", scene, "-o", directory.appendingPathComponent("x.gif").path, "--resume"])
        #expect(message?.contains("--resume continues a PNG sequence") == true, "\(message ?? "rendered")")
    }
}
