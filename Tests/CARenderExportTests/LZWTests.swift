import CARenderExport
import Testing

/// GIF's LZW compression, round-tripped through the tests' own decoder (``LZWDecoder``, written from
/// the GIF89a specification), on the edge cases of the format: empty and one-index inputs, one-colour
/// runs, every minimum code size, codes growing to 12 bits, full tables followed by clear codes, and
/// inputs ending just around those events.
@Suite struct LZWTests {
    /// Compresses `indices` and returns the table-based image data without its code size byte, split
    /// into sub-blocks as written, after checking their framing.
    static func compress(_ indices: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        var encoder = LZWEncoder()
        var output = [UInt8](repeating: 0xEE, count: LZWEncoder.worstCaseSize(count: indices.count))
        let written = indices.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { encoder.encode(input, minimumCodeSize: minimumCodeSize, into: $0.baseAddress!) }
        }
        #expect(written <= output.count)
        var reader = ByteReader(bytes: Array(output[0..<written]))
        #expect(try reader.byte() == UInt8(minimumCodeSize))
        let data = try reader.subBlocks().flatMap { $0 }
        #expect(reader.isAtEnd, "bytes after the block terminator")
        return data
    }

    static func roundTrip(_ indices: [UInt8], minimumCodeSize: Int) throws -> LZWDecoder.Result {
        let result = try LZWDecoder.decode(try compress(indices, minimumCodeSize: minimumCodeSize),
                                           minimumCodeSize: minimumCodeSize)
        #expect(result.indices == indices, "\(indices.count) indices at code size \(minimumCodeSize) do not survive")
        #expect(result.startsWithClear)
        return result
    }

    /// Pseudo-random indices below `1 << bits` (xorshift64, fixed seed: the same every run).
    static func random(_ count: Int, bits: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 32) & UInt8((1 << bits) - 1)
        }
    }

    @Test func emptyAndSingleIndexInputs() throws {
        #expect(try Self.roundTrip([], minimumCodeSize: 2).indices.isEmpty)
        _ = try Self.roundTrip([3], minimumCodeSize: 2)
        _ = try Self.roundTrip([255], minimumCodeSize: 8)
    }

    @Test func oneColourRuns() throws {
        // A run of n equal indices needs about sqrt(2n) codes: 65,536 take some 360, codes of 9 bits.
        for count in [2, 3, 4, 5, 100, 4096, 65_536] {
            _ = try Self.roundTrip([UInt8](repeating: 1, count: count), minimumCodeSize: 2)
        }
        // 9 million equal pixels use more than 4,096 codes: the table fills and is cleared.
        let large = try Self.roundTrip([UInt8](repeating: 0, count: 9_000_000), minimumCodeSize: 2)
        #expect(large.widestCode == 12 && large.clearCodes >= 2)
    }

    @Test(arguments: 2...8)
    func randomDataFillsTheTableAndClears(minimumCodeSize: Int) throws {
        let result = try Self.roundTrip(Self.random(60_000, bits: minimumCodeSize), minimumCodeSize: minimumCodeSize)
        // Random data adds one code per few indices: 60,000 indices fill the 4,096-code table repeatedly.
        #expect(result.widestCode == 12)
        #expect(result.clearCodes >= 3, "only \(result.clearCodes) clear codes")
    }

    @Test func everyLengthAroundTheCodeWidthChanges() throws {
        // With 2-bit indices codes widen at 8, 16, 32... entries; every length up to 600 ends the
        // stream at a different point relative to those changes (and to the sub-block boundaries).
        let indices = Self.random(600, bits: 2, seed: 42)
        for length in 1...600 {
            _ = try Self.roundTrip(Array(indices[0..<length]), minimumCodeSize: 2)
        }
    }

    @Test func everyLengthAroundTheFirstClear() throws {
        // Find where the first clear falls for these 8-bit indices, then end the input just before,
        // at, and after it, so that the end code follows a full table, a clear, or a fresh table.
        let indices = Self.random(12_000, bits: 8, seed: 7)
        var firstClear: Int?
        for length in stride(from: 3_000, through: 12_000, by: 50) {
            if try Self.roundTrip(Array(indices[0..<length]), minimumCodeSize: 8).clearCodes > 1 {
                firstClear = length
                break
            }
        }
        let around = try #require(firstClear)
        for length in (around - 60)...(around + 10) {
            _ = try Self.roundTrip(Array(indices[0..<length]), minimumCodeSize: 8)
        }
    }

    @Test func subBlocksAreFullExceptTheLast() throws {
        var encoder = LZWEncoder()
        let indices = Self.random(20_000, bits: 8)
        var output = [UInt8](repeating: 0, count: LZWEncoder.worstCaseSize(count: indices.count))
        let written = indices.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { encoder.encode(input, minimumCodeSize: 8, into: $0.baseAddress!) }
        }
        var reader = ByteReader(bytes: Array(output[0..<written]))
        _ = try reader.byte()
        let blocks = try reader.subBlocks()
        #expect(blocks.dropLast().allSatisfy { $0.count == 255 })
        #expect((1...255).contains(blocks.last?.count ?? 0))
    }
}
