import ArgumentParser
import CARenderExport

extension RenderCommand {
    /// Refuses, as usage errors before anything is read, the option combinations that cannot go
    /// together: `--frame` with `--time` or `--frames` (each picks the frames), no `--output` for a format that writes something, and `--format null` (which writes nothing)
    /// with the options that record or resume what was written.
    func validate() throws {
        if frame != nil {
            if time != nil || frames != nil {
                throw ValidationError("--frame draws one frame: it cannot be used with --time or --frames")
            }
        }
        let writesNothing = format?.lowercased() == OutputFormat.null.rawValue
        if output == nil, !writesNothing {
            throw ValidationError("Missing expected argument '--output <output>' (only --format null writes nothing)")
        }
        if writesNothing, shard != nil || manifest != nil || resume {
            throw ValidationError("--format null writes nothing: it cannot be used with --shard, --manifest or --resume")
        }
    }
}
