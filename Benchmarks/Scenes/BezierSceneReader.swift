// Reads the words of the Bezier scene's description (the format Benchmarks/peers/gen_bezier_scene.py
// documents) into BezierSceneDescription's values.
import OpenQuartzCoreRendering

/// The words of a description, in order, with the readers of its fields: each returns nil when the
/// words there are not what the format puts there.
struct WordReader {
    private var words: [Substring]
    private var index = 0

    /// The words of `text`, split at spaces, tabs and line ends.
    init(text: String) {
        words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
    }

    /// The next word, or nil past the last.
    mutating func next() -> Substring? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    /// The next word as a number, nil when it is none.
    mutating func number() -> Double? { next().flatMap { Double($0) } }
    /// The next word as a whole number, nil when it is none.
    mutating func integer() -> Int? { next().flatMap { Int($0) } }
    /// The next two words as a point (x, then y).
    mutating func point() -> CGPoint? {
        guard let x = number(), let y = number() else { return nil }
        return CGPoint(x: x, y: y)
    }
    /// Whether the next word is `word` (a field's keyword); it is consumed either way.
    mutating func expect(_ word: String) -> Bool { next() == word[...] }

    /// The fields of a `shape` line after its first word.
    mutating func shape() -> BezierSceneDescription.Shape? {
        guard let center = point(), expect("alpha"), let alpha = number(),
              expect("move"), let firstLeg = point(), let secondLeg = point(),
              expect("rotate"), let angle = number(), let speed = number(),
              expect("box"), let corner = point(), let side = number(),
              expect("path"), let count = integer(), (1...64).contains(count), let start = point() else { return nil }
        var segments: [BezierSceneDescription.Segment] = []
        for _ in 0..<count {
            guard let c1 = point(), let c2 = point(), let end = point() else { return nil }
            segments.append(.init(control1: c1, control2: c2, end: end))
        }
        guard expect("fill"), let fill = fill(), expect("stroke"), let first = next() else { return nil }
        var stroke: (red: Double, green: Double, blue: Double)?
        if first != "none" {
            guard let red = Double(first), let green = number(), let blue = number() else { return nil }
            stroke = (red, green, blue)
        }
        return .init(center: center, alpha: alpha, firstLeg: firstLeg, secondLeg: secondLeg, angle: angle, speed: speed,
                     box: CGRect(x: corner.x, y: corner.y, width: side, height: side), start: start,
                     segments: segments, fill: fill, stroke: stroke)
    }

    /// A fill after the keyword `fill`: `solid R G B`, `linear X0 Y0 X1 Y1 STOPS` or `radial X Y RADIUS STOPS`.
    mutating func fill() -> BezierSceneDescription.Fill? {
        switch next() {
        case "solid":
            guard let red = number(), let green = number(), let blue = number() else { return nil }
            return .solid(red: red, green: green, blue: blue)
        case "linear":
            guard let start = point(), let end = point(), let stops = stops() else { return nil }
            return .linear(start: start, end: end, stops: stops)
        case "radial":
            guard let center = point(), let radius = number(), let stops = stops() else { return nil }
            return .radial(center: center, radius: radius, stops: stops)
        default:
            return nil
        }
    }

    /// A gradient's stops: their count (2 to 16), then offset, red, green and blue of each.
    mutating func stops() -> [BezierSceneDescription.Stop]? {
        guard let count = integer(), (2...16).contains(count) else { return nil }
        var stops: [BezierSceneDescription.Stop] = []
        for _ in 0..<count {
            guard let offset = number(), let red = number(), let green = number(), let blue = number() else { return nil }
            stops.append(.init(offset: offset, red: red, green: green, blue: blue))
        }
        return stops
    }
}
