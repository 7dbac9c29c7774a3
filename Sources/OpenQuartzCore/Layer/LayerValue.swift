/// A value stored in a layer under a key whose type is not fixed (`contents`, a text layer's
/// `string` and `font`, custom keys), carried into the committed snapshot.
///
/// Core Animation's values are immutable once set (numbers, geometry boxes, colours, images,
/// strings): the render tree copies them at commit. OpenQuartzCore relies on the same contract to
/// share them with the snapshot across threads, so a value stored in a layer must not be mutated
/// afterwards (store a copy of a mutable object instead).
package struct LayerValue: @unchecked Sendable {
    /// The stored value.
    package let value: Any

    /// Wraps `value`.
    package init(_ value: Any) {
        self.value = value
    }
}
