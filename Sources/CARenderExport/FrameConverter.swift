import Foundation
import OpenCoreGraphics

/// Turns the renderer's premultiplied RGBA frames into the bytes an encoder is given, reusing one
/// buffer so that converting a frame does not allocate. A frame is read where it lies: an image's
/// bytes, or the renderer's bitmap context (B, G, R, A in memory), with no copy made first.
///
/// Compositing onto the background is source-over in premultiplied 8-bit integers, rounded to
/// nearest: `out = frame + background × (255 − frameAlpha) / 255`, for the colour components and alpha
/// alike. The background is converted to sRGB, the colour space of the renderer's frames. The
/// arithmetic is ``PixelStraightener``'s, which gives these formulas' results exactly, with tables in
/// place of divisions.
package struct FrameConverter {
    /// What the bytes are to be.
    package enum Output {
        /// Straight (un-premultiplied) RGBA, as ffmpeg's `rgba` pixel format is: for WebM and APNG.
        /// A fully transparent pixel is 0, 0, 0, 0.
        case straight
        /// Opaque RGB with alpha 255: the premultiplied composite, which is the frame over black.
        case opaque
        /// Premultiplied RGBA, the canonical format of `CGImage`: for re-creating an image.
        case premultiplied
    }

    package let width: Int
    package let height: Int
    package let output: Output
    /// The compositing and un-premultiplying arithmetic, done with tables.
    private let straightener: PixelStraightener
    /// The converted bytes of the last frame.
    package private(set) var bytes: Data

    package init(width: Int, height: Int, background: CGColor?, output: Output) {
        self.width = width
        self.height = height
        self.output = output
        straightener = PixelStraightener(background: background)
        bytes = Data(count: width * height * 4)
    }

    /// Converts `frame` into ``bytes``; throws ``ExportError`` when its size is not the export's.
    package mutating func convert(_ frame: CGImage) throws {
        try checkSize(frame.width, frame.height)
        try frame.withUnsafePixelBytes { pixels in
            try convert(FramePixels(bytes: pixels, width: frame.width, height: frame.height,
                                    bytesPerRow: frame.width * 4, layout: .rgba))
        }
    }

    /// Converts the pixels where they lie (a bitmap context's memory, read without a copy) into
    /// ``bytes``; throws ``ExportError`` when their size is not the export's.
    package mutating func convert(_ frame: FramePixels) throws {
        try checkSize(frame.width, frame.height)
        let straightener = self.straightener, output = self.output, width = self.width
        bytes.withUnsafeMutableBytes { destination in
            // Words with red in the low byte: R, G, B, A in memory once stored little-endian. An opaque
            // pixel is the same in every output (``FramePixels/writeRow(_:channels:into:converting:)``).
            for y in 0..<frame.height {
                let start = destination.baseAddress! + y * width * 4
                switch output {
                case .straight: frame.writeRow(y, channels: 4, into: start) { straightener.straight($0) }
                case .opaque: frame.writeRow(y, channels: 4, into: start) { straightener.composited($0) | 0xFF00_0000 }
                case .premultiplied: frame.writeRow(y, channels: 4, into: start) { straightener.composited($0) }
                }
            }
        }
    }

    private func checkSize(_ frameWidth: Int, _ frameHeight: Int) throws {
        guard frameWidth == width, frameHeight == height else {
            throw ExportError("a frame is \(frameWidth)x\(frameHeight) pixels; the export is \(width)x\(height)")
        }
    }
}
