import Foundation

/// Why a PNG file could not be read or written (see `CGImage(contentsOfPNGFile:)` and
/// `CGImage.writePNG(to:)`, OpenQuartzCore additions). The description names the file.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read (missing, unreadable), with the system's reason.
    case unreadableFile(URL, reason: String)
    /// The file was read but does not hold a PNG that can be decoded.
    case notPNG(URL)
    /// The image could not be encoded (too large for the encoder).
    case encodingFailed(URL)
    /// The file could not be written, with the system's reason.
    case unwritableFile(URL, reason: String)

    /// A sentence naming the file and the problem.
    public var description: String {
        switch self {
        case let .unreadableFile(url, reason): "cannot read PNG file \(url.path): \(reason)"
        case let .notPNG(url): "\(url.path) is not a PNG file that can be decoded"
        case let .encodingFailed(url): "cannot encode the image as PNG for \(url.path)"
        case let .unwritableFile(url, reason): "cannot write PNG file \(url.path): \(reason)"
        }
    }
}
