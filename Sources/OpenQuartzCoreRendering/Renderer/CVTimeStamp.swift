/// The timing of a video frame, as Core Video describes it; what `CARenderer.beginFrame(atTime:timeStamp:)`
/// accepts beside the media time.
///
/// Core Video does not exist on Linux; this is its `CVTimeStamp` without the SMPTE time code, for
/// code written against Apple's API. OpenQuartzCore's renderer does not read it: the media time
/// alone decides what is drawn.
public struct CVTimeStamp: Sendable, Equatable {
    /// The structure's version; 0.
    public var version: UInt32
    /// The units per second of ``videoTime``.
    public var videoTimeScale: Int32
    /// The frame's time, in ``videoTimeScale`` units.
    public var videoTime: Int64
    /// The host clock's time of the frame.
    public var hostTime: UInt64
    /// The ratio of the actual to the nominal refresh rate.
    public var rateScalar: Double
    /// The nominal refresh period, in ``videoTimeScale`` units.
    public var videoRefreshPeriod: Int64
    /// Which fields are valid.
    public var flags: UInt64
    /// Reserved; 0.
    public var reserved: UInt64

    /// A time stamp with every field given, or zero.
    public init(version: UInt32 = 0, videoTimeScale: Int32 = 0, videoTime: Int64 = 0, hostTime: UInt64 = 0,
                rateScalar: Double = 0, videoRefreshPeriod: Int64 = 0, flags: UInt64 = 0, reserved: UInt64 = 0) {
        self.version = version
        self.videoTimeScale = videoTimeScale
        self.videoTime = videoTime
        self.hostTime = hostTime
        self.rateScalar = rateScalar
        self.videoRefreshPeriod = videoRefreshPeriod
        self.flags = flags
        self.reserved = reserved
    }
}
