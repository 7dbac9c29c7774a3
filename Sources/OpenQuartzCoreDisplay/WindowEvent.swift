import _CSDL2

/// What the window system reported, in the host's terms: positions in window units, keys by name.
enum WindowEvent {
    case pointer(PointerEvent.Phase, PointerEvent.Kind, pointerID: Int64, x: Double, y: Double)
    /// A touch position, as fractions of the window's width and height.
    case touch(PointerEvent.Phase, finger: Int64, fractionX: Double, fractionY: Double)
    case key(KeyEvent.Key, KeyEvent.Modifiers, isRepeat: Bool)
    case resized
    case focusLost
    case quit

    /// Every event waiting in SDL's queue, translated, with the time it arrived (SDL's milliseconds,
    /// ``SDLWindow/ticks``); those the host has no use for are dropped.
    static func pending() -> [(event: WindowEvent, ticks: UInt32)] {
        var events: [(event: WindowEvent, ticks: UInt32)] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = WindowEvent(event) { events.append((translated, event.common.timestamp)) }
        }
        return events
    }

    /// Whether the event is a pointer's or a key's.
    var isInput: Bool {
        switch self {
        case .pointer, .touch, .key: true
        case .resized, .focusLost, .quit: false
        }
    }

    private init?(_ event: SDL_Event) {
        let touchMouse = UInt32.max
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.which != touchMouse else { return nil }
            let phase: PointerEvent.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            self = .pointer(phase, .mouse(button: Int(event.button.button)), pointerID: -1,
                            x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEMOTION:
            guard event.motion.which != touchMouse else { return nil }
            self = .pointer(.moved, .mouse(button: 0), pointerID: -1, x: Double(event.motion.x), y: Double(event.motion.y))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: PointerEvent.Phase = switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: .down
            case SDL_FINGERUP: .up
            default: .moved
            }
            self = .touch(phase, finger: event.tfinger.fingerId, fractionX: Double(event.tfinger.x), fractionY: Double(event.tfinger.y))
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            guard !name.isEmpty else { return nil }
            let mod = Int(event.key.keysym.mod)
            var modifiers: KeyEvent.Modifiers = []
            if mod & Int(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
            if mod & Int(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
            if mod & Int(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
            self = .key(KeyEvent.Key(name), modifiers, isRepeat: event.key.repeat != 0)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: self = .resized
            case SDL_WINDOWEVENT_FOCUS_LOST: self = .focusLost
            default: return nil
            }
        case SDL_QUIT:
            self = .quit
        default:
            return nil
        }
    }
}
