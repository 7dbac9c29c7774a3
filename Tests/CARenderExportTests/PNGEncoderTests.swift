import CARenderExport
import Foundation
import Testing

/// The PNG files CARenderExport writes itself, checked against the PNG specification with the tests'
/// own chunk reader and CRC, and decoded by ffmpeg for their pixels.
@Suite struct PNGEncoderTests {
    typealias Support = ExportTestSupport

    /// The chunks of a PNG file: type and data, after checking the signature and every CRC with a
    /// CRC-32 computed here (PNG specification, annex D: polynomial 0xEDB88320, reflected).
    static func chunks(_ bytes: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var result: [(String, [UInt8])] = []
        var position = 8
        while position + 12 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeAndData = Array(bytes[(position + 4)..<(position + 8 + length)])
            let stored = bytes[(position + 8 + length)..<(position + 12 + length)].reduce(0) { $0 << 8 | Int($1) }
            #expect(stored == crc32(typeAndData), "bad CRC")
            result.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
            position += 12 + length
        }
        #expect(position == bytes.count)
        return result
    }

    static func crc32(_ bytes: [UInt8]) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Int(crc ^ 0xFFFF_FFFF)
    }

    /// Writes `frame` as a single PNG over `background` and returns the file's bytes.
    static func encode(_ frame: CGImage, background: CGColor? = nil) throws -> [UInt8] {
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("one.png")
            let settings = ExportSettings(format: .png, width: frame.width, height: frame.height, fps: 1,
                                          background: background, frameCount: 1)
            try Support.export([frame], settings, to: file.path)
            return [UInt8](try Data(contentsOf: file))
        }
    }

    @Test func opaqueFramesAreRGBAndOthersRGBA() throws {
        let opaque = try Self.chunks(Self.encode(Support.solidFrames()[0]))
        #expect(opaque.map(\.type) == ["IHDR", "IDAT", "IEND"])
        // IHDR: width 32, height 24, 8 bits, colour type 2 (RGB), deflate, filter method 0, no interlace.
        #expect(opaque[0].data == [0, 0, 0, 32, 0, 0, 0, 24, 8, 2, 0, 0, 0])
        // The zlib header of level 6: CMF 0x78 (deflate, 32 KB window), FLG 0x9C (FLEVEL 2, "default").
        #expect(Array(opaque[1].data.prefix(2)) == [0x78, 0x9C])
        let translucent = try Self.chunks(Self.encode(Support.solidFrames()[4]))
        #expect(translucent[0].data[9] == 6)
        // An opaque background makes every frame opaque.
        let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        #expect(try Self.chunks(Self.encode(Support.solidFrames()[4], background: white))[0].data[9] == 2)
    }

    @Test func everyAlphaComesBackStraight() throws {
        // 256 pixels, alpha 0 to 255, each premultiplied from a straight (250, 128, 3).
        var bytes: [UInt8] = []
        for alpha in 0..<256 {
            for channel in [250, 128, 3] as [Int] { bytes.append(UInt8((channel * alpha + 127) / 255)) }
            bytes.append(UInt8(alpha))
        }
        let frame = CGImage(width: 16, height: 16, premultipliedRGBA: bytes)!
        try Support.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("alpha.png")
            try Data(try Self.encode(frame)).write(to: file)
            let decoded = try Support.decodeRGBA(file)
            // Expected, from PNG's straight alpha: c × 255 / alpha rounded to nearest, 0 where alpha is 0.
            var expected: [UInt8] = []
            for index in stride(from: 0, to: bytes.count, by: 4) {
                let alpha = Int(bytes[index + 3])
                for channel in bytes[index..<index + 3] { expected.append(Support.straight(channel, alpha: alpha)) }
                expected.append(UInt8(alpha))
            }
            #expect(decoded == expected)
        }
    }

    @Test func parallelSequenceKeepsEveryFrameInItsFile() throws {
        try Support.withScratchDirectory { directory in
            // 24 frames, each a different grey, written by several threads at once.
            let frames = (0..<24).map { (index: Int) -> CGImage in
                let grey = UInt8(index * 10)
                return Support.solidFrame(width: 40, height: 20, (grey, grey, 7, 255))
            }
            let settings = ExportSettings(format: .png, width: 40, height: 20, fps: 10, background: nil)
            try Support.export(frames, settings, to: directory.appendingPathComponent("seq").path)
            let names = try Support.contents(of: directory.appendingPathComponent("seq"))
            #expect(names.count == 24)
            for (index, name) in names.enumerated() {
                let image = try CGImage(contentsOfPNGFile: directory.appendingPathComponent("seq/\(name)"))
                let grey = UInt8(index * 10)
                let expected: (UInt8, UInt8, UInt8, UInt8) = (grey, grey, 7, 255)
                #expect(image.pixel(x: 39, y: 19) == expected, "\(name)")
            }
        }
    }
}
