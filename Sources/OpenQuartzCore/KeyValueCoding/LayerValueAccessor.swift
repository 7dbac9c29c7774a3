/// Typed access to one value inside a layer's state: a property, a component of one (`position.x`,
/// `transform.rotation.z`), or a custom key. Key-value coding and animation both go through it, so
/// a key path is resolved once, when an animation is committed, and then read and written without
/// boxing.
package protocol LayerValueAccessor<Value>: Sendable {
    /// The type of the value.
    associatedtype Value: LayerPropertyValue
    /// The value in `state`.
    func read(_ state: LayerState) -> Value
    /// The value in `state`, which the caller may write: the same as ``read(_:)``, and for a value
    /// stored in the state, read where it lies (``read(_:)`` may copy the whole state first, to have
    /// it at an address).
    func readInPlace(_ state: inout LayerState) -> Value
    /// Replaces the value in `state`.
    func write(_ value: Value, to state: inout LayerState)
    /// The accessor for an animation of a layer whose model is `model`, which may keep what it can
    /// work out once from the model to read and write faster (the same values either way). The
    /// accessor itself by default.
    func prepared(for model: LayerState) -> Self
}

extension LayerValueAccessor {
    /// The accessor itself: nothing to work out in advance.
    package func prepared(for model: LayerState) -> Self { self }

    /// ``read(_:)``.
    package func readInPlace(_ state: inout LayerState) -> Value { read(state) }
}

/// An accessor whose values interpolate; animations build typed tracks from it.
package protocol InterpolatingLayerValueAccessor<Value>: LayerValueAccessor where Value: Interpolatable {}

/// A property of ``LayerState``.
///
/// A property stored inline in the state is read and written at its offset in the state's memory
/// (`MemoryLayout.offset(of:)`), a load or a store, where applying the key path at run time calls
/// into the runtime; the others (those kept in the state's shared box of references) go through
/// the key path.
package struct StateAccessor<Value: LayerPropertyValue>: LayerValueAccessor {
    let keyPath: WritableKeyPath<LayerState, Value> & Sendable
    /// The property's offset in a `LayerState`, or -1 when it is not stored inline.
    let offset: Int

    package init(_ keyPath: WritableKeyPath<LayerState, Value> & Sendable) {
        self.keyPath = keyPath
        offset = MemoryLayout<LayerState>.offset(of: keyPath) ?? -1
    }

    package func read(_ state: LayerState) -> Value {
        guard offset >= 0 else { return state[keyPath: keyPath] }
        return withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Value.self) }
    }

    package func readInPlace(_ state: inout LayerState) -> Value {
        guard offset >= 0 else { return state[keyPath: keyPath] }
        return withUnsafeMutableBytes(of: &state) { $0.load(fromByteOffset: offset, as: Value.self) }
    }

    package func write(_ value: Value, to state: inout LayerState) {
        guard offset >= 0 else { return state[keyPath: keyPath] = value }
        withUnsafeMutablePointer(to: &state) {
            UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}

extension StateAccessor: InterpolatingLayerValueAccessor where Value: Interpolatable {}

/// A component of another accessor's value, such as the x of a point or the z rotation of a
/// transform: reading takes the component out, writing puts it back into the whole.
package struct ComponentAccessor<Base: LayerValueAccessor, Value: LayerPropertyValue>: LayerValueAccessor {
    let base: Base
    let get: @Sendable (Base.Value) -> Value
    let set: @Sendable (inout Base.Value, Value) -> Void

    package init(_ base: Base, get: @escaping @Sendable (Base.Value) -> Value,
                 set: @escaping @Sendable (inout Base.Value, Value) -> Void) {
        self.base = base
        self.get = get
        self.set = set
    }

    package func read(_ state: LayerState) -> Value { get(base.read(state)) }

    package func readInPlace(_ state: inout LayerState) -> Value { get(base.readInPlace(&state)) }

    package func write(_ value: Value, to state: inout LayerState) {
        var whole = base.readInPlace(&state)
        set(&whole, value)
        base.write(whole, to: &state)
    }
}

extension ComponentAccessor: InterpolatingLayerValueAccessor where Value: Interpolatable {}

/// A value stored under a custom key (any key that is not a property), held untyped.
package struct CustomKeyAccessor: LayerValueAccessor {
    let key: String

    package init(key: String) {
        self.key = key
    }

    package func read(_ state: LayerState) -> LayerValue? { state.custom[key] }
    package func write(_ value: LayerValue?, to state: inout LayerState) { state.custom[key] = value }
}

/// A custom key read as a given interpolatable type: the type of the value an animation starts
/// from, found when the animation is committed. A stored value of another type reads as `fallback`.
package struct TypedCustomKeyAccessor<Value: LayerPropertyValue & Interpolatable>: InterpolatingLayerValueAccessor {
    let key: String
    let fallback: Value

    package init(key: String, fallback: Value) {
        self.key = key
        self.fallback = fallback
    }

    package func read(_ state: LayerState) -> Value {
        state.custom[key].flatMap { Value(animationValue: $0.value) } ?? fallback
    }

    package func write(_ value: Value, to state: inout LayerState) { state.custom[key] = LayerValue(value) }
}
