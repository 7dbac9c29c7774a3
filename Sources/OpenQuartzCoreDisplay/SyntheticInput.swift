import _CSDL2

/// Input pushed into SDL's event queue as if the user had given it: what tests (and scripted input)
/// use to press keys and drag the pointer. The events are delivered at the host's next frame.
package enum SyntheticInput {
    /// A press of `key`.
    package static func pushKey(_ key: SDL_KeyCode) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = Int32(key.rawValue)
        SDL_PushEvent(&event)
    }

    /// A left-button mouse event at window point (x, y): a press, a release, or a move with the
    /// left button held (a drag).
    package static func pushMouse(_ type: SDL_EventType, x: Int, y: Int) {
        var event = SDL_Event()
        if type == SDL_MOUSEMOTION {
            event.motion.type = type.rawValue
            event.motion.x = Int32(x)
            event.motion.y = Int32(y)
            event.motion.state = 1  // SDL_BUTTON_LMASK: the left button held
        } else {
            event.button.type = type.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.button.x = Int32(x)
            event.button.y = Int32(y)
        }
        SDL_PushEvent(&event)
    }
}
