/// The kind of transition a `CATransition` animates.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The string value, as Apple's framework spells it.
    public let rawValue: String

    /// Creates a value from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")

    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")

    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")

    /// The old content slides away to reveal the new.
    public static let reveal = CATransitionType(rawValue: "reveal")

    /// The content turns like a cube: the old content on one face rotates away as the new content on
    /// the next face rotates in from the subtype's edge.
    ///
    /// An OpenQuartzCore addition: Apple's framework accepts this type under the same string (the
    /// transition UIKit's view transitions use) but does not declare it.
    public static let cube = CATransitionType(rawValue: "cube")

    /// The content flips over about its centre line, the new content on its back, turning from the
    /// subtype's edge.
    ///
    /// An OpenQuartzCore addition: Apple's framework accepts this type under the same string
    /// (`"oglFlip"`, behind UIKit's flip transitions) but does not declare it.
    public static let flip = CATransitionType(rawValue: "oglFlip")
}

extension CATransitionType: CustomStringConvertible {
    /// The string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CATransitionType/fade``.
@available(*, deprecated, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade

/// The Swift 3 name of ``CATransitionType/moveIn``.
@available(*, deprecated, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn

/// The Swift 3 name of ``CATransitionType/push``.
@available(*, deprecated, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push

/// The Swift 3 name of ``CATransitionType/reveal``.
@available(*, deprecated, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal
