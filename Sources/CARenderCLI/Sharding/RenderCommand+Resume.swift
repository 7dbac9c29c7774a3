import CARenderExport
import Foundation
import Logging

extension RenderCommand {
    /// Where a resumed render (`--resume`) writes, its journal (``ResumeJournal``) and the frames it
    /// keeps; throws unless the output is a PNG sequence in a directory.
    func resumable(settings: ExportSettings, plan: FramePlan, scene: String, output: String, logger: Logger) throws
        -> (directory: URL, journal: ResumeJournal, kept: Set<Int>) {
        let directory = URL(fileURLWithPath: output)
        guard settings.format == .png, output != "-", !output.contains("%"), directory.pathExtension.lowercased() != "png" else {
            throw CLIError("--resume continues a PNG sequence written into a directory (such as -o frames/)")
        }
        guard time == nil else { throw CLIError("--resume continues a sequence; --time draws one frame") }
        let found = ResumeJournal.keptFrames(in: directory, sceneSHA256: try SceneInput.digest(scene),
                                             settings: ShardManifest.Settings(settings, frames: plan.frames), plan: plan)
        if !found.kept.isEmpty { logger.info("resuming: \(found.kept.count) of \(plan.frames.count) frames already written") }
        return (directory, found.journal, found.kept)
    }
}
