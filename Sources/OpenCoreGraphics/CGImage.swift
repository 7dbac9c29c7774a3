import Synchronization

/// A bitmap image, as Core Graphics defines it.
///
/// OpenCoreGraphics keeps every image in one canonical format: 8-bit RGBA, alpha last, colour
/// components premultiplied by alpha, rows packed with no padding, in an RGB colour space. Images
/// created from other layouts (Apple's
/// ``init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)``)
/// are converted on creation, and the properties describe the canonical format, not the one the
/// bytes arrived in: ``bitsPerComponent`` 8, ``bitsPerPixel`` 32, ``bytesPerRow`` `4 * width`,
/// ``alphaInfo`` ``CGImageAlphaInfo/premultipliedLast``, default byte order; ``dataProvider`` supplies
/// the canonical bytes. The first row of the bytes is the top of the image.
///
/// Images are immutable and may be shared between threads. Two images are equal when they have the
/// same size, colour space, interpolation flag, rendering intent and pixels.
public final class CGImage: Sendable, Hashable {
    /// The width of the image, in pixels.
    public let width: Int
    /// The height of the image, in pixels.
    public let height: Int
    /// Whether the image is smoothed when it is drawn scaled.
    public let shouldInterpolate: Bool
    /// The rendering intent the image was created with (recorded; see ``CGColorRenderingIntent``).
    public let renderingIntent: CGColorRenderingIntent
    /// The colour space of the pixels; always an RGB space.
    let space: CGColorSpace
    /// The canonical pixels: `height` rows of `width` premultiplied RGBA pixels.
    let pixels: Data
    /// A renderer's converted copy of the pixels (OpenQuartzCoreRendering keeps a Cairo surface here),
    /// made on first use and kept while the image lives; guarded by the mutex, as images are shared
    /// between threads.
    package let rendererCache = Mutex<AnyObject?>(nil)

    /// Creates an image from canonical pixels.
    init(width: Int, height: Int, pixels: Data, space: CGColorSpace, shouldInterpolate: Bool,
         intent: CGColorRenderingIntent) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.space = space
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
    }

    /// The number of bits in each component: 8, the canonical format's.
    public var bitsPerComponent: Int { 8 }
    /// The number of bits in each pixel: 32, the canonical format's.
    public var bitsPerPixel: Int { 32 }
    /// The number of bytes in each row: `4 * width`, the canonical rows having no padding.
    public var bytesPerRow: Int { width * 4 }
    /// The alpha information: ``CGImageAlphaInfo/premultipliedLast``, the canonical format's.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The byte order: ``CGImageByteOrderInfo/orderDefault`` (components in memory as R, G, B, A).
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }
    /// The bitmap information: premultiplied-last alpha, integer components, default byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue) }
    /// The colour space of the pixels: the RGB space the image was created in, or, for an image
    /// created from gray pixels, the RGB space they were converted to.
    public var colorSpace: CGColorSpace? { space }
    /// A data provider that supplies the canonical pixel bytes.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: pixels) }
    /// The decode array: `nil`, since a decode array given at creation has already been applied.
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// Whether the image is a mask: `false`; OpenCoreGraphics does not create image masks.
    public var isMask: Bool { false }

    /// A copy of the image: an equal image sharing its pixels.
    public func copy() -> CGImage? {
        CGImage(width: width, height: height, pixels: pixels, space: space, shouldInterpolate: shouldInterpolate,
                intent: renderingIntent)
    }

    /// A copy of the image whose pixels are read in `space` instead, without converting them; `nil`
    /// unless `space` is an RGB space (it must have the image's number of components, as Apple's
    /// requires).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard space.model == .rgb else { return nil }
        return CGImage(width: width, height: height, pixels: pixels, space: space,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// Whether two images have the same size, colour space, interpolation flag, intent and pixels.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs
            || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.space == rhs.space
                && lhs.shouldInterpolate == rhs.shouldInterpolate && lhs.renderingIntent == rhs.renderingIntent
                && lhs.pixels == rhs.pixels)
    }

    /// Hashes the size, colour space and pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(space)
        hasher.combine(pixels)
    }
}
