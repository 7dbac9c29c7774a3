import CARenderExport
import Foundation
import Logging

extension RenderCommand {
    /// The sinks of a resumed render (`--resume`) and the frames it keeps: a PNG sequence written
    /// straight into the output directory, digested, and journaled (``ResumeJournal``).
    func resumable(settings: ExportSettings, plan: FramePlan, scene: String, output: String, logger: Logger) throws
        -> (sink: any FrameSink, digesting: DigestingSink, journaling: JournalingSink, kept: Set<Int>) {
        let directory = URL(fileURLWithPath: output)
        guard settings.format == .png, output != "-", !output.contains("%"), directory.pathExtension.lowercased() != "png" else {
            throw CLIError("--resume continues a PNG sequence written into a directory (such as -o frames/)")
        }
        guard time == nil else { throw CLIError("--resume continues a sequence; --time draws one frame") }
        let identity = ShardManifest.Settings(settings, frames: plan.frames)
        let found = ResumeJournal.keptFrames(in: directory, sceneSHA256: try SceneInput.digest(scene), settings: identity, plan: plan)
        if !found.kept.isEmpty { logger.info("resuming: \(found.kept.count) of \(plan.frames.count) frames already written") }
        let sink = try FrameSinks.makeResumablePNG(settings, directory: directory, logger: logger)
        let digesting = try DigestingSink(wrapping: sink)
        let journaling = JournalingSink(wrapping: digesting, journal: found.journal, directory: directory,
                                        first: plan.frames.lowerBound)
        return (sink, digesting, journaling, found.kept)
    }
}
