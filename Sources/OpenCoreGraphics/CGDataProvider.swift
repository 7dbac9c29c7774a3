/// A source of bytes for an image, as Core Graphics defines it.
///
/// OpenCoreGraphics' data providers hold their bytes in memory; they are immutable and may be shared
/// between threads.
public final class CGDataProvider: Sendable {
    /// The bytes.
    private let bytes: Data

    /// Creates a data provider that supplies the bytes of `data`.
    ///
    /// As Apple's, it takes a ``CFData``, which OpenCoreGraphics declares as Foundation's `Data`
    /// (Core Foundation's types are not available on Linux): pass a `Data`, or `data as CFData` as on
    /// Apple's platforms. It never fails; it is failable to match Apple's.
    public init?(data: CFData) {
        self.bytes = data
    }

    /// Creates a data provider over bytes known to be there (for images' own providers).
    init(bytes: Data) {
        self.bytes = bytes
    }

    /// A copy of the provider's bytes (Apple's returns a `CFData`; this returns `Data`, which shares
    /// its storage until either side is changed).
    public var data: Data? { bytes }
}
