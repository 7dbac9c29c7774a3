import OpenQuartzCoreDisplay

/// The bar along the bottom of the player's window: a track, the part of the scene played, and a
/// playhead. Dragging on it scrubs (``Player/handleBar(_:)``).
struct TimelineBar {
    /// The bar's height in points.
    static let height: CGFloat = 20

    /// The track, the whole width of the window; the handler is registered for it.
    let layer = CALayer()
    private let played = CALayer()
    private let playhead = CALayer()

    /// A bar with nothing played; put it in a tree and give `layer` a frame.
    init() {
        layer.backgroundColor = CGColor(srgbRed: 0.16, green: 0.16, blue: 0.18, alpha: 1)
        played.backgroundColor = CGColor(srgbRed: 0.25, green: 0.5, blue: 0.95, alpha: 1)
        playhead.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        played.anchorPoint = .zero
        layer.addSublayer(played)
        layer.addSublayer(playhead)
    }

    /// Shows `progress` (0: the start, 1: the end) of the scene played; in a transaction of the
    /// caller's.
    func show(progress: Double) {
        let fraction = CGFloat(min(max(progress, 0), 1))
        let width = layer.bounds.width, height = layer.bounds.height
        played.frame = CGRect(x: 0, y: 6, width: width * fraction, height: max(0, height - 12))
        playhead.frame = CGRect(x: width * fraction - 1.5, y: 2, width: 3, height: max(0, height - 4))
    }
}
