/// The kinds of output `ca-render` writes.
///
/// PNG, GIF and raw frames are written by CARenderExport itself; MP4, WebM and APNG by ffmpeg, run as
/// a child process (see ``FrameSinks``); ``null`` writes nothing.
/// Colour: the renderer's frames are premultiplied sRGB; the formats that keep alpha (``png``,
/// ``gif``, ``webm``, ``apng``, ``raw``) receive straight (un-premultiplied) colour, and ``mp4``, which has no
/// alpha, receives the frames flattened onto ``ExportSettings/background`` (opaque black when it is
/// `nil`).
public enum OutputFormat: String, CaseIterable, Sendable {
    /// PNG images, written directly (no ffmpeg). The destination is a directory (frames are named
    /// `frame_00000.png`, `frame_00001.png`...), a file-name pattern holding `%d` or `%0Nd` (such as
    /// `frames/f%04d.png`), or, for a render of exactly one frame, a single `.png` file. Frames are
    /// numbered from 0, the render's own frame index.
    case png
    /// An animated GIF that loops forever, encoded without ffmpeg: each frame has its own palette of up
    /// to 255 colours chosen for it (a variance-minimising median cut refined by k-means, without
    /// dithering) and redraws only the part of the canvas that changed. Frame delays are whole
    /// hundredths of a second, rounded so that the animation's length does not drift. Transparency is
    /// one bit: pixels whose alpha (over the background) is below 128 of 255 are transparent, the
    /// others opaque, and players show every frame exactly, including where a frame turns transparent
    /// what the previous one had drawn. Frames are encoded on several threads while the render goes
    /// on; only a few are held at a time.
    case gif
    /// H.264 video (libx264, 4:2:0 chroma, BT.709 colour, limited range) in an MP4 file, whose index is
    /// moved to the front for streaming; a fragmented MP4 when written to standard output. H.264 4:2:0
    /// needs even dimensions, so an odd width or height is padded by one pixel, on the right or the
    /// bottom, with the background colour.
    case mp4
    /// VP9 video (libvpx-vp9) with an alpha channel (`yuva420p`, BT.709 colour, limited range) in a
    /// WebM file.
    case webm
    /// An animated PNG that loops forever, with 8-bit straight alpha.
    case apng
    /// Raw frames: straight (un-premultiplied) 8-bit RGBA, rows from the top, `width × height × 4`
    /// bytes a frame, the frames one after another with no header or padding, to a file or to
    /// standard output (for pipes into other programs). Selected by `--format raw` or the extensions
    /// `.rgba` and `.raw`.
    case raw
    /// No output: every frame is drawn and dropped, nothing is written (for timing the drawing). The
    /// destination is ignored.
    case null

    /// The format a file name's extension selects, compared without regard to case; `nil` for an
    /// extension no format uses.
    ///
    /// `"png"` selects ``png`` (a single image, or a PNG sequence through a directory or a `%d`
    /// pattern), never ``apng``: a `.png` destination is what a still-image render asks for, and an
    /// animated PNG is requested by the `.apng` extension or by naming the format explicitly. `"gif"`,
    /// `"mp4"` (and `"m4v"`), `"webm"` and `"apng"` select the formats of those names, `"rgba"` and
    /// `"raw"` select ``raw``; no extension selects ``null``.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "png": self = .png
        case "gif": self = .gif
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        case "apng": self = .apng
        case "rgba", "raw": self = .raw
        default: return nil
        }
    }

    /// The extension a file of this format conventionally has (without the dot).
    public var fileExtension: String { rawValue }

    /// Whether the format can carry transparency; ``mp4`` cannot, and its frames are flattened onto the
    /// background; ``null`` carries nothing.
    public var supportsAlpha: Bool { self != .mp4 && self != .null }

    /// Whether the output is one stream of bytes, which can go to standard output; a PNG sequence is
    /// many files, and ``null`` writes nothing.
    public var isSingleStream: Bool { self != .png && self != .null }
}
