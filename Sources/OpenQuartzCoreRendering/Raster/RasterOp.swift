/// One step of a frame as the software compositor executes it, in device pixels: the display list
/// the tree walk (``RasterRecorder``) records once per frame and every band of the frame replays.
enum RasterOp {
    /// A solid colour through a rounded rectangle (a background, or a border: the rectangle less a
    /// hole).
    case fill(SolidFill)
    /// An image through a rectangle.
    case image(ImageDraw)
    /// A path of the recording's edges filled with a paint (``PathFill``): shapes, strokes,
    /// gradients, and rectangles and images seen in perspective.
    case path(PathDraw)
    /// Redirects drawing to a transparent scratch buffer over these pixels (a group, for opacity).
    case beginGroup(PixelRect)
    /// Composites the innermost group over what is under it, times an 8-bit alpha.
    case endGroup(alpha: UInt32)
    /// Composites the innermost group over what is under it, each premultiplied component first
    /// multiplied by a tint's (a replicator instance's colour), then times an 8-bit alpha.
    case endTintedGroup(alpha: UInt32, tint: PixelTint)
    /// Blends the innermost group with what is under it by a blend mode (``PixelBlend``).
    case endBlendedGroup(FrameBlendMode)
    /// Keeps the innermost group (a masked picture) and redirects drawing to a transparent scratch
    /// buffer over these pixels for its mask's picture.
    case beginMask(PixelRect)
    /// Composites the masked picture, times the alpha of the mask's picture, over what is under it.
    case endMask
    /// Composites the masked picture, times the luminance of the mask's picture, or one minus its
    /// alpha or luminance (``RasterMaskKind``), over what is under it.
    case endMaskOfKind(RasterMaskKind)
    /// Keeps the innermost group (a dissolve's old picture) and redirects drawing to a transparent
    /// scratch buffer over these pixels for the new picture.
    case beginDissolve(PixelRect)
    /// Composites old x (1 - f) + new x f (f an 8-bit fraction, per premultiplied component) over
    /// what is under them.
    case endDissolve(UInt32)
    /// A step drawn with Cairo (``CairoStep``), by its index among the recording's steps.
    case cairo(Int)
    /// Nothing (a group placeholder that was not needed).
    case nop

    /// The pixels the step can change; nil for steps that delimit groups.
    var bounds: PixelRect? {
        switch self {
        case .fill(let fill): fill.bounds
        case .image(let image): image.bounds
        case .path(let path): path.bounds
        case .beginGroup(let rect), .beginMask(let rect), .beginDissolve(let rect): rect
        case .endGroup, .endTintedGroup, .endBlendedGroup, .endMask, .endMaskOfKind, .endDissolve, .cairo, .nop: nil
        }
    }
}

/// A premultiplied colour through a rounded rectangle, less a hole, within a clip.
struct SolidFill {
    /// The filled shape.
    var shape: RoundedRectCoverage
    /// A shape taken out of it (a border's inside), as an index among the recording's holes, or -1
    /// for none (kept apart so that a fill, the most common step, stays small).
    var hole: Int
    /// The premultiplied colour (B, G, R, A bytes in memory).
    var color: UInt32
    /// The innermost clip (an index among the recording's clips), or -1 for none.
    var clip: Int
    /// The pixels it can change: the shape's, within the clip's.
    var bounds: PixelRect

    /// Whether a hole is taken out of the shape.
    var hasHole: Bool { hole >= 0 }
}

/// An image, resampled through an affine map, through a rectangle, within a clip.
struct ImageDraw {
    /// The destination rectangle's coverage (the image's edges are anti-aliased like a fill's).
    var shape: RoundedRectCoverage
    /// The image, kept alive while the step exists.
    var image: CairoImage
    /// Its first texel, row stride (in texels), width and height.
    var texels: UnsafePointer<UInt32>
    var stride, width, height: Int
    /// Device pixel (x, y) to texel coordinates: `sx = xa x + xc y + xt`, `sy = yb x + yd y + yt`,
    /// measured at the pixel's centre, in texel units where texel (i, j) is centred on (i, j).
    var xa, xc, xt, yb, yd, yt: Double
    /// Nearest-texel sampling instead of bilinear.
    var nearest: Bool
    /// Whether texels map one to one onto device pixels (the map is a whole-pixel translation,
    /// `xt` and `yt` whole): rows are then blended straight from the image.
    var aligned: Bool = false
    /// The 8-bit alpha multiplied into every sample.
    var alpha: UInt32
    /// The innermost clip, or -1.
    var clip: Int
    /// The pixels it can change.
    var bounds: PixelRect
}

/// A path of the recording's edges (``RasterRecording/edges``), filled with a paint within a clip.
struct PathDraw {
    /// The path's index among the edges.
    var path: Int
    var rule: CGPathFillRule
    var paint: PathPaint
    /// An 8-bit alpha on the paint (a layer's opacity folded in).
    var opacity: UInt32
    /// The innermost clip, or -1.
    var clip: Int
    /// The pixels it can change.
    var bounds: PixelRect
    /// Whether its edges are those of the same path of the frame recorded before
    /// (``RasterRecording/markStablePaths()``): only such fills keep their sweep (``CoverageSlot``).
    var isStable = false
}

/// A clip of the frame: a rounded rectangle (a layer with masksToBounds), within its parent clip.
struct RasterClip {
    /// The clip's coverage: the rounded rectangle mapped affinely onto the device. Nil when the
    /// map projects: only path fills (through a coverage mask of the clip's outline) draw within
    /// such a clip.
    var shape: RoundedRectCoverage?
    /// The clip's outline among the recording's edges, made when a path fill first needs it (-1
    /// until then).
    var path: Int = -1
    /// The map of the clip's layer space onto the device.
    var map: PathMap
    /// Whether the clip and every clip it lies in is a ``shape`` (fills and images can be clipped
    /// by it analytically).
    var isAnalytic: Bool
    /// Whether the clip is a rectangle on whole device pixels: clipping by it is limiting a draw to
    /// its ``bounds``.
    var isPixelRect: Bool
    /// The rectangle in the layer's space, and its corners.
    var rect: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    /// The enclosing clip, or -1.
    var parent: Int
    /// The pixels inside this clip and its ancestors.
    var bounds: PixelRect
    /// Pixels wholly inside this clip and its ancestors, where clipping changes nothing: all of
    /// ``bounds`` for whole-pixel rectangles, the pixels a pixel away from the edges of rectangles
    /// along the axes, none for other shapes.
    var interior: PixelRect
}

/// A colour premultiplied pixels are multiplied by, as factors out of 256 for each component (the
/// colour components already multiplied by its alpha).
struct PixelTint: Equatable {
    var red, green, blue, alpha: UInt32

    /// The factors of a frame tint.
    init(_ tint: FrameTint) {
        red = UInt32(tint.red * tint.alpha * 256)
        green = UInt32(tint.green * tint.alpha * 256)
        blue = UInt32(tint.blue * tint.alpha * 256)
        alpha = UInt32(tint.alpha * 256)
    }

    /// `pixel` (premultiplied ARGB) with each component multiplied by its factor.
    @inline(__always)
    func apply(_ p: UInt32) -> UInt32 {
        (((p >> 24) * alpha) >> 8) << 24 | ((((p >> 16) & 0xFF) * red) >> 8) << 16
            | ((((p >> 8) & 0xFF) * green) >> 8) << 8 | (((p & 0xFF) * blue) >> 8)
    }
}

/// What of a mask's picture covers the masked one, for the masks other than plain alpha.
struct RasterMaskKind: Equatable {
    /// One minus the alpha or luminance.
    var inverted: Bool
    /// The luminance (0.2125 R + 0.7154 G + 0.0721 B of the premultiplied colour) instead of alpha.
    var luminance: Bool

    /// The coverage (0...255) a mask pixel gives.
    @inline(__always)
    func coverage(of pixel: UInt32) -> UInt32 {
        var value = pixel >> 24
        if luminance {
            let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
            // The weights in 1/65536ths (13926 + 46884 + 4725 = 65535), rounded.
            value = min((red &* 13_926 &+ green &* 46_884 &+ blue &* 4_725 &+ 32_768) >> 16, 255)
        }
        return inverted ? 255 - value : value
    }
}
