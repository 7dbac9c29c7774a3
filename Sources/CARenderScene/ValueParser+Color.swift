import Foundation

/// Colours: hex (`"#f80"`, `"#ff8800"`, `"#ff880080"`), names (`red`, `clear`...), `rgb(...)` and
/// `rgba(...)` with components from 0 to 1, and lists `[r, g, b]` or `[r, g, b, a]`. Every colour is
/// made in the sRGB colour space.
extension ValueParser {
    /// The named colours: CSS's basic colours plus UIKit's system names, as sRGB components.
    static let namedColors: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "clear": (0, 0, 0, 0), "transparent": (0, 0, 0, 0),
        "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
        "yellow": (1, 1, 0, 1), "cyan": (0, 1, 1, 1), "magenta": (1, 0, 1, 1),
        "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1),
        "gray": (0.5, 0.5, 0.5, 1), "grey": (0.5, 0.5, 0.5, 1),
        "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1),
        "pink": (1, 0.75, 0.8, 1), "navy": (0, 0, 0.5, 1), "teal": (0, 0.5, 0.5, 1),
        "olive": (0.5, 0.5, 0, 1), "maroon": (0.5, 0, 0, 1), "lime": (0, 1, 0, 1), "silver": (0.75, 0.75, 0.75, 1),
    ]

    /// A colour, or nil after reporting a problem. `null` is not a colour here; callers that accept
    /// no colour check for it first.
    func color(_ node: SceneNode) -> CGColor? {
        if let elements = node.elements {
            guard elements.count == 3 || elements.count == 4 else {
                return fail(node, "expected a colour as [r, g, b] or [r, g, b, a], found a list of \(elements.count)")
            }
            var components: [Double] = []
            for element in elements {
                guard let value = number(element) else { return nil }
                guard (0...1).contains(value) else { return fail(element, "colour components run from 0 to 1, found \(element.summary)") }
                components.append(value)
            }
            return Self.makeColor(components)
        }
        guard let raw = node.scalar, !node.isNull else { return expected(Self.colorForms, node) }
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") {
            guard let components = Self.hexComponents(String(text.dropFirst())) else {
                return fail(node, "malformed colour \(node.summary): expected #rgb, #rgba, #rrggbb or #rrggbbaa in hex digits")
            }
            return Self.makeColor(components)
        }
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let function = text[..<open].trimmingCharacters(in: .whitespaces).lowercased()
            let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
                .split(separator: ",").map { Self.number(fromText: String($0)) }
            let expectedCount = function == "rgb" ? 3 : 4
            guard function == "rgb" || function == "rgba" else {
                return fail(node, "malformed colour \(node.summary): the functions are rgb(r, g, b) and rgba(r, g, b, a)")
            }
            guard arguments.count == expectedCount, arguments.allSatisfy({ $0.map { (0...1).contains($0) } == true }) else {
                return fail(node, "malformed colour \(node.summary): \(function)() takes \(expectedCount) numbers from 0 to 1")
            }
            return Self.makeColor(arguments.map { $0! })
        }
        if let named = Self.namedColors[text] ?? Self.namedColors.first(where: { $0.key.lowercased() == text.lowercased() })?.value {
            return Self.makeColor([named.0, named.1, named.2, named.3])
        }
        var message = "unknown colour \(node.summary); expected \(Self.colorForms)"
        if let near = SceneDiagnostics.nearest(to: text, in: Self.namedColors.keys) { message += "; did you mean \"\(near)\"?" }
        return fail(node, message)
    }

    /// The forms a colour may take, for messages.
    static let colorForms = "a colour (\"#rrggbb\", \"#rrggbbaa\", a name such as \"red\", \"rgba(1, 0.5, 0, 1)\" or [r, g, b, a])"

    static func makeColor(_ components: [Double]) -> CGColor {
        CGColor(srgbRed: components[0], green: components[1], blue: components[2],
                alpha: components.count > 3 ? components[3] : 1)
    }

    /// The components of 3, 4, 6 or 8 hex digits, from 0 to 1.
    static func hexComponents(_ digits: String) -> [Double]? {
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let characters = Array(digits)
        let width = digits.count <= 4 ? 1 : 2
        return stride(from: 0, to: characters.count, by: width).map { start in
            let value = Double(Int(String(characters[start..<start + width]), radix: 16)!)
            return width == 1 ? value / 15 : value / 255
        }
    }
}
