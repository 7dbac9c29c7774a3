import Foundation
import OpenCoreGraphics

/// The ffmpeg command lines, one per encoded format, built as argument arrays (no shell is involved,
/// so paths need no quoting).
///
/// Every command reads raw straight-alpha RGBA frames from its standard input
/// (`-f rawvideo -pix_fmt rgba -s WxH -r FPS -i pipe:0`) and is made deterministic, the same frames
/// and settings giving the same bytes on every run and machine: `-map_metadata -1` drops metadata,
/// `-fflags +bitexact` and `-flags:v +bitexact` keep version strings, dates and random identifiers out
/// of the container and the stream, and every thread count is fixed by ``EncoderSettings/threads``
/// rather than by the machine's processors: the encoder's (`-threads N`; for x264 also
/// `threads=N:lookahead-threads=1:sliced-threads=0`, frame threads) and the YUV conversion's
/// (`-filter_threads N`).
///
/// x264 runs frame threads rather than sliced threads: each thread encodes a frame of its own, a few
/// rows behind the one it refers to, which costs a little compression but keeps one slice per frame;
/// sliced threads cut every frame into N slices, which costs more compression and is meant for low
/// latency. Both are deterministic for a fixed count. libvpx-vp9 encodes its tile columns in
/// parallel (`-row-mt 0`; row multithreading would make the bytes depend on the thread count).
package enum FFmpegArguments {
    /// The arguments (without the executable) that encode `settings.format` into `output`: a file path,
    /// or `pipe:1` for standard output. `padColor` is the `0xRRGGBB` colour that pads MP4 frames of odd
    /// size. PNG, GIF and raw frames have no command line: they are written without ffmpeg.
    package static func arguments(for settings: ExportSettings, output: String, padColor: String = "0x000000") -> [String] {
        let encoder = settings.encoder, threads = String(encoder.threads), crf = String(encoder.crf(for: settings.format))
        var arguments = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error"]
        if settings.format == .mp4 || settings.format == .webm { arguments += ["-filter_threads", threads] }
        arguments += [
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(settings.width)x\(settings.height)",
            "-r", rate(settings.fps), "-i", "pipe:0",
        ]
        let toStandardOutput = output == "pipe:1"
        switch settings.format {
        case .png, .gif, .raw, .null:
            preconditionFailure("PNG, GIF and raw frames are written without ffmpeg")
        case .mp4:
            var filters: [String] = []
            if settings.width % 2 != 0 || settings.height % 2 != 0 {
                filters.append("pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=\(padColor)")
            }
            filters.append("scale=out_color_matrix=bt709:out_range=tv")
            filters.append("format=yuv420p")
            arguments += [
                "-vf", filters.joined(separator: ","),
                "-c:v", "libx264", "-preset", encoder.preset.rawValue, "-crf", crf, "-threads", threads,
                "-x264-params", "threads=\(threads):lookahead-threads=1:sliced-threads=0",
                "-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709", "-color_range", "tv",
                "-movflags", toStandardOutput ? "frag_keyframe+empty_moov+default_base_moof" : "+faststart",
                "-f", "mp4",
            ]
        case .webm:
            arguments += [
                "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuva420p",
                "-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-threads", threads, "-row-mt", "0",
                "-deadline", "good", "-cpu-used", String(encoder.vp9Speed), "-crf", crf, "-b:v", "0",
                "-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709", "-color_range", "tv",
                "-f", "webm",
            ]
        case .apng:
            arguments += ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-f", "apng"]
        }
        arguments += ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-y", output]
        return arguments
    }

    /// The `0xRRGGBB` colour that pads odd-sized MP4 frames: the background flattened onto black.
    package static func padColor(_ background: CGColor?) -> String {
        guard let background else { return "0x000000" }
        let rgba = background.rgba(in: CGColorSpace(name: CGColorSpace.sRGB)!)
        let bytes = [rgba.red, rgba.green, rgba.blue].map { Int((min(max($0, 0), 1) * rgba.alpha * 255).rounded()) }
        return "0x" + bytes.map { String(format: "%02X", $0) }.joined()
    }

    /// `fps` as ffmpeg's `-r` reads it: an integer when it is one, else a decimal with up to six
    /// fractional digits (ffmpeg turns it into the nearest rational, 29.97 into 2997/100).
    package static func rate(_ fps: Double) -> String {
        if fps == fps.rounded(), fps < 1e9 { return String(Int(fps)) }
        var text = String(format: "%.6f", fps)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `arguments` as one line a shell would accept, for logs and error messages: arguments with
    /// characters a shell treats specially are single-quoted.
    package static func commandLine(_ executable: String, _ arguments: [String]) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=+,%")
        return ([executable] + arguments).map { argument in
            !argument.isEmpty && argument.allSatisfy(safe.contains) ? argument
                : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
