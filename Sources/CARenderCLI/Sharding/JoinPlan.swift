import CARenderExport
import Foundation

/// The parts of a split render, checked and in order: `ca-render join` reads their manifests
/// (``ShardManifest``) and refuses, naming the part and the frames, parts of different scenes or
/// settings, frames in two parts, frames in none, and parts whose output is missing.
struct JoinPlan {
    /// One part: its manifest, where the manifest was read, and its output.
    struct Part {
        var manifest: ShardManifest
        var manifestURL: URL
        var output: URL
        /// The part as messages name it.
        var name: String { manifestURL.path }
    }

    /// The parts, by their first frame.
    var parts: [Part]
    /// The settings they share.
    var settings: ShardManifest.Settings

    /// The manifest of a part given on the command line: a manifest file (`.json`), or a part's
    /// output, whose manifest lies beside it (`OUTPUT.manifest.json`).
    static func manifestURL(of argument: String) -> URL {
        if argument.hasSuffix(".json") { return URL(fileURLWithPath: argument) }
        var path = argument
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return URL(fileURLWithPath: path + ".manifest.json")
    }

    /// Reads and checks the parts named by `arguments`.
    init(arguments: [String]) throws {
        guard !arguments.isEmpty else { throw CLIError("join needs the parts: their manifests or outputs") }
        var parts: [Part] = []
        for argument in arguments {
            let url = Self.manifestURL(of: argument)
            let manifest = try ShardManifest.read(url)
            parts.append(Part(manifest: manifest, manifestURL: url, output: manifest.outputURL(manifestAt: url)))
        }
        let first = parts[0]
        for part in parts.dropFirst() {
            guard part.manifest.scene.sha256 == first.manifest.scene.sha256 else {
                throw CLIError("\(part.name) renders another scene than \(first.name): \(part.manifest.scene.name) (SHA-256 \(part.manifest.scene.sha256.prefix(12))…) against \(first.manifest.scene.name) (\(first.manifest.scene.sha256.prefix(12))…)")
            }
            if let difference = Self.difference(part.manifest.settings, first.manifest.settings) {
                throw CLIError("\(part.name) was rendered with other settings than \(first.name): \(difference)")
            }
        }
        parts.sort { $0.manifest.first < $1.manifest.first }
        settings = first.manifest.settings
        try Self.checkCoverage(parts, settings: settings)
        for part in parts where !FileManager.default.fileExists(atPath: Self.existencePath(of: part.output)) {
            throw CLIError("\(part.name): its output \(part.output.path) is missing")
        }
        self.parts = parts
    }

    /// Every frame of the render in exactly one part: the first from the render's first frame,
    /// each next from the frame after the previous part's last, the last to the render's last.
    private static func checkCoverage(_ parts: [Part], settings: ShardManifest.Settings) throws {
        var next = settings.first
        var previous: Part?
        for part in parts {
            let span = "frames \(part.manifest.first)..\(part.manifest.last)"
            guard part.manifest.first >= settings.first, part.manifest.last <= settings.last else {
                throw CLIError("\(part.name) holds \(span), outside the render's frames \(settings.first)..\(settings.last)")
            }
            if part.manifest.first < next, let previous {
                throw CLIError("frames \(part.manifest.first)..\(min(next - 1, part.manifest.last)) are in two parts: \(previous.name) and \(part.name)")
            }
            if part.manifest.first > next {
                let after = previous.map { " (after \($0.name), before \(part.name))" } ?? " (before \(part.name))"
                throw CLIError("frames \(next)..\(part.manifest.first - 1) are in no part\(after)")
            }
            next = part.manifest.last + 1
            previous = part
        }
        if next <= settings.last {
            throw CLIError("frames \(next)..\(settings.last) are in no part (after \(previous?.name ?? "the last part"))")
        }
    }

    /// The first setting in which `a` differs from `b`, described; nil when they agree.
    private static func difference(_ a: ShardManifest.Settings, _ b: ShardManifest.Settings) -> String? {
        if a.format != b.format { return "format \(a.format), not \(b.format)" }
        if a.width != b.width || a.height != b.height { return "size \(a.width)x\(a.height), not \(b.width)x\(b.height)" }
        if a.fps != b.fps { return "\(a.fps) fps, not \(b.fps)" }
        if a.background != b.background { return "background \(a.background ?? "none"), not \(b.background ?? "none")" }
        if a.first != b.first || a.last != b.last { return "the whole render's frames \(a.first)..\(a.last), not \(b.first)..\(b.last)" }
        if a.encoder != b.encoder { return "encoder \(a.encoder ?? "not recorded"), not \(b.encoder ?? "not recorded")" }
        return nil
    }

    /// The path whose existence shows a part's output: its directory for a PNG pattern.
    private static func existencePath(of output: URL) -> String {
        output.lastPathComponent.contains("%") ? output.deletingLastPathComponent().path : output.path
    }

    /// The files of a PNG-sequence part, in frame order: named by its pattern, or `frame_%05d.png`
    /// in its directory, numbered from 0 as the part's sink numbered them.
    static func pngFiles(of part: Part) throws -> [URL] {
        let count = part.manifest.last - part.manifest.first + 1
        let directory: URL, pattern: FileNamePattern
        if part.output.lastPathComponent.contains("%") {
            directory = part.output.deletingLastPathComponent()
            pattern = try FileNamePattern(part.output.lastPathComponent)
        } else {
            directory = part.output
            pattern = try FileNamePattern("frame_%05d.png")
        }
        return (0..<count).map { directory.appendingPathComponent(pattern.name($0)) }
    }
}
