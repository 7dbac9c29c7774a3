import CARenderExport
import Foundation
import Testing

/// The quality of GIF palettes: frames of few colours come out exact, and frames of many come out at
/// least as close to the true colours as ffmpeg's palettegen and paletteuse make them, and above a
/// fixed PSNR bound, computed here against the frames given.
@Suite struct GIFPaletteQualityTests {
    typealias Support = GIFTestSupport

    @Test func upTo255ColoursAreExactHoweverClose() throws {
        // 255 greys one unit apart: every one keeps its exact value (the 256th slot is transparency).
        let greys = Support.frame(width: 255, height: 3) { x, _ in (UInt8(x), UInt8(x), UInt8(x), 255) }
        let gif = try GIFDecoder.decode(try Support.export([greys]))
        #expect(gif.frames[0].canvas == Support.shown(greys))
        #expect(gif.frames[0].tableSize == 256)
        // 256 greys cannot all be kept: at least two share a colour, none is off by more than 1.
        let more = Support.frame(width: 256, height: 3) { x, _ in (UInt8(x), UInt8(x), UInt8(x), 255) }
        let decoded = try GIFDecoder.decode(try Support.export([more])).frames[0].canvas
        let errors = zip(decoded, Support.shown(more)).map { abs(Int($0) - Int($1)) }
        #expect(errors.max() ?? 0 <= 1 && errors.contains(1))
    }

    /// Test images for palette quality: a smooth one of some 6,000 colours (few enough for the
    /// palette to be built from the exact colours), and a busy one of 32,768 (built from 5-bit cells).
    /// Besides beating ffmpeg, each must reach a fixed bound, so that quality cannot slip unnoticed
    /// should ffmpeg's change: 34.5 dB (an RMS error under 4.8 per component) and 29.5 dB (under 8.5).
    /// Measured: 35.4 and 30.3 dB; ffmpeg 5.1's palettegen and paletteuse 34.1 and 27.3 dB.
    static let qualityImages: [(name: String, frame: CGImage, bound: Double)] = [
        ("smooth", Support.frame(width: 96, height: 64) { x, y in
            (UInt8(x * 255 / 95), UInt8(y * 255 / 63), UInt8((x + 2 * y) * 255 / 221), 255)
        }, 34.5),
        ("busy", Support.frame(width: 256, height: 128) { x, y in
            (UInt8(x), UInt8(2 * y), UInt8((x * 3 + y * 5) & 255), 255)
        }, 29.5),
    ]

    @Test(arguments: 0..<2)
    func paletteQualityMatchesOrBeatsFFmpeg(image: Int) throws {
        let (name, frame, bound) = Self.qualityImages[image]
        let reference = Support.shown(frame)
        let ours = Support.psnr(try GIFDecoder.decode(try Support.export([frame])).frames[0].canvas, reference)
        // ffmpeg's palettegen and paletteuse (the graph ca-render used before), decoded by ffmpeg.
        let theirs = try ExportTestSupport.withScratchDirectory { directory in
            let raw = directory.appendingPathComponent("frame.rgba"), gif = directory.appendingPathComponent("ffmpeg.gif")
            try Data(reference).write(to: raw)
            try ExportTestSupport.run("ffmpeg", ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba",
                                                 "-s", "\(frame.width)x\(frame.height)", "-i", raw.path,
                                                 "-filter_complex", "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                                                 "-y", gif.path])
            return Support.psnr(try ExportTestSupport.decodeRGBA(gif), reference)
        }
        #expect(ours >= theirs, "\(name): ours \(ours) dB, ffmpeg's \(theirs) dB")
        #expect(ours >= bound, "\(name): PSNR \(ours) dB")
    }
}
