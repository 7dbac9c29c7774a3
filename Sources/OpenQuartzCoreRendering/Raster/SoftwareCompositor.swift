import _CCairo
import Dispatch

/// The renderer's own backend: interprets a ``RenderFrame`` straight into a bitmap context's
/// pixels, with analytic coverage for rectangles, rounded rectangles and borders, bilinear sampling
/// for images, groups for opacity, clips for masksToBounds, and Cairo for the rest
/// (``RasterRecorder``), splitting the frame into bands of rows drawn on several threads.
///
/// It keeps its buffers from frame to frame: drawing a tree of backgrounds, borders and images
/// allocates nothing in the steady state. Its output agrees with Cairo's interpretation of the same
/// frame (``FramePainter``) within the tolerance the differential tests state.
final class SoftwareCompositor {
    let recorder = RasterRecorder()
    private(set) var bands: [RasterBand] = []
    /// The shadows and filters drawn into pictures since the compositor was made, over its bands:
    /// those composited from a kept picture (``EffectPictures``) are not counted.
    var effectPicturesDrawn: Int { bands.reduce(0) { $0 + $1.effectPictures.drawCount } }
    /// Where the last frame went and how, the bitmap's drawing generation right after, and the
    /// pixels its ops could change (``RasterRecording/bounds(from:to:)``): every other pixel of the
    /// placement's rectangle it left transparent.
    private var lastDrawing: (placement: Placement, generation: UInt64, ink: PixelRect)?

    /// Which bitmap a frame is drawn into, placed how, on how many threads: what, beside the frame,
    /// decides its pixels.
    private struct Placement: Equatable {
        var backend: ObjectIdentifier
        var toDevice: CGAffineTransform
        var rect: PixelRect
        var threads: Int
    }
    /// The frame for contexts whose pixel layout is not Cairo's: drawn here, then converted.
    private var frameBuffer: CairoImage?
    /// The pixels the last ``render(_:bounds:into:threads:unlessSameAs:)`` that drew (returned true)
    /// may have changed (``RasterRecording/damagedRows()``): the whole frame, the rows that changed,
    /// or none. Every pixel outside it holds what it held before that call.
    private(set) var lastDamage = PixelRect.empty

    /// Draws `frame` (nil: nothing) into `context`, in `bounds` of the frame's space placed as
    /// `CARenderer` places it (the top-left of `bounds` at the top-left of the bitmap), on up to
    /// `threads` threads. Returns false, drawing nothing, when the context is not one it can draw
    /// into directly (not a 32-bit bitmap; a CTM that rotates or skews; a clip, an alpha, a blend
    /// mode or a shadow set; bounds that do not land on whole pixels).
    ///
    /// With `previous`, the frame this compositor drew last (as the caller kept it), it draws
    /// nothing and returns true when `frame` has the same content (``RenderFrame/hasSameContent(as:)``)
    /// and would be drawn the same way into the same bitmap, which no drawing call changed since
    /// (``CairoBitmapBackend/generation``): the bitmap already shows it. When the content differs,
    /// only the rows that differ from the last recording's are drawn (``RasterRecording/damagedRows()``),
    /// the rest of the bitmap showing them already.
    func render(_ frame: RenderFrame?, bounds: CGRect, into context: CGContext, threads: Int,
                unlessSameAs previous: RenderFrame? = nil) -> Bool {
        guard let (backend, toDevice, placement) = Self.placing(bounds, in: context, threads: threads) else { return false }
        let full = PixelRect(x0: 0, y0: 0, x1: backend.width, y1: backend.height)
        let drawn = placement.rect
        let target: RasterTarget
        switch backend.format {
        case .native(let format) where format == CAIRO_FORMAT_ARGB32 && backend.bytesPerRow % 4 == 0
            && Int(bitPattern: backend.data) % 4 == 0:
            cairo_surface_flush(backend.surface)
            target = RasterTarget(origin: backend.data.assumingMemoryBound(to: UInt32.self), stride: backend.bytesPerRow / 4,
                                  rect: full)
        case .rgb32(_, _, _, let alpha) where alpha != nil && drawn == full:
            guard let buffer = buffer(width: backend.width, height: backend.height) else { return false }
            cairo_surface_flush(buffer.surface)
            target = RasterTarget(origin: UnsafeMutableRawPointer(cairo_image_surface_get_data(buffer.surface)!)
                                    .assumingMemoryBound(to: UInt32.self),
                                  stride: buffer.bytesPerRow / 4, rect: full)
        default:
            return false
        }
        guard !drawn.isEmpty else {
            lastDamage = .empty
            return true
        }
        // What the last frame drew here, when nothing drew into the bitmap since: the rest is clear.
        let lastInk = standingInk(placement, backend)
        if let frame, let previous, lastInk != nil, frame.hasSameContent(as: previous) {
            lastDamage = .empty
            return true
        }
        lastDrawing = nil
        let recording = recorder.recording
        if let frame { recorder.record(frame, toDevice: toDevice, rect: drawn, within: full) } else { recording.reset() }
        let ink = recording.bounds(from: 0).intersection(drawn)
        var area = drawn
        if frame != nil {
            recording.indexRows()
            recording.markStablePaths()
            // Over the last frame this compositor drew, only the rows that differ from it (the
            // comparison also readies this recording to be compared with the next).
            if previous != nil, let damage = recording.damagedRows(), lastInk != nil { area = damage }
        }
        lastDamage = area
        // The frame starts transparent, unless its first step paints every pixel opaque anyway (an
        // opaque background filling the frame, as most scenes have). Only the pixels this frame or
        // the last one can change need clearing when the last frame left the others clear.
        if !area.isEmpty, !recording.coversOpaquely(drawn) {
            let cleared = (lastInk.map { $0.union(ink) } ?? drawn).intersection(area)
            if !cleared.isEmpty {
                for y in cleared.y0..<cleared.y1 {
                    (target.row(y) + cleared.x0).update(repeating: 0, count: cleared.x1 - cleared.x0)
                }
            }
        }
        if frame != nil, !area.isEmpty {
            draw(recording, into: target, frame: drawn, area: area, threads: max(1, threads))
        }
        if case .native = backend.format {
            cairo_surface_mark_dirty(backend.surface)
        } else if let buffer = frameBuffer {
            cairo_surface_mark_dirty(buffer.surface)
            backend.format.store(rows: 0..<backend.height, from: buffer.surface, into: backend.data,
                                 bytesPerRow: backend.bytesPerRow, width: backend.width)
        }
        lastDrawing = (placement, backend.generation, ink)
        return true
    }

    /// Forgets what the bitmap holds: the next frame is drawn and cleared whole (the caller marked
    /// memory written behind the context's back, `CARenderer.addUpdate(_:)`).
    func forgetLastDrawing() {
        lastDrawing = nil
    }

    /// Whether the bitmap of `context` still shows the last frame this compositor drew, placed as a
    /// frame in `bounds` on `threads` threads would be: nothing drew into it since.
    func stillShowsLastFrame(bounds: CGRect, in context: CGContext, threads: Int) -> Bool {
        guard let (backend, _, placement) = Self.placing(bounds, in: context, threads: threads) else { return false }
        return standingInk(placement, backend) != nil
    }

    /// The pixels the last frame drew, when that frame still stands in `backend`'s bitmap: drawn
    /// with `placement`, and no drawing call since.
    private func standingInk(_ placement: Placement, _ backend: CairoBitmapBackend) -> PixelRect? {
        guard let last = lastDrawing, last.placement == placement, last.generation == backend.generation else { return nil }
        return last.ink
    }

    /// Where a frame in `bounds` goes in the bitmap of `context`: the bitmap, the transform from
    /// bounds' superlayer space to its memory rows, and the placement. Nil when the context is not a
    /// bitmap it draws into directly or bounds do not land on whole pixels.
    private static func placing(_ bounds: CGRect, in context: CGContext, threads: Int)
        -> (backend: CairoBitmapBackend, toDevice: CGAffineTransform, placement: Placement)? {
        let state = context.currentDrawingState
        guard let backend = context.backendObject as? CairoBitmapBackend, isPlain(state) else { return nil }
        // Bounds' superlayer space to memory rows: the renderer's flip within bounds, the CTM, then
        // Core Graphics' device space (y up) to rows (y down).
        let toDevice = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
            .concatenating(state.ctm)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(backend.height)))
        guard let rect = pixelRect(bounds.applying(toDevice)), !rect.isEmpty else { return nil }
        let drawn = rect.intersection(PixelRect(x0: 0, y0: 0, x1: backend.width, y1: backend.height))
        return (backend, toDevice, Placement(backend: ObjectIdentifier(backend), toDevice: toDevice, rect: drawn, threads: threads))
    }

    /// Replays the recording into the rows of `area` (those of `frame`, or fewer), split into the
    /// bands of rows `frame` is split into on `threads` threads, each drawn a strip of
    /// ``RasterBand/stripRows`` rows at a time as the whole frame's band is: so each step meets the
    /// same rows together whatever `area` is.
    private func draw(_ recording: RasterRecording, into target: RasterTarget, frame: PixelRect, area: PixelRect,
                      threads: Int) {
        let count = min(threads, max(1, (frame.y1 - frame.y0) / 16))
        while bands.count < count { bands.append(RasterBand()) }
        let work = BandWork(bands: bands, recording: recording, target: target, frame: frame, area: area, count: count)
        if count == 1 {
            work.run(0)
            return
        }
        DispatchQueue.concurrentPerform(iterations: count) { index in work.run(index) }
    }

    private func buffer(width: Int, height: Int) -> CairoImage? {
        if let frameBuffer, frameBuffer.width == width, frameBuffer.height == height { return frameBuffer }
        frameBuffer = CairoImage(width: width, height: height)
        return frameBuffer
    }

    /// Whether drawing in `state` is drawing straight into the device: a CTM that only scales and
    /// translates, no clip, opaque, normal blending, no shadow.
    static func isPlain(_ state: DrawingState) -> Bool {
        state.ctm.b == 0 && state.ctm.c == 0 && state.ctm.a != 0 && state.ctm.d != 0 && state.clip.isEmpty
            && state.alpha == 1 && state.blendMode == .normal && state.shadow == nil
    }

    /// The pixels of `rect` (device coordinates), or nil when its edges are not on whole pixels (to
    /// within a millionth of one).
    static func pixelRect(_ rect: CGRect) -> PixelRect? {
        func whole(_ value: CGFloat) -> Int? {
            guard value.isFinite, abs(value) < 16_777_216, abs(value - value.rounded()) < 1e-6 else { return nil }
            return Int(value.rounded())
        }
        guard let x0 = whole(rect.minX), let x1 = whole(rect.maxX), let y0 = whole(rect.minY), let y1 = whole(rect.maxY)
        else { return nil }
        return PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}

/// One frame's bands, handed to the threads that draw them: each thread uses only its own band,
/// and every band only reads the recording.
private struct BandWork: @unchecked Sendable {
    let bands: [RasterBand]
    let recording: RasterRecording
    let target: RasterTarget
    let frame: PixelRect
    /// The rows drawn, within `frame`.
    let area: PixelRect
    let count: Int

    func run(_ index: Int) {
        let height = frame.y1 - frame.y0
        let y0 = frame.y0 + height * index / count, y1 = frame.y0 + height * (index + 1) / count
        let band = PixelRect(x0: frame.x0, y0: y0, x1: frame.x1, y1: y1)
        bands[index].runInStrips(recording, into: target, rect: band.intersection(area), of: band)
    }
}
