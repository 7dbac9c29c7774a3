import _CCairo

/// CAReplicatorLayer's instances.
///
/// Instance i (from 0 to instanceCount - 1) draws every sublayer with instanceTransform applied i
/// times, about the replicator's anchor point (as sublayerTransform is applied), with its animations
/// delayed by i x instanceDelay, and multiplied by a colour: instanceColor plus i times the
/// instance offsets of each component, clamped to [0, 1] (Apple's CAReplicatorLayer
/// documentation). Instances are drawn in order, each one's sublayers back to front.
enum ReplicatorRenderer {
    static func drawInstances(_ layer: LayerSnapshot, state: LayerState, localTime: CFTimeInterval, in cr: OpaquePointer) {
        guard !layer.sublayers.isEmpty, state.instanceCount > 0 else { return }
        let base = (state.instanceColor ?? LayerState.opaqueWhite).rgba(in: CairoColor.workingSpace)
        for (instance, placement) in placements(of: state).enumerated() {
            let i = Double(instance)
            let color = (red: clamp(base.red + i * Double(state.instanceRedOffset)),
                         green: clamp(base.green + i * Double(state.instanceGreenOffset)),
                         blue: clamp(base.blue + i * Double(state.instanceBlueOffset)),
                         alpha: clamp(base.alpha + i * Double(state.instanceAlphaOffset)))
            let time = localTime - i * state.instanceDelay
            let drawInstance = { (target: OpaquePointer) in
                let presented = layer.sublayers.map { ($0, $0.presentation(atParentTime: time)) }
                for (sublayer, sublayerState) in DepthSorting.byZPosition(presented) where !sublayerState.isHidden {
                    let transform = CATransform3DConcat(
                        LayerGeometry.transformToSuperlayer(sublayerState, superlayer: state), placement)
                    LayerCompositor.draw(sublayer, state: sublayerState, parentTime: time, transform: transform, in: target)
                }
            }
            if color == (1, 1, 1, 1) {
                drawInstance(cr)
            } else if color.alpha > 0, let (image, x, y) = Offscreen.render(like: cr, body: drawInstance) {
                multiply(image, by: color)
                Offscreen.paint(image, x: x, y: y, on: cr)
            }
        }
    }

    /// Where each instance goes in the replicator's coordinates: instanceTransform applied i times
    /// to instance i, about the replicator's anchor point.
    static func placements(of state: LayerState) -> [CATransform3D] {
        let anchor = LayerGeometry.anchorPoint(of: state)
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        let back = CATransform3DMakeTranslation(anchor.x, anchor.y, 0)
        var accumulated = CATransform3DIdentity
        return (0..<max(state.instanceCount, 0)).map { _ in
            defer { accumulated = CATransform3DConcat(accumulated, state.instanceTransform) }
            return CATransform3DConcat(CATransform3DConcat(toAnchor, accumulated), back)
        }
    }

    static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// Multiplies every premultiplied component by the colour's (alpha by alpha).
    static func multiply(_ image: CairoImage, by color: (red: Double, green: Double, blue: Double, alpha: Double)) {
        let r = UInt32(color.red * color.alpha * 256), g = UInt32(color.green * color.alpha * 256)
        let b = UInt32(color.blue * color.alpha * 256), a = UInt32(color.alpha * 256)
        image.withPixels { pixels, stride in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = pixels[y * stride + x]
                    guard p != 0 else { continue }
                    let alpha = ((p >> 24) * a) >> 8, red = (((p >> 16) & 0xFF) * r) >> 8
                    let green = (((p >> 8) & 0xFF) * g) >> 8, blue = ((p & 0xFF) * b) >> 8
                    pixels[y * stride + x] = alpha << 24 | red << 16 | green << 8 | blue
                }
            }
        }
    }
}
