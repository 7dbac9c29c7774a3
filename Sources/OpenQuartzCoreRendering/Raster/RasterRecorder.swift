/// The software compositor's reading of a ``RenderFrame``: each step becomes device-space raster
/// ops (``RasterRecording``) the bands of rows replay: rounded rectangles and images through their
/// analytic rows, every path (shapes, strokes, gradients, and anything seen in perspective) through
/// the path rasterizer (``PathFill``), masks, dissolves and instance colours as groups. What the
/// compositor does not draw itself (text, what layers drew, shadows, the trilinear filter) becomes a
/// ``CairoStep``: the same frame steps, interpreted by ``FramePainter`` into the same pixels, in
/// drawing order.
///
/// Groups for opacity are recorded as groups (a scratch buffer composited with the alpha); the
/// builder has already folded a group of one step into that step.
final class RasterRecorder {
    let recording = RasterRecording()
    /// Shape layers' stroke outlines, kept from frame to frame.
    let strokes = StrokeOutlineCache()
    /// Gradient layers' colour tables, kept from frame to frame.
    let gradients = GradientTableCache()
    /// Unchanged gradient layers' drawings, kept from frame to frame.
    let gradientDrawings = GradientDrawingCache()
    /// The edges of the paths filled in the frame before.
    let fills = KeptFillEdges()
    /// The raster clip of each frame clip (``rasterClip(_:)``), or ``unconverted``.
    private var rasterClips: [Int] = []
    /// The device pixels inside each frame clip and its ancestors, once computed.
    var clipBounds: [PixelRect?] = []
    /// The effects open at the step being read, innermost last.
    private var open: [OpenEffect] = []

    /// An effect being recorded: where its placeholder ops are, and how it composites.
    private enum OpenEffect {
        /// A group (opacity, instance colour), its placeholder op at `start`.
        case group(start: Int, alpha: UInt32, tint: PixelTint?)
        /// A masked picture from `start`; the mask's picture from `next` once reached.
        case mask(start: Int, next: Int, kind: RasterMaskKind)
        /// A dissolve's old picture from `start`; the new one from `next` once reached.
        case dissolve(start: Int, next: Int, fraction: UInt32)
        /// Pictures drawn one over the other as they come.
        case sequence
        /// A picture blended with what is under it, its placeholder op at `start`.
        case blend(start: Int, mode: FrameBlendMode)
    }

    static let unconverted = -3
    /// A clip of no pixels: its steps draw nothing.
    static let empty = -4

    /// Records `frame`, whose space `toDevice` maps to device pixels, for the pixels of `rect`, part
    /// of `target` (nil: `rect` is the whole target).
    func record(_ frame: RenderFrame, toDevice: CGAffineTransform, rect: PixelRect, within target: PixelRect? = nil) {
        recording.reset()
        recording.frame = frame
        recording.toDevice = toDevice
        recording.rect = rect
        recording.target = target ?? rect
        recording.edges.setTarget(recording.target)
        fills.beginFrame(of: recording)
        strokes.beginFrame()
        gradients.beginFrame()
        gradientDrawings.beginFrame()
        rasterClips.removeAll(keepingCapacity: true)
        rasterClips.append(contentsOf: repeatElement(Self.unconverted, count: frame.clips.count))
        clipBounds.removeAll(keepingCapacity: true)
        clipBounds.append(contentsOf: repeatElement(nil, count: frame.clips.count))
        open.removeAll(keepingCapacity: true)
        var index = 0
        while index < frame.ops.count {
            switch frame.ops[index] {
            case .rect(let rect):
                if !record(rect) { cairo(index..<index + 1) }
            case .image(let image):
                if !record(image) { cairo(index..<index + 1) }
            case .shape(let shape):
                record(shape)
            case .gradient(let content):
                record(gradient: content)
            case .text, .displayList:
                cairo(index..<index + 1)
            case .begin(let effect):
                let start = recording.ops.count
                switch effect.kind {
                case .group(let alpha, let tint):
                    open.append(.group(start: start, alpha: PixelMath.factor(alpha), tint: tint.map(PixelTint.init)))
                    recording.ops.append(.nop)
                case .mask(let inverted, let luminance):
                    if !inverted, !luminance, recordMaskedFill(effect, at: index) {
                        index = effect.end
                    } else {
                        open.append(.mask(start: start, next: -1, kind: RasterMaskKind(inverted: inverted, luminance: luminance)))
                        recording.ops.append(.nop)
                    }
                case .transition(dissolve: let fraction?):
                    open.append(.dissolve(start: start, next: -1, fraction: PixelMath.factor(fraction)))
                    recording.ops.append(.nop)
                case .transition(dissolve: nil):
                    open.append(.sequence)
                case .shadow, .filter:
                    cairo(index..<effect.end + 1, keepsPicture: !blends(index + 1..<effect.end))
                    index = effect.end
                case .blend(let mode):
                    open.append(.blend(start: start, mode: mode))
                    recording.ops.append(.nop)
                }
            case .next:
                switch open.last {
                case .mask(let start, _, let kind)?:
                    open[open.count - 1] = .mask(start: start, next: recording.ops.count, kind: kind)
                    recording.ops.append(.nop)
                case .dissolve(let start, _, let fraction)?:
                    open[open.count - 1] = .dissolve(start: start, next: recording.ops.count, fraction: fraction)
                    recording.ops.append(.nop)
                default:
                    break
                }
            case .end:
                close(open.removeLast())
            }
            index += 1
        }
    }

    /// Ends an effect: its placeholder ops become the ops that push and composite its pictures.
    private func close(_ effect: OpenEffect) {
        switch effect {
        case let .group(start, alpha, tint):
            let count = recording.ops.count - start - 1
            if count == 0 {
                recording.ops.removeLast()
            } else if count == 1, tint == nil, recording.foldAlphaIntoLast(alpha) {
                recording.ops.remove(at: start)
            } else {
                recording.ops[start] = .beginGroup(recording.bounds(from: start + 1))
                recording.ops.append(tint.map { .endTintedGroup(alpha: alpha, tint: $0) } ?? .endGroup(alpha: alpha))
            }
        case let .mask(start, next, kind) where kind.inverted:
            // Outside the mask's pictures the content shows whole: its group and the mask's cover
            // all of the content.
            let content = recording.bounds(from: start + 1, to: next)
            recording.ops[start] = .beginGroup(content)
            recording.ops[next] = .beginMask(content)
            recording.ops.append(.endMaskOfKind(kind))
        case let .mask(start, next, kind):
            // Outside the mask's pictures its alpha is 0, so the masked picture is needed only
            // where both are: its group covers (and clears) that much, not all of its layer (a
            // Lottie layer's is the whole composition, its mask a small shape).
            let mask = recording.bounds(from: next + 1)
            let content = recording.bounds(from: start + 1, to: next).intersection(mask)
            recording.ops[start] = .beginGroup(content)
            recording.ops[next] = .beginMask(mask.intersection(content))
            recording.ops.append(kind.luminance ? .endMaskOfKind(kind) : .endMask)
        case let .dissolve(start, next, fraction):
            recording.ops[start] = .beginGroup(recording.bounds(from: start + 1, to: next))
            recording.ops[next] = .beginDissolve(recording.bounds(from: next + 1))
            recording.ops.append(.endDissolve(fraction))
        case .sequence:
            break
        case let .blend(start, mode):
            if recording.ops.count == start + 1 {
                recording.ops.removeLast()
            } else {
                recording.ops[start] = .beginGroup(recording.bounds(from: start + 1))
                recording.ops.append(.endBlendedGroup(mode))
            }
        }
    }

    /// Hands the steps `range` of the frame to Cairo, over the pixels they can change.
    private func cairo(_ range: Range<Int>, keepsPicture: Bool = false) {
        recording.append(CairoStep(range: range, bounds: bounds(of: range), keepsPicture: keepsPicture))
    }

    /// Whether a step of `range` blends with what is under it by a blend mode: drawn straight into
    /// the target (a shadow or filter that draws its layer without a picture of its own, as an
    /// identity filter does), it would blend with the pixels beneath the effect.
    private func blends(_ range: Range<Int>) -> Bool {
        guard let frame = recording.frame else { return true }
        return frame.ops[range].contains { if case .begin(let effect) = $0, case .blend = effect.kind { true } else { false } }
    }

    /// The device transform of a step's layer space, or nil when its map projects (perspective) or
    /// is not finite.
    func toDevice(_ placement: FramePlacement) -> CGAffineTransform? {
        guard let map = recording.frame?.maps[placement.map].affineTransform,
              map.a.isFinite, map.b.isFinite, map.c.isFinite, map.d.isFinite, map.tx.isFinite, map.ty.isFinite
        else { return nil }
        return map.concatenating(recording.toDevice)
    }

    /// The raster clip of frame clip `index` (and its ancestors): an index among the recording's
    /// clips, -1 for none, or ``empty``.
    func rasterClip(_ index: Int) -> Int {
        guard index >= 0, let frame = recording.frame else { return -1 }
        if rasterClips[index] != Self.unconverted { return rasterClips[index] }
        let clip = frame.clips[index]
        let parent = rasterClip(clip.parent)
        var result = parent
        if parent >= -1 {
            let map = pathMap(clip.map)
            let outer = parent >= 0 ? recording.clips[parent].bounds : recording.rect
            var shape: RoundedRectCoverage?, bounds = PixelRect.empty
            if let toDevice = toDevice(FramePlacement(map: clip.map, clip: -1)) {
                shape = RoundedRectCoverage(rect: clip.rect, radius: clip.radius, corners: clip.corners, toDevice: toDevice)
                bounds = shape?.bounds ?? .empty
            } else if map.isFinite, clip.rect.width > 0, clip.rect.height > 0 {
                bounds = deviceBounds(ofClip: index)
            }
            bounds = bounds.intersection(outer)
            if bounds.isEmpty {
                result = Self.empty
            } else {
                let analytic = shape != nil && (parent < 0 || recording.clips[parent].isAnalytic)
                let pixelRect = Self.isPixelRect(clip, map: map)
                let outerInterior = parent >= 0 ? recording.clips[parent].interior : recording.rect
                let interior = (pixelRect ? bounds : Self.interior(of: clip, map: map)).intersection(outerInterior)
                recording.clips.append(RasterClip(shape: shape, map: map, isAnalytic: analytic, isPixelRect: pixelRect,
                                                  rect: clip.rect, radius: clip.radius, corners: clip.corners,
                                                  parent: parent, bounds: bounds, interior: interior))
                result = recording.clips.count - 1
            }
        }
        rasterClips[index] = result
        return result
    }

    /// The device edges of `clip` under `map` when it is a rectangle along the axes (rounded
    /// corners excepted): the least and greatest x and y. Nil for any other shape.
    static func axisAlignedEdges(of clip: FrameClip, map: PathMap) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard map.isAffine, map.b == 0, map.c == 0, clip.radius <= 0 || clip.corners.isEmpty else { return nil }
        let xa = map.a * Double(clip.rect.minX) + map.tx, xb = map.a * Double(clip.rect.maxX) + map.tx
        let ya = map.d * Double(clip.rect.minY) + map.ty, yb = map.d * Double(clip.rect.maxY) + map.ty
        return (min(xa, xb), min(ya, yb), max(xa, xb), max(ya, yb))
    }

    /// Whether a device coordinate lies on a pixel boundary (to within a billionth of a pixel).
    private static func isWhole(_ value: Double) -> Bool { value.isFinite && abs(value - value.rounded()) < 1e-9 }

    /// Whether `clip` under `map` is a rectangle with its edges on whole device pixels.
    static func isPixelRect(_ clip: FrameClip, map: PathMap) -> Bool {
        guard let e = axisAlignedEdges(of: clip, map: map) else { return false }
        return isWhole(e.x0) && isWhole(e.x1) && isWhole(e.y0) && isWhole(e.y1)
    }

    /// The pixels of `clip` under `map` where its coverage is whole: for a rectangle along the axes
    /// (rounded corners excepted), those inside its edges, less a pixel's margin along each edge
    /// not on a whole pixel (where the coverage's rounding could fall short of whole); else none.
    static func interior(of clip: FrameClip, map: PathMap) -> PixelRect {
        guard let e = axisAlignedEdges(of: clip, map: map) else { return .empty }
        let limit = Double(1 << 24)
        guard abs(e.x0) < limit, abs(e.x1) < limit, abs(e.y0) < limit, abs(e.y1) < limit else { return .empty }
        func inner(_ edge: Double, _ rounding: FloatingPointRoundingRule, inward: Int) -> Int {
            isWhole(edge) ? Int(edge.rounded()) : Int(edge.rounded(rounding)) + inward
        }
        let rect = PixelRect(x0: inner(e.x0, .up, inward: 1), y0: inner(e.y0, .up, inward: 1),
                             x1: inner(e.x1, .down, inward: -1), y1: inner(e.y1, .down, inward: -1))
        return rect.isEmpty ? .empty : rect
    }

    /// The map of frame map `index` followed by the frame's map onto the device, as the path
    /// rasterizer takes it (affine or projective).
    func pathMap(_ index: Int) -> PathMap {
        guard let frame = recording.frame else { return .identity }
        let m = frame.maps[index]
        return PathMap(a: Double(m.m11), b: Double(m.m12), c: Double(m.m21), d: Double(m.m22), tx: Double(m.m41),
                       ty: Double(m.m42), p: Double(m.m14), q: Double(m.m24), w: Double(m.m44))
            .concatenating(PathMap(recording.toDevice))
    }
}
