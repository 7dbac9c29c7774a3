import CARenderExport
import Foundation

/// Frames drawn pixel by pixel, GIF exports read back, and the PSNR between images, for the GIF tests.
enum GIFTestSupport {
    typealias Colour = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// A frame whose pixel at (x, y) has the straight colour `colour(x, y)`, premultiplied here
    /// (`c × a / 255`, rounded).
    static func frame(width: Int, height: Int, _ colour: (Int, Int) -> Colour) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let value = colour(x, y), alpha = Int(value.alpha)
                let offset = (y * width + x) * 4
                bytes[offset] = UInt8((Int(value.red) * alpha + 127) / 255)
                bytes[offset + 1] = UInt8((Int(value.green) * alpha + 127) / 255)
                bytes[offset + 2] = UInt8((Int(value.blue) * alpha + 127) / 255)
                bytes[offset + 3] = value.alpha
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }

    /// What a GIF player should show for `frame`: opaque (alpha at least 128) pixels in their
    /// straight colour (exact for these tests' frames, whose colours are premultiplied from opaque
    /// or alpha-128-or-more values chosen to survive the round trip), transparent ones as 0, 0, 0, 0.
    static func shown(_ frame: CGImage) -> [UInt8] {
        var result: [UInt8] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let pixel = frame.pixel(x: x, y: y)
                let alpha = Int(pixel.alpha)
                guard alpha >= 128 else {
                    result += [0, 0, 0, 0]
                    continue
                }
                for channel in [pixel.red, pixel.green, pixel.blue] {
                    result.append(ExportTestSupport.straight(channel, alpha: alpha))
                }
                result.append(255)
            }
        }
        return result
    }

    /// Exports `frames` as a GIF at `fps` over `background` and returns the file's bytes.
    static func export(_ frames: [CGImage], fps: Double = 10, background: CGColor? = nil) throws -> [UInt8] {
        try ExportTestSupport.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("test.gif")
            let settings = ExportSettings(format: .gif, width: frames[0].width, height: frames[0].height, fps: fps,
                                          background: background)
            try ExportTestSupport.export(frames, settings, to: file.path)
            return [UInt8](try Data(contentsOf: file))
        }
    }

    /// The PSNR, in decibels, of the RGB of `decoded` (straight RGBA) against `reference` (straight
    /// RGBA): `10 log10(255² / MSE)` over every colour component, alpha ignored, as ffmpeg's psnr
    /// filter computes it on rgb24.
    static func psnr(_ decoded: [UInt8], _ reference: [UInt8]) -> Double {
        var squares = 0.0, count = 0
        for index in stride(from: 0, to: reference.count, by: 4) {
            for channel in 0..<3 {
                let difference = Double(decoded[index + channel]) - Double(reference[index + channel])
                squares += difference * difference
                count += 1
            }
        }
        return squares == 0 ? .infinity : 10 * log10(255 * 255 / (squares / Double(count)))
    }
}
