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
