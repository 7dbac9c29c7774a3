import OpenCoreGraphics

/// What an exporter produces: the format, the frame size, the frame rate and the background.
public struct ExportSettings: Sendable {
    /// The output format.
    public var format: OutputFormat
    /// The width of every frame, in pixels; frames of another width are refused.
    public var width: Int
    /// The height of every frame, in pixels; frames of another height are refused.
    public var height: Int
    /// Frames per second of the animated formats (``OutputFormat/gif`` rounds each frame's start to
    /// hundredths of a second, as the format stores durations, so the total does not drift). Ignored
    /// by PNG sequences.
    public var fps: Double
    /// A colour the frames are composited onto (source-over) before they are encoded, or `nil` to keep
    /// their transparency. ``OutputFormat/mp4`` has no alpha: with `nil` its frames are flattened onto
    /// opaque black, which keeps their premultiplied colours unchanged. A translucent background leaves
    /// the composite translucent in the formats with alpha; in MP4 that composite is then flattened
    /// onto black.
    public var background: CGColor?
    /// The number of frames the render will produce, when known. An addition to what the command line
    /// strictly needs: it lets ``FrameSinks/make(_:destination:logger:)`` refuse a multi-frame render to
    /// a single `.png` file before any frame is rendered, and accept a one-frame PNG on standard
    /// output. `nil` means unknown: a single `.png` file then fails at its second frame.
    public var frameCount: Int?
    /// How ffmpeg's encoders run for ``OutputFormat/mp4`` and ``OutputFormat/webm``: preset or speed,
    /// constant quality, threads. The other formats ignore it.
    public var encoder: EncoderSettings
    /// How many threads a PNG sequence encodes and writes its frames on: at most this many, and at
    /// most one per core; 0 for none (the thread that hands the sink its frames encodes them); `nil`
    /// for one per core. `ca-render render --jobs 1` sets 0, so that a render told to use one thread
    /// uses one core (shards given one core each then scale with their number), and `--jobs N` sets N.
    public var writerThreads: Int? = nil

    /// Settings for `format` at `width` by `height` pixels and `fps` frames per second, composited onto
    /// `background` when it is not `nil`; `frameCount` is the number of frames, when known; `encoder`
    /// sets up MP4's and WebM's encoders.
    public init(format: OutputFormat, width: Int, height: Int, fps: Double, background: CGColor?,
                frameCount: Int? = nil, encoder: EncoderSettings = EncoderSettings()) {
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.background = background
        self.frameCount = frameCount
        self.encoder = encoder
    }

    /// Throws ``ExportError`` unless the size is positive, the frame rate positive and finite, and the
    /// encoder's settings within their ranges for the format.
    func validate() throws {
        guard width > 0, height > 0 else {
            throw ExportError("the frame size \(width)x\(height) is not positive")
        }
        guard fps.isFinite, fps > 0 else {
            throw ExportError("the frame rate \(fps) is not a positive number")
        }
        if let frameCount, frameCount < 1 {
            throw ExportError("a render needs at least one frame, not \(frameCount)")
        }
        try encoder.validate(for: format)
    }
}
