import _CCairo
import OpenCoreGraphics

/// Performs ``DrawingCommand``s on a Cairo context: the one execution path of bitmap contexts and of
/// display-list playback.
///
/// `base` maps Core Graphics device space to the Cairo context's device space (for a bitmap, the
/// flip putting y up; for playback, the context's matrix when playback began). Each command leaves
/// the Cairo state as it found it, except that a transparency layer's begin leaves a group pushed
/// until its end.
package struct CairoCommandRenderer {
    /// The Cairo context drawn into.
    package let cr: OpaquePointer
    /// Core Graphics device space to `cr`'s device space.
    package let base: cairo_matrix_t
    /// The states of the open transparency layers' begin commands, innermost last.
    private var layers: [DrawingState] = []

    /// A renderer drawing into `cr` with the given base transform.
    package init(cr: OpaquePointer, base: cairo_matrix_t) {
        self.cr = cr
        self.base = base
    }

    /// How many transparency layers are open.
    package var layerDepth: Int { layers.count }

    /// Performs one command.
    package mutating func perform(_ command: DrawingCommand) {
        let state = command.state
        switch command.operation {
        case .beginTransparencyLayer:
            cairo_save(cr)
            CairoGeometry.applyClip(state, base: base, in: cr)
            CairoGeometry.pushDeviceGroup(cr)
            layers.append(state)
        case .endTransparencyLayer:
            endLayer()
        case .clear(let rect):
            guard Self.isInvertible(state.ctm) else { return }
            cairo_save(cr)
            CairoGeometry.applyClip(state, base: base, in: cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            CairoShape.rect(rect, ctm: state.ctm).draw(.color(DrawingColor(red: 0, green: 0, blue: 0, alpha: 1)),
                                                        alpha: 1, antialias: state.antialias, in: cr, base: base)
            cairo_restore(cr)
        case .custom(let drawing):
            guard Self.isInvertible(state.ctm) else { return }
            cairo_save(cr)
            CairoGeometry.applyClip(state, base: base, in: cr)
            CairoGeometry.pushDeviceGroup(cr)
            var m = base
            cairo_set_matrix(cr, &m)
            var user = CairoGeometry.matrix(state.ctm)
            cairo_transform(cr, &user)
            CustomDrawingDispatch.draw(drawing, in: cr)
            cairo_identity_matrix(cr)
            let pattern = cairo_pop_group(cr)!
            composite(.pattern(pattern), shape: .everything, state: state)
            cairo_pattern_destroy(pattern)
            cairo_restore(cr)
        case let .fill(path, rule, color):
            paint(.color(color), shape: .fill(path, rule), state: state)
        case let .stroke(path, style, color):
            guard Self.isInvertible(state.ctm) else { return }
            paint(.color(color), shape: .stroke(path, style, ctm: state.ctm), state: state)
        case let .image(image, rect, tiled):
            guard Self.isInvertible(state.ctm) else { return }
            let source = CairoSource.image(image, rect: rect, tiled: tiled, ctm: state.ctm,
                                           quality: state.interpolationQuality)
            paint(source, shape: tiled ? .everything : .rect(rect, ctm: state.ctm), state: state)
        case let .linearGradient(gradient, start, end, options):
            guard Self.isInvertible(state.ctm) else { return }
            paint(.gradient(.linear(start: start, end: end, options: options), gradient, ctm: state.ctm),
                  shape: .everything, state: state)
        case let .radialGradient(gradient, c0, r0, c1, r1, options):
            guard Self.isInvertible(state.ctm) else { return }
            let geometry = GradientGeometry.radial(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1,
                                                   options: options)
            paint(.gradient(geometry, gradient, ctm: state.ctm), shape: .everything, state: state)
        }
    }

    /// Ends every layer still open, compositing each (a recording that forgot to end its layers).
    package mutating func finish() {
        while !layers.isEmpty { endLayer() }
    }

    private mutating func endLayer() {
        guard let state = layers.popLast() else { return }
        cairo_identity_matrix(cr)
        let pattern = cairo_pop_group(cr)!
        composite(.pattern(pattern), shape: .everything, state: state)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Paints a source through a shape under the command's clip, alpha, blend mode and shadow.
    private func paint(_ source: CairoSource, shape: CairoShape, state: DrawingState) {
        cairo_save(cr)
        CairoGeometry.applyClip(state, base: base, in: cr)
        composite(source, shape: shape, state: state)
        cairo_restore(cr)
    }

    /// Composites a source through a shape with the state's alpha, blend mode and shadow, inside the
    /// clip already set on `cr`.
    private func composite(_ source: CairoSource, shape: CairoShape, state: DrawingState) {
        guard let op = CairoGeometry.cairoOperator(state.blendMode) else {
            CairoCompositing.plusDarker(source, shape: shape, state: state, in: cr, base: base)
            return
        }
        if CairoGeometry.needsCoverageMask(state.blendMode) {
            CairoCompositing.bounded(source, shape: shape, state: state, op: op, in: cr, base: base)
        } else if let shadow = state.shadow {
            CairoCompositing.withShadow(source, shape: shape, state: state, shadow: shadow, op: op, in: cr, base: base)
        } else {
            cairo_set_operator(cr, op)
            shape.draw(source, alpha: state.alpha, antialias: state.antialias, in: cr, base: base)
        }
    }

    /// Whether a transform can be inverted (Cairo rejects singular matrices, and they draw nothing).
    static func isInvertible(_ t: CGAffineTransform) -> Bool {
        let det = t.a * t.d - t.b * t.c
        return det.isFinite && abs(det) > 1e-12
    }
}
