import ArgumentParser

/// The `ca-render` command: renders Core Animation scenes to images and videos.
public struct CARender: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "ca-render",
        abstract: "Render Core Animation scenes to PNG, GIF, MP4, WebM and APNG.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, PlayCommand.self, JoinCommand.self, InfoCommand.self, ValidateCommand.self, CurveCommand.self, GalleryCommand.self]
    )

    /// The command, before its arguments are parsed.
    public init() {}
}
