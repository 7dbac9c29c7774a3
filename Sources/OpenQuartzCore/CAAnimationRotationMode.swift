/// Whether a layer animated along a path turns to follow it.
///
/// With ``rotateAuto`` the layer's rotation about z follows the path's tangent, so a ship points
/// where it is going; ``rotateAutoReverse`` adds a half turn. With no rotation mode (nil, the
/// default) the layer keeps its orientation.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string value.
    public let rawValue: String

    /// Creates a rotation mode from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The layer turns to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's tangent plus a half turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

extension CAAnimationRotationMode: CustomStringConvertible {
    /// The mode's string value.
    public var description: String { rawValue }
}

// MARK: - Swift 3 names

/// The Swift 3 name of ``CAAnimationRotationMode/rotateAuto``.
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto

/// The Swift 3 name of ``CAAnimationRotationMode/rotateAutoReverse``.
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
