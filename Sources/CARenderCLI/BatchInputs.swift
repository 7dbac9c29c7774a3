import CARenderExport
import Foundation

/// The scenes of a batch render: `render` given several scenes, a directory of scenes (its `.yaml`,
/// `.yml` and `.json` files, sorted by name, not its subdirectories), or a list file (`.txt` or
/// `.list`: one scene a line, relative to the list's folder; blank lines and lines starting with `#`
/// skipped). A single scene file or built-in example is not a batch.
struct BatchInputs {
    /// The scenes, in the order they render.
    var scenes: [String]

    /// The batch named by `arguments`; nil for a single scene.
    init?(arguments: [String]) throws {
        guard arguments.count > 1 || arguments.first.map(Self.isCollection) == true else { return nil }
        scenes = try arguments.flatMap(Self.expand)
        guard !scenes.isEmpty else { throw CLIError("\(arguments.joined(separator: " ")): no scene to render (a directory's .yaml, .yml and .json files, a list's lines)") }
    }

    private static func isCollection(_ argument: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && isDirectory.boolValue
            || argument.hasSuffix(".txt") || argument.hasSuffix(".list")
    }

    private static func expand(_ argument: String) throws -> [String] {
        guard argument != "-" else { throw CLIError("a batch reads scene files, not standard input") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
            let names = try FileManager.default.contentsOfDirectory(atPath: argument)
            return names.filter { ["yaml", "yml", "json"].contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
                .sorted().map { URL(fileURLWithPath: argument).appendingPathComponent($0).path }
        }
        if argument.hasSuffix(".txt") || argument.hasSuffix(".list") {
            let list = URL(fileURLWithPath: argument)
            let text: String
            do {
                text = try String(contentsOf: list, encoding: .utf8)
            } catch {
                throw CLIError("\(argument): cannot read the list of scenes: \(error.localizedDescription)")
            }
            return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
                .map { $0.hasPrefix("/") || $0.hasPrefix("builtin:") ? $0 : list.deletingLastPathComponent().appendingPathComponent($0).path }
        }
        return [argument]
    }

    /// Where scene `scene` of the batch writes into `directory`: `STEM.EXT`, or `STEM/` for a PNG
    /// sequence (a built-in example's stem is its name).
    static func output(of scene: String, in directory: URL, format: OutputFormat) -> URL {
        let name = scene.hasPrefix("builtin:") ? String(scene.dropFirst(8)) : URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
        return format == .png ? directory.appendingPathComponent(name, isDirectory: true)
            : directory.appendingPathComponent(name).appendingPathExtension(format.fileExtension)
    }
}
