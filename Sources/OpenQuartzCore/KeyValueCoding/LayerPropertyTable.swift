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
    /// Whether setting it asks for an implicit action, and whether it can be animated.
    package let isAnimatable: Bool
    /// The layer classes that have it.
    package let kind: LayerKinds
}

/// The table of every key path layers understand (after pop's property table): the one place where a
/// key meets its typed accessor, so key-value coding, implicit actions and animations agree.
package enum LayerPropertyTable {
    /// The entries by key path.
    package static let entries: [String: LayerKeyPathEntry] = {
        var builder = Builder()
        builder.addLayerProperties()
        builder.addSubclassProperties()
        return builder.entries
    }()

    /// The entry for `keyPath` on a layer of the given kinds, or nil when the key path is not one of
    /// its properties (it is then a custom key).
    package static func entry(forKeyPath keyPath: String, kinds: LayerKinds) -> LayerKeyPathEntry? {
        guard let entry = entries[keyPath], !entry.kind.isDisjoint(with: kinds) else { return nil }
        return entry
    }

    struct Builder {
        var entries: [String: LayerKeyPathEntry] = [:]

        mutating func add<Value: LayerPropertyValue>(_ key: String, _ keyPath: WritableKeyPath<LayerState, Value> & Sendable,
                                 animatable: Bool, kind: LayerKinds = .base) {
            let accessor = StateAccessor(keyPath)
            insert(key, key, accessor, animatable, kind)
            for (suffix, component) in Self.components(of: accessor) {
                insert("\(key).\(suffix)", key, component, animatable, kind)
            }
        }

        mutating func insert(_ keyPath: String, _ property: String, _ accessor: any LayerValueAccessor,
                             _ animatable: Bool, _ kind: LayerKinds) {
            entries[keyPath] = LayerKeyPathEntry(keyPath: keyPath, propertyKey: property, accessor: accessor,
                                                 isAnimatable: animatable, kind: kind)
        }

        /// The named components of a value: the fields of points, sizes and rects, and the virtual
        /// key paths of transforms.
        static func components<A: LayerValueAccessor>(of base: A) -> [(String, any LayerValueAccessor)] {
            switch base {
            case let point as StateAccessor<CGPoint>: pointComponents(point)
            case let size as StateAccessor<CGSize>: sizeComponents(size)
            case let rect as StateAccessor<CGRect>: rectComponents(rect)
            case let transform as StateAccessor<CATransform3D>: transformComponents(transform)
            default: []
            }
        }

        static func pointComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any LayerValueAccessor)] where A.Value == CGPoint {
            [("x", ComponentAccessor(base, get: { $0.x }, set: { $0.x = $1 })),
             ("y", ComponentAccessor(base, get: { $0.y }, set: { $0.y = $1 }))]
        }

        static func sizeComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any LayerValueAccessor)] where A.Value == CGSize {
            [("width", ComponentAccessor(base, get: { $0.width }, set: { $0.width = $1 })),
             ("height", ComponentAccessor(base, get: { $0.height }, set: { $0.height = $1 }))]
        }

        static func rectComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any LayerValueAccessor)] where A.Value == CGRect {
            let origin = ComponentAccessor(base, get: { $0.origin }, set: { $0.origin = $1 })
            let size = ComponentAccessor(base, get: { $0.size }, set: { $0.size = $1 })
            return [("origin", origin), ("size", size)]
                + pointComponents(origin).map { ("origin.\($0.0)", $0.1) }
                + sizeComponents(size).map { ("size.\($0.0)", $0.1) }
        }

        static func transformComponents<A: LayerValueAccessor>(_ base: A) -> [(String, any LayerValueAccessor)] where A.Value == CATransform3D {
            var result: [(String, any LayerValueAccessor)] = []
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
