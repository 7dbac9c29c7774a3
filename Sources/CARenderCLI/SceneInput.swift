import CARenderScene
import Foundation
import OpenQuartzCoreLottie

/// Where a scene comes from: a file, or standard input when the path is `-`.
enum SceneInput {
    /// Reads and builds the scene at `path`; a problem with the file or the scene throws
    /// `SceneErrors`, one line per problem, each with file, line, column and key path.
    static func load(_ path: String) throws -> Scene {
        if path == "-" {
            return try Scene.load(text: readStandardInput(), fileName: "<stdin>")
        }
        return try Scene.load(contentsOf: URL(fileURLWithPath: path))
    }

    /// What `reference` names: `builtin:NAME` for a built-in example, else a scene or Lottie file
    /// (or `-`).
    static func subject(_ reference: String, input: String? = nil) throws -> RenderSubject {
        if let input {
            guard reference != "-" else { throw CLIError("--input \(input): recorded input is replayed into a scene file, not standard input") }
            if reference.hasPrefix("builtin:") {
                let example = try BuiltInExamples.named(reference)
                let recorded = try RecordedInput.load(contentsOf: URL(fileURLWithPath: input), fps: example.fps)
                var subject = RenderSubject(example: example)
                subject.makeSource = {
                    let source = example.makeSource()
                    (source as? DisplayDrivenSource)?.scheduledInput = recorded.events
                    return source
                }
                return subject
            }
            let url = URL(fileURLWithPath: reference)
            if let head = try? FileHandle(forReadingFrom: url).read(upToCount: 1 << 20) ?? Data(), LottieAnimation.isLottie(head) {
                throw CLIError("--input \(input): \(reference) is a Lottie file, which takes no input")
            }
            return RenderSubject(scene: try Scene.load(contentsOf: url, input: URL(fileURLWithPath: input)))
        }
        if reference.hasPrefix("builtin:") { return RenderSubject(example: try BuiltInExamples.named(reference)) }
        switch try document(reference) {
        case .scene(let scene): return RenderSubject(scene: scene)
        case .lottie(let animation): return RenderSubject(lottie: animation)
        }
    }

    /// The scene or Lottie animation at `path` (or standard input), told apart by content: a JSON
    /// object with Lottie's `fr`, `ip`, `op` and `layers`, or a `.lottie` archive, is read as Lottie
    /// whatever its extension. A Lottie file that cannot be read throws its ``LottieError``.
    static func document(_ path: String) throws -> InputDocument {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
            if LottieAnimation.isLottie(data) { return .lottie(try LottieAnimation(data: data, fileName: "<stdin>")) }
            return .scene(try Scene.load(text: String(decoding: data, as: UTF8.self), fileName: "<stdin>"))
        }
        // Read once: a Lottie file is built from the bytes its kind was told by. The path is used as
        // given (errors name the file as the user did); a URL's first `path` parses URL syntax with
        // character sets built on first use, a seventh of loading a small Lottie file.
        guard let data = try? LottieFileReader.contents(ofFile: path), LottieAnimation.isLottie(data) else {
            return .scene(try Scene.load(contentsOf: URL(fileURLWithPath: path)))
        }
        return .lottie(try LottieAnimation(data: data, fileName: path))
    }

    /// The problems of the scene at `path` (none when it is valid).

    static func problems(_ path: String) -> [SceneProblem] {
        if path == "-" { return Scene.validate(text: readStandardInput(), fileName: "<stdin>") }
        do {
            let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            return Scene.validate(text: text, fileName: path)
        } catch {
            return [SceneProblem(file: path, line: 1, column: 1, keyPath: "", message: "cannot read the file: \(error.localizedDescription)")]
        }
    }

    static func readStandardInput() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
}
