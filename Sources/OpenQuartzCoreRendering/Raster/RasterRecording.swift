/// What one frame's tree walk records for the bands to replay: the steps in drawing order, the
/// clips and holes they refer to, and the steps left to Cairo. Its arrays keep their capacity from frame to
/// frame.
final class RasterRecording {
    /// The frame recorded, whose steps the Cairo steps refer to.
    var frame: RenderFrame?
    /// The frame's space to device pixels.
    var toDevice = CGAffineTransform.identity
    /// The device pixels drawn.
    var rect = PixelRect.empty
    /// The whole target ``rect`` is part of (the frame updates only ``rect``): what stroke outlines
    /// are kept exact over, so that updating a different part of it does not make them again.
    var target = PixelRect.empty
    var ops: [RasterOp] = []
    /// The device edges of every path the ops fill (and of clips path fills are clipped by), and
    /// those of the frame recorded before, to tell the paths that did not change: two stores that
    /// change places at each ``reset()``.
    var edges: PathEdges { isFirstStoreCurrent ? edgeStores.0 : edgeStores.1 }
    var previousEdges: PathEdges { isFirstStoreCurrent ? edgeStores.1 : edgeStores.0 }
    private let edgeStores = (PathEdges(), PathEdges())
    private var isFirstStoreCurrent = true
    /// Images the path fills' paints read, kept alive for the frame.
    var images: [CairoImage] = []
    var clips: [RasterClip] = []
    /// The shapes fills take out of theirs (``SolidFill/hole``).
    var holes: [RoundedRectCoverage] = []
    var steps: [CairoStep] = []
    /// The rows each op can draw in (``indexRows()``), so that a band's strip passes over the ops
    /// that cannot reach it without reading them: groups' and masks' ends and starts reach every row.
    private(set) var opRows: [OpRows] = []
    /// The recording before this one, kept by ``reset()`` for ``damagedRows()``: its ops and the
    /// tables they index, its placement, and the contents of its Cairo steps (those of this
    /// recording are extracted by ``damagedRows()``). Its images and steps' objects stay alive with
    /// it, so an address compared is never one reused meanwhile.
    private(set) var previous = RecordedTables()
    /// The steps of the frame each Cairo step draws (``CairoStep/range``), extracted so that a step
    /// can be compared with the previous recording's whatever becomes of either frame.
    var stepContents: [RenderFrame] = []
    var previousStepContents: [RenderFrame] = []
    var stepContentCount = 0, previousStepContentCount = 0
    let extraction = FrameExtraction()
    /// Scratch for ``damagedRows()``: the groups open at the op compared.
    var openGroups: [Int] = []
    /// How many times the recording was reset: the recording a store of edges belongs to.
    private(set) var resetCount = 0

    /// The rows `top..<bottom` an op can draw in.
    struct OpRows {
        var top, bottom: Int
        static let every = OpRows(top: .min, bottom: .max)
    }

    /// Notes the rows each op can draw in, once the recording is complete: what a drawing op's bounds
    /// say (a Cairo step's included); every row for the ops that open and close groups.
    func indexRows() {
        opRows.removeAll(keepingCapacity: true)
        for op in ops {
            switch op {
            case .fill(let fill): opRows.append(OpRows(top: fill.bounds.y0, bottom: fill.bounds.y1))
            case .image(let image): opRows.append(OpRows(top: image.bounds.y0, bottom: image.bounds.y1))
            case .path(let path): opRows.append(OpRows(top: path.bounds.y0, bottom: path.bounds.y1))
            case .cairo(let step): opRows.append(OpRows(top: steps[step].bounds.y0, bottom: steps[step].bounds.y1))
            case .nop: opRows.append(OpRows(top: 0, bottom: 0))
            default: opRows.append(.every)
            }
        }
    }

    /// Marks the path fills whose edges are those of the same path of the frame recorded before
    /// (``PathDraw/isStable``): a comparison that stops at the first edge that moved.
    func markStablePaths() {
        for index in ops.indices {
            guard case .path(var draw) = ops[index] else { continue }
            draw.isStable = edges.hasSameEdges(draw.path, as: previousEdges)
            if draw.isStable { ops[index] = .path(draw) }
        }
    }

    /// Empties the recording, keeping its storage.
    func reset() {
        // The arrays change places with the previous recording's, so neither is copied.
        swap(&ops, &previous.ops)
        swap(&clips, &previous.clips)
        swap(&holes, &previous.holes)
        swap(&steps, &previous.steps)
        swap(&images, &previous.images)
        (previous.toDevice, previous.rect, previous.target, previous.hasFrame) = (toDevice, rect, target, frame != nil)
        resetCount += 1
        swap(&stepContents, &previousStepContents)
        (previousStepContentCount, stepContentCount) = (stepContentCount, 0)
        frame = nil
        ops.removeAll(keepingCapacity: true)
        opRows.removeAll(keepingCapacity: true)
        isFirstStoreCurrent.toggle()
        edges.removeAll()
        images.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        holes.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
    }

    /// Adds a Cairo step.
    func append(_ step: CairoStep) {
        guard !step.bounds.isEmpty else { return }
        steps.append(step)
        ops.append(.cairo(steps.count - 1))
    }

    /// The union of what the ops from `start` (up to `end`, or the last) can change.
    func bounds(from start: Int, to end: Int? = nil) -> PixelRect {
        var rect = PixelRect.empty
        var index = start
        while index < (end ?? ops.count) {
            if case .cairo(let step) = ops[index] { rect = rect.union(steps[step].bounds) }
            else if let bounds = ops[index].bounds { rect = rect.union(bounds) }
            index += 1
        }
        return rect
    }

    /// Whether the first op replaces every pixel of `frame` whatever was there: an opaque fill,
    /// unclipped, of a rectangle along the pixel grid covering each of the frame's pixels fully.
    func coversOpaquely(_ frame: PixelRect) -> Bool {
        guard case .fill(let fill)? = ops.first, fill.color >> 24 == 255, !fill.hasHole, fill.clip < 0,
              fill.shape.radius == 0, fill.shape.uc == 0, fill.shape.vb == 0 else { return false }
        // A rectangle is convex: when the frame's corner pixels are fully covered, so is every
        // pixel between them.
        let shape = fill.shape
        return shape.coverage(x: frame.x0, y: frame.y0) == 255 && shape.coverage(x: frame.x1 - 1, y: frame.y0) == 255
            && shape.coverage(x: frame.x0, y: frame.y1 - 1) == 255 && shape.coverage(x: frame.x1 - 1, y: frame.y1 - 1) == 255
    }

    /// Multiplies the alpha of the last op, a fill or an image, by `alpha / 255`; false for other
    /// ops, whose opacity needs a group.
    func foldAlphaIntoLast(_ alpha: UInt32) -> Bool {
        switch ops[ops.count - 1] {
        case .fill(var fill):
            fill.color = PixelMath.scale(fill.color, by: alpha)
            ops[ops.count - 1] = .fill(fill)
            return true
        case .image(var image):
            image.alpha = (image.alpha * alpha + 127) / 255
            ops[ops.count - 1] = .image(image)
            return true
        case .path(var path):
            path.opacity = (path.opacity * alpha + 127) / 255
            ops[ops.count - 1] = .path(path)
            return true
        default:
            return false
        }
    }
}
