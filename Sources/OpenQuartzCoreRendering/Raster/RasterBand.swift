/// Replays a frame's recording (``RasterRecording``) into one band of rows of the frame: the unit of
/// work of one thread. Each band owns its scratch buffers, so bands run at once without sharing
/// anything they write, and since every pixel's value is computed from the recording alone, a frame
/// comes out the same whatever the number of bands.
final class RasterBand {
    private let pool = ScratchPool()
    /// The colour of the fill being drawn scaled by each 8-bit coverage (``SolidRun/shades(of:into:)``).
    private let shades = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    /// Where fills walk their shapes' outlines (``RoundedRectRows``).
    private let outlines = OutlineScratch()
    var stack: [RasterTarget] = []
    /// The path rasterizer's buffers.
    let pathScratch = PathRasterScratch()
    /// Coverage masks of the frame's clips that path fills are clipped by, made when first needed
    /// in a run (indexed by clip), and the masks' storage, kept from run to run.
    var clipMasks: [ClipMask?] = []
    var maskPool: [ClipMask] = []
    /// The coverage slots of the path fills that stayed the same (``CoverageSlot``), by the first
    /// row of the strip they fall in and the path together.
    var coverageSlots: [Int: CoverageSlot] = [:]
    /// Runs since the band was made, and how many slots were kept after the last clean-up
    /// (``forgetIdleCoverageSlots()``).
    var runCount = 0, slotsKept = 0
    var masksUsed = 0
    /// The pictures of shadows and filters, kept from frame to frame.
    let effectPictures = EffectPictures()
    /// The band's pixels in the run being drawn, over which an effect's picture is drawn once.
    private var bandRect = PixelRect.empty

    deinit {
        shades.deallocate()
    }

    /// The rows drawn at a time: a frame's band is drawn strip after strip, so that the pixels the
    /// steps blend over stay in the processor's caches while every step crossing the strip draws
    /// (the reference scene's 1,000 translucent shapes, measured on an AMD EPYC: about 6 % less time
    /// at the least and 16 % at the median than the whole frame at once, against the cost of
    /// setting up again the shapes that cross strips).
    static let stripRows = 256

    /// Draws `recording` into `frame`, limited to `rect`, the rows of `band` that are drawn: a strip
    /// of ``stripRows`` rows of the band at a time, the strips falling where they fall when the
    /// whole band is drawn.
    func runInStrips(_ recording: RasterRecording, into frame: RasterTarget, rect: PixelRect, of band: PixelRect) {
        effectPictures.beginFrame(band: band)
        bandRect = band
        forgetIdleCoverageSlots()
        var y = rect.y0
        while y < rect.y1 {
            let end = band.y0 + ((y - band.y0) / Self.stripRows + 1) * Self.stripRows
            run(recording, into: frame, rect: PixelRect(x0: rect.x0, y0: y, x1: rect.x1, y1: min(end, rect.y1)))
            y = end
        }
    }

    /// Draws `recording` into `frame`, limited to the rows and columns of `rect`.
    func run(_ recording: RasterRecording, into frame: RasterTarget, rect: PixelRect) {
        guard !rect.isEmpty else { return }
        stack.removeAll(keepingCapacity: true)
        clipMasks.removeAll(keepingCapacity: true)
        clipMasks.append(contentsOf: repeatElement(nil, count: recording.clips.count))
        masksUsed = 0
        var target = frame
        target.origin = frame.row(rect.y0) + rect.x0
        target.rect = rect
        stack.append(target)
        recording.clips.withUnsafeBufferPointer { clips in
            recording.holes.withUnsafeBufferPointer { holes in
                replay(recording, clips: clips, holes: holes)
            }
        }
        while stack.count > 1 { endGroup(alpha: 255) }
    }

    /// Runs the ops of `recording` that can draw in this strip, in order.
    private func replay(_ recording: RasterRecording, clips: UnsafeBufferPointer<RasterClip>,
                        holes: UnsafeBufferPointer<RoundedRectCoverage>) {
        let top = stack[0].rect.y0, bottom = stack[0].rect.y1
        let indexed = recording.opRows.count == recording.ops.count
        recording.ops.withUnsafeBufferPointer { ops in
            recording.opRows.withUnsafeBufferPointer { rows in
                for index in 0..<ops.count {
                    // An op whose rows miss this strip's draws nothing here.
                    if indexed, rows[index].bottom <= top || rows[index].top >= bottom { continue }
                    replay(ops[index], of: recording, clips: clips, holes: holes)
                }
            }
        }
    }

    /// Runs one op of `recording`.
    @inline(__always)
    private func replay(_ op: RasterOp, of recording: RasterRecording, clips: UnsafeBufferPointer<RasterClip>,
                        holes: UnsafeBufferPointer<RoundedRectCoverage>) {
        switch op {
        case .fill(let fill): Self.fill(fill, clips: clips, holes: holes, into: stack[stack.count - 1], shades: shades,
                                        scratch: outlines)
        case .image(let image): Self.draw(image, clips: clips, into: stack[stack.count - 1], scratch: outlines)
        case .path(let path): fill(path, of: recording)
        case .beginGroup(let bounds): beginGroup(bounds)
        case .endGroup(let alpha): endGroup(alpha: alpha)
        case .endTintedGroup(let alpha, let tint): endGroup(alpha: alpha, tint: tint)
        case .endBlendedGroup(let mode): endGroup(mode: mode)
        case .beginMask(let bounds): beginGroup(bounds)
        case .endMask: endMask()
        case .endMaskOfKind(let kind): endMask(kind)
        case .beginDissolve(let bounds): beginGroup(bounds, over: 2)
        case .endDissolve(let fraction): endDissolve(fraction)
        case .cairo(let index):
            guard let frame = recording.frame else { return }
            let step = recording.steps[index]
            if step.keepsPicture {
                effectPictures.draw(step, at: index, of: frame, toDevice: recording.toDevice, band: bandRect, into: stack[stack.count - 1])
            } else {
                CairoStepPainter.paint(step, of: frame, toDevice: recording.toDevice, into: stack[stack.count - 1])
            }
        case .nop: break
        }
    }

    /// Pushes a transparent scratch buffer over `bounds` within the target `depth` from the top (the
    /// innermost target; for a dissolve's new picture, the target under the old one).
    private func beginGroup(_ bounds: PixelRect, over depth: Int = 1) {
        let parent = stack[stack.count - depth]
        let rect = bounds.intersection(parent.rect)
        let width = rect.x1 - rect.x0
        let buffer = pool.buffer(depth: stack.count, count: max(1, width * (rect.y1 - rect.y0)))
        if !rect.isEmpty { buffer.update(repeating: 0, count: width * (rect.y1 - rect.y0)) }
        stack.append(RasterTarget(origin: buffer, stride: max(width, 1), rect: rect))
    }

    private func endGroup(alpha: UInt32) {
        let group = stack.removeLast()
        let parent = stack[stack.count - 1]
        let rect = group.rect, width = rect.x1 - rect.x0
        guard !rect.isEmpty, alpha > 0 else { return }
        for y in rect.y0..<rect.y1 {
            SolidRun.blend(UnsafePointer(group.row(y) + rect.x0), alpha: alpha, into: parent.row(y) + rect.x0, count: width)
        }
    }

    /// Fills a shape with a colour.
    static func fill(_ fill: SolidFill, clips: UnsafeBufferPointer<RasterClip>, holes: UnsafeBufferPointer<RoundedRectCoverage>,
                     into target: RasterTarget, shades: UnsafeMutablePointer<UInt32>, scratch: OutlineScratch) {
        let area = fill.bounds.intersection(target.rect)
        guard !area.isEmpty else { return }
        let color = fill.color
        SolidRun.shades(of: color, into: shades)
        if !fill.hasHole && fill.clip < 0 {
            plainFill(fill.shape, shades: shades, area: area, into: target, scratch: scratch)
            return
        }
        let hole = fill.hasHole ? holes[fill.hole] : fill.shape
        for y in area.y0..<area.y1 {
            let runs = RowRuns(shape: fill.shape, hole: hole, hasHole: fill.hasHole, clip: fill.clip, clips: clips,
                               row: y, columns: area.x0..<area.x1)
            guard !runs.outer.isEmpty else { continue }
            let row = target.row(y)
            runs.segments(partial: { from, to in
                for x in from..<to {
                    let cover = RowRuns.coverage(shape: fill.shape, hole: hole, hasHole: fill.hasHole,
                                                 clip: fill.clip, clips: clips, x: x, y: y)
                    if cover > 0 { row[x] = PixelMath.over(shades[Int(cover)], row[x]) }
                }
            }, full: { from, to in
                SolidRun.blend(color, into: row + from, count: to - from, slack: target.rect.x1 - to)
            })
        }
    }

    /// Draws an image through its rectangle.
    static func draw(_ image: ImageDraw, clips: UnsafeBufferPointer<RasterClip>, into target: RasterTarget,
                     scratch: OutlineScratch) {
        let area = image.bounds.intersection(target.rect)
        guard !area.isEmpty else { return }
        let sampler = TexelSampler(image)
        if image.clip < 0, !image.aligned, plainImage(image, sampler: sampler, area: area, into: target, scratch: scratch) { return }
        for y in area.y0..<area.y1 {
            let runs = RowRuns(shape: image.shape, hole: image.shape, hasHole: false, clip: image.clip, clips: clips,
                               row: y, columns: area.x0..<area.x1)
            guard !runs.outer.isEmpty else { continue }
            let row = target.row(y)
            runs.segments(partial: { from, to in
                for x in from..<to {
                    let cover = RowRuns.coverage(shape: image.shape, hole: image.shape, hasHole: false,
                                                 clip: image.clip, clips: clips, x: x, y: y)
                    guard cover > 0 else { continue }
                    let factor = (cover * image.alpha + 127) / 255
                    row[x] = PixelMath.over(PixelMath.scale(sampler.sample(x: x, y: y), by: factor), row[x])
                }
            }, full: { from, to in
                if image.aligned {
                    let source = image.texels + (y + Int(image.yt)) * image.stride + from + Int(image.xt)
                    SolidRun.blend(source, alpha: image.alpha, into: row + from, count: to - from)
                } else {
                    sampler.blendRun(row: row, columns: from..<to, y: y, alpha: image.alpha)
                }
            })
        }
    }
}
