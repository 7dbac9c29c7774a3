/// One painting step of a ``CGContext``, self-contained: the operation and every piece of graphics
/// state a renderer needs to perform it. A context produces one per painting call and hands it to
/// its ``CGContextBackend``; a recording keeps them in a ``CGDisplayList``.
///
/// Coordinates: "device space" is the context's base space (for a bitmap context, Core Graphics'
/// y-up pixel space; for a recording, the space the list is played into). Paths are stored in device
/// space, already transformed by the CTM of the call; rectangles and points of images and gradients
/// are in user space and ``DrawingState/ctm`` maps them to device space. Colours are sRGB,
/// non-premultiplied, with the context's alpha not yet applied (``DrawingState/alpha`` is separate).
package struct DrawingCommand: Sendable {
    /// What to paint.
    package enum Operation: Sendable {
        /// Fills a device-space path with a rule and a colour.
        case fill(path: [PathElement], rule: CGPathFillRule, color: DrawingColor)
        /// Strokes a device-space path; the pen (line width, dashes) is in user space (the state's CTM).
        case stroke(path: [PathElement], style: StrokeStyle, color: DrawingColor)
        /// Draws an image upright in a user-space rectangle (row 0 at the rectangle's maximum y), or,
        /// tiled, repeats it with that rectangle as one tile over the whole clip.
        case image(CGImage, rect: CGRect, tiled: Bool)
        /// Paints an axial gradient (user-space points) over the clip.
        case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
        /// Paints a radial gradient (user-space circles) over the clip.
        case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                            endRadius: CGFloat, options: CGGradientDrawingOptions)
        /// Makes the pixels of a user-space rectangle transparent (within the clip), ignoring alpha,
        /// blend mode and shadow.
        case clear(CGRect)
        /// Starts an offscreen layer: later commands draw into it until the matching end, and the layer
        /// is then composited with this command's state (alpha, blend mode, shadow, clip).
        case beginTransparencyLayer
        /// Ends the innermost transparency layer, compositing it as its begin command says.
        case endTransparencyLayer
        /// Drawing the context cannot express (see ``CGCustomDrawing``), done in the state's user space.
        case custom(any CGCustomDrawing)
    }

    /// What to paint.
    package var operation: Operation
    /// The graphics state the operation is performed with.
    package var state: DrawingState

    /// A command performing `operation` with `state`.
    package init(_ operation: Operation, state: DrawingState) {
        self.operation = operation
        self.state = state
    }
}

/// A colour as the renderer takes it: sRGB components and alpha in `[0, 1]`, not premultiplied.
package struct DrawingColor: Sendable, Hashable {
    /// The components.
    package var red, green, blue, alpha: Double

    /// A colour from its components.
    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `color` converted to sRGB (colour components clamped to `[0, 1]`).
    package init(_ color: CGColor) {
        let rgba = color.rgba(in: CGColorSpace.sRGBSpace)
        self.init(red: min(max(rgba.red, 0), 1), green: min(max(rgba.green, 0), 1),
                  blue: min(max(rgba.blue, 0), 1), alpha: min(max(rgba.alpha, 0), 1))
    }
}

/// How a path is stroked: the pen settings of the graphics state, in user space.
package struct StrokeStyle: Sendable, Hashable {
    /// The line width.
    package var lineWidth: CGFloat = 1
    /// The cap at open ends.
    package var lineCap: CGLineCap = .butt
    /// The join between segments.
    package var lineJoin: CGLineJoin = .miter
    /// The miter limit (Apple's default is 10).
    package var miterLimit: CGFloat = 10
    /// The dash phase.
    package var dashPhase: CGFloat = 0
    /// The dash lengths; empty for a solid line.
    package var dashLengths: [CGFloat] = []

    /// A style with the given settings; the defaults are the graphics state's (width 1, butt caps,
    /// miter joins, miter limit 10, solid).
    package init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                 miterLimit: CGFloat = 10, dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
        self.dashLengths = dashLengths
    }
}

/// One clipping path: a device-space path and the rule that decides its inside.
package struct ClipPath: Sendable, Hashable {
    /// The path, in device space.
    package var path: [PathElement]
    /// The fill rule.
    package var rule: CGPathFillRule
}

/// A shadow as the graphics state holds it (see ``CGContext/setShadow(offset:blur:color:)``).
package struct DrawingShadow: Sendable, Hashable {
    /// The offset, in device space (the CTM does not apply).
    package var offset: CGSize
    /// The blur radius; the renderer blurs with a Gaussian of standard deviation `blur / 2`.
    package var blur: CGFloat
    /// The shadow's colour.
    package var color: DrawingColor
}

/// The graphics state a command is performed with.
package struct DrawingState: Sendable {
    /// The current transformation matrix: user space to device space.
    package var ctm: CGAffineTransform = .identity
    /// The clipping paths, all of which apply (their intersection); empty for no clipping.
    package var clip: [ClipPath] = []
    /// The global alpha, multiplied into everything painted.
    package var alpha: Double = 1
    /// How painted colour combines with the destination.
    package var blendMode: CGBlendMode = .normal
    /// The shadow, or `nil` for none.
    package var shadow: DrawingShadow?
    /// Whether edges are anti-aliased.
    package var antialias: Bool = true
    /// How images are resampled.
    package var interpolationQuality: CGInterpolationQuality = .default
}
