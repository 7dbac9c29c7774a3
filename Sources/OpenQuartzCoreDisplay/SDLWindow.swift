import _CSDL2

/// An SDL window with a renderer and a streaming texture of the window's pixel size, into which
/// whole frames are uploaded (the software compositor's B, G, R, A bytes: SDL's ARGB8888 on a
/// little-endian machine). Used on the thread that created it.
final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    /// The texture's size in pixels.
    private(set) var pixelWidth = 0, pixelHeight = 0
    /// Whether presenting waits for the vertical refresh, as the renderer reports it.
    let reportsVSync: Bool

    /// Opens a window of `width` x `height` window units. Throws ``DisplayHostError`` when SDL has
    /// no display or cannot create the window or its renderer.
    init(title: String, width: Int, height: Int, resizable: Bool, visible: Bool, vsync: Bool) throws {
        try SDLVideo.acquire()
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= resizable ? SDL_WINDOW_RESIZABLE.rawValue : 0
        flags |= visible ? SDL_WINDOW_SHOWN.rawValue : SDL_WINDOW_HIDDEN.rawValue
        let undefined = Int32(bitPattern: 0x1FFF_0000)
        guard let window = SDL_CreateWindow(title, undefined, undefined, Int32(width), Int32(height), flags) else {
            let reason = SDLVideo.lastError
            SDLVideo.release()
            throw DisplayHostError.cannotOpenWindow(reason: reason)
        }
        let requested = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        guard let renderer = SDL_CreateRenderer(window, -1, requested) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let reason = SDLVideo.lastError
            SDL_DestroyWindow(window)
            SDLVideo.release()
            throw DisplayHostError.cannotOpenWindow(reason: reason)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        self.window = window
        self.renderer = renderer
        reportsVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        try resizeTexture()
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDLVideo.release()
    }

    /// The window's size in window units (the units of mouse events).
    var windowSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// Asks for a window of `width` x `height` window units.
    func setSize(width: Int, height: Int) {
        SDL_SetWindowSize(window, Int32(max(1, width)), Int32(max(1, height)))
    }

    /// The refresh rate of the window's display mode; nil when the mode gives none.
    var modeRefreshRate: Double? {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    /// The window's title, as window managers (and `xdotool search --name`) see it.
    var title: String { String(cString: SDL_GetWindowTitle(window)) }

    /// Makes the texture match the renderer's output size; returns whether the size changed.
    @discardableResult
    func resizeTexture() throws -> Bool {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard Int(width) != pixelWidth || Int(height) != pixelHeight || texture == nil else { return false }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    max(1, width), max(1, height))
        guard let texture else { throw DisplayHostError.cannotOpenWindow(reason: SDLVideo.lastError) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        pixelWidth = Int(max(1, width))
        pixelHeight = Int(max(1, height))
        return true
    }

    /// Copies a frame of the texture's size (rows of `bytesPerRow` bytes) into the texture and the
    /// texture into the renderer's back buffer.
    func upload(_ pixels: UnsafeRawPointer, bytesPerRow: Int) {
        guard let texture else { return }
        SDL_UpdateTexture(texture, nil, pixels, Int32(bytesPerRow))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
    }

    /// Locks the texture for writing: its pixels (B, G, R, A) and row length. SDL keeps one buffer
    /// per streaming texture, so the same address comes back at every lock while the texture lives,
    /// and a bitmap context can draw straight into it.
    func lockTexture() -> (pixels: UnsafeMutableRawPointer, bytesPerRow: Int)? {
        guard let texture else { return nil }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return nil }
        return (pixels, Int(pitch))
    }

    /// Unlocks the texture (uploading it, where the renderer keeps textures elsewhere) and copies it
    /// into the renderer's back buffer.
    func unlockTexture() {
        guard let texture else { return }
        SDL_UnlockTexture(texture)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
    }

    /// SDL's clock: milliseconds since SDL started, the clock of its events' timestamps.
    static var ticks: UInt32 { SDL_GetTicks() }

    /// Reads the back buffer (what the next ``present()`` shows) as B, G, R, A bytes, row after row.
    func readBackBuffer() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        let status = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(pixelWidth * 4))
        }
        return status == 0 ? bytes : nil
    }

    /// Shows the back buffer; waits for the vertical refresh when the renderer synchronises.
    func present() {
        SDL_RenderPresent(renderer)
    }
}

/// SDL's video subsystem, initialised while at least one window is open.
enum SDLVideo {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var users = 0

    /// SDL's last error message.
    static var lastError: String { String(cString: SDL_GetError()) }

    /// Initialises the video subsystem for one more user; throws when no display can be reached.
    static func acquire() throws {
        lock.lock()
        defer { lock.unlock() }
        if users == 0 { try initialize(attempts: 5) }
        users += 1
    }

    /// Initialises SDL's video on a driver that shows windows. SDL falls back on drivers that show
    /// nothing ("offscreen", "dummy") when it reaches no display; those count only when asked for
    /// by name (`SDL_VIDEODRIVER`). A display that is named but refuses a connection (a server
    /// starting, or too busy to answer in time: it happens to Xvfb on a loaded machine) is tried
    /// again, `attempts` times in all, a tenth of a second apart.
    private static func initialize(attempts: Int) throws {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let environment = ProcessInfo.processInfo.environment
        if environment["SDL_VIDEODRIVER"] == nil && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")     // no Wayland session: no attempt, no warning
        }
        let displayNamed = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        for attempt in 1...attempts {
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
                guard displayNamed && attempt < attempts else { throw DisplayHostError.cannotOpenWindow(reason: lastError) }
                Thread.sleep(forTimeInterval: 0.1)
                continue
            }
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            let requested = environment["SDL_VIDEODRIVER"] ?? ""
            guard ["offscreen", "dummy", "evdev"].contains(driver) && !requested.contains(driver) else { return }
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            if attempt == attempts {
                throw DisplayHostError.cannotOpenWindow(reason: "no display reachable; SDL fell back on its \(driver) driver")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Lets go of the subsystem; the last user shuts it down.
    static func release() {
        lock.lock()
        defer { lock.unlock() }
        users -= 1
        if users == 0 { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
    }
}
