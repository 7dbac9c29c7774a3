import ArgumentParser
import CARenderExport

/// A size in pixels written `WIDTHxHEIGHT` (`--size 640x480`).
public struct PixelSize: ExpressibleByArgument, Equatable, Sendable, CustomStringConvertible {
    /// The width and height, each from 1 to ``maximum``.
    public var width: Int, height: Int
    /// The largest side accepted (Cairo's limit is 32767; videos are far smaller).
    public static let maximum = 16384

    /// A size of `width` by `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH`; nil (a usage error naming the value) for anything else or a side out of range.
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...Self.maximum).contains(w), (1...Self.maximum).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    /// The size as it is written, `WIDTHxHEIGHT`.
    public var description: String { "\(width)x\(height)" }
}

/// A range of frame numbers written `A..B` (both included), `A..` (to the end) or `A` (one frame).
public struct FrameRange: ExpressibleByArgument, Equatable, Sendable {
    /// The first frame.
    public var first: Int
    /// The last frame, or nil for the scene's last.
    public var last: Int?

    /// The frames from `first` to `last` (to the end when nil).
    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    /// Parses `A..B`, `A..` or `A`; nil (a usage error naming the value) for anything else or a
    /// range that runs backwards.
    public init?(argument: String) {
        if let split = argument.range(of: "..") {
            guard let a = Int(argument[..<split.lowerBound]), a >= 0 else { return nil }
            let tail = argument[split.upperBound...]
            if tail.isEmpty { self.init(first: a, last: nil); return }
            guard let b = Int(tail), b >= a else { return nil }
            self.init(first: a, last: b)
        } else {
            guard let a = Int(argument), a >= 0 else { return nil }
            self.init(first: a, last: a)
        }
    }

    /// The frames of the range within a scene of `count` frames; nil when the range starts past the
    /// end.
    public func resolved(frameCount count: Int) -> ClosedRange<Int>? {
        let end = min(last ?? count - 1, count - 1)
        guard first <= end else { return nil }
        return first...end
    }
}

/// Frame numbers written `N` or `N,M,...` (`--frame 0,25,50`): each 0 or more, in the order given.
public struct FrameList: ExpressibleByArgument, Equatable, Sendable {
    /// The frames, at least one.
    public var numbers: [Int]

    /// The frames `numbers`.
    public init(_ numbers: [Int]) {
        self.numbers = numbers
    }

    /// Parses `N` or a comma-separated list; nil (a usage error naming the value) for anything else,
    /// a negative number or an empty item.
    public init?(argument: String) {
        let items = argument.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = items.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.filter { $0 >= 0 }
        guard !items.isEmpty, numbers.count == items.count else { return nil }
        self.init(numbers)
    }
}

/// One part of a render split over several machines, written `I/N` (`--shard 2/8`): the second of
/// eight contiguous parts of the frames, numbered from 1.
public struct Shard: ExpressibleByArgument, Equatable, Sendable {
    /// The part, from 1 to ``count``.
    public var index: Int
    /// The number of parts.
    public var count: Int

    /// Parses `I/N`; nil for anything else, N below 1 or I outside 1...N.
    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i
        count = n
    }

    /// This part's frames of `frames`: the parts are as equal as can be, the earlier ones one frame
    /// longer when the count does not divide evenly, and together cover every frame once, in order.
    public func part(of frames: ClosedRange<Int>) -> ClosedRange<Int>? {
        let total = frames.count, base = total / count, extra = total % count
        let start = frames.lowerBound + (index - 1) * base + min(index - 1, extra)
        let length = base + (index <= extra ? 1 : 0)
        guard length > 0 else { return nil }
        return start...(start + length - 1)
    }
}

/// x264's presets as `--preset` reads them: the names `ultrafast` to `veryslow`. Any other value is
/// a usage error that lists the names.
extension X264Preset: ExpressibleByArgument {}
