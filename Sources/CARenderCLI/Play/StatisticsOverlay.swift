import Foundation
import OpenQuartzCoreDisplay

/// `--stats`: the frame rate over the last second and the frames dropped so far, at the window's
/// top-left, refreshed twice a second.
struct StatisticsOverlay {
    /// The label's layer.
    let layer = CATextLayer()
    private let refresh = Refresh()

    /// When the label was last refreshed (a box, so that the overlay stays a value).
    private final class Refresh {
        var last: CFTimeInterval?
    }

    /// A label with no figures yet.
    init() {
        layer.frame = CGRect(x: 4, y: 4, width: 190, height: 18)
        layer.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0.6)
        layer.foregroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        layer.fontSize = 12
        layer.string = "-- fps"
    }

    /// Shows `statistics` if half a second passed since the last refresh; in a transaction of the
    /// caller's.
    func show(_ statistics: FrameStatistics, at time: CFTimeInterval) {
        if let last = refresh.last, time - last < 0.5 { return }
        refresh.last = time
        layer.string = String(format: " %.1f fps, %d dropped", statistics.framesPerSecond, statistics.droppedFrames)
    }
}
