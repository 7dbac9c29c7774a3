import Foundation

/// Which layer classes have a property.
package struct LayerKinds: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Every layer: CALayer's own properties.
    package static let base = LayerKinds(rawValue: 1 << 0)
    /// CAShapeLayer.
    package static let shape = LayerKinds(rawValue: 1 << 1)
    /// CAGradientLayer.
    package static let gradient = LayerKinds(rawValue: 1 << 2)
    /// CATextLayer.
    package static let text = LayerKinds(rawValue: 1 << 3)
    /// CAReplicatorLayer.
    package static let replicator = LayerKinds(rawValue: 1 << 4)
    /// CATransformLayer (no properties of its own; the renderer keeps its sublayers in one 3D space).
    package static let transform = LayerKinds(rawValue: 1 << 5)
}

/// One key path a layer understands: a property (`position`) or a component of one (`position.x`).
package struct LayerKeyPathEntry: Sendable {
    /// The full key path.
    package let keyPath: String
    /// The property it belongs to: the key whose action runs when it is set.
    package let propertyKey: String
    /// Typed access to the value.
    package let accessor: any LayerValueAccessor
    /// The same accessor when its values interpolate, nil otherwise: known where the table is made
    /// (from the property's type), so that an animation need not find it out with a dynamic cast,
    /// whose first use for each accessor type searches every protocol conformance of the program.
    package let interpolating: (any InterpolatingLayerValueAccessor)?
    /// Whether setting it asks for an implicit action, and whether it can be animated.
    package let isAnimatable: Bool
    /// The layer classes that have it.
    package let kind: LayerKinds
}

/// The table of every key path layers understand (after pop's property table): the one place where a
/// key meets its typed accessor, so key-value coding, implicit actions and animations agree.
///
/// Entries are made when first asked for, a property (with its components) at a time: each holds a
/// key path into ``LayerState``, and instantiating a key path costs the Swift runtime a few
/// thousand instructions the first time (its types are looked up by mangled name). Making the
/// entries of all 82 properties at a program's first property change was a quarter of loading a
/// small Lottie file, which sets about twenty of them.
package enum LayerPropertyTable {
    /// Every entry by key path: the whole table, made at its first use.
    package static let entries: [String: LayerKeyPathEntry] = {
        var builder = Builder()
        builder.addLayerProperties()
        builder.addSubclassProperties()
        return builder.entries
    }()

    /// The entries made so far, with nil for key paths known to be no property (custom keys). At
    /// most ``customKeysKept`` custom keys are kept, so that a program using ever new keys does not
    /// grow the table without end. Read and written under ``madeLock`` only: an `NSLock` (a pthread
    /// mutex), which ThreadSanitizer sees, where the Synchronization module's `Mutex` is not
    /// instrumented on Linux and its guarded accesses were reported as races.
    nonisolated(unsafe) private static var made: (entries: [String: LayerKeyPathEntry?], customKeys: Int) = ([:], 0)
    private static let madeLock = NSLock()
    private static let customKeysKept = 1024

    /// The entry for `keyPath` on a layer of the given kinds, or nil when the key path is not one of
    /// its properties (it is then a custom key).
    package static func entry(forKeyPath keyPath: String, kinds: LayerKinds) -> LayerKeyPathEntry? {
        madeLock.lock()
        let known = made.entries[keyPath]
        madeLock.unlock()
        let entry = known ?? makeEntries(for: keyPath)
        guard let entry, !entry.kind.isDisjoint(with: kinds) else { return nil }
        return entry
    }

    /// Makes the entries of the property that `keyPath` names or is a component of (the key up to
    /// its first dot) and records them; returns the one for `keyPath`, or nil.
    private static func makeEntries(for keyPath: String) -> LayerKeyPathEntry? {
        let property = keyPath.firstIndex(of: ".").map { String(keyPath[..<$0]) } ?? keyPath
        var builder = Builder(only: property)
        builder.addLayerProperties()
        builder.addSubclassProperties()
        let found = builder.entries[keyPath]
        madeLock.lock()
        defer { madeLock.unlock() }
        for (key, entry) in builder.entries { made.entries[key] = entry }
        if found == nil, made.customKeys < customKeysKept {
            made.entries[keyPath] = .some(nil)
            made.customKeys += 1
        }
        return found
    }

    struct Builder {
        var entries: [String: LayerKeyPathEntry] = [:]
        /// The one property to make entries for, or nil for all.
        let only: String?

        init(only: String? = nil) { self.only = only }

        /// Adds the entries of the property `key` (and its components); `keyPath` is evaluated only
        /// when the builder makes that property.
        mutating func add<Value: LayerPropertyValue>(_ key: String, _ keyPath: @autoclosure () -> WritableKeyPath<LayerState, Value> & Sendable,
                                 animatable: Bool, kind: LayerKinds = .base) {
            if let only, only != key { return }
            insert(key, key, StateAccessor(keyPath()), nil, animatable, kind)
        }

        /// Adds the entries of the property `key` whose values interpolate, and its components.
        mutating func add<Value: LayerPropertyValue & Interpolatable>(_ key: String, _ keyPath: @autoclosure () -> WritableKeyPath<LayerState, Value> & Sendable,
                                 animatable: Bool, kind: LayerKinds = .base) {
            if let only, only != key { return }
            let accessor = StateAccessor(keyPath())
            insert(key, key, accessor, accessor, animatable, kind)
            for (suffix, component) in Self.components(of: accessor) {
                insert("\(key).\(suffix)", key, component, component, animatable, kind)
            }
        }

        mutating func insert(_ keyPath: String, _ property: String, _ accessor: any LayerValueAccessor,
                             _ interpolating: (any InterpolatingLayerValueAccessor)?, _ animatable: Bool, _ kind: LayerKinds) {
            entries[keyPath] = LayerKeyPathEntry(keyPath: keyPath, propertyKey: property, accessor: accessor,
                                                 interpolating: interpolating, isAnimatable: animatable, kind: kind)
        }

        /// The named components of a value: the fields of points, sizes and rects, and the virtual
        /// key paths of transforms.
        static func components<A: LayerValueAccessor>(of base: A) -> [(String, any InterpolatingLayerValueAccessor)] {
            switch base {
            case let point as StateAccessor<CGPoint>: pointComponents(point)
            case let size as StateAccessor<CGSize>: sizeComponents(size)
            case let rect as StateAccessor<CGRect>: rectComponents(rect)
            case let transform as StateAccessor<CATransform3D>: transformComponents(transform)
            default: []
            }
        }

        static func pointComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any InterpolatingLayerValueAccessor)] where A.Value == CGPoint {
            [("x", ComponentAccessor(base, get: { $0.x }, set: { $0.x = $1 })),
             ("y", ComponentAccessor(base, get: { $0.y }, set: { $0.y = $1 }))]
        }

        static func sizeComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any InterpolatingLayerValueAccessor)] where A.Value == CGSize {
            [("width", ComponentAccessor(base, get: { $0.width }, set: { $0.width = $1 })),
             ("height", ComponentAccessor(base, get: { $0.height }, set: { $0.height = $1 }))]
        }

        static func rectComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any InterpolatingLayerValueAccessor)] where A.Value == CGRect {
            let origin = ComponentAccessor(base, get: { $0.origin }, set: { $0.origin = $1 })
            let size = ComponentAccessor(base, get: { $0.size }, set: { $0.size = $1 })
            return [("origin", origin), ("size", size)]
                + pointComponents(origin).map { ("origin.\($0.0)", $0.1) }
                + sizeComponents(size).map { ("size.\($0.0)", $0.1) }
        }

        static func transformComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any InterpolatingLayerValueAccessor)] where A.Value == CATransform3D {
            var result: [(String, any InterpolatingLayerValueAccessor)] = []
            for component in TransformComponent.allCases {
                let accessor = TransformComponentAccessor(base, component: component)
                for path in component.keyPaths { result.append((path, accessor)) }
            }
            result.append(("translation", ComponentAccessor(base, get: { TransformComponent.translation(in: $0) },
                                                            set: { $0 = TransformComponent.settingTranslation($1, in: $0) })))
            return result
        }
    }
}
