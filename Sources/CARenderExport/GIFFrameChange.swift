/// What a GIF frame has to draw, given the frames before and after it: the part of the canvas it
/// covers, which of its pixels it draws, and how it is disposed of.
///
/// The model: a pixel is opaque when its alpha, composited onto the background, is at least 128 (the
/// threshold the ffmpeg pipeline used), otherwise transparent. A frame is disposed of "in place"
/// (disposal method 1) when the next frame keeps every transparent pixel of this one transparent;
/// when the next frame makes a pixel transparent that this one drew, this frame is restored to the
/// background (method 2), which players show as clearing it to transparent. So before each frame the
/// canvas is either exactly the previous frame or, after a restore, empty; players never show a stale
/// pixel (ffmpeg 5.1's encoder could: it cleared only frames that had transparent pixels themselves).
///
/// A frame draws its opaque pixels that differ from what the canvas shows, every opaque pixel on an
/// empty canvas. Its image is the bounding rectangle of those pixels; inside it, the pixels it does
/// not draw get the transparent index and show the canvas. When a frame will be restored and the
/// canvas was not empty, the rectangle also covers all its opaque pixels, so that the restore leaves
/// the canvas empty. A frame that draws nothing is a single transparent pixel. Unchanged pixels are
/// never re-quantised, so still parts of an animation do not flicker between palettes.
///
/// Pixels are compared as the renderer's premultiplied words: equal words are equal colours; the rare
/// different words that composite to the same colour are simply drawn again.
struct GIFFrameChange {
    /// Whether the canvas is empty before this frame (the first frame, or the previous one restored).
    let canvasIsEmpty: Bool
    /// Whether this frame is restored to the background after its delay (disposal method 2).
    let restoresAfter: Bool
    /// The image rectangle: its left, top, width and height, in pixels.
    let x: Int, y: Int, width: Int, height: Int
    /// How many pixels the frame draws.
    let drawnCount: Int
    /// Whether every composited pixel is opaque (an opaque background), so alpha need not be read.
    let alwaysOpaque: Bool
    private let straightener: PixelStraightener

    /// Analyses `current` (`width × height` premultiplied pixels, red in the low byte) between
    /// `previous` and `next` (`nil` at the ends of the animation).
    init(previous: UnsafeBufferPointer<UInt32>?, current: UnsafeBufferPointer<UInt32>,
         next: UnsafeBufferPointer<UInt32>?, width: Int, height: Int, straightener: PixelStraightener) {
        self.straightener = straightener
        alwaysOpaque = straightener.backgroundIsOpaque
        var becomesTransparent = false, turnsTransparent = false
        var opaque = Bounds(), changed = Bounds()
        for row in 0..<height {
            let start = row * width
            for column in 0..<width {
                let pixel = current[start + column]
                let isOpaque = alwaysOpaque || straightener.compositedAlpha(pixel) >= 128
                if let previous {
                    let before = previous[start + column]
                    if isOpaque {
                        if before != pixel { changed.add(column, row) }
                    } else if !alwaysOpaque, straightener.compositedAlpha(before) >= 128 {
                        becomesTransparent = true
                    }
                }
                if isOpaque, !alwaysOpaque {
                    opaque.add(column, row)
                    if let next, straightener.compositedAlpha(next[start + column]) < 128 { turnsTransparent = true }
                }
            }
        }
        if alwaysOpaque { opaque = Bounds(left: 0, top: 0, right: width - 1, bottom: height - 1, count: width * height) }
        canvasIsEmpty = previous == nil || becomesTransparent
        restoresAfter = turnsTransparent
        var drawn = canvasIsEmpty ? opaque : changed
        let count = drawn.count
        if restoresAfter, !canvasIsEmpty { drawn.add(opaque) }
        if drawn.count == 0 {
            (x, y, self.width, self.height) = (0, 0, 1, 1)
        } else {
            (x, y, self.width, self.height) = (drawn.left, drawn.top, drawn.right - drawn.left + 1, drawn.bottom - drawn.top + 1)
        }
        drawnCount = count
    }

    /// Whether the frame draws its pixel `pixel`, where the previous frame had `before` (ignored on
    /// an empty canvas).
    @inline(__always)
    func draws(_ pixel: UInt32, before: UInt32) -> Bool {
        guard alwaysOpaque || straightener.compositedAlpha(pixel) >= 128 else { return false }
        return canvasIsEmpty || pixel != before
    }
}

/// A bounding rectangle of pixels, grown one pixel at a time, with the number of pixels added.
private struct Bounds {
    var left = Int.max, top = Int.max, right = -1, bottom = -1
    var count = 0

    @inline(__always)
    mutating func add(_ column: Int, _ row: Int) {
        if column < left { left = column }
        if column > right { right = column }
        if row < top { top = row }
        bottom = row
        count += 1
    }

    /// Grows to cover `other` too (the count becomes meaningless).
    mutating func add(_ other: Bounds) {
        guard other.count > 0 else { return }
        left = min(left, other.left)
        top = min(top, other.top)
        right = max(right, other.right)
        bottom = max(bottom, other.bottom)
        count += other.count
    }
}
