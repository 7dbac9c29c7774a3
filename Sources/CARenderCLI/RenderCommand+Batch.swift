import ArgumentParser
import CARenderExport
import Foundation

extension RenderCommand {
    /// Renders every scene of `batch` into the output directory (``BatchInputs/output(of:in:format:)``
    /// names each output), one after another, each with the frame-level parallelism of `--jobs`, under
    /// one progress bar for the whole batch. A scene that fails does not stop the others; at the end a
    /// summary line per scene says where it went or why it failed, and the command exits with status
    /// 1 if any failed.
    func renderBatch(_ batch: BatchInputs) throws {
        guard shard == nil, time == nil, frame == nil, manifest == nil else {
            throw CLIError("a batch render takes neither --shard, --time, --frame nor --manifest; render those scenes one at a time")
        }
        let chosen = try format.map { name in
            guard let format = OutputFormat(rawValue: name.lowercased()) else {
                throw CLIError("--format \(name): expected one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        } ?? .png
        // --format null writes nothing: any output (or none, or -) is ignored.
        guard let output = chosen == .null ? "." : output, output != "-" else {
            throw CLIError("a batch render writes into a directory, not standard output")
        }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        do {
            if chosen != .null { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        } catch {
            throw CLIError("cannot make the output directory \(directory.path): \(error.localizedDescription)")
        }
        var writers: [String: String] = [:]
        for scene in batch.scenes {
            let target = BatchInputs.output(of: scene, in: directory, format: chosen).path
            if let other = writers[target] { throw CLIError("\(other) and \(scene) would both write \(target); rename one") }
            writers[target] = scene
        }
        let progress = ProgressBar(total: batch.scenes.reduce(0) { $0 + frameCount(of: $1) }, enabled: !quiet && isatty(2) != 0)
        var lines: [String] = [], failures = 0
        for scene in batch.scenes {
            let target = BatchInputs.output(of: scene, in: directory, format: chosen)
            do {
                let count = try render(scene: scene, output: target.path + (chosen == .png ? "/" : ""), progress: progress)
                let destination = chosen == .null ? "nothing written" : target.path
                lines.append("ok      \(scene) -> \(destination) (\(count) frame\(count == 1 ? "" : "s"))")
            } catch {
                failures += 1
                lines.append("failed  \(scene): \(CARender.message(for: error))")
            }
        }
        progress.finish()
        print(lines.joined(separator: "\n"))
        print("\(batch.scenes.count - failures) of \(batch.scenes.count) scenes rendered")
        if failures > 0 { throw ExitCode(1) }
    }

    /// The frames `scene` renders with the command's options, for the batch's progress bar; 0 for a
    /// scene that cannot be read (its failure is reported when it renders).
    private func frameCount(of scene: String) -> Int {
        guard let subject = try? SceneInput.subject(scene),
              let plan = try? FramePlan.make(subject: subject, fps: fps, duration: duration, size: size, scale: scale,
                                             frames: frames, time: nil, shard: nil) else { return 0 }
        return plan.frames.count
    }
}
