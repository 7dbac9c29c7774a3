import Foundation

/// A text layer's text (`t`): its documents over time, its animators, and the path it may follow.
struct LottieText: Sendable {
    /// The text documents (`d`), by frame: each shows from its frame until the next one's (text
    /// keyframes always hold; the first also shows before its frame).
    var documents: [(frame: Double, document: LottieTextDocument)]
    /// Animators (`a`), applied in order.
    var animators: [LottieTextAnimator]
    /// The path the text follows (`p`), when it names a mask.
    var path: LottieTextPath?
    /// The anchor point grouping's alignment (`m.a`, percent): moves each character's pivot
    /// (``LottieTextFrames``).
    var groupAlignment: LottieProperty<[Double]>
    var jsonPath: LottieJSONLocation

    /// The frames of every keyframe the drawing of a character depends on beyond its document.
    var keyframeFrames: [Double] {
        animators.flatMap(\.keyframeFrames) + (path?.firstMargin.keyframeFrames ?? [])
            + (path?.lastMargin.keyframeFrames ?? []) + groupAlignment.keyframeFrames
    }
}

/// One text document (a keyframe of `d`): the string and how it is set.
///
/// Units follow After Effects' as bodymovin writes them: `size` and `lineHeight` in points,
/// `tracking` in thousandths of an em, colours RGB in 0...1.
struct LottieTextDocument: Sendable, Equatable {
    var text: String
    /// The font's name (`f`): a `fName` of the file's `fonts` list.
    var fontName: String
    var size: Double
    /// `j`: 0 left, 1 right, 2 centre; 3 to 6 (full justification) are set as 0, 1, 2 and 0.
    var justification: Int
    var tracking: Double
    var lineHeight: Double
    /// `ls`: the baseline moved up by this many points.
    var baselineShift: Double
    var fillColor: [Double]?
    var strokeColor: [Double]?
    var strokeWidth: Double
    /// `of`: the stroke drawn over the fill (the default), else under it.
    var strokeOverFill: Bool
    /// `ca`: 0 as written, 1 all capitals, 2 small capitals.
    var caps: Int
    /// Paragraph text (`sz`, `ps`): the box's size and top-left corner; nil for point text.
    var boxSize: CGSize?
    var boxPosition: CGPoint

    /// How far a line of `width` points is moved left by its justification: 0, all of it, or half.
    var justificationFactor: Double {
        switch justification {
        case 1, 4: 1
        case 2, 5: 0.5
        default: 0
        }
    }
}

/// Text following a mask's path (`p`): the mask's index, the margins along the path (points), and
/// whether characters turn with the path (`p`, on by default) or the path runs backwards (`r`).
struct LottieTextPath: Sendable {
    var maskIndex: Int
    var firstMargin: LottieProperty<[Double]>
    var lastMargin: LottieProperty<[Double]>
    var perpendicular: Bool
    var reversed: Bool
}

/// A font of the file's `fonts.list`: its name (what documents refer to), family and style (what
/// glyphs are filed under), and its ascent (percent of the size).
struct LottieFont: Sendable {
    var name: String
    var family: String
    var style: String
    var ascent: Double
}

/// A glyph of the file's `chars`: the outline of one character of a font, drawn at a size of 100
/// points (y up from the baseline negative, as on screen), and its advance `w` at that size.
struct LottieGlyph: Sendable {
    var character: String
    var family: String
    var style: String
    var advance: Double
    var outline: CGPath
}

/// The file's fonts and glyphs, looked up by a document's font name and a character.
struct LottieGlyphs: Sendable {
    var fonts: [String: LottieFont] = [:]
    private var glyphs: [String: LottieGlyph] = [:]
    private var families: Set<String> = []

    init(fonts: [LottieFont], glyphs: [LottieGlyph]) {
        for font in fonts { self.fonts[font.name] = font }
        for glyph in glyphs { families.insert(glyph.family) }
        for glyph in glyphs.reversed() {
            self.glyphs[Self.key(glyph.character, glyph.family, glyph.style)] = glyph
            self.glyphs[Self.key(glyph.character, glyph.family, nil)] = glyph
        }
    }

    init() {}

    var isEmpty: Bool { glyphs.isEmpty }

    /// Files `glyph` under its family and style (replacing one there).
    mutating func add(_ glyph: LottieGlyph) {
        families.insert(glyph.family)
        glyphs[Self.key(glyph.character, glyph.family, glyph.style)] = glyph
        glyphs[Self.key(glyph.character, glyph.family, nil)] = glyph
    }

    /// Whether the file has any glyph of the font named `fontName`'s family.
    func hasGlyphs(forFont fontName: String) -> Bool {
        families.contains(fonts[fontName]?.family ?? fontName)
    }

    /// The glyph of `character` in the font named `fontName`: of its family and style, else of its
    /// family in any style (a file's `chars` may file a style under another name).
    func glyph(_ character: String, font fontName: String) -> LottieGlyph? {
        let font = fonts[fontName]
        let family = font?.family ?? fontName
        return glyphs[Self.key(character, family, font?.style)] ?? glyphs[Self.key(character, family, nil)]
    }

    private static func key(_ character: String, _ family: String, _ style: String?) -> String {
        "\(family)\u{1}\(style ?? "\u{2}")\u{1}\(character)"
    }
}
