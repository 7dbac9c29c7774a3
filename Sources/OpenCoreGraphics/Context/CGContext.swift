/// A Quartz 2D drawing destination, as Core Graphics defines it: a graphics state (transform, clip,
/// colours, line settings, alpha, blend mode, shadow), a current path, and painting operations.
///
/// OpenCoreGraphics splits a context in two. The context itself, here, keeps the graphics state and
/// the current path, so every getter (``ctm``, ``boundingBoxOfPath``, ``boundingBoxOfClipPath``...)
/// works on any context; each painting call becomes one self-contained drawing command handed to the
/// context's backend. A bitmap context (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`,
/// provided by OpenQuartzCoreRendering) renders each command at once; a recording context, the one
/// `CALayer.draw(in:)` receives, keeps them for later playback.
///
/// The current path is kept in device space, as Core Graphics keeps it: points are transformed by
/// the CTM when they are added, so changing the CTM afterwards does not move them. It is not part of
/// the graphics state (``saveGState()`` does not save it), and every painting or clipping call that
/// uses it empties it.
///
/// A context is not thread-safe, as Apple's is not: use it from one thread at a time.
public final class CGContext {
    /// The state ``saveGState()`` saves and ``restoreGState()`` restores.
    struct GState {
        var drawing = DrawingState()
        /// The device-space bounding box of the clip.
        var clipBounds: CGRect
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var stroke = StrokeStyle()
        var shouldAntialias = true
        var allowsAntialiasing = true
        var flatness: CGFloat = 0.5
    }

    /// Where commands go.
    let backend: any CGContextBackend
    /// The recorder, when the context records.
    private let recorder: DisplayListRecorder?
    /// The current graphics state.
    var gstate: GState
    /// The saved graphics states, innermost last.
    var savedStates: [GState] = []
    /// The current path, in device space.
    var currentPath = PathBuilder()
    /// The saved-state depths at which open transparency layers began.
    var layerStack: [Int] = []
    /// The bitmap the context draws into, for bitmap contexts.
    package let bitmap: Bitmap?

    /// Describes the memory of a bitmap context, as its public properties report it.
    package struct Bitmap {
        /// The pixel memory.
        package var data: UnsafeMutableRawPointer
        /// The size in pixels.
        package var width, height: Int
        /// The layout.
        package var bitsPerComponent, bitsPerPixel, bytesPerRow: Int
        /// The colour space.
        package var space: CGColorSpace
        /// The layout flags.
        package var bitmapInfo: CGBitmapInfo

        /// A description of a bitmap.
        package init(data: UnsafeMutableRawPointer, width: Int, height: Int, bitsPerComponent: Int,
                     bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
            self.data = data
            (self.width, self.height) = (width, height)
            (self.bitsPerComponent, self.bitsPerPixel, self.bytesPerRow) = (bitsPerComponent, bitsPerPixel, bytesPerRow)
            self.space = space
            self.bitmapInfo = bitmapInfo
        }
    }

    /// A context drawing through `backend`, whose device space covers `deviceBounds` (the initial
    /// clip bounding box), with an identity CTM; `bitmap` describes the memory of bitmap contexts.
    package init(backend: any CGContextBackend, deviceBounds: CGRect, bitmap: Bitmap? = nil) {
        self.backend = backend
        self.recorder = backend as? DisplayListRecorder
        self.bitmap = bitmap
        self.gstate = GState(clipBounds: deviceBounds)
    }

    /// A context recording everything drawn into it, whose user space is the coordinate space of
    /// `bounds` with an identity CTM (no flip); ``boundingBoxOfClipPath`` starts as `bounds`, but no
    /// clip is recorded for it.
    package convenience init(recordingIn bounds: CGRect) {
        self.init(backend: DisplayListRecorder(), deviceBounds: bounds)
    }

    /// What was recorded so far; empty for contexts that do not record.
    package var displayList: CGDisplayList { recorder?.list ?? CGDisplayList() }

    /// Hands a command performing `operation` with the current state to the backend.
    func emit(_ operation: DrawingCommand.Operation) {
        backend.perform(DrawingCommand(operation, state: resolvedState))
    }

    /// The current state as a command carries it.
    var resolvedState: DrawingState {
        var state = gstate.drawing
        state.antialias = gstate.shouldAntialias && gstate.allowsAntialiasing
        return state
    }

    /// Records or performs a custom drawing step with the current transform, clip, alpha, blend mode
    /// and shadow (see ``CGCustomDrawing``).
    package func drawCustom(_ drawing: any CGCustomDrawing) {
        emit(.custom(drawing))
    }

    /// Completes drawing the context may have deferred. Bitmap and recording contexts draw at once,
    /// so this does nothing visible; it exists for code written against Apple's API.
    public func flush() {
        backend.flush()
    }

    /// The same as ``flush()``: Apple's marks the context for update "at a convenient time", which
    /// for OpenQuartzCore's immediate contexts is now.
    public func synchronize() {
        backend.flush()
    }
}
