import OpenQuartzCoreDisplay

/// How ``Player`` opens and plays.
struct PlayerOptions {
    /// The window's title.
    var title = "ca-render play"
    /// Whether the frame rate and dropped frames are shown.
    var showsStatistics = false
    /// The scene file reloaded when it changes, if any.
    var watchedFile: String?
    /// Whether playing past the end starts again.
    var loops = true
    /// Pixels per point (nil: the window system's).
    var scale: CGFloat?
    /// The display's refresh rate (nil: the display mode's).
    var refreshRate: Double?
    /// Whether presenting waits for the vertical refresh.
    var vsync = true
    /// How often the watched file is checked, in seconds of the display.
    var watchInterval = 0.25
    /// Where the input given to the scene is written when the player ends, if anywhere.
    var recordFile: String?
}
