/// Evaluating a committed layer tree the way a renderer does, exposed for the benchmark package
/// (which sees only public symbols) as SPI: `@_spi(Benchmarking) import OpenQuartzCore`. Not part of
/// Apple's API or of OpenQuartzCore's public interface.
@_spi(Benchmarking)
extension CALayer {
    /// Evaluates the presentation of every layer of the layer's committed render tree (sublayers
    /// and masks) at media time `t`, as a renderer does, without making presentation layer objects
    /// (``presentation()`` makes one per call, as Apple's does).
    ///
    /// The layer is taken as a root: its parent time is `t`. Returns the sum over the layers of the
    /// presented `position.x` and `opacity`, so that the evaluation is observable and cannot be
    /// optimised away; 0 for a layer never committed.
    public func _evaluatePresentationTree(atMediaTime t: CFTimeInterval) -> Double {
        renderNode?.presentationChecksum(atParentTime: t) ?? 0
    }
}

extension RenderLayer {
    /// The sum of `position.x` and `opacity` over the presentations of this layer and its subtree
    /// at `parentTime`.
    func presentationChecksum(atParentTime parentTime: CFTimeInterval) -> Double {
        let local = localTime(fromParentTime: parentTime)
        let state = presentation(atLocalTime: local)
        var sum = Double(state.position.x) + Double(state.opacity)
        forEachSublayer { sum += $0.presentationChecksum(atParentTime: local) }
        if let mask {
            sum += mask.presentationChecksum(atParentTime: local)
        }
        return sum
    }
}
