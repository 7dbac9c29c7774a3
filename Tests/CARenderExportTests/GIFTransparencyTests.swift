import CARenderExport
import Foundation
import Testing

/// Transparent GIFs: pixels whose alpha is below 128 are transparent, the others opaque, and every
/// frame shows exactly its own pixels in players, including where a frame turns transparent what the
/// frame before it had drawn. Checked with the tests' decoder and with ffmpeg's.
@Suite struct GIFTransparencyTests {
    typealias Support = GIFTestSupport

    /// Frames over no background: half of each transparent in turn, a translucent one, an empty one
    /// twice, and a small square.
    static let frames: [CGImage] = [
        Support.frame(width: 32, height: 24) { x, _ in x < 16 ? (255, 0, 0, 255) : (0, 0, 0, 0) },
        Support.frame(width: 32, height: 24) { _, _ in (0, 0, 255, 255) },
        Support.frame(width: 32, height: 24) { x, _ in x < 16 ? (0, 0, 0, 0) : (0, 255, 0, 255) },
        // Alpha 200 is opaque in the GIF, alpha 100 transparent.
        Support.frame(width: 32, height: 24) { _, y in y < 12 ? (255, 255, 0, 200) : (255, 0, 255, 100) },
        Support.frame(width: 32, height: 24) { _, _ in (0, 0, 0, 0) },
        Support.frame(width: 32, height: 24) { _, _ in (0, 0, 0, 0) },
        Support.frame(width: 32, height: 24) { x, y in (10..<14).contains(x) && (5..<9).contains(y) ? (90, 80, 70, 255) : (0, 0, 0, 0) },
    ]

    @Test func everyFrameShowsItsOwnPixels() throws {
        let bytes = try Support.export(Self.frames)
        let gif = try GIFDecoder.decode(bytes)
        #expect(gif.frames.count == Self.frames.count)
        for (index, (frame, decoded)) in zip(Self.frames, gif.frames).enumerated() {
            let expected = Support.shown(frame)
            // Alpha 200 un-premultiplied comes back within one unit of the straight colour given.
            let close = zip(decoded.canvas, expected).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
            #expect(close, "frame \(index) shows something else")
        }
    }

    @Test func ffmpegShowsTheSameFrames() throws {
        try ExportTestSupport.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("clear.gif")
            try Data(try Support.export(Self.frames)).write(to: file)
            let decoded = try ExportTestSupport.decodeRGBA(file)
            let size = 32 * 24 * 4
            #expect(decoded.count == Self.frames.count * size)
            for (index, frame) in Self.frames.enumerated() where decoded.count >= (index + 1) * size {
                let shown = Array(decoded[(index * size)..<((index + 1) * size)])
                let expected = Support.shown(frame)
                // ffmpeg leaves the colour of transparent pixels undefined: compare alpha there.
                let same = (0..<(32 * 24)).allSatisfy { pixel in
                    let range = (pixel * 4)..<(pixel * 4 + 4)
                    if expected[pixel * 4 + 3] == 0 { return shown[pixel * 4 + 3] == 0 }
                    return zip(shown[range], expected[range]).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
                }
                #expect(same, "ffmpeg shows frame \(index) differently")
            }
        }
    }

    @Test func framesBeforeATransparentPixelAreRestored() throws {
        let gif = try GIFDecoder.decode(try Support.export(Self.frames))
        // Disposal 2 (restore to background) exactly for the frames whose next frame makes a drawn
        // pixel transparent: 0 (the next one is opaque: no), 1 (2 clears the left half), 2 (3 clears
        // the bottom), 3 (4 is empty), 4 and 5 (nothing drawn), 6 (last).
        #expect(gif.frames.map(\.disposal) == [1, 2, 2, 2, 1, 1, 1])
        // An empty frame draws nothing: a single transparent pixel.
        #expect(gif.frames[5].width == 1 && gif.frames[5].height == 1)
        // On an empty canvas a frame covers just its opaque pixels: the square.
        let square = gif.frames[6]
        #expect([square.x, square.y, square.width, square.height] == [10, 5, 4, 4] as [Int])
    }

    @Test func translucentBackgroundKeepsTransparency() throws {
        // Half-transparent grey under empty frames: alpha 128 is opaque, so the frames are grey.
        let grey = CGColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 0.502)
        let frames = [Support.frame(width: 8, height: 8) { _, _ in (0, 0, 0, 0) }]
        let gif = try GIFDecoder.decode(try Support.export(frames, background: grey))
        // Premultiplied background: 0.5 × 0.502 × 255 = 64, alpha 128; straight 64 × 255 / 128 = 128.
        #expect(Array(gif.frames[0].canvas[0..<4]) == [128, 128, 128, 255])
    }
}
