// Where the Bezier scene's description comes from: the file make bench generates, or the generator
// itself run on the spot.
import Foundation

extension BezierSceneDescription {
    /// The scene's description: the file `OQC_BEZIER_SCENE` names (as `make bench` sets it), or else
    /// what `python3` prints running the generator beside these sources
    /// (`Benchmarks/peers/gen_bezier_scene.py`). Stops the process when neither gives a description.
    public static func load() -> BezierSceneDescription {
        let text: String?
        if let path = ProcessInfo.processInfo.environment["OQC_BEZIER_SCENE"], !path.isEmpty {
            text = try? String(contentsOfFile: path, encoding: .utf8)
        } else {
            text = generatedDescription()
        }
        guard let text, let description = BezierSceneDescription(text: text) else {
            fatalError("no Bezier scene description: set OQC_BEZIER_SCENE to the output of Benchmarks/peers/gen_bezier_scene.py")
        }
        return description
    }

    /// What `python3 Benchmarks/peers/gen_bezier_scene.py` prints, located from this source file.
    static func generatedDescription() -> String? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../peers/gen_bezier_scene.py").standardizedFileURL.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
