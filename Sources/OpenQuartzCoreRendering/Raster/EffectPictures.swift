/// The pictures of the shadows and filters a band drew (``CairoStep/keepsPicture``), kept from frame
/// to frame so that an effect whose steps did not change is composited again rather than drawn again.
///
/// A shadow or a filter is the costliest thing a frame draws (an offscreen picture, blurred), and
/// often the part that stays still while something beside it moves: a card's shadow under an
/// animated badge, a Lottie layer's drop shadow beside an animated one. Chromium's compositor keeps
/// such render surfaces the same way, and Core Animation's `shouldRasterize` asks for it by hand.
///
/// The effect is always drawn through its picture: drawn once into a transparent buffer over the
/// band's pixels it can change, then composited source-over into the target strip by strip. So a
/// frame's pixels depend on its steps alone, never on what was kept: drawn fresh or composited from
/// a kept picture, they are the same bytes (the effect's own drawing happens offscreen and reaches
/// the target only through source-over, so drawing it over transparency first changes nothing but
/// where 8-bit rounding falls). The steps are compared as an extraction
/// (``RenderFrame/extract(_:of:using:)``): the same steps, maps, clips, states and objects, whatever
/// else the frame holds, at the same place on the device.
final class EffectPictures {
    /// A picture, the steps it shows and where.
    private final class Picture {
        var steps = RenderFrame()
        var area = PixelRect.empty
        var toDevice = CGAffineTransform.identity
        var pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        var capacity = 1
        /// The frame (``EffectPictures/generation``) that last drew or composited it, and the step's
        /// index among its recording's Cairo steps then.
        var lastUse = 0, position = -1

        deinit { pixels.deallocate() }
    }

    /// The most pictures kept; past it the least recently used one is drawn over.
    static let maximumCount = 8
    /// Frames a picture is kept unused before its memory is given back.
    static let idleFrames = 2

    private var pictures: [Picture] = []
    private var probe = RenderFrame()
    private let tables = FrameExtraction()
    private var generation = 0
    /// Effects drawn (not found among the kept pictures) since the band was made: for tests.
    private(set) var drawCount = 0

    /// Starts a frame drawn over `band`: pictures unused for ``idleFrames`` frames are let go, and
    /// the least recently used ones while those kept hold more than twice the band's pixels (a
    /// frame's pictures may hold more while it is drawn; they are kept within that after).
    func beginFrame(band: PixelRect) {
        generation += 1
        pictures.removeAll { generation - $0.lastUse > Self.idleFrames }
        let budget = 2 * (band.x1 - band.x0) * (band.y1 - band.y0)
        var held = pictures.reduce(0) { $0 + $1.capacity }
        while held > budget, pictures.count > 1 {
            let oldest = pictures.indices.min { pictures[$0].lastUse < pictures[$1].lastUse }!
            held -= pictures[oldest].capacity
            pictures.remove(at: oldest)
        }
    }

    /// Composites the effect `step` of `frame` (whose space `toDevice` maps to device pixels) into
    /// `target`, drawing its picture over `band` (the band's pixels) first unless a kept one shows
    /// the same steps. `position` is the step's index among the recording's Cairo steps.
    func draw(_ step: CairoStep, at position: Int, of frame: RenderFrame, toDevice: CGAffineTransform, band: PixelRect,
              into target: RasterTarget) {
        let area = step.bounds.intersection(band)
        let visible = area.intersection(target.rect)
        guard !visible.isEmpty else { return }
        let picture: Picture
        if let current = pictures.first(where: { $0.lastUse == generation && $0.position == position }) {
            // Found or drawn for this step in an earlier strip of this frame.
            picture = current
        } else {
            probe.extract(step.range, of: frame, using: tables)
            picture = pictures.first { $0.area == area && $0.toDevice == toDevice && $0.steps.hasSameContent(as: probe) }
                ?? drawn(step, at: position, of: frame, toDevice: toDevice, area: area)
        }
        picture.lastUse = generation
        picture.position = position
        let width = area.x1 - area.x0
        for y in visible.y0..<visible.y1 {
            SolidRun.blend(picture.pixels + ((y - area.y0) * width + visible.x0 - area.x0), alpha: 255,
                           into: target.row(y) + visible.x0, count: visible.x1 - visible.x0)
        }
    }

    /// Draws the step's picture over `area` into a picture, which then holds the probe's steps: the
    /// one this position had last frame (the effect changed since), else one unused last frame, else
    /// a new one, else the least recently used (one not used this frame where there is one).
    private func drawn(_ step: CairoStep, at position: Int, of frame: RenderFrame, toDevice: CGAffineTransform,
                       area: PixelRect) -> Picture {
        let picture: Picture
        if let own = pictures.first(where: { $0.position == position && $0.lastUse == generation - 1 }) {
            picture = own
        } else if let stale = pictures.first(where: { $0.lastUse < generation - 1 }) {
            picture = stale
        } else if pictures.count < Self.maximumCount {
            picture = Picture()
            pictures.append(picture)
        } else {
            picture = pictures.min { $0.lastUse < $1.lastUse }!
        }
        let width = area.x1 - area.x0, count = width * (area.y1 - area.y0)
        if picture.capacity < count {
            // Grown by half again, so that an effect growing a little each frame does not
            // allocate each frame.
            picture.pixels.deallocate()
            picture.capacity = max(count, picture.capacity * 3 / 2)
            picture.pixels = .allocate(capacity: picture.capacity)
        }
        picture.pixels.update(repeating: 0, count: count)
        CairoStepPainter.paint(step, of: frame, toDevice: toDevice,
                               into: RasterTarget(origin: picture.pixels, stride: width, rect: area))
        swap(&picture.steps, &probe)
        picture.area = area
        picture.toDevice = toDevice
        drawCount += 1
        return picture
    }
}
