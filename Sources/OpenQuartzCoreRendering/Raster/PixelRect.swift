/// A rectangle of whole device pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelRect: Equatable, Sendable {
    var x0, y0, x1, y1: Int

    /// No pixels.
    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// Whether it holds no pixels.
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels in both.
    func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    /// Whether every pixel of `other` is in this one (an empty one is in any).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1)
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels any part of `rect` (device coordinates) touches, widened by one pixel on each side
    /// for anti-aliasing; empty for an empty or non-finite rectangle.
    static func covering(_ rect: CGRect) -> PixelRect {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              rect.width > 0 || rect.height > 0 else { return .empty }
        let limit = Double(1 << 24)
        func cell(_ value: CGFloat, _ rounding: FloatingPointRoundingRule) -> Int {
            Int(min(max(Double(value).rounded(rounding), -limit), limit))
        }
        return PixelRect(x0: cell(rect.minX, .down) - 1, y0: cell(rect.minY, .down) - 1,
                         x1: cell(rect.maxX, .up) + 1, y1: cell(rect.maxY, .up) + 1)
    }
}
