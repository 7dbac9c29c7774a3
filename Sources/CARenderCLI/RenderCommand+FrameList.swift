import CARenderExport
import Foundation

extension RenderCommand {
    /// `--frame N,M,...` (or one frame to a pattern): each frame rendered on its own, as `--frame N`
    /// renders it, into the output pattern's file for its number (`-o f%03d.png --frame 0,25` writes
    /// `f000.png` and `f025.png`, and `--frame 25` alone `f025.png`), in the order given; with
    /// `--format null` nothing is written. Every number is checked against the scene's frames first;
    /// the scene is then read again for each frame (so it must be a file). Shards, manifests and
    /// `--resume` apply to a render of consecutive frames, not to these.
    func renderFrames(_ numbers: [Int]) throws {
        guard shard == nil, manifest == nil, !resume else {
            throw CLIError("--frame with several frames takes neither --shard, --manifest nor --resume")
        }
        let listed = numbers.map(String.init).joined(separator: ",")
        guard scene != "-" else { throw CLIError("--frame \(listed): several frames need the scene in a file, not standard input") }
        // Every number checked before any frame is written.
        let subject = try SceneInput.subject(scene, input: input)
        for number in numbers {
            _ = try FramePlan.make(subject: subject, fps: fps, duration: duration, size: size, scale: scale, frame: number)
        }
        var targets: [String]
        if let output, format?.lowercased() != OutputFormat.null.rawValue {
            let url = URL(fileURLWithPath: output)
            guard Self.namesPattern(output), !url.deletingLastPathComponent().path.contains("%") else {
                throw CLIError("--frame \(listed): several frames go to a file-name pattern with %d, numbered by frame, such as frames/f%04d.png")
            }
            let pattern: FileNamePattern
            do {
                pattern = try FileNamePattern(url.lastPathComponent)
            } catch let error as ExportError {
                throw CLIError(error.message)
            }
            let directory = url.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw CLIError("cannot make the output directory \(directory.path): \(error.localizedDescription)")
            }
            targets = numbers.map { directory.appendingPathComponent(pattern.name($0)).path }
        } else {
            targets = numbers.map { _ in "-" }
        }
        for (number, target) in zip(numbers, targets) {
            var one = self
            one.frame = FrameList([number])
            try one.render(scene: scene, output: target, progress: nil)
        }
    }
}
