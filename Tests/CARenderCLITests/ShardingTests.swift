import Foundation
import Testing
@testable import CARenderCLI

/// `--shard auto` reads the part from the scheduler's variables (Kubernetes indexed Jobs, Slurm job
/// arrays, as their documentation names them); `join` refuses parts that do not fit together, naming
/// the parts and the frames. A scene of 11 frames splits as `Shard.part(of:)` says: in 2 parts
/// 0..5 and 6..10; in 3 parts 0..3, 4..7 and 8..10.
@Suite struct ShardingTests {
    static func resolve(_ argument: String, _ environment: [String: String]) throws -> Shard {
        try #require(ShardRequest(argument: argument)).resolved(environment: environment)
    }

    @Test func kubernetesIndexedJobs() throws {
        // JOB_COMPLETION_INDEX counts from 0.
        #expect(try Self.resolve("auto", ["JOB_COMPLETION_INDEX": "2", "JOB_COMPLETIONS": "5"]) == Shard(argument: "3/5"))
        #expect(try Self.resolve("auto/4", ["JOB_COMPLETION_INDEX": "0"]) == Shard(argument: "1/4"))
        #expect(throws: CLIError.self) { try Self.resolve("auto", ["JOB_COMPLETION_INDEX": "0"]) }
        #expect(throws: CLIError.self) { try Self.resolve("auto/4", ["JOB_COMPLETION_INDEX": "4"]) }
        #expect(throws: CLIError.self) { try Self.resolve("auto/4", ["JOB_COMPLETION_INDEX": "-1"]) }
    }

    @Test func slurmJobArrays() throws {
        // --array=5-8: task identifiers 5 to 8 are parts 1 to 4.
        let array = ["SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_COUNT": "4"]
        #expect(try Self.resolve("auto", array.merging(["SLURM_ARRAY_TASK_ID": "7"]) { $1 }) == Shard(argument: "3/4"))
        #expect(throws: CLIError.self) {
            try Self.resolve("auto", array.merging(["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_STEP": "2"]) { $1 })
        }
        #expect(throws: CLIError.self) { try Self.resolve("auto", array.merging(["SLURM_ARRAY_TASK_ID": "9"]) { $1 }) }
    }

    @Test func autoNeedsAScheduler() {
        #expect {
            try Self.resolve("auto", ["PATH": "/bin"])
        } throws: { error in
            let message = (error as? CLIError)?.message ?? ""
            return message.contains("JOB_COMPLETION_INDEX") && message.contains("SLURM_ARRAY_TASK_ID")
        }
        #expect(ShardRequest(argument: "auto/0") == nil && ShardRequest(argument: "3/2") == nil)
    }

    /// Renders part `shard` of the moving square into `directory`/`name`/ with its manifest; returns
    /// the manifest's path.
    static func part(_ shard: String, named name: String, in directory: URL, scene: String, extra: [String] = []) throws -> String {
        try CLI.run(["render", scene, "-o", directory.appendingPathComponent(name).path + "/", "--shard", shard, "--quiet"] + extra)
        return directory.appendingPathComponent("\(name).manifest.json").path
    }

    @Test func joinNamesPartsThatDoNotFit() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        let halfOne = try Self.part("1/2", named: "h1", in: directory, scene: scene)
        let thirdTwo = try Self.part("2/3", named: "t2", in: directory, scene: scene)
        let thirdThree = try Self.part("3/3", named: "t3", in: directory, scene: scene)
        let out = directory.appendingPathComponent("joined").path + "/"
        let overlap = CLI.message(["join", halfOne, thirdTwo, thirdThree, "-o", out])
        #expect(overlap?.contains("frames 4..5 are in two parts") == true, "\(overlap ?? "joined")")
        let gap = CLI.message(["join", thirdTwo, thirdThree, "-o", out])
        #expect(gap?.contains("frames 0..3 are in no part") == true, "\(gap ?? "joined")")
        let faster = try Self.part("2/2", named: "h2fast", in: directory, scene: scene, extra: ["--fps", "20"])
        let settings = CLI.message(["join", halfOne, faster, "-o", out])
        #expect(settings?.contains("other settings") == true && settings?.contains("fps") == true, "\(settings ?? "joined")")
        #expect(!FileManager.default.fileExists(atPath: out))
        // The two halves fit: every frame once.
        let halfTwo = try Self.part("2/2", named: "h2", in: directory, scene: scene)
        try CLI.run(["join", halfOne, halfTwo, "-o", out, "--quiet"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == 11)
    }

    @Test func aBrokenManifestIsLocated() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("p.manifest.json")
        try Data(#"{"version": 1, "first": "zero"}"#.utf8).write(to: manifest)
        let message = CLI.message(["join", manifest.path, "-o", directory.appendingPathComponent("o.gif").path])
        #expect(message?.contains(manifest.path) == true && message?.contains("$") == true, "\(message ?? "joined")")
    }

    @Test func aMissingManifestIsNamed() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // What a shell passes on when `parts/*.manifest.json` matches nothing.
        let missing = directory.appendingPathComponent("*.manifest.json").path
        let message = CLI.message(["join", missing, "-o", directory.appendingPathComponent("o.gif").path])
        #expect(message?.contains("\(missing): no such manifest") == true, "\(message ?? "joined")")
    }

    /// The MD5 of each decoded video frame of `file`, by ffmpeg (its framemd5 muxer).
    static func frameDigests(_ file: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-i", file.path, "-map", "0:v", "-f", "framemd5", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: ",").last.map(String.init) }
    }

    /// MP4 parts join without re-encoding: the joined video's decoded frames are the parts' decoded
    /// frames, in order, as many as the render has.
    @Test func mp4PartsJoinWithoutReencoding() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(CLI.movingSquare, in: directory)
        var parts: [URL] = []
        for index in 1...3 {
            let part = directory.appendingPathComponent("part-\(index).mp4")
            try CLI.run(["render", scene, "-o", part.path, "--shard", "\(index)/3", "--quiet"])
            parts.append(part)
        }
        let joined = directory.appendingPathComponent("joined.mp4")
        try CLI.run(["join"] + parts.map(\.path) + ["-o", joined.path])
        let expected = try parts.flatMap(Self.frameDigests)
        #expect(expected.count == 11)
        #expect(try Self.frameDigests(joined) == expected)
    }
}
