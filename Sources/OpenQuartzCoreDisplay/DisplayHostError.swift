/// Why a ``DisplayHost`` could not show its window.
public enum DisplayHostError: Error, CustomStringConvertible, Equatable {
    /// SDL could not reach a display or create the window; `reason` is SDL's own message.
    case cannotOpenWindow(reason: String)

    /// The message to print: what failed, SDL's reason, and what to do about it (a window needs an
    /// X11 or Wayland display: `DISPLAY` or `WAYLAND_DISPLAY` set, or a virtual one from Xvfb).
    public var description: String {
        switch self {
        case .cannotOpenWindow(let reason):
            let display = ProcessInfo.processInfo.environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }.map { "DISPLAY is '\($0)'" } ?? "DISPLAY is not set"
            return "cannot open a window (\(reason)); \(display). Run on a desktop session, or headless under Xvfb: xvfb-run -a COMMAND"
        }
    }
}
