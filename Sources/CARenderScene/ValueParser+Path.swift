import Foundation

/// Paths as SVG path data (`"M 0 0 C 75 -75 225 75 300 0 Z"`): the commands M, L, H, V, C, S, Q, T
/// and Z, absolute in capitals and relative in lower case, with the implicit repetition SVG defines
/// (numbers after M's first pair are lines). Elliptical arcs (A) are not read: write them as curves.
extension ValueParser {
    /// A path, or nil after reporting where the data went wrong.
    func path(_ node: SceneNode) -> CGPath? {
        guard let text = node.scalar, !node.isNull else {
            return expected("SVG path data such as \"M 0 0 L 100 0 Z\"", node)
        }
        switch Self.parsePathData(text) {
        case .success(let path): return path
        case .failure(let error): return fail(node, "malformed path data: \(error.message)")
        }
    }

    /// Why path data could not be read.
    struct PathDataError: Error {
        let message: String
    }

    /// Builds the path of `text`.
    static func parsePathData(_ text: String) -> Result<CGPath, PathDataError> {
        var scanner = PathDataScanner(Array(text.unicodeScalars))
        let path = CGMutablePath()
        var current = CGPoint.zero, start = CGPoint.zero
        var lastControl: CGPoint?, lastCommand: Character = " "
        var command: Character?
        while true {
            scanner.skipSeparators()
            if scanner.atEnd { break }
            if let letter = scanner.command() {
                command = letter
            } else if command == nil {
                return .failure(PathDataError(message: "expected a command letter at character \(scanner.offset + 1)"))
            }
            guard let op = command else { break }
            let relative = op.isLowercase
            let base = relative ? current : .zero
            func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: base.x + x, y: base.y + y) }
            let counts: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "Z": 0]
            guard let count = counts[Character(op.uppercased())] else {
                let hint = op == "A" || op == "a" ? "; arcs are not supported, write them as C curves" : ""
                return .failure(PathDataError(message: "unknown command \"\(op)\" at character \(scanner.offset)\(hint)"))
            }
            var n: [Double] = []
            for _ in 0..<count {
                guard let value = scanner.number() else {
                    return .failure(PathDataError(message: "command \"\(op)\" needs \(count) numbers, missing at character \(scanner.offset + 1)"))
                }
                n.append(value)
            }
            var control: CGPoint?
            switch op.uppercased() {
            case "M":
                current = point(n[0], n[1]); start = current
                path.move(to: current)
                command = relative ? "l" : "L"   // further pairs are lines
            case "L": current = point(n[0], n[1]); path.addLine(to: current)
            case "H": current = CGPoint(x: (relative ? current.x : 0) + n[0], y: current.y); path.addLine(to: current)
            case "V": current = CGPoint(x: current.x, y: (relative ? current.y : 0) + n[0]); path.addLine(to: current)
            case "C":
                let c1 = point(n[0], n[1]), c2 = point(n[2], n[3])
                current = point(n[4], n[5]); control = c2
                path.addCurve(to: current, control1: c1, control2: c2)
            case "S":
                let c1 = "CcSs".contains(lastCommand) ? reflect(lastControl ?? current, about: current) : current
                let c2 = point(n[0], n[1])
                current = point(n[2], n[3]); control = c2
                path.addCurve(to: current, control1: c1, control2: c2)
            case "Q":
                let c = point(n[0], n[1])
                current = point(n[2], n[3]); control = c
                path.addQuadCurve(to: current, control: c)
            case "T":
                let c = "QqTt".contains(lastCommand) ? reflect(lastControl ?? current, about: current) : current
                current = point(n[0], n[1]); control = c
                path.addQuadCurve(to: current, control: c)
            default:
                path.closeSubpath(); current = start
                command = nil
            }
            lastControl = control
            lastCommand = op
            if count == 0 { continue }
        }
        guard !path.isEmpty else { return .failure(PathDataError(message: "the path is empty")) }
        return .success(path)
    }

    private static func reflect(_ p: CGPoint, about center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - p.x, y: 2 * center.y - p.y)
    }
}

/// Reads the tokens of SVG path data: command letters and numbers, with spaces and commas between.
struct PathDataScanner {
    private let scalars: [Unicode.Scalar]
    private(set) var offset = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var atEnd: Bool { offset >= scalars.count }

    mutating func skipSeparators() {
        while offset < scalars.count, scalars[offset] == "," || scalars[offset].properties.isWhitespace { offset += 1 }
    }

    /// A command letter, consumed, or nil when the next token is not one.
    mutating func command() -> Character? {
        guard offset < scalars.count, scalars[offset].properties.isAlphabetic, scalars[offset] != "e", scalars[offset] != "E" else { return nil }
        offset += 1
        return Character(scalars[offset - 1])
    }

    /// A number (sign, digits, decimals, exponent), consumed after separators, or nil.
    mutating func number() -> Double? {
        skipSeparators()
        var end = offset
        func digits() { while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 } }
        if end < scalars.count, scalars[end] == "-" || scalars[end] == "+" { end += 1 }
        digits()
        if end < scalars.count, scalars[end] == "." { end += 1; digits() }
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            end += 1
            if end < scalars.count, scalars[end] == "-" || scalars[end] == "+" { end += 1 }
            digits()
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[offset..<end])
        guard let value = Double(text), value.isFinite else { return nil }
        offset = end
        return value
    }
}
