import CARenderExport
import Foundation

/// Where a render's time went, for `render --verbose`: drawing (the frame pipeline) against encoding
/// (the time spent inside the sink), measured with a few reads of the monotonic clock per frame and
/// no allocation.
///
/// The pipeline draws a batch of frames on its threads, then hands them to the sink one after
/// another, so on the calling thread the two alternate: the wall time is the setup, the drawing and
/// the encoding, added up. The encoding is what the sink takes for each frame (for ffmpeg's formats:
/// converting it to RGBA and writing it to ffmpeg's pipe, which waits whenever ffmpeg is behind) and
/// for ``FrameSink/finish()`` (for ffmpeg: the frames it still holds, encoded); the digests of a
/// manifest, taken before the frame reaches the timed sink, count as drawing. ffmpeg encodes in
/// its own process meanwhile; its processor time and peak memory, read once at the end, say how much work it did and what it
/// held.
struct RenderTimings {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// When the command started, when the scene was read (parsed and built into its layer tree:
    /// what the Lottie peers time as loading a file), when the pipeline started (after the sink was
    /// made: ffmpeg started), when its set-up ended and the first frame began (the drawing contexts
    /// made), and when the pipeline ended.
    var start: UInt64, loaded = 0 as UInt64, pipelineStart = 0 as UInt64, framesStart = 0 as UInt64
    var pipelineEnd = 0 as UInt64

    /// Timings from `start` on.
    init(start: UInt64 = RenderTimings.now()) { self.start = start }

    /// The report: frames per second end to end, then the split, in seconds and shares of the wall
    /// time ending at `end`, and a line of the same figures in milliseconds to the microsecond for
    /// programs (`timing: frames=N load_ms=L setup_ms=S drawing_ms=D encoding_ms=E`: L from the
    /// command's start to the scene read, S the pipeline's set-up, D its frames less the sink's
    /// writes); `sink` gives the nanoseconds spent inside the sink writing frames and
    /// finishing, `encoder` the encoder's settings when it has any, `usage` the processor times and
    /// peak memory of this process and of its children (ffmpeg).
    func report(frames: Int, width: Int, height: Int, jobs: Int, sink: (write: UInt64, finish: UInt64),
                encoder: String?, usage: (own: Usage, children: Usage), end: UInt64) -> String {
        func seconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e9 }
        let wall = seconds(end - start)
        let encoding = seconds(sink.write + sink.finish)
        let frameStart = max(framesStart, pipelineStart)
        let setup = seconds(frameStart - pipelineStart)
        let drawing = max(0, seconds(pipelineEnd - frameStart) - seconds(sink.write))
        let other = max(0, wall - drawing - encoding - setup)
        let loadedMilliseconds: Double = loaded > start ? Double(loaded - start) / 1e6 : 0
        func line(_ name: String, _ value: Double, _ what: String) -> String {
            let share = wall > 0 ? value / wall * 100 : 0
            return "  " + name.padding(toLength: 9, withPad: " ", startingAt: 0)
                + String(format: "%8.2f s %5.1f%%  ", value, share) + what
        }
        return [
            String(format: "rendered %d frame(s) of %dx%d in %.2f s: %.1f frames per second end to end",
                   frames, width, height, wall, wall > 0 ? Double(frames) / wall : 0),
            line("setup", setup, "the frame pipeline's set-up: the scene's window, the drawing contexts"),
            line("drawing", drawing, "the frame pipeline, \(jobs) drawing thread(s)"),
            line("encoding", encoding, String(format: "inside the sink: %.2f s writing frames, %.2f s finishing",
                                               seconds(sink.write), seconds(sink.finish))),
            line("other", other, "the rest: reading the scene, starting the output"),
            String(format: "  processor time: ca-render %.2f s, child processes (ffmpeg) %.2f s", usage.own.seconds,
                   usage.children.seconds),
            String(format: "  peak memory: ca-render %.0f MB, the largest child process %.0f MB",
                   Double(usage.own.peakBytes) / 1e6, Double(usage.children.peakBytes) / 1e6),
            String(format: "  timing: frames=%d load_ms=%.3f setup_ms=%.3f drawing_ms=%.3f encoding_ms=%.3f", frames,
                   loadedMilliseconds, setup * 1e3, drawing * 1e3, encoding * 1e3),
        ].joined(separator: "\n") + (encoder.map { "\n  encoder: \($0)" } ?? "")
    }

    /// Processor time (user and system, seconds) and peak resident memory (bytes) of a process.
    struct Usage: Equatable {
        var seconds: Double
        var peakBytes: Int
    }

    /// This process's usage, and that of its children that have ended (their processor times added
    /// up, the largest one's peak memory).
    static func usage() -> (own: Usage, children: Usage) {
        func read(_ who: Int32) -> Usage {
            var usage = rusage()
            getrusage(__rusage_who_t(who), &usage)
            return Usage(seconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                             + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
                         peakBytes: usage.ru_maxrss * 1024)
        }
        return (read(RUSAGE_SELF.rawValue), read(RUSAGE_CHILDREN.rawValue))
    }
}

/// A sink that adds up the time spent in the sink it wraps, for ``RenderTimings``: two clock reads
/// around each call, nothing allocated.
final class TimedSink: FrameSink {
    private let wrapped: any FrameSink
    /// Nanoseconds spent writing frames.
    private(set) var writeNanoseconds: UInt64 = 0
    /// Nanoseconds spent finishing.
    private(set) var finishNanoseconds: UInt64 = 0

    /// A sink timing `wrapped`.
    init(wrapping wrapped: any FrameSink) { self.wrapped = wrapped }

    func write(_ frame: CGImage) throws {
        let start = RenderTimings.now()
        defer { writeNanoseconds += RenderTimings.now() - start }
        try wrapped.write(frame)
    }

    func write(contentsOf context: CGContext) throws {
        let start = RenderTimings.now()
        defer { writeNanoseconds += RenderTimings.now() - start }
        try wrapped.write(contentsOf: context)
    }

    func finish() throws {
        let start = RenderTimings.now()
        defer { finishNanoseconds += RenderTimings.now() - start }
        try wrapped.finish()
    }

    func cancel() { wrapped.cancel() }
}
