import Foundation
import Testing

/// The deployment recipes' commands (deploy/render-part.sh and deploy/join-parts.sh, which the
/// Kubernetes Jobs and the Slurm batch scripts run) as N local processes, with the environment
/// variables each scheduler sets: the joined output equals a single process's render, byte for byte
/// (a PNG sequence, and an MP4 encoded in one pass from the joined frames).
///
/// The scenes run side by side, each in a scratch directory of its own. (Serialized, the second and
/// third waited for a thread of the test run's pool until nearly every other test had ended, then
/// ran alone for 26 s at its end: 130 s for the run on two cores, against 105 s side by side.)
@Suite struct DistributedRenderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// ca-render, built beside the test bundle by `swift build --build-tests`.
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("ca-render")

    enum Scheduler: CaseIterable { case kubernetes, slurm }

    /// The variables a scheduler sets for part `index` (0-based) of `count`.
    static func environment(_ scheduler: Scheduler, index: Int, count: Int) -> [String: String] {
        switch scheduler {
        case .kubernetes: ["JOB_COMPLETION_INDEX": "\(index)", "JOB_COMPLETIONS": "\(count)"]
        // An array --array=1-N: task identifiers from 1.
        case .slurm: ["SLURM_ARRAY_TASK_ID": "\(index + 1)", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "\(count)"]
        }
    }

    /// Runs `script` of deploy/ with `environment` added; returns its status and standard error.
    static func run(_ script: String, _ environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = root.appendingPathComponent("deploy/\(script)")
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(["CA_RENDER": tool.path]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func files(in directory: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) })
    }

    @Test(arguments: ["bouncing-ball.yaml", "transition-push.yaml", "timing-repeat.json"])
    func partsJoinIntoTheSingleRender(scene: String) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.tool.path), "ca-render not built at \(Self.tool.path)")
        let scratch = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let scenePath = Self.root.appendingPathComponent("Examples/\(scene)").path
        let single = scratch.appendingPathComponent("single")
        try CLI.run(["render", scenePath, "-o", single.path + "/", "--quiet"])
        try CLI.run(["render", scenePath, "-o", scratch.appendingPathComponent("single.mp4").path, "--quiet"])
        let expected = try Self.files(in: single)
        for (count, scheduler) in [(1, Scheduler.kubernetes), (2, .slurm), (3, .kubernetes), (7, .slurm)] {
            let work = scratch.appendingPathComponent("work-\(count)")
            let common = ["SCENE": scenePath, "WORK": work.path]
            let parts = try (0..<count).map { try Self.run("render-part.sh", common.merging(Self.environment(scheduler, index: $0, count: count)) { $1 }) }
            for part in parts {
                part.waitUntilExit()
                #expect(part.terminationStatus == 0, "\(scene): a part of \(count) exited with \(part.terminationStatus)")
            }
            for output in ["frames/", "movie.mp4"] {
                let join = try Self.run("join-parts.sh", ["WORK": work.path, "OUTPUT": output])
                join.waitUntilExit()
                #expect(join.terminationStatus == 0, "\(scene): joining \(count) parts into \(output) exited with \(join.terminationStatus)")
            }
            #expect(try Self.files(in: work.appendingPathComponent("frames")) == expected, "\(scene): \(count) parts")
            let movie = try Data(contentsOf: work.appendingPathComponent("movie.mp4"))
            #expect(movie == (try Data(contentsOf: scratch.appendingPathComponent("single.mp4"))), "\(scene): \(count) parts, MP4")
        }
    }
}
