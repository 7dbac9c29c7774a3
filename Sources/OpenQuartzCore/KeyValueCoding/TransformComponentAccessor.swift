/// One of a transform's virtual key paths (`transform.rotation.z`, `transform.scale.x`...): the
/// component is read by decomposing the transform, and written by decomposing, replacing it and
/// recomposing (see ``TransformComponent``).
///
/// Decomposing takes square roots and arc tangents. An animation of a component writes it every
/// frame into a transform that is usually the layer's model transform, unchanged, so the accessor an
/// animation uses (``prepared(for:)``) keeps the decomposition of the model's transform and uses it
/// whenever the transform it is given is equal to it: the same numbers as decomposing again.
package struct TransformComponentAccessor<Base: LayerValueAccessor>: InterpolatingLayerValueAccessor
where Base.Value == CATransform3D {
    /// The decomposition of one transform, and its rotation's Euler angles (an object, so that the
    /// accessor stays small and the decomposition is read in place).
    final class Decomposition: Sendable {
        let transform: CATransform3D
        let parts: DecomposedTransform3D
        let angles: DecomposedTransform3D.Vector3

        init(_ transform: CATransform3D) {
            self.transform = transform
            parts = TransformComponent.decomposed(transform)
            angles = parts.rotation.eulerAngles
        }
    }

    let base: Base
    let component: TransformComponent
    /// The decomposition kept for the model's transform (owned here), and the same reference
    /// unretained: evaluation reads it once per frame per layer, and a retain and release around
    /// each read cost more than the read.
    let cached: Decomposition?
    private let unretained: Unmanaged<Decomposition>?

    /// The accessor of `component` of the transform `base` gives, keeping no decomposition.
    package init(_ base: Base, component: TransformComponent) {
        self.init(base, component: component, cached: nil)
    }

    private init(_ base: Base, component: TransformComponent, cached: Decomposition?) {
        self.base = base
        self.component = component
        self.cached = cached
        unretained = cached.map { Unmanaged.passUnretained($0) }
    }

    /// `body` applied to the kept decomposition when it is that of `transform`, else `otherwise()`.
    @inline(__always)
    private func withDecomposition<Result>(of transform: CATransform3D, _ body: (Decomposition) -> Result,
                                           otherwise: () -> Result) -> Result {
        guard let unretained else { return otherwise() }
        return unretained._withUnsafeGuaranteedRef { cached in
            cached.transform == transform ? body(cached) : otherwise()
        }
    }

    /// The same accessor, keeping the decomposition of `model`'s transform.
    package func prepared(for model: LayerState) -> Self {
        Self(base, component: component, cached: Decomposition(base.read(model)))
    }

    package func read(_ state: LayerState) -> CGFloat {
        let transform = base.read(state)
        return withDecomposition(of: transform, { component.value(in: $0.parts, angles: $0.angles) },
                                 otherwise: { component.value(in: transform) })
    }

    package func readInPlace(_ state: inout LayerState) -> CGFloat {
        let transform = base.readInPlace(&state)
        return withDecomposition(of: transform, { component.value(in: $0.parts, angles: $0.angles) },
                                 otherwise: { component.value(in: transform) })
    }

    package func write(_ value: CGFloat, to state: inout LayerState) {
        let transform = base.readInPlace(&state)
        let result = withDecomposition(of: transform, { component.setting(value, in: $0.parts, angles: $0.angles) },
                                       otherwise: { component.setting(value, in: transform) })
        base.write(result, to: &state)
    }
}
