// Export of 120 frames of the reference scene (BenchScenes' ReferenceScene, 1920x1080 at 60 fps)
// through CARenderExport's FrameSinks, as `ca-render render --jobs 1` does it: each frame drawn by
// CARenderer into a premultiplied RGBA context, taken with makeImage() and written to the sink, then
// finish(). Run once by `make bench` (too slow for benchmark iterations), timed with ContinuousClock.
//
// usage: ExportBenchmark OUTPUT-DIRECTORY [FRAMES [FORMATS]]   (FORMATS: a comma-separated subset of
// mp4,png,gif; all three by default)
// Writes OUTPUT-DIRECTORY/ours.mp4, ours.gif and ours-png/frame_NNNNN.png, and prints, one per line:
//   render frames=120 ms=T                       drawing alone (no image, no sink)
//   export FORMAT frames=120 ms=T render_ms=R sink_ms=S
//   encode FORMAT frames=120 encode_ms=E         (PNG and GIF)
// where T is end to end (sink creation to finish()), R the drawing within it and S the time spent in
// the sink's write() and finish() calls: the encoding our pipeline waits for. The sinks encode on
// other threads while the caller renders, so on a machine of few cores R grows and S shrinks; E is
// the encoding alone, comparable with ffmpeg's peer: the same sink fed the frames rendered beforehand
// and kept in memory (as ffmpeg reads them from a file), sink creation to finish(), output removed.
import BenchScenes
import ExportUnderTest
import Foundation
import Logging

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ExportBenchmark OUTPUT-DIRECTORY [FRAMES]\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
let frameCount = arguments.count > 2 ? Int(arguments[2]) ?? 120 : 120
let formats = arguments.count > 3 ? Set(arguments[3].split(separator: ",").map(String.init)) : ["mp4", "png", "gif"]
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

let scene = ReferenceScene.make()
let context = CGContext(data: nil, width: Frames.width, height: Frames.height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpace(name: CGColorSpace.sRGB)!,
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
let renderer = CARenderer(cgContext: context, options: nil)
renderer.layer = scene.root
renderer.bounds = scene.root.bounds
let clock = ContinuousClock()

/// Milliseconds in `duration`.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

// Warm-up frame, then the drawing alone.
Frames.draw(renderer, frame: 0)
let renderOnly = clock.measure {
    for frame in 0..<frameCount { Frames.draw(renderer, frame: frame) }
}
print(String(format: "render frames=%d ms=%.1f", frameCount, milliseconds(renderOnly)))

let logger = Logger(label: "ExportBenchmark")
let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
let exports: [(name: String, format: OutputFormat, destination: String)] = [
    ("mp4", .mp4, directory.appendingPathComponent("ours.mp4").path),
    ("png", .png, directory.appendingPathComponent("ours-png/frame_%05d.png").path),
    ("gif", .gif, directory.appendingPathComponent("ours.gif").path),
]
for export in exports where formats.contains(export.name) {
    let settings = ExportSettings(format: export.format, width: Frames.width, height: Frames.height,
                                  fps: Frames.framesPerSecond, background: white, frameCount: frameCount)
    var drawing = Duration.zero, sinking = Duration.zero
    let total = try clock.measure {
        let sink = try FrameSinks.make(settings, destination: export.destination, logger: logger)
        for frame in 0..<frameCount {
            drawing += clock.measure { Frames.draw(renderer, frame: frame) }
            guard let image = context.makeImage() else { throw ExportError(message: "could not read a rendered frame") }
            sinking += try clock.measure { try sink.write(image) }
        }
        sinking += try clock.measure { try sink.finish() }
    }
    print("export \(export.name) " + String(format: "frames=%d ms=%.1f render_ms=%.1f sink_ms=%.1f", frameCount,
                                              milliseconds(total), milliseconds(drawing), milliseconds(sinking)))
}

// The encoding alone, for the formats we encode ourselves: every frame rendered first and kept (120
// frames of 1920x1080 hold about 1 GB), then given to a fresh sink.
let encoded = exports.filter { formats.contains($0.name) && $0.format != .mp4 }
var rendered: [CGImage] = []
for frame in 0..<(encoded.isEmpty ? 0 : frameCount) {
    Frames.draw(renderer, frame: frame)
    guard let image = context.makeImage() else { throw ExportError(message: "could not read a rendered frame") }
    rendered.append(image)
}
for export in encoded {
    let settings = ExportSettings(format: export.format, width: Frames.width, height: Frames.height,
                                  fps: Frames.framesPerSecond, background: white, frameCount: frameCount)
    let scratch = directory.appendingPathComponent("encode-only")
    try? FileManager.default.removeItem(at: scratch)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let destination = export.format == .png ? scratch.appendingPathComponent("frame_%05d.png").path
        : scratch.appendingPathComponent("out.\(export.name)").path
    let elapsed = try clock.measure {
        let sink = try FrameSinks.make(settings, destination: destination, logger: logger)
        for image in rendered { try sink.write(image) }
        try sink.finish()
    }
    try? FileManager.default.removeItem(at: scratch)
    print("encode \(export.name) " + String(format: "frames=%d encode_ms=%.1f", frameCount, milliseconds(elapsed)))
}
