import CARenderExport
import Foundation
import Logging
import Synchronization

/// Fixtures shared by the export tests: frames, scratch directories, and ffmpeg/ffprobe runs.
enum ExportTestSupport {
    /// The five straight-alpha colours of ``solidFrames(width:height:)``: red, green, blue, yellow,
    /// and a half-transparent cyan (alpha 128).
    static let colors: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] = [
        (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 0, 255), (0, 255, 255, 128),
    ]

    /// A frame of one colour, given straight; premultiplied here (`c × a / 255`, rounded).
    static func solidFrame(width: Int, height: Int,
                           _ color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> CGImage {
        func premultiply(_ value: UInt8) -> UInt8 { UInt8((Int(value) * Int(color.alpha) + 127) / 255) }
        let pixel: [UInt8] = [premultiply(color.red), premultiply(color.green), premultiply(color.blue), color.alpha]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes += pixel }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }

    /// A premultiplied channel made straight again: `c × 255 / alpha` rounded to nearest and at most
    /// 255, 0 where `alpha` is 0 (PNG and GIF store straight colour; the formula
    /// ``PixelStraightener`` documents, written out here to check it).
    static func straight(_ channel: UInt8, alpha: Int) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (Int(channel) * 255 + alpha / 2) / alpha))
    }

    /// One frame of each of ``colors``.
    static func solidFrames(width: Int = 32, height: Int = 24) -> [CGImage] {
        colors.map { solidFrame(width: width, height: height, $0) }
    }

    /// A fresh empty directory, removed by `body`'s end.
    static func withScratchDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("CARenderExportTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// The names in `directory`, sorted, hidden ones included.
    static func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    static let logger = Logger(label: "CARenderExportTests")

    /// Exports `frames` with `settings` to `destination`, finishing the sink.
    static func export(_ frames: [CGImage], _ settings: ExportSettings, to destination: String) throws {
        let sink = try FrameSinks.make(settings, destination: destination, logger: logger)
        for frame in frames { try sink.write(frame) }
        try sink.finish()
    }

    /// Runs `tool` (found on `PATH`) with `arguments`; returns its exit status and standard output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// What ffprobe says of the first video stream of `file`: codec, width, height, pixel format, the
    /// number of frames decoded.
    static func probe(_ file: URL) throws -> (codec: String, width: Int, height: Int, pixelFormat: String, frames: Int) {
        let result = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                         "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames",
                                         "-of", "default=noprint_wrappers=1", file.path])
        var fields: [String: String] = [:]
        for line in String(decoding: result.output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return (fields["codec_name"] ?? "?", Int(fields["width"] ?? "") ?? 0, Int(fields["height"] ?? "") ?? 0,
                fields["pix_fmt"] ?? "?", Int(fields["nb_read_frames"] ?? "") ?? 0)
    }

    /// The frames of `file` decoded by ffmpeg to straight RGBA, concatenated (`decoder` forces a
    /// decoder, as VP9 with alpha needs libvpx-vp9).
    static func decodeRGBA(_ file: URL, decoder: String? = nil) throws -> [UInt8] {
        let forced = decoder.map { ["-c:v", $0] } ?? []
        let result = try run("ffmpeg", ["-v", "error", "-nostdin"] + forced
                             + ["-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"])
        return [UInt8](result.output)
    }
}

/// A clock that moves only when told: seconds since an arbitrary origin.
final class ManualClock: Sendable {
    private let seconds = Mutex<Double>(0)
    var now: Double {
        get { seconds.withLock { $0 } }
        set { seconds.withLock { $0 = newValue } }
    }
}
