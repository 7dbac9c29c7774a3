/// x264's presets, from the fastest (and largest file at a given ``EncoderSettings/crf``) to the
/// slowest (and smallest): ``OutputFormat/mp4``'s trade of encoding speed against compression.
///
/// A preset sets many of x264's options at once; a lower ``EncoderSettings/crf`` buys quality, a
/// slower preset buys the same quality in fewer bytes. The settings of each, as x264's
/// `--fullhelp` lists them (the ones that differ from ``medium``, x264's defaults), are given on its
/// case; `subme` (the sub-pixel motion estimation and mode decision level) is the one x264 changes
/// at every step, and the one `ca-render`'s tests read back from the stream.
///
/// x264's tenth preset, `placebo` (subme 11, exhaustive motion search, sixteen B-frames), is not
/// offered: it is many times slower than ``veryslow`` for a gain of a percent or so in size.
///
/// `ca-render render --preset` takes these names; see ``EncoderSettings/preset`` for the default and
/// the speeds measured.
public enum X264Preset: String, CaseIterable, Sendable {
    /// No CABAC, no deblocking, no B-frames, no 8x8 transform, one reference, diamond search,
    /// `subme=0`, no lookahead, no adaptive quantisation: the fastest, and much the largest.
    case ultrafast
    /// `subme=1`, one reference, diamond search, intra 8x8 and 4x4 partitions only, no lookahead,
    /// no macroblock tree.
    case superfast
    /// `subme=2`, one reference, no mixed references, a lookahead of 10 frames, no trellis.
    case veryfast
    /// `subme=4`, two references, no mixed references, a lookahead of 20 frames.
    case faster
    /// `subme=6`, two references, a lookahead of 30 frames.
    case fast
    /// x264's defaults: `subme=7`, three references, hexagon search, a lookahead of 40 frames.
    case medium
    /// `subme=8`, five references, automatic direct prediction, trellis on every decision, a
    /// lookahead of 50 frames.
    case slow
    /// `subme=9`, eight references, uneven multi-hexagon search, all partitions, optimal B-frame
    /// placement, a lookahead of 60 frames.
    case slower
    /// `subme=10`, sixteen references, eight B-frames, a motion search range of 24: the slowest
    /// offered.
    case veryslow
}
