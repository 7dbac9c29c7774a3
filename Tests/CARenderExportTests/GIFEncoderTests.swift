import CARenderExport
import Foundation
import Testing

/// The GIF encoder, read back with the tests' own decoder (``GIFDecoder``): the file's structure, the
/// frame delays, exact colours, and what each frame redraws.
@Suite struct GIFEncoderTests {
    typealias Support = GIFTestSupport

    /// Four flat colours in quadrants, the bottom right one moving by `frame` pixels.
    static func quadrants(_ frame: Int) -> CGImage {
        Support.frame(width: 40, height: 30) { x, y in
            switch (x < 20 + frame, y < 15) {
            case (true, true): (200, 30, 40, 255)
            case (false, true): (20, 180, 60, 255)
            case (true, false): (10, 20, 230, 255)
            case (false, false): (250, 250, 240, 255)
            }
        }
    }

    @Test func fileLoopsForeverWithALocalTablePerFrame() throws {
        let bytes = try Support.export((0..<3).map(Self.quadrants))
        #expect(bytes.starts(with: Array("GIF89a".utf8)) && bytes.last == 0x3B)
        let gif = try GIFDecoder.decode(bytes)
        #expect(gif.width == 40 && gif.height == 30)
        // GIF89a and the NETSCAPE2.0 extension: a loop count of 0 repeats forever.
        #expect(gif.loopCount == 0)
        #expect(!gif.hasGlobalTable)
        #expect(gif.frames.count == 3)
    }

    /// Expected delays, worked out by hand: frame i starts at round(i × 100 / fps) hundredths, so at 60
    /// fps the starts are 0, 2 (1.67), 3 (3.33), 5, 7 (6.67), 8 (8.33), 10, 12 (11.67).
    @Test(arguments: [
        (60.0, [2, 1, 2, 2, 1, 2, 2]),
        (24.0, [4, 4, 5, 4, 4]),           // starts 0, 4.17, 8.33, 12.5, 16.67, 20.83
        (30.0, [3, 4, 3, 3, 4, 3]),        // starts 0, 3.33, 6.67, 10, 13.33, 16.67, 20
        (29.97, [3, 4, 3, 3]),             // starts 0, 3.34, 6.67, 10.01, 13.35
        (10.0, [10, 10, 10]),
        (0.5, [200, 200]),
    ])
    func delaysDoNotDrift(fps: Double, expected: [Int]) throws {
        let frames = (0..<expected.count).map(Self.quadrants)
        let gif = try GIFDecoder.decode(try Support.export(frames, fps: fps))
        #expect(gif.frames.map(\.delay) == expected)
        // The whole animation lasts its true length, rounded once.
        let total = (Double(expected.count) * 100 / fps).rounded()
        #expect(gif.frames.map(\.delay).reduce(0, +) == Int(total))
    }

    @Test func flatColoursAreExact() throws {
        let frames = (0..<4).map(Self.quadrants)
        let gif = try GIFDecoder.decode(try Support.export(frames))
        for (frame, decoded) in zip(frames, gif.frames) {
            #expect(decoded.canvas == Support.shown(frame))
        }
    }

    @Test func oneColourFrameHasTheSmallestTable() throws {
        let frame = Support.frame(width: 16, height: 8) { _, _ in (12, 34, 56, 255) }
        let gif = try GIFDecoder.decode(try Support.export([frame]))
        // One colour and the transparent index: the smallest table GIF allows, 2 entries, and the
        // smallest minimum code size, 2.
        #expect(gif.frames[0].tableSize == 2 && gif.frames[0].minimumCodeSize == 2)
        #expect(gif.frames[0].canvas == Support.shown(frame))
    }

    @Test func laterFramesRedrawOnlyTheChangedRectangle() throws {
        let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        func square(at left: Int) -> CGImage {
            Support.frame(width: 64, height: 48) { x, y in
                (left..<left + 8).contains(x) && (20..<28).contains(y) ? (220, 20, 20, 255) : (255, 255, 255, 255)
            }
        }
        let frames = [square(at: 4), square(at: 8), square(at: 8), square(at: 30)]
        let gif = try GIFDecoder.decode(try Support.export(frames, background: white))
        #expect(gif.frames.map(\.canvas) == frames.map(Support.shown))
        let rectangles = gif.frames.map { [$0.x, $0.y, $0.width, $0.height] }
        // The first frame is whole; the second covers the old square (x 4-11) and the new (8-15); the
        // third changes nothing (one transparent pixel); the fourth covers x 8-15 and 30-37.
        #expect(rectangles == [[0, 0, 64, 48], [4, 20, 12, 8], [0, 0, 1, 1], [8, 20, 30, 8]] as [[Int]])
        #expect(gif.frames[2].indices == [UInt8(try #require(gif.frames[2].transparentIndex))])
        #expect(gif.frames.allSatisfy { $0.disposal == 1 })
    }
}
