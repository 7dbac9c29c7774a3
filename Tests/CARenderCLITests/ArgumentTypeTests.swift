import Testing
@testable import CARenderCLI

/// The command line's own value types: sizes, frame ranges, frame lists and shards.
@Suite struct ArgumentTypeTests {
    @Test func sizesParseWidthByHeight() {
        #expect(PixelSize(argument: "640x480") == PixelSize(width: 640, height: 480))
        #expect(PixelSize(argument: "640X480") == PixelSize(width: 640, height: 480))
        for bad in ["640", "x480", "0x10", "10x-1", "99999x10", "axb", "1x2x3"] {
            #expect(PixelSize(argument: bad) == nil, "\(bad)")
        }
    }

    @Test func frameRangesParseBothEnds() {
        #expect(FrameRange(argument: "3..7") == FrameRange(first: 3, last: 7))
        #expect(FrameRange(argument: "3..") == FrameRange(first: 3, last: nil))
        #expect(FrameRange(argument: "5") == FrameRange(first: 5, last: 5))
        for bad in ["7..3", "-1..2", "a..b", ""] { #expect(FrameRange(argument: bad) == nil, "\(bad)") }
        #expect(FrameRange(first: 3, last: nil).resolved(frameCount: 10) == 3...9)
        #expect(FrameRange(first: 3, last: 50).resolved(frameCount: 10) == 3...9)
        #expect(FrameRange(first: 10, last: nil).resolved(frameCount: 10) == nil)
    }

    @Test func frameListsParseNumbersInOrder() {
        #expect(FrameList(argument: "25") == FrameList([25]))
        #expect(FrameList(argument: "50,0, 25") == FrameList([50, 0, 25]))
        for bad in ["", "-1", "1,,2", "1,", "a", "1..3"] { #expect(FrameList(argument: bad) == nil, "\(bad)") }
    }

    @Test func shardsCoverEveryFrameOnceInOrder() {
        for total in [1, 2, 7, 30, 121] {
            for count in 1...8 {
                let frames = 0...(total - 1)
                let parts = (1...count).compactMap { Shard(argument: "\($0)/\(count)")!.part(of: frames) }
                // Together, in order, the parts are exactly the frames; no part is longer than another
                // by more than one frame.
                #expect(parts.flatMap { Array($0) } == Array(frames))
                if let longest = parts.map(\.count).max(), let shortest = parts.map(\.count).min() {
                    #expect(longest - shortest <= 1)
                }
            }
        }
        for bad in ["0/3", "4/3", "1/0", "a/b", "1"] { #expect(Shard(argument: bad) == nil, "\(bad)") }
    }
}
