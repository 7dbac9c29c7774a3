import _CCairo
import OpenCoreGraphics

/// Conversions from OpenCoreGraphics' geometry and state to Cairo's.
enum CairoGeometry {
    /// The Cairo matrix of an affine transform (same convention: points are row vectors).
    static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                       x0: Double(t.tx), y0: Double(t.ty))
    }

    /// The affine transform of a Cairo matrix.
    static func transform(_ m: cairo_matrix_t) -> CGAffineTransform {
        CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Replaces `cr`'s path with `elements` (in `cr`'s current user space). Quadratic curves become the
    /// equivalent cubics; a close leaves the current point at the subpath's start, as in Core Graphics.
    static func setPath(_ elements: [PathElement], in cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                (current, start) = (p, p)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case let .quadCurve(c, e):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                current = e
            case let .curve(c1, c2, e):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                current = e
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Starts a group on `cr` with the identity matrix in effect: Cairo positions a popped group's
    /// pattern for the matrix current when the group was pushed, so pushing in device space makes the
    /// pattern a device-space one (see ``CairoSource/pattern(_:)``).
    static func pushDeviceGroup(_ cr: OpaquePointer) {
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
    }

    /// Cairo's fill rule for a Core Graphics one.
    static func fillRule(_ rule: CGPathFillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    /// Intersects `cr`'s clip with each clipping path of `state` (device space, mapped by `base`).
    static func applyClip(_ state: DrawingState, base: cairo_matrix_t, in cr: OpaquePointer) {
        guard !state.clip.isEmpty else { return }
        var m = base
        cairo_set_matrix(cr, &m)
        cairo_set_antialias(cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        for clip in state.clip {
            setPath(clip.path, in: cr)
            cairo_set_fill_rule(cr, fillRule(clip.rule))
            cairo_clip(cr)
        }
    }

    /// Sets `cr`'s pen from a stroke style (user-space values).
    static func applyStroke(_ style: StrokeStyle, in cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let dashes = style.dashLengths.map { Double($0) }
        dashes.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), Double(style.dashPhase))
        }
    }

    /// Cairo's operator for a blend mode; `nil` for ``CGBlendMode/plusDarker``, which Cairo lacks.
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t? {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: nil
        }
    }

    /// Whether Cairo's operator for `mode` affects pixels the source does not cover (Cairo's
    /// "unbounded" operators, and SOURCE/CLEAR painted through a group), so that Core Graphics'
    /// bounded behaviour needs a coverage mask.
    static func needsCoverageMask(_ mode: CGBlendMode) -> Bool {
        switch mode {
        case .copy, .clear, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }
}
