import _CCairo

/// Cairo's interpretation of a ``RenderFrame``: the reference renderer. `render(in:)` draws
/// through it, `CARenderer` does for contexts its software compositor cannot draw into, and the
/// software compositor hands it the steps it does not draw itself.
///
/// Each step is drawn in its layer's space through its map (an affine map as Cairo's matrix; a
/// projective one by drawing the step flat offscreen and warping it, ``ProjectiveWarp``), within
/// its clips. Effects draw their pictures into Cairo groups and composite them.
enum FramePainter {
    /// Paints the steps `range` of `frame` into `cr`, whose current matrix maps the frame's space
    /// to device pixels. The range must hold whole effects.
    static func paint(_ frame: RenderFrame, range: Range<Int>, in cr: OpaquePointer) {
        var index = range.lowerBound
        while index < range.upperBound {
            switch frame.ops[index] {
            case .begin(let effect):
                paint(effect, at: index, of: frame, in: cr)
                index = effect.end + 1
            case .next, .end:
                index += 1
            default:
                paintStep(frame.ops[index], of: frame, in: cr)
                index += 1
            }
        }
    }

    /// Paints a whole frame.
    static func paint(_ frame: RenderFrame, in cr: OpaquePointer) {
        paint(frame, range: 0..<frame.ops.count, in: cr)
    }

    /// The steps of an effect's first picture and of its second (empty when it has one picture).
    static func pictures(of effect: FrameEffect, at index: Int) -> (first: Range<Int>, second: Range<Int>) {
        guard effect.next >= 0 else { return (index + 1..<effect.end, effect.end..<effect.end) }
        return (index + 1..<effect.next, effect.next + 1..<effect.end)
    }

    private static func paint(_ effect: FrameEffect, at index: Int, of frame: RenderFrame, in cr: OpaquePointer) {
        let (first, second) = pictures(of: effect, at: index)
        switch effect.kind {
        case .group(let alpha, let tint):
            if let tint {
                guard let (image, x, y) = Offscreen.render(like: cr, body: { paint(frame, range: first, in: $0) }) else { return }
                multiply(image, by: tint)
                Offscreen.paint(image, x: x, y: y, alpha: alpha, on: cr)
            } else {
                cairo_push_group(cr)
                paint(frame, range: first, in: cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        case .mask(let inverted, let luminance):
            cairo_push_group(cr)
            paint(frame, range: first, in: cr)
            let content = cairo_pop_group(cr)
            var maskPattern: OpaquePointer
            if luminance {
                guard let pattern = LuminanceMask.pattern(like: cr, body: { paint(frame, range: second, in: $0) }) else {
                    cairo_pattern_destroy(content)
                    return
                }
                maskPattern = pattern
            } else {
                cairo_push_group(cr)
                paint(frame, range: second, in: cr)
                maskPattern = cairo_pop_group(cr)
            }
            if inverted {
                // Opaque everywhere, less the mask's picture.
                cairo_push_group(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                cairo_set_source(cr, maskPattern)
                cairo_paint(cr)
                cairo_pattern_destroy(maskPattern)
                maskPattern = cairo_pop_group(cr)
            }
            cairo_save(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, maskPattern)
            cairo_restore(cr)
            cairo_pattern_destroy(maskPattern)
            cairo_pattern_destroy(content)
        case .shadow(let shadow):
            ShadowRenderer.draw(frame.shadows[shadow], frame: frame, in: cr) { paint(frame, range: first, in: $0) }
        case .filter(let filters, let map, let extents):
            FilterRenderer.draw(filters, map: frame.maps[map], extents: extents, in: cr) { paint(frame, range: first, in: $0) }
        case .blend(let mode):
            cairo_push_group(cr)
            paint(frame, range: first, in: cr)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, mode.cairoOperator)
            cairo_paint(cr)
            cairo_restore(cr)
        case .transition(let dissolve):
            if let fraction = dissolve {
                CrossDissolve.draw(fraction, in: cr, old: { paint(frame, range: first, in: $0) },
                                   new: { paint(frame, range: second, in: $0) })
            } else {
                paint(frame, range: first, in: cr)
                paint(frame, range: second, in: cr)
            }
        }
    }

    /// Multiplies every premultiplied component by the tint's (alpha by alpha), as a replicator's
    /// instance colour multiplies what the instance draws.
    static func multiply(_ image: CairoImage, by tint: FrameTint) {
        let factors = PixelTint(tint)
        image.withPixels { pixels, stride in
            for y in 0..<image.height {
                for x in 0..<image.width where pixels[y * stride + x] != 0 {
                    pixels[y * stride + x] = factors.apply(pixels[y * stride + x])
                }
            }
        }
    }
}
