/// The names a string-valued option of Apple's API may be written with: Apple's Swift name
/// (`easeInEaseOut`, `rotateAuto`, `nonZero`), its raw string (`auto`, `non-zero`) and its
/// Objective-C constant (`kCAMediaTimingFunctionEaseInEaseOut`, `kCAAnimationRotateAuto`).
struct NameTable: Sendable {
    /// What the option is, for messages ("a fill mode").
    let what: String
    /// Every accepted spelling, to the raw value.
    let spellings: [String: String]
    /// Apple's Swift names, listed in messages.
    let swiftNames: [String]

    /// A table of `(Swift name, raw value)` pairs, with constants `constantPrefix` + the Swift name
    /// capitalised (or the entries of `constants`, when they are irregular).
    init(_ what: String, _ pairs: [(String, String)], constantPrefix: String? = nil, constants: [String: String] = [:]) {
        self.what = what
        var spellings: [String: String] = [:]
        for (swift, raw) in pairs {
            spellings[swift] = raw
            spellings[raw] = raw
            if let prefix = constantPrefix { spellings[prefix + swift.prefix(1).uppercased() + swift.dropFirst()] = raw }
        }
        for (constant, raw) in constants { spellings[constant] = raw }
        self.spellings = spellings
        swiftNames = pairs.map(\.0)
    }

    /// The raw value for `text`, or nil.
    func rawValue(_ text: String) -> String? { spellings[text] }

    /// "expected a fill mode (removed, forwards, backwards, both)", with a suggestion.
    func unknownMessage(_ text: String) -> String {
        var message = "unknown \(what.split(separator: " ").dropFirst().joined(separator: " ")) \"\(text)\"; expected one of \(swiftNames.joined(separator: ", "))"
        if let near = SceneDiagnostics.nearest(to: text, in: spellings.keys) { message += "; did you mean \"\(near)\"?" }
        return message
    }
}

extension NameTable {
    static let timingFunction = NameTable("a timing function", [
        ("linear", "linear"), ("easeIn", "easeIn"), ("easeOut", "easeOut"), ("easeInEaseOut", "easeInEaseOut"), ("default", "default"),
    ], constantPrefix: "kCAMediaTimingFunction")
    static let fillMode = NameTable("a fill mode", [("removed", "removed"), ("forwards", "forwards"), ("backwards", "backwards"), ("both", "both")],
                                    constantPrefix: "kCAFillMode")
    static let calculationMode = NameTable("a calculation mode", [
        ("linear", "linear"), ("discrete", "discrete"), ("paced", "paced"), ("cubic", "cubic"), ("cubicPaced", "cubicPaced"),
    ], constantPrefix: "kCAAnimation")
    static let rotationMode = NameTable("a rotation mode", [("rotateAuto", "auto"), ("rotateAutoReverse", "autoReverse")],
                                        constantPrefix: "kCAAnimation")
    static let transitionType = NameTable("a transition type", [
        ("fade", "fade"), ("moveIn", "moveIn"), ("push", "push"), ("reveal", "reveal"), ("cube", "cube"), ("flip", "oglFlip"),
    ], constantPrefix: "kCATransition")
    static let transitionSubtype = NameTable("a transition subtype", [
        ("fromRight", "fromRight"), ("fromLeft", "fromLeft"), ("fromTop", "fromTop"), ("fromBottom", "fromBottom"),
    ], constantPrefix: "kCATransition")
    static let valueFunction = NameTable("a value function", [
        ("rotateX", "rotateX"), ("rotateY", "rotateY"), ("rotateZ", "rotateZ"), ("scale", "scale"), ("scaleX", "scaleX"),
        ("scaleY", "scaleY"), ("scaleZ", "scaleZ"), ("translate", "translate"), ("translateX", "translateX"),
        ("translateY", "translateY"), ("translateZ", "translateZ"),
    ], constantPrefix: "kCAValueFunction")

    // Layer properties that hold names.
    static let contentsGravity = NameTable("a contents gravity", [
        ("center", "center"), ("top", "top"), ("bottom", "bottom"), ("left", "left"), ("right", "right"),
        ("topLeft", "topLeft"), ("topRight", "topRight"), ("bottomLeft", "bottomLeft"), ("bottomRight", "bottomRight"),
        ("resize", "resize"), ("resizeAspect", "resizeAspect"), ("resizeAspectFill", "resizeAspectFill"),
    ], constantPrefix: "kCAGravity")
    static let contentsFilter = NameTable("a contents filter", [("linear", "linear"), ("nearest", "nearest"), ("trilinear", "trilinear")],
                                          constantPrefix: "kCAFilter")
    static let cornerCurve = NameTable("a corner curve", [("circular", "circular"), ("continuous", "continuous")])
    static let fillRule = NameTable("a fill rule", [("nonZero", "non-zero"), ("evenOdd", "even-odd")], constantPrefix: "kCAFillRule")
    static let lineCap = NameTable("a line cap", [("butt", "butt"), ("round", "round"), ("square", "square")], constantPrefix: "kCALineCap")
    static let lineJoin = NameTable("a line join", [("miter", "miter"), ("round", "round"), ("bevel", "bevel")], constantPrefix: "kCALineJoin")
    static let gradientType = NameTable("a gradient type", [("axial", "axial"), ("radial", "radial"), ("conic", "conic")],
                                        constantPrefix: "kCAGradientLayer")
    static let alignmentMode = NameTable("an alignment mode", [
        ("natural", "natural"), ("left", "left"), ("right", "right"), ("center", "center"), ("justified", "justified"),
    ], constantPrefix: "kCAAlignment")
    static let truncationMode = NameTable("a truncation mode", [("none", "none"), ("start", "start"), ("end", "end"), ("middle", "middle")],
                                          constantPrefix: "kCATruncation")
}
