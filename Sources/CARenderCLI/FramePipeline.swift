import CARenderExport
import CARenderScene
import Foundation

/// Draws the frames of a plan and hands them to a sink, in order, allocating nothing per frame in
/// the steady state.
///
/// The subject's model (a scene's, or a built-in example's) runs on the calling thread, stepped frame
/// by frame on its manual clock: at each frame's time the timeline's changes are made and committed,
/// and a renderer takes the committed tree. The drawing itself, which only reads those immutable
/// trees, runs on `jobs` threads at once, a batch of frames at a time. Each place in a batch keeps
/// its renderer and bitmap from batch to batch, so a renderer's caches (its frame's buffers, the
/// drawings of unchanged layers) serve the frames it draws one after another. Frames depend on their
/// time alone, so any number of jobs and any shard give the same pixels.
struct FramePipeline {
    let subject: RenderSubject
    let plan: FramePlan
    let jobs: Int
    let background: CGColor?
    /// Frames of the plan not drawn: a resumed render already has them.
    var skipped: Set<Int> = []
    /// Whether every frame is drawn, even one that shows what the renderer drew last
    /// (`CARenderer.redrawsEveryFrame`), for timing the drawing itself.
    var redraw = false
    /// Told, before each frame goes to the sink, which rows of its context the renderer changed since
    /// the frame before it drew there (`CARenderer.lastChangedRows`; nil: it cannot tell): a
    /// manifest's digests hash only those again (``DigestingSink/noteChangedRows(_:in:)``).
    var changedRows: ((_ context: CGContext, _ rows: Range<Int>?) -> Void)?

    /// Renders every frame of the plan into `sink`, reporting each to `progress`; calls `ready`
    /// once the set-up is done (the scene's source, its window, the drawing contexts), before the
    /// first frame. Throws what the scene or the sink throws; the caller cancels the sink on error.
    func run(into sink: any FrameSink, progress: ProgressBar, ready: () -> Void = {}) throws {
        let runtime = try subject.makeSource()
        // The source's clock installed once for the whole loop: each advance then finds it in effect.
        try MediaClockContext.withClock(runtime.clock) { try run(runtime, into: sink, progress: progress, ready: ready) }
    }

    private func run(_ runtime: any FrameSource, into sink: any FrameSink, progress: ProgressBar,
                     ready: () -> Void) throws {
        let window = makeWindow(around: runtime.root)
        let frames = skipped.isEmpty ? Array(plan.frames) : plan.frames.filter { !skipped.contains($0) }
        // Two frames a thread, so that one slow frame does not idle the others; one thread draws
        // one frame at a time, into one context, which then also keeps the frame it drew last.
        let batchSize = jobs <= 1 ? 1 : jobs * 2
        let slots = (0..<min(batchSize, max(frames.count, 1))).map { _ in makeSlot(window: window) }
        let drawing = DrawingThreads(renderers: slots.map(\.renderer), jobs: jobs)
        defer { drawing.stop() }
        ready()
        var start = 0
        while start < frames.count {
            let count = min(batchSize, frames.count - start)
            for index in 0..<count { prepare(frames[start + index], runtime: runtime, renderer: slots[index].renderer) }
            drawing.draw(count: count)
            for index in 0..<count {
                changedRows?(slots[index].context, slots[index].renderer.lastChangedRows)
                try sink.write(contentsOf: slots[index].context, number: frames[start + index] - plan.frames.lowerBound)
                progress.advance()
            }
            start += count
        }
    }

    /// A layer standing for the window the scene is shown in: the output's background, with the
    /// scene's root as its only sublayer.
    func makeWindow(around root: CALayer) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let window = CALayer()
        window.frame = CGRect(x: 0, y: 0, width: subject.width, height: subject.height)
        window.backgroundColor = background ?? subject.background
        window.addSublayer(root)
        return window
    }

    /// A renderer drawing a context of the output's size, the scene scaled to fill it. The context
    /// has Cairo's pixel layout (B, G, R, A in memory), which the renderer's compositor draws into
    /// directly.
    func makeSlot(window: CALayer) -> (renderer: CARenderer, context: CGContext) {
        let context = CGContext(data: nil, width: plan.width, height: plan.height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        // Its memory written once now, so that its pages are in place before the first frame, as an
        // output buffer is before a renderer draws into it (the bitmap's memory is handed out
        // untouched; the peers' timing programs, too, zero their buffers before they time a frame).
        if let data = context.data { memset(data, 0, context.bytesPerRow * context.height) }
        context.scaleBy(x: CGFloat(plan.width) / CGFloat(subject.width), y: CGFloat(plan.height) / CGFloat(subject.height))
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.redrawsEveryFrame = redraw
        renderer.layer = window
        renderer.bounds = window.bounds
        return (renderer, context)
    }

    /// Moves the scene to the frame's time and has `renderer` take its committed tree.
    func prepare(_ frame: Int, runtime: any FrameSource, renderer: CARenderer) {
        let time = plan.time(ofFrame: frame)
        runtime.advance(to: time)
        renderer.beginFrame(atTime: time, timeStamp: nil)
    }
}

/// A value handed to another thread that the sender no longer uses meanwhile (the sink given to the
/// interrupt handler, which only cancels it as the process ends).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
