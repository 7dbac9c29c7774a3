import CARenderExport
import Foundation

/// What a shard of a render writes beside its output (`render --shard I/N --manifest M.json`), and
/// what `ca-render join` checks before it joins the parts: the scene (its content's SHA-256), the
/// render's settings, the part and the frames it holds, where its output is, and a SHA-256 digest of
/// each frame's pixels.
///
/// A frame's digest (``FrameDigest``) is the SHA-256 of the SHA-256 digests of its bands of 16 rows,
/// each over the band's premultiplied R, G, B, A bytes, rows top to bottom, as the renderer drew them
/// (before any encoding): the same frame gives the same digest in every format and on every machine,
/// so parts can be compared with a single-machine render, and a resumed render can tell which frames
/// it already has.
struct ShardManifest: Codable, Equatable {
    /// The manifest format's version; a reader refuses other versions. Version 2: frame digests are
    /// ``FrameDigest``'s, by bands (version 1's were one SHA-256 over the frame's bytes).
    static let currentVersion = 2

    /// The scene a render draws.
    struct SceneIdentity: Codable, Equatable {
        /// The scene as named on the command line (a path, `-` or `builtin:NAME`).
        var name: String
        /// The SHA-256 of the scene file's bytes (of `builtin:NAME` for a built-in example).
        var sha256: String
    }

    /// The settings every part of one render shares.
    struct Settings: Codable, Equatable {
        var format: String
        var width: Int
        var height: Int
        var fps: Double
        /// The colour under the scene, `#rrggbbaa`, if any.
        var background: String?
        /// The frames of the whole render (before it was split), first and last.
        var first: Int
        var last: Int
        /// The encoder's settings that shape an MP4 or WebM stream (``EncoderSettings/summary(for:)``,
        /// such as `libx264 preset=medium crf=18`); absent for the other formats and in manifests
        /// written before it was recorded. Parts join only when it agrees.
        var encoder: String?
    }

    /// Which part this is, and how many there are.
    struct Part: Codable, Equatable {
        var index: Int
        var count: Int
    }

    var version: Int
    var tool: String
    var scene: SceneIdentity
    var settings: Settings
    var part: Part
    /// The frames this part holds, first and last (numbers of the whole render).
    var first: Int
    var last: Int
    /// The part's output: relative to the manifest's folder when it lies inside it, else absolute.
    var output: String
    /// The digest of each frame's pixels (``FrameDigest``), from `first` to `last`.
    var frameSHA256: [String]

    /// Writes the manifest to `url` atomically, as indented JSON with sorted keys.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(self) + Data("\n".utf8), to: url)
    }

    /// Reads the manifest at `url`; an unreadable file, malformed JSON, a missing field or another
    /// version throws a ``CLIError`` naming the file (and the JSON path of the problem).
    static func read(_ url: URL) throws -> ShardManifest {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            // The common case said plainly: a part's name mistyped, or a shell pattern that matched
            // no file and came through as written.
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CLIError("\(url.path): no such manifest (a part writes OUTPUT.manifest.json beside its output)")
            }
            throw CLIError("\(url.path): cannot read the manifest: \(error.localizedDescription)")
        }
        let manifest: ShardManifest
        do {
            manifest = try JSONDecoder().decode(ShardManifest.self, from: data)
        } catch let error as DecodingError {
            throw CLIError("\(url.path): not a ca-render manifest: \(Self.describe(error))")
        }
        guard manifest.version == currentVersion else {
            throw CLIError("\(url.path): manifest version \(manifest.version); this ca-render reads version \(currentVersion)")
        }
        guard manifest.last >= manifest.first, manifest.frameSHA256.count == manifest.last - manifest.first + 1 else {
            throw CLIError("\(url.path): frames \(manifest.first)..\(manifest.last) but \(manifest.frameSHA256.count) frame digests")
        }
        return manifest
    }

    /// The part's output, resolved against the folder of the manifest at `url`.
    func outputURL(manifestAt url: URL) -> URL {
        output.hasPrefix("/") ? URL(fileURLWithPath: output)
            : url.deletingLastPathComponent().appendingPathComponent(output)
    }

    /// `output` as a manifest at `manifest` records it.
    static func recordedPath(of output: URL, manifestAt manifest: URL) -> String {
        let folder = manifest.deletingLastPathComponent().standardizedFileURL.path
        let path = output.standardizedFileURL.path
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            "$" + context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)).\(key.stringValue) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
