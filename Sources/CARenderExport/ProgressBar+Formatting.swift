import Foundation

extension ProgressBar {
    /// The text of the bar for `completed` of `total` frames after `elapsed` seconds.
    ///
    /// `[#####     ] 42/120 frames  57.3 fps  1.4 s left`: `barWidth` cells, each `#` a `1/barWidth`
    /// share of the frames done (rounded down, so the bar is full only at the end); the speed so far
    /// with one decimal; the time left at that speed, in seconds with one decimal under a minute, else
    /// as `2 min 05 s` or `1 h 02 min`. Speed and time left are left out until a frame is done and
    /// time has passed. `final` replaces the time left by the time taken: `... 57.3 fps  2.1 s`.
    package static func line(completed: Int, total: Int, elapsed: TimeInterval, barWidth: Int = 20,
                             final: Bool = false) -> String {
        let done = min(max(completed, 0), max(total, 0))
        let filled = total > 0 ? done * barWidth / total : barWidth
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: barWidth - filled) + "]"
        text += " \(done)/\(total) frames"
        guard done > 0, elapsed > 0 else {
            return final && elapsed > 0 ? text + "  " + duration(elapsed) : text
        }
        let rate = Double(done) / elapsed
        text += "  " + String(format: "%.1f", rate) + " fps"
        if final {
            text += "  " + duration(elapsed)
        } else if done < total {
            text += "  " + duration(Double(total - done) / rate) + " left"
        }
        return text
    }

    /// `seconds` for a person: `1.4 s`, `2 min 05 s`, `1 h 02 min`.
    package static func duration(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds)
        if seconds < 59.95 { return String(format: "%.1f s", seconds) }
        let whole = Int(seconds.rounded())
        if whole < 3600 { return String(format: "%d min %02d s", whole / 60, whole % 60) }
        return String(format: "%d h %02d min", whole / 3600, whole % 3600 / 60)
    }
}
