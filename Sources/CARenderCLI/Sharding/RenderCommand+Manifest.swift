import CARenderExport
import Foundation

extension RenderCommand {
    /// `output` with `{shard}` replaced by the part's number (zero-padded to the digits of the part
    /// count, so that the parts sort in order), for a shard whose part comes from the environment.
    static func output(_ output: String, part: Shard?) throws -> String {
        guard output.contains("{shard}") else { return output }
        guard let part else { throw CLIError("\(output): {shard} names the part of a render split with --shard") }
        let digits = String(part.count).count, number = String(part.index)
        return output.replacingOccurrences(of: "{shard}", with: String(repeating: "0", count: digits - number.count) + number)
    }

    /// Where the manifest goes: `--manifest`, or beside the output for a shard (the output's path, a
    /// trailing `/` removed, with `.manifest.json` added); nil when none is written.
    func manifestURL(output: String, part: Shard?) throws -> URL? {
        guard manifest != nil || part != nil else { return nil }
        guard scene != "-" else { throw CLIError("a manifest needs the scene in a file, not standard input") }
        if let manifest { return URL(fileURLWithPath: manifest) }
        guard output != "-" else { throw CLIError("a shard written to standard output needs --manifest FILE for its manifest") }
        var path = output
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return URL(fileURLWithPath: path + ".manifest.json")
    }

    /// The manifest of a finished render.
    func makeManifest(plan: FramePlan, settings: ExportSettings, part: Shard?, output: String, digests: [String],
                      at url: URL) throws -> ShardManifest {
        let whole = try FramePlan.make(subject: try SceneInput.subject(scene), fps: fps, duration: duration, size: size,
                                       scale: scale, frames: frames, time: time, frame: frame?.numbers.first, shard: nil)
        return ShardManifest(
            version: ShardManifest.currentVersion,
            tool: "ca-render \(CARender.configuration.version)",
            scene: .init(name: scene, sha256: try SceneInput.digest(scene)),
            settings: .init(settings, frames: whole.frames),
            part: .init(index: part?.index ?? 1, count: part?.count ?? 1),
            first: plan.frames.lowerBound, last: plan.frames.upperBound,
            output: ShardManifest.recordedPath(of: URL(fileURLWithPath: output), manifestAt: url),
            frameSHA256: digests)
    }

}

extension ShardManifest.Settings {
    /// The record of an export's settings, for the render's frames `frames`.
    init(_ settings: ExportSettings, frames: ClosedRange<Int>) {
        self.init(format: settings.format.rawValue, width: settings.width, height: settings.height, fps: settings.fps,
                  background: settings.background.map(Self.hex), first: frames.lowerBound, last: frames.upperBound,
                  encoder: settings.encoder.summary(for: settings.format))
    }

    /// `color` as `#rrggbbaa` in sRGB.
    static func hex(_ color: CGColor) -> String {
        let rgba = color.rgba(in: CGColorSpace(name: CGColorSpace.sRGB)!)
        return "#" + [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { component -> String in
            let byte = Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }
}

extension SceneInput {
    /// The SHA-256 of the scene's content: the file's bytes, or the name of a built-in example.
    /// Standard input cannot be read twice, so a manifest needs the scene in a file.
    static func digest(_ reference: String) throws -> String {
        if reference.hasPrefix("builtin:") { return SHA256Digest.hex(of: Array(reference.utf8)) }
        guard reference != "-" else { throw CLIError("a manifest needs the scene in a file, not standard input") }
        do {
            return SHA256Digest.hex(of: try Data(contentsOf: URL(fileURLWithPath: reference)))
        } catch {
            throw CLIError("\(reference): cannot read the scene to digest it: \(error.localizedDescription)")
        }
    }
}
