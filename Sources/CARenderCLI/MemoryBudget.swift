import CARenderExport
import Foundation

/// Whether a render's frames fit in the memory this process may use, checked before it starts, so
/// that a size and a `--jobs` too large for the machine are refused with a message instead of the
/// process being killed by the kernel (or its container's limit) part way through.
///
/// The estimate counts the frames a render keeps at once, each `width × height × 4` bytes: four per
/// place of a batch (`2 × jobs` places: the bitmap drawn into, the renderer's frame-sized buffers,
/// and the pictures of shadows and filters its compositor keeps, at most two frames' pixels), and
/// the sink's frames in flight (a PNG sequence: two writer slots per core, each a copy of the frame,
/// its filtered rows and its file; a GIF: two frames and their indices per core; ffmpeg and raw
/// frames: the frame being converted and the one being written; null: none), and 64 MiB for the
/// rest.
enum MemoryBudget {
    /// The bytes of memory this process may use: the machine's physical memory, or its control
    /// group's limit where that is smaller (a container's `memory.max`, cgroup v2, or
    /// `memory.limit_in_bytes`, v1). Nil when neither can be read.
    static func available() -> UInt64? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        var limit: UInt64? = pages > 0 && pageSize > 0 ? UInt64(pages) * UInt64(pageSize) : nil
        for file in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8),
                  let bytes = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { continue }
            limit = min(limit ?? bytes, bytes)
        }
        return limit
    }

    /// The bytes a render of `width × height` frames with `jobs` places per batch and `format`
    /// keeps at once (see the type's description), on a machine of `cores` cores.
    static func estimate(width: Int, height: Int, jobs: Int, format: OutputFormat, cores: Int) -> Double {
        let frame = Double(width) * Double(height) * 4
        let batch = 2 * Double(max(1, jobs)) * 4
        let sink: Double
        switch format {
        case .png: sink = 2 * Double(max(1, cores)) * 3
        case .gif: sink = 2 * Double(max(1, cores)) * 1.25
        case .mp4, .webm, .apng, .raw: sink = 2
        case .null: sink = 0
        }
        return frame * (batch + sink) + 64 * 1_048_576
    }

    /// Throws a ``CLIError`` naming the size, the jobs and both amounts when the estimate exceeds
    /// 90 % of `available` bytes.
    static func check(width: Int, height: Int, jobs: Int, format: OutputFormat, cores: Int, available: UInt64) throws {
        let needed = estimate(width: width, height: height, jobs: jobs, format: format, cores: cores)
        guard needed > 0.9 * Double(available) else { return }
        throw CLIError("""
            a render of \(width)x\(height) frames with --jobs \(jobs) needs about \(gibibytes(needed)) of memory \
            for the frames it keeps at once, more than the \(gibibytes(Double(available))) this machine (or container) \
            allows: use fewer --jobs, or a smaller --size or --scale
            """)
    }

    private static func gibibytes(_ bytes: Double) -> String {
        String(format: "%.1f GiB", bytes / 1_073_741_824)
    }
}
