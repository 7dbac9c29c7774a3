/// How ffmpeg's video encoders run: x264 for ``OutputFormat/mp4``, libvpx-vp9 for
/// ``OutputFormat/webm``. Speed against size, quality, and a fixed number of threads. The other
/// formats ignore these settings.
///
/// Determinism: the same frames and settings give the same bytes on every machine. Neither encoder
/// is left to pick its thread count from the processor count; ``threads`` is a number of the
/// settings, 4 unless changed. x264 runs frame threads (`sliced-threads=0`, one lookahead thread),
/// whose output is repeatable for a given thread count but differs from one count to another.
/// libvpx-vp9 runs one thread per tile column (`-row-mt 0`); the columns are chosen from the frame
/// width, not from the threads, so its bytes are the same at any thread count. ffmpeg's conversion
/// to YUV (the `scale` filter) runs on ``threads`` threads as well.
public struct EncoderSettings: Sendable, Equatable {
    /// x264's preset for MP4; see ``X264Preset``.
    ///
    /// The default stays ``X264Preset/medium``, what ca-render used before the option existed.
    /// Measured on the ship scene at 1920x1080, 60 fps, on two cores (Benchmarks/README.md,
    /// "Encoding: presets and threads"), with 4 threads: medium 52.8 frames per second end to end,
    /// faster 56.2, veryfast 63.2, ultrafast 72 to 82 (at 4.4 times the bytes). veryfast's 20 % comes
    /// at 3.7 dB less PSNR at the same ``crf``; medium keeps the files what they were (identical at
    /// one thread) and compresses better where a scene has more detail than that one.
    public var preset: X264Preset
    /// The constant-quality level, or `nil` for the format's default (``defaultX264CRF``,
    /// ``defaultVP9CRF``): lower is better and larger. x264 takes 0 to 51 (``x264CRFRange``),
    /// libvpx-vp9 0 to 63 (``vp9CRFRange``, with `-b:v 0`, which makes it constant quality).
    public var crf: Int?
    /// libvpx-vp9's `-cpu-used` for WebM, under `-deadline good`: 0 (slowest, smallest) to 5
    /// (``vp9SpeedRange``); the default is ``defaultVP9Speed``. libvpx's good-quality mode treats
    /// higher values as 5 (libvpx 1.12 writes identical bytes for 5 to 8).
    public var vp9Speed: Int
    /// The encoder's threads (and those of ffmpeg's YUV conversion), ``threadRange``; the default is
    /// ``defaultThreads``.
    public var threads: Int

    /// x264's default constant quality here: 18, near transparent for animations of flat colours.
    public static let defaultX264CRF = 18
    /// libvpx-vp9's default constant quality here.
    public static let defaultVP9CRF = 24
    /// libvpx-vp9's default `-cpu-used` here.
    public static let defaultVP9Speed = 2
    /// The default thread count: a fixed number, the same on every machine, so that MP4s are too.
    /// Four frame threads let x264 use a 4-core machine; on two cores they took the ship scene at
    /// 1080p60 from 41.5 to 52.8 frames per second (2 threads did as well there), for about 100 MB
    /// more of ffmpeg's memory (526 MiB at its peak, x264 holding frames for each thread).
    public static let defaultThreads = 4
    /// The constant-quality levels x264 takes (8-bit).
    public static let x264CRFRange = 0...51
    /// The constant-quality levels libvpx-vp9 takes.
    public static let vp9CRFRange = 0...63
    /// The `-cpu-used` values that differ under `-deadline good`.
    public static let vp9SpeedRange = 0...5
    /// The thread counts accepted (x264 and libvpx allow more; more than 64 gains nothing here).
    public static let threadRange = 1...64

    /// Settings with each value given or at its default.
    public init(preset: X264Preset = .medium, crf: Int? = nil, vp9Speed: Int = EncoderSettings.defaultVP9Speed,
                threads: Int = EncoderSettings.defaultThreads) {
        self.preset = preset
        self.crf = crf
        self.vp9Speed = vp9Speed
        self.threads = threads
    }

    /// The constant quality `format` is encoded at: ``crf``, or the format's default.
    public func crf(for format: OutputFormat) -> Int {
        crf ?? (format == .webm ? Self.defaultVP9CRF : Self.defaultX264CRF)
    }

    /// The settings that shape `format`'s stream, written `libx264 preset=P crf=N` or
    /// `libvpx-vp9 cpu-used=S crf=N`, for `--verbose` and for the manifests of split renders (whose
    /// MP4 or WebM parts are joined only when they agree); `nil` for the formats without these
    /// settings. The threads are left out: x264's change the bytes but not what the stream
    /// declares, so parts encoded with different counts still join into a valid video.
    public func summary(for format: OutputFormat) -> String? {
        switch format {
        case .mp4: "libx264 preset=\(preset.rawValue) crf=\(crf(for: format))"
        case .webm: "libvpx-vp9 cpu-used=\(vp9Speed) crf=\(crf(for: format))"
        case .png, .gif, .apng, .raw, .null: nil
        }
    }

    /// Throws ``ExportError`` for a value outside its range for `format` (MP4 and WebM; the other
    /// formats do not read these settings).
    func validate(for format: OutputFormat) throws {
        guard format == .mp4 || format == .webm else { return }
        guard Self.threadRange.contains(threads) else {
            throw ExportError("\(threads) encoder threads: expected 1 to \(Self.threadRange.upperBound)")
        }
        if let crf {
            let range = format == .mp4 ? Self.x264CRFRange : Self.vp9CRFRange
            guard range.contains(crf) else {
                throw ExportError("constant quality \(crf): \(format == .mp4 ? "x264" : "libvpx-vp9") takes \(range.lowerBound) to \(range.upperBound)")
            }
        }
        guard Self.vp9SpeedRange.contains(vp9Speed) else {
            throw ExportError("VP9 speed \(vp9Speed): expected 0 to \(Self.vp9SpeedRange.upperBound)")
        }
    }
}
