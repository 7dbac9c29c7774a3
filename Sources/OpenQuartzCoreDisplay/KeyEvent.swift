/// A key pressed on the keyboard (an OpenQuartzCore addition).
public struct KeyEvent: Sendable, Equatable {
    /// A key, by name: a character key by its character in lower case (`"l"`, `"+"`, `"="`), another
    /// key by SDL's name for it (`"Space"`, `"Left"`, `"Return"`, `"Keypad +"`).
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        /// The key's name.
        public var name: String

        /// The key named `name` (see ``KeyEvent/Key``).
        public init(_ name: String) {
            self.name = name.count == 1 ? name.lowercased() : name
        }

        /// The key's name.
        public var description: String { name }

        /// The space bar.
        public static let space = Key("Space")
        /// The left arrow.
        public static let left = Key("Left")
        /// The right arrow.
        public static let right = Key("Right")
        /// The up arrow.
        public static let up = Key("Up")
        /// The down arrow.
        public static let down = Key("Down")
        /// Return (Enter).
        public static let `return` = Key("Return")
        /// Escape.
        public static let escape = Key("Escape")
    }

    /// Modifier keys held with the key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The bits.
        public var rawValue: Int
        /// Modifiers from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Either shift key.
        public static let shift = Modifiers(rawValue: 1)
        /// Either control key.
        public static let control = Modifiers(rawValue: 2)
        /// Either alt (option) key.
        public static let alt = Modifiers(rawValue: 4)
    }

    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: Modifiers
    /// Whether the key is held down and this press is the keyboard's repetition.
    public var isRepeat: Bool
    /// The media time of the frame the event was delivered in.
    public var timestamp: CFTimeInterval

    /// A key press with these values.
    public init(key: Key, modifiers: Modifiers = [], isRepeat: Bool = false, timestamp: CFTimeInterval) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}
