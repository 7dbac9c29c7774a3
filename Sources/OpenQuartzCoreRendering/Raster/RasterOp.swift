/// One step of a frame as the software compositor executes it, in device pixels: the display list
/// the tree walk (``RasterRecorder``) records once per frame and every band of the frame replays.
enum RasterOp {
    /// A solid colour through a rounded rectangle (a background, or a border: the rectangle less a
    /// hole).
    case fill(SolidFill)
    /// An image through a rectangle.
    case image(ImageDraw)
    /// Redirects drawing to a transparent scratch buffer over these pixels (a group, for opacity).
    case beginGroup(PixelRect)
    /// Composites the innermost group over what is under it, times an 8-bit alpha.
    case endGroup(alpha: UInt32)
    /// A step drawn with Cairo (``CairoStep``), by its index among the recording's steps.
    case cairo(Int)
    /// Nothing (a group placeholder that was not needed).
    case nop

    /// The pixels the step can change; nil for steps that delimit groups.
    var bounds: PixelRect? {
        switch self {
        case .fill(let fill): fill.bounds
        case .image(let image): image.bounds
        case .beginGroup(let rect): rect
        case .endGroup, .cairo, .nop: nil
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

/// A clip of the frame: a rounded rectangle (a layer with masksToBounds), within its parent clip.
struct RasterClip {
    /// The clip's coverage.
    var shape: RoundedRectCoverage
    /// The same shape as Cairo draws it: the rectangle in the layer's space, the corners, and the
    /// map to device pixels.
    var rect: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    var toDevice: CGAffineTransform
    /// The enclosing clip, or -1.
    var parent: Int
    /// The pixels inside this clip and its ancestors.
    var bounds: PixelRect
}
