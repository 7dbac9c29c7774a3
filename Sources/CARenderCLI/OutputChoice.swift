import CARenderExport
import Foundation

/// Choices about the output that the command line makes.
enum OutputChoice {
    /// The format named by `--format`, or else by the output's extension. A multi-frame render to a
    /// `.png` file needs a directory or a pattern instead.
    static func format(output: String, format: String?, frameCount: Int) throws -> OutputFormat {
        if let format {
            guard let named = OutputFormat(rawValue: format.lowercased()) else {
                throw CLIError("--format \(format): expected one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return named
        }
        if output == "-" { throw CLIError("writing to standard output needs --format (gif, mp4, webm, apng or raw)") }
        let ext = URL(fileURLWithPath: output).pathExtension
        if ext.isEmpty || output.contains("%") { return .png }
        guard let fromExtension = OutputFormat(fileExtension: ext) else {
            throw CLIError("\(output): unknown extension .\(ext); use .png, .gif, .mp4, .webm, .apng or .rgba, or --format")
        }
        return fromExtension
    }

    /// A colour written as `#rrggbb`, `#rrggbbaa` or `#rgb`.
    static func color(_ text: String) throws -> CGColor {
        var hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
            throw CLIError("--background \(text): expected a colour #rrggbb or #rrggbbaa")
        }
        let rgba = hex.count == 6 ? value << 8 | 0xFF : value
        func component(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
        return CGColor(srgbRed: component(24), green: component(16), blue: component(8), alpha: component(0))
    }

    /// The format as messages name it.
    static func name(of format: OutputFormat) -> String {
        switch format {
        case .png: "PNG"
        case .gif: "GIF"
        case .mp4: "MP4"
        case .webm: "WebM"
        case .apng: "APNG"
        case .raw: "raw RGBA"
        case .null: "null"
        }
    }
}
