import Foundation
import OpenCoreGraphics

/// Turns the renderer's premultiplied RGBA frames into the bytes an encoder is given, reusing one
/// buffer so that converting a frame does not allocate.
///
/// Compositing onto the background is source-over in premultiplied 8-bit integers, rounded to
/// nearest: `out = frame + background × (255 − frameAlpha) / 255`, for the colour components and alpha
/// alike. The background is converted to sRGB, the colour space of the renderer's frames.
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
    /// The background, premultiplied, 0 to 255 per component, when there is one.
    private let background: (red: Int, green: Int, blue: Int, alpha: Int)?
    /// The converted bytes of the last frame.
    package private(set) var bytes: Data

    package init(width: Int, height: Int, background: CGColor?, output: Output) {
        self.width = width
        self.height = height
        self.output = output
        self.background = background.map { color in
            let rgba = color.rgba(in: CGColorSpace(name: CGColorSpace.sRGB)!)
            func premultiplied(_ component: Double) -> Int {
                Int((min(max(component, 0), 1) * rgba.alpha * 255).rounded())
            }
            return (premultiplied(rgba.red), premultiplied(rgba.green), premultiplied(rgba.blue),
                    Int((min(max(rgba.alpha, 0), 1) * 255).rounded()))
        }
        bytes = Data(count: width * height * 4)
    }

    /// Converts `frame` into ``bytes``; throws ``ExportError`` when its size is not the export's.
    package mutating func convert(_ frame: CGImage) throws {
        guard frame.width == width, frame.height == height else {
            throw ExportError("a frame is \(frame.width)x\(frame.height) pixels; the export is \(width)x\(height)")
        }
        let background = self.background, output = self.output
        frame.withUnsafePixelBytes { source in
            bytes.withUnsafeMutableBytes { destination in
                let input = source.bindMemory(to: UInt8.self), result = destination.bindMemory(to: UInt8.self)
                for index in stride(from: 0, to: input.count, by: 4) {
                    var red = Int(input[index]), green = Int(input[index + 1])
                    var blue = Int(input[index + 2]), alpha = Int(input[index + 3])
                    if let background, alpha < 255 {
                        let remaining = 255 - alpha
                        red += (background.red * remaining + 127) / 255
                        green += (background.green * remaining + 127) / 255
                        blue += (background.blue * remaining + 127) / 255
                        alpha += (background.alpha * remaining + 127) / 255
                    }
                    switch output {
                    case .premultiplied:
                        break
                    case .opaque:
                        alpha = 255
                    case .straight:
                        if alpha == 0 {
                            red = 0; green = 0; blue = 0
                        } else if alpha < 255 {
                            red = min(255, (red * 255 + alpha / 2) / alpha)
                            green = min(255, (green * 255 + alpha / 2) / alpha)
                            blue = min(255, (blue * 255 + alpha / 2) / alpha)
                        }
                    }
                    result[index] = UInt8(truncatingIfNeeded: red)
                    result[index + 1] = UInt8(truncatingIfNeeded: green)
                    result[index + 2] = UInt8(truncatingIfNeeded: blue)
                    result[index + 3] = UInt8(truncatingIfNeeded: alpha)
                }
            }
        }
    }
}
