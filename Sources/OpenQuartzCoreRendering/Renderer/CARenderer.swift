/// Renders a layer tree into a Core Graphics context, frame by frame, at the media times it is
/// given: Core Animation's offline renderer.
///
/// A frame is `beginFrame(atTime:timeStamp:)`, optionally `updateBounds()` and `addUpdate(_:)`, then
/// `render()` and `endFrame()`. The tree drawn is the committed one (what the last transaction
/// committed; commit pending changes with `CATransaction.flush()` first), as it is at the frame's
/// media time, never at the wall clock: the same tree and time give the same pixels on any machine
/// and thread.
///
/// Apple creates renderers on OpenGL or Metal destinations; OpenQuartzCore adds
/// ``init(cgContext:options:)`` for any `CGContext`. The layer is drawn as iOS shows it: the top-left
/// of ``bounds`` at the top-left of the picture, y growing downwards, whatever the context's own
/// orientation (a bitmap context's default user space has y growing upwards; the renderer flips it
/// within `bounds`).
///
/// Threads: ``beginFrame(atTime:timeStamp:)`` takes the committed tree, so call it on the thread
/// that commits the layers (or while none commits); ``render()`` then reads only immutable data, so
/// renderers for different frames of one tree may render at once on different threads.
public final class CARenderer: NSObject {
    /// The context frames are drawn into.
    let context: CGContext
    /// The root of the tree to draw. Its position, bounds and transform place it in ``bounds``, as a
    /// layer is placed in its superlayer.
    ///
    /// Setting it puts the layer's tree on display: from then on, property changes of the layer and
    /// of every layer below it animate implicitly, as they do on Apple only for layers a render
    /// context shows (a standalone layer has no implicit animations: GNUstep libs-quartzcore PR #36,
    /// measured on Apple). The layer it replaces, and the layer when the renderer is released, stop
    /// being displayed by this renderer.
    public var layer: CALayer? {
        didSet {
            guard oldValue !== layer else { return }
            oldValue?.endDisplaying()
            layer?.beginDisplaying()
        }
    }
    /// The rectangle of the layer's superlayer space the renderer draws: frames cover it.
    public var bounds: CGRect
    /// The frame being drawn: its media time and committed tree.
    private var frame: (time: CFTimeInterval, tree: RenderLayer?)?
    /// What was drawn last, to tell whether a frame changes anything.
    private var drawn: DrawnFrame?
    /// The frame the software compositor drew last (when ``hasShown``), kept to compare the next
    /// one with; its buffers change places with the builder's (``FrameBuilder/exchangeFrame(_:)``).
    private var shown = RenderFrame()
    private var hasShown = false
    private var pendingUpdate = CGRect.null
    /// Evaluates the tree into the frame the backends draw (kept: it reuses its buffers).
    let builder = FrameBuilder()
    /// When the tree next changes.
    private var schedule = RenderSchedule()
    /// What the animations did at the time of the frame the software compositor drew last (when
    /// recorded), and at this frame's: equal, the frame is the one drawn (``EffectSignature``).
    private var drawnSignature = EffectSignature(), signature = EffectSignature()
    /// The backend drawing frames straight into bitmap contexts.
    let compositor = SoftwareCompositor()
    /// Whether ``render()`` may use the software compositor (else every frame goes through Cairo's
    /// interpretation of the frame, the reference the differential tests compare it with).
    package var usesSoftwareCompositor = true

    /// How many threads ``render()`` may split a frame across, in bands of rows (an OpenQuartzCore
    /// addition; 1 by default, so that a renderer uses the calling thread only). It applies to frames
    /// drawn into 32-bit bitmap contexts. The compositor's own pixels do not depend on it; content
    /// Cairo draws (shapes, gradients, text) may differ by one level of 255 where a band's edge makes
    /// Cairo composite through another of its code paths.
    public var rasterizationThreads = 1

    /// Whether ``render()`` draws every frame, even one that shows what it drew last (which it
    /// otherwise leaves as it is): for timing the drawing itself (`ca-render render --redraw`).
    /// Unlike ``addUpdate(_:)``, it still takes the bitmap to hold what the renderer drew last.
    package var redrawsEveryFrame = false

    /// The rows of the context's bitmap (0 the top row in memory) that the last ``render()`` may have
    /// changed: every other row holds the bytes it held before. Empty when it drew nothing, nil when
    /// it cannot tell (a frame drawn through Cairo's interpretation). An OpenQuartzCore addition, for
    /// `ca-render`'s frame digests, which hash again only the rows that changed.
    package private(set) var lastChangedRows: Range<Int>?

    /// A renderer drawing into `cgContext`; `options` are accepted for Apple's signature and unused
    /// (Apple's only option names a colour space). ``bounds`` starts as the context's clip bounds.
    public init(cgContext: CGContext, options: [AnyHashable: Any]? = nil) {
        context = cgContext
        bounds = cgContext.boundingBoxOfClipPath
        super.init()
    }

    deinit {
        layer?.endDisplaying()
    }

    /// Begins a frame at media time `t`, taking the layer's committed tree. `timeStamp` is accepted
    /// for Apple's signature and not read.
    public func beginFrame(atTime t: CFTimeInterval, timeStamp ts: UnsafeMutablePointer<CVTimeStamp>?) {
        frame = (t, layer?.committedRenderTree)
    }

    /// The part of ``bounds`` this frame changes: all of it when the tree changed since the last frame
    /// drawn, or an animation has an effect that changes with time at either frame's time or in
    /// between, else the rectangles added by ``addUpdate(_:)`` (`CGRect.null` when nothing changes).
    public func updateBounds() -> CGRect {
        guard let frame else { return .null }
        if redrawsEveryFrame { return bounds }
        if let tree = frame.tree, drawn?.differs(tree: tree, at: frame.time, bounds: bounds, schedule: &schedule) ?? true {
            return bounds
        }
        return pendingUpdate.intersection(bounds)
    }

    /// Marks `r` as needing drawing in this frame, beside what the tree changes.
    public func addUpdate(_ r: CGRect) {
        pendingUpdate = pendingUpdate.union(r)
    }

    /// Draws the frame: clears ``bounds`` and draws the tree as it is at the frame's time. Does
    /// nothing outside a frame, and draws nothing when the bitmap still shows what this frame
    /// would draw: Core Animation's renderer draws only its update region (Apple: `updateBounds()`
    /// is "the bounds of the update region that contains all pixels that will be updated by the
    /// next render"). That is so when the frame, evaluated, is the one this renderer's software
    /// compositor drew last (`RenderFrame.hasSameContent(as:)`), placed the same way, and nothing
    /// drew into the context since (`CairoBitmapBackend.generation`); rectangles added with
    /// ``addUpdate(_:)`` have it drawn anyway. Memory written through the context's `data` pointer
    /// is not seen: mark it with `addUpdate(_:)`, as with Apple's OpenGL renderer, which likewise
    /// takes the framebuffer to keep what it drew last. Before evaluating the frame, it compares what
    /// the animations do at the frame's time with what they did at the last frame's
    /// (`EffectSignature`): when that is the same, the frame is not evaluated either.
    public func render() {
        guard let frame else {
            lastChangedRows = 0..<0
            return
        }
        lastChangedRows = nil
        if usesSoftwareCompositor {
            if !pendingUpdate.isNull { compositor.forgetLastDrawing() }
            // Not needed when every frame is drawn anyway.
            if let tree = frame.tree, !redrawsEveryFrame {
                signature.record(tree, atParentTime: frame.time)
            } else {
                signature.reset()
            }
            if hasShown, pendingUpdate.isNull, !redrawsEveryFrame, signature.matches(drawnSignature),
               compositor.stillShowsLastFrame(bounds: bounds, in: context, threads: rasterizationThreads) {
                drawn = DrawnFrame(tree: frame.tree, time: frame.time, bounds: bounds)
                lastChangedRows = 0..<0
                return
            }
            let built = frame.tree.map { builder.build($0, parentTime: frame.time, placed: true) }
            let previous = pendingUpdate.isNull && hasShown && !redrawsEveryFrame ? shown : nil
            if compositor.render(built, bounds: bounds, into: context, threads: rasterizationThreads, unlessSameAs: previous) {
                hasShown = built != nil
                if hasShown { builder.exchangeFrame(&shown) }
                swap(&signature, &drawnSignature)
                drawn = DrawnFrame(tree: frame.tree, time: frame.time, bounds: bounds)
                let damage = compositor.lastDamage
                lastChangedRows = damage.isEmpty ? 0..<0 : damage.y0..<damage.y1
                return
            }
        }
        drawnSignature.reset()
        hasShown = false
        context.saveGState()
        context.clear(bounds)
        context.clip(to: bounds)
        context.translateBy(x: 0, y: bounds.minY + bounds.maxY)
        context.scaleBy(x: 1, y: -1)
        if let tree = frame.tree {
            context.drawCustom(LayerTreeDrawing(root: tree, parentTime: frame.time, placed: true))
        }
        context.restoreGState()
        drawn = DrawnFrame(tree: frame.tree, time: frame.time, bounds: bounds)
    }

    /// The media time at which the tree next changes: the frame's time while an animation runs, the
    /// start of the next animation when none runs yet, `.infinity` when nothing will change (Apple:
    /// "the time at which the renderer next needs to render").
    public func nextFrameTime() -> CFTimeInterval {
        guard let frame else { return .infinity }
        guard let tree = frame.tree ?? layer?.committedRenderTree else { return .infinity }
        return schedule.nextChange(of: tree, after: frame.time)
    }

    /// Ends the frame.
    public func endFrame() {
        frame = nil
        pendingUpdate = .null
    }
}
