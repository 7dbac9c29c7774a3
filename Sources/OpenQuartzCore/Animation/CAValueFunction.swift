/// A function that turns an animation's numbers into a transform, for animating a transform by
/// angles, scale factors or distances.
///
/// Set one as a property animation's `valueFunction` on the `transform` (or `sublayerTransform`) key
/// path, with numbers as its values: rotations take an angle in radians, `scale` and `translate` three
/// numbers (x, y, z), the others one. Value functions adopt `NSSecureCoding`, as Apple's do,
/// archiving their name.
open class CAValueFunction: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The function's name.
    open var name: CAValueFunctionName { functionName }

    private let functionName: CAValueFunctionName

    /// The names Core Animation defines.
    private static let knownNames: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                             .translate, .translateX, .translateY, .translateZ]

    /// The value function with the given name; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard Self.knownNames.contains(name) else { return nil }
        functionName = name
        super.init()
    }

    /// True: value functions decode under secure coding (Apple's adopt `NSSecureCoding`).
    open class var supportsSecureCoding: Bool { true }

    /// Creates the value function archived by ``encode(with:)``; nil when the archive names none that
    /// Core Animation defines.
    public required convenience init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "name"),
              let name = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        self.init(name: CAValueFunctionName(rawValue: name.description))
    }

    /// Archives the function's name (its raw string) under `name`.
    open func encode(with coder: NSCoder) {
        coder.encode(NSString(string: name.rawValue), forKey: "name")
    }

    /// The arguments for which the function gives the identity: 1 for scales, 0 otherwise.
    package static func identityArguments(of name: CAValueFunctionName) -> [Double] {
        switch name {
        case .scale: [1, 1, 1]
        case .scaleX, .scaleY, .scaleZ: [1]
        case .translate: [0, 0, 0]
        default: [0]
        }
    }

    /// A value function's arguments from an animation value: an array of numbers, or a single number
    /// (Apple: rotateX, scaleX, translateX and the like take "a single input value").
    package static func arguments(from value: Any) -> [Double]? {
        animationNumber(value).map { [$0] } ?? [Double](animationValue: value)
    }

    /// The transform for `arguments`: a missing argument takes the identity's value, and a single
    /// number given to `scale` or `translate` applies to all three axes (chosen here).
    package static func transform(_ name: CAValueFunctionName, arguments: [Double]) -> CATransform3D {
        func argument(_ index: Int) -> CGFloat {
            if index < arguments.count { return CGFloat(arguments[index]) }
            if arguments.count == 1, name == .scale || name == .translate { return CGFloat(arguments[0]) }
            return CGFloat(identityArguments(of: name)[min(index, identityArguments(of: name).count - 1)])
        }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(argument(0), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(argument(0), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(argument(0), 0, 0, 1)
        case .scale: return CATransform3DMakeScale(argument(0), argument(1), argument(2))
        case .scaleX: return CATransform3DMakeScale(argument(0), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, argument(0), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, argument(0))
        case .translate: return CATransform3DMakeTranslation(argument(0), argument(1), argument(2))
        case .translateX: return CATransform3DMakeTranslation(argument(0), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, argument(0), 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, argument(0))
        default: return CATransform3DIdentity
        }
    }

    /// Equal when the names are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAValueFunction)?.name == name
    }

    /// A hash of the name.
    open override var hash: Int { name.hashValue }
}
