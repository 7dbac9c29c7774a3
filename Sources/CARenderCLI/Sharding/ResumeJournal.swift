import CARenderExport
import Foundation

/// What a resumable render (`render --resume`) has written so far: the scene's digest, the settings,
/// and the digest of each frame's pixels (``FrameDigest``, taken by ``DigestingSink``), kept in the
/// output directory as `.ca-render-resume.json` and rewritten as frames are written (at most once a
/// second, and at the end), so that a render stopped by any means leaves a record of what it finished.
///
/// A resumed render keeps a frame when the journal is of the same scene and settings, and the frame's
/// file reads back (PNG decoding) to pixels of the recorded digest; it draws every other frame. A
/// file cut short by a kill, or changed since, fails the check and is drawn again. Frames whose colours
/// are translucent may not read back to the very bytes drawn (PNG stores them un-premultiplied): they
/// are drawn again, which costs time but never keeps a wrong frame.
struct ResumeJournal: Codable {
    /// The journal format's version: 2 since frame digests are ``FrameDigest``'s (1's were one SHA-256
    /// over the frame). A journal of another version is ignored: its frames are drawn again.
    static let currentVersion = 2
    var version = currentVersion
    var sceneSHA256: String
    var settings: ShardManifest.Settings
    /// Frame number (of the whole render) → pixel digest.
    var frames: [String: String]

    static func url(in directory: URL) -> URL { directory.appendingPathComponent(".ca-render-resume.json") }

    /// The frames of `plan` already written whole into `directory` by an earlier render of the same
    /// scene and settings, per the journal there; none when there is no journal or it differs.
    static func keptFrames(in directory: URL, sceneSHA256: String, settings: ShardManifest.Settings,
                           plan: FramePlan) -> (journal: ResumeJournal, kept: Set<Int>) {
        let fresh = ResumeJournal(sceneSHA256: sceneSHA256, settings: settings, frames: [:])
        guard let data = try? Data(contentsOf: url(in: directory)),
              var journal = try? JSONDecoder().decode(ResumeJournal.self, from: data),
              journal.version == currentVersion, journal.sceneSHA256 == sceneSHA256, journal.settings == settings else { return (fresh, []) }
        var kept = Set<Int>()
        guard let digester = SHA256Digest() else { return (fresh, []) }
        for frame in plan.frames {
            guard let digest = journal.frames[String(frame)] else { continue }
            let file = directory.appendingPathComponent(String(format: "frame_%05d.png", frame - plan.frames.lowerBound))
            if let image = try? CGImage(contentsOfPNGFile: file), image.width == settings.width, image.height == settings.height,
               FrameDigest.hex(of: image, using: digester) == digest {
                kept.insert(frame)
            } else {
                journal.frames[String(frame)] = nil
            }
        }
        return (journal, kept)
    }

    /// Writes the journal into `directory`, atomically.
    func save(in directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(self), to: Self.url(in: directory))
    }
}

/// A sink that records each frame's digest in a ``ResumeJournal`` and saves the journal as frames
/// are written, wrapping the digesting sink of a resumable PNG sequence.
final class JournalingSink: FrameSink {
    private let wrapped: DigestingSink
    private var journal: ResumeJournal
    private let directory: URL
    private let first: Int
    private var lastSave = DispatchTime.now()

    init(wrapping wrapped: DigestingSink, journal: ResumeJournal, directory: URL, first: Int) {
        self.wrapped = wrapped
        self.journal = journal
        self.directory = directory
        self.first = first
    }

    func write(_ frame: CGImage) throws { try wrapped.write(frame) }

    func write(contentsOf context: CGContext) throws {
        try write(contentsOf: context, number: wrapped.digests.count)
    }

    func write(contentsOf context: CGContext, number: Int) throws {
        try wrapped.write(contentsOf: context, number: number)
        if let digest = wrapped.digests.last { journal.frames[String(first + number)] = digest }
        // Saved once a second at most: a journal ahead of its files is harmless (a resumed render
        // checks every file), one behind costs frames drawn again.
        if DispatchTime.now().uptimeNanoseconds - lastSave.uptimeNanoseconds > 1_000_000_000 {
            try journal.save(in: directory)
            lastSave = DispatchTime.now()
        }
    }

    func finish() throws {
        try wrapped.finish()
        try journal.save(in: directory)
    }

    func cancel() {
        wrapped.cancel()
        try? journal.save(in: directory)
    }
}
