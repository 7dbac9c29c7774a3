/// How a ``DisplayHost`` opens its window.
public struct DisplayHostOptions {
    /// The window's title.
    public var title = "OpenQuartzCore"

    /// The window's size in points; nil: the root layer's bounds.
    public var size: CGSize?

    /// Pixels per point. Nil: the window system's (the drawable's pixels over the window's points;
    /// 1 on X11). A value forces that scale: the window is opened with `size * scale` pixels, as a
    /// HiDPI screen would give, and layers are drawn at that resolution.
    public var scale: CGFloat?

    /// The display's refresh rate, in frames per second. Nil: the rate of the window's display mode,
    /// or 60 when the mode does not say (Xvfb's modes report none).
    public var refreshRate: Double?

    /// Whether to ask for presentation synchronised with the vertical refresh. When the renderer
    /// cannot give it (or presenting turns out not to wait, as under Xvfb), the host paces frames to
    /// the refresh rate itself.
    public var vsync = true

    /// Whether the user may resize the window.
    public var isResizable = true

    /// Whether the root layer's frame follows the window's size (else the root keeps its geometry and
    /// the window shows what of it falls inside).
    public var resizesRoot = true

    /// How many threads draw a frame, in bands of rows (`CARenderer.rasterizationThreads`): the
    /// machine's cores by default, so that a frame is ready sooner.
    public var rasterizationThreads = ProcessInfo.processInfo.activeProcessorCount

    /// Whether the window is shown (a hidden window still draws and can be read back).
    public var isVisible = true

    /// The default options: a resizable, visible window the size of the root, vsync'd.
    public init() {}
}
