import Foundation

/// What an animation's archive holds (`NSSecureCoding`, adopted as Apple's `CAAnimation` adopts it).
///
/// Each property is archived under its key-value coding key, the keys `value(forKey:)` and
/// `setValue(_:forKey:)` take, so decoding sets what encoding read:
/// - every animation: `beginTime`, `duration`, `speed`, `timeOffset`, `repeatCount`, `repeatDuration`,
///   `autoreverses`, `fillMode`, `removedOnCompletion`, `timingFunction`;
/// - a property animation: `keyPath`, `additive`, `cumulative`, `valueFunction`;
/// - a basic animation: `fromValue`, `toValue`, `byValue`; a spring animation also `mass`,
///   `stiffness`, `damping`, `initialVelocity`, `allowsOverdamping`;
/// - a keyframe animation: `values`, `path`, `keyTimes`, `timingFunctions`, `calculationMode`,
///   `tensionValues`, `continuityValues`, `biasValues`, `rotationMode`;
/// - a group: `animations`; a transition: `type`, `subtype`, `startProgress`, `endProgress`,
///   `filter`;
/// - the values stored under other keys (`setValue(_:forKey:)`, such as a `name`), as a dictionary
///   under ``customValuesArchiveKey``.
///
/// A property that is nil, a key for which ``CAAnimation/shouldArchiveValue(forKey:)`` answers false,
/// and a value that cannot be archived (see ``AnimationArchiveValue``: an image, an arbitrary object)
/// are left out and read back as the default. The delegate is not archived. A subclass archives its
/// own stored properties by overriding `encode(with:)` and `init?(coder:)`, as on Apple's platforms.
extension CAAnimation {
    /// The archive key of the values stored under keys that are not properties.
    package static let customValuesArchiveKey = "CAAnimationCustomValues"

    /// The key-value coding keys of the properties archived for this animation's class.
    package var archivedPropertyKeys: [String] {
        var keys = ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
                    "autoreverses", "fillMode", "removedOnCompletion", "timingFunction"]
        if self is CAPropertyAnimation { keys += ["keyPath", "additive", "cumulative", "valueFunction"] }
        if self is CABasicAnimation { keys += ["fromValue", "toValue", "byValue"] }
        if self is CASpringAnimation { keys += ["mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"] }
        if self is CAKeyframeAnimation {
            keys += ["values", "path", "keyTimes", "timingFunctions", "calculationMode",
                     "tensionValues", "continuityValues", "biasValues", "rotationMode"]
        }
        if self is CAAnimationGroup { keys += ["animations"] }
        if self is CATransition { keys += ["type", "subtype", "startProgress", "endProgress", "filter"] }
        return keys
    }

    /// Writes the archived properties and custom values into `coder` (see the extension's rules).
    package func encodeArchivedValues(with coder: NSCoder) {
        for key in archivedPropertyKeys where shouldArchiveValue(forKey: key) {
            guard let property = propertyValue(forKey: key), let value = property,
                  let object = AnimationArchiveValue.encode(value) else { continue }
            coder.encode(object, forKey: key)
        }
        var custom: [String: Any] = [:]
        for (key, value) in customValues where shouldArchiveValue(forKey: key) {
            if let object = AnimationArchiveValue.encode(value) { custom[key] = object }
        }
        if !custom.isEmpty { coder.encode(NSDictionary(dictionary: custom), forKey: Self.customValuesArchiveKey) }
    }

    /// Reads back what ``encodeArchivedValues(with:)`` wrote, through the same keys.
    package func decodeArchivedValues(from coder: NSCoder) {
        let allowed = AnimationArchiveValue.allowedClasses
        for key in archivedPropertyKeys where coder.containsValue(forKey: key) {
            guard let object = coder.decodeObject(of: allowed, forKey: key),
                  let value = AnimationArchiveValue.decode(object) else { continue }
            _ = setPropertyValue(value, forKey: key)
        }
        guard coder.containsValue(forKey: Self.customValuesArchiveKey),
              let custom = coder.decodeObject(of: allowed, forKey: Self.customValuesArchiveKey) as? NSDictionary else { return }
        for (key, object) in custom {
            guard let key = key as? NSString, let value = AnimationArchiveValue.decode(object) else { continue }
            customValues[key.description] = value
        }
    }
}
