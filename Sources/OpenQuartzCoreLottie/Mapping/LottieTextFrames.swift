import Foundation
import OpenCoreGraphics

/// Each glyph's look at a frame, under a text's animators and along its path; one frame's states
/// are worked out together (animated tracking moves every later glyph) and kept for the next
/// glyph's sampling of the same frame.
///
/// A glyph turns and scales about its pivot: the middle of its advance on the baseline (as
/// lottie-web places characters), moved by the grouping alignment (`m.a`, percent: of half the
/// advance across, as lottie-web; of the font size down, a choice, as the format does not say). Animators combine in
/// order, each weighted by its selector's factor f for the glyph: position, anchor point and
/// rotation add `f × value`; scale multiplies by `1 + f × (value / 100 − 1)`; skews (`f × skew`
/// along `f × axis`) follow one another, all before the rotation, which turns about z, then y, then x
/// (lottie-web turns after each animator's skew; the two orders differ only where several
/// animators both skew and turn one glyph; turns about x and y are drawn without perspective, as
/// lottie-web's and our 3D layers are); opacities and colours move a
/// fraction f of the way to the animator's value; tracking adds `f × value` thousandths of an em
/// after the glyph. On a path, a glyph's pivot lies at its distance along the mask's path (from the
/// first margin for left-justified text, back from the last margin for right-justified, centred
/// between them for centred text), turned with the path's direction when `perpendicular`; an open
/// path is continued straight beyond its ends, a closed one wraps.
final class LottieTextFrames {
    /// A glyph at one frame: drawn from its pivot (its outline moved by ``pivot(of:)``), moved by
    /// minus its anchor, scaled, skewed, turned (radians) and placed at `position`:
    /// `translate(−pivot) · translate(−anchor) · scale · skew · rotate · translate(position)`, as
    /// lottie-web composes a character's matrix; the glyph's transform decomposed so that each part
    /// animates as Core Animation's own components do.
    struct State {
        var position: CGPoint
        var rotation: Double
        var scaleX: Double, scaleY: Double
        var anchor: CGPoint = .zero
        var skew: CGAffineTransform = .identity
        /// Turns about x and y (radians), after the turn about z.
        var turnX = 0.0, turnY = 0.0
        var opacity: Float
        var fill: CGColor
        var stroke: CGColor
        var lineWidth: CGFloat
    }

    let text: LottieText
    let layout: LottieTextLayout
    let path: (path: LottieTextPath, mask: LottieMask)?
    private var cache: [Double: [State]] = [:]
    private var colors: [(RGB, CGColor)] = []
    private let characters: [LottieTextLayout.Character]
    /// The origins without animated tracking, and the lines' widths.
    private let staticOrigins: [[CGPoint]]
    let lineWidths: [Double]
    /// The path's measure when the mask's path does not move.
    private(set) var constantMeasure: (measure: PathMeasure, closed: Bool)?

    init(text: LottieText, layout: LottieTextLayout, path: (LottieTextPath, LottieMask)?) {
        self.text = text
        self.layout = layout
        self.path = path
        characters = layout.lines.flatMap { $0 }
        staticOrigins = layout.origins()
        lineWidths = zip(layout.lines, staticOrigins).map { line, origins in
            (origins.last?.x ?? 0) - (origins.first?.x ?? 0) + (line.last?.advance ?? 0)
        }
        if let (textPath, mask) = path, !mask.path.isAnimated {
            constantMeasure = Placement.measure(mask.path.initialValue, reversed: textPath.reversed)
        }
    }

    var keyframeFrames: [Double] { text.keyframeFrames + (path?.mask.path.keyframeFrames ?? []) }

    /// Where a glyph's outline is drawn from in its layer: minus its pivot (the middle of its
    /// advance, moved by the grouping alignment at the text's first frame; an animated alignment
    /// moves the glyph's position, not its pivot).
    func pivot(of character: LottieTextLayout.Character) -> CGPoint {
        let grouping = LottieAnimator.point(text.groupAlignment.initialValue)
        let half = character.advance / 2
        return CGPoint(x: half + grouping.x / 100 * half, y: grouping.y / 100 * layout.document.size)
    }

    /// The states of every character of the layout, in order (spaces and glyphless ones included).
    func states(at frame: Double) -> [State] {
        if let known = cache[frame] { return known }
        let states = compute(at: frame)
        cache[frame] = states
        return states
    }

    private func compute(at frame: Double) -> [State] {
        let document = layout.document
        let ranges = text.animators.map { $0.selector.range(at: frame) }
        let styles = text.animators.map { $0.style.values(at: frame) }
        let factors = zip(text.animators, ranges).map { animator, range -> [Double] in
            let count = layout.unitCount(basedOn: animator.selector.basedOn)
            return characters.map { character in
                let unit: Int
                switch animator.selector.basedOn {
                case 2: if character.isSpace { return 0 }; unit = character.nonSpaceIndex
                case 3: if character.isSpace { return 0 }; unit = character.word
                case 4: unit = character.line
                default: unit = character.index
                }
                return range.factor(index: unit, count: count)
            }
        }
        var extra: [Double] = []
        for (style, weights) in zip(styles, factors) where style.tracking != 0 {
            if extra.isEmpty { extra = [Double](repeating: 0, count: layout.characterCount) }
            let tracking = style.tracking * document.size / 1000
            for (character, f) in zip(characters, weights) { extra[character.index] += f * tracking }
        }
        let grouping = LottieAnimator.point(text.groupAlignment.value(at: frame))
        let placement = path == nil ? nil : Placement(self, at: frame)
        let baseFill = RGB(document.fillColor), baseStroke = RGB(document.strokeColor)
        var states: [State] = []
        states.reserveCapacity(characters.count)
        var slot = 0
        for (line, origins) in zip(layout.lines, extra.isEmpty ? staticOrigins : layout.origins(extra: extra)) {
            let lineStart = origins.first?.x ?? 0
            for (character, origin) in zip(line, origins) {
                var offset = CGPoint.zero, anchor = CGPoint.zero, rotation = 0.0, scaleX = 1.0, scaleY = 1.0, opacity = 1.0
                var skew = CGAffineTransform.identity, turnX = 0.0, turnY = 0.0
                var fill = baseFill, stroke = baseStroke, fillAlpha = 1.0, strokeAlpha = 1.0
                var width = document.strokeWidth
                for (style, weights) in zip(styles, factors) {
                    let f = weights[slot]
                    guard f != 0 else { continue }
                    offset.x += f * style.position.x
                    offset.y += f * style.position.y
                    rotation += f * style.rotation
                    turnX += f * style.rotationX
                    turnY += f * style.rotationY
                    anchor.x += f * style.anchor.x
                    anchor.y += f * style.anchor.y
                    if style.skew != 0 { skew = skew.concatenating(Self.skew(f * style.skew, axis: f * style.skewAxis)) }
                    scaleX *= 1 + f * (style.scaleX - 1)
                    scaleY *= 1 + f * (style.scaleY - 1)
                    opacity -= f * (opacity - style.opacity)
                    fillAlpha -= f * (fillAlpha - style.fillOpacity)
                    strokeAlpha -= f * (strokeAlpha - style.strokeOpacity)
                    if let color = style.fillColor { fill = fill.mixed(with: RGB(color), f) }
                    fill = fill.shifted(hue: f * style.fillHue / 360, saturation: f * style.fillSaturation / 100,
                                        brightness: f * style.fillBrightness / 100)
                    if let color = style.strokeColor { stroke = stroke.mixed(with: RGB(color), f) }
                    if let value = style.strokeWidth { width += f * (value - width) }
                }
                let half = character.advance / 2
                let alignment = CGPoint(x: grouping.x / 100 * half, y: grouping.y / 100 * document.size)
                // translate(a + offset) · base, written as rotate(angle) · translate(position): on a
                // path the base turns by the path's angle about its point.
                let shift = CGPoint(x: alignment.x + offset.x, y: alignment.y + offset.y)
                let (position, angle): (CGPoint, Double)
                if let (point, turn) = placement?.base(origin: origin, lineStart: lineStart, half: half) {
                    let local = CGPoint(x: shift.x, y: shift.y + origin.y)
                    position = CGPoint(x: point.x + local.x * cos(turn) - local.y * sin(turn),
                                       y: point.y + local.x * sin(turn) + local.y * cos(turn))
                    angle = turn
                } else {
                    position = CGPoint(x: origin.x + half + shift.x, y: origin.y + shift.y)
                    angle = 0
                }
                states.append(State(position: position, rotation: rotation * .pi / 180 + angle, scaleX: scaleX, scaleY: scaleY,
                                    anchor: anchor, skew: skew, turnX: turnX * .pi / 180, turnY: turnY * .pi / 180,
                                    opacity: Float(min(max(opacity, 0), 1)),
                                    fill: color(fill, alpha: fillAlpha), stroke: color(stroke, alpha: strokeAlpha),
                                    lineWidth: max(width, 0)))
                slot += 1
            }
        }
        return states
    }

    /// A skew of `degrees` along the axis `axis` degrees clockwise from the x axis, as lottie-web's
    /// `skewFromAxis` builds it from an animator's `sk` and `sa`: turned by the axis, sheared
    /// (x moved by −tan(skew) × y), turned back. The skew is limited to ±85°, After Effects' range
    /// for it (at ±90° the shear would be infinite).
    static func skew(_ degrees: Double, axis: Double) -> CGAffineTransform {
        let limited = degrees.isNaN ? 0 : min(max(degrees, -85), 85)
        let angle = axis.isFinite ? axis * .pi / 180 : 0, shear = tan(-limited * .pi / 180)
        let turn = CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        let back = CGAffineTransform(a: cos(angle), b: -sin(angle), c: sin(angle), d: cos(angle), tx: 0, ty: 0)
        return turn.concatenating(CGAffineTransform(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0)).concatenating(back)
    }

    /// The colour of `rgb` at `alpha`, one `CGColor` for each of the first few distinct colours
    /// (most texts have one or two; an animated colour makes a new one per frame and glyph).
    private func color(_ rgb: RGB, alpha: Double) -> CGColor {
        var key = rgb
        key.a = min(max(alpha, 0), 1)
        for (known, color) in colors where known == key { return color }
        let made = LottieShapeBuilder.color([key.r, key.g, key.b], alpha: key.a)
        if colors.count < 8 { colors.append((key, made)) }
        return made
    }

    /// Where a glyph's pivot stands: its place in the line, or its distance along the path.
    private struct Placement {
        let measure: PathMeasure?
        let closed: Bool
        let start: Double
        let perpendicular: Bool

        init(_ frames: LottieTextFrames, at frame: Double) {
            guard let (path, mask) = frames.path else {
                (measure, closed, start, perpendicular) = (nil, false, 0, false)
                return
            }
            let (measure, closed) = frames.constantMeasure ?? Self.measure(mask.path.value(at: frame), reversed: path.reversed)
            let first = path.firstMargin.value(at: frame).first ?? 0, last = path.lastMargin.value(at: frame).first ?? 0
            let width = frames.lineWidths.first ?? 0
            switch frames.layout.document.justificationFactor {
            case 1: start = Double(measure.length) - last - width
            case 0.5: start = (Double(measure.length) - width) / 2 + (first - last) / 2
            default: start = first
            }
            self.measure = measure
            self.closed = closed
            perpendicular = path.perpendicular
        }

        static func measure(_ path: LottieBezier, reversed: Bool) -> (PathMeasure, Bool) {
            let bezier = reversed ? path.reversed : path
            let cgPath = CGMutablePath()
            bezier.append(to: cgPath)
            return (PathMeasure(cgPath, relativeTolerance: 1e-6), bezier.closed)
        }

        /// The point on the path where a glyph's middle stands and the turn (radians) of the glyph
        /// there; nil without a path.
        func base(origin: CGPoint, lineStart: Double, half: Double) -> (CGPoint, Double)? {
            guard let measure, measure.length > 0 else { return nil }
            let length = Double(measure.length)
            var distance = start + origin.x - lineStart + half
            if closed { distance = distance.truncatingRemainder(dividingBy: length) + (distance < 0 ? length : 0) }
            let clamped = min(max(distance, 0), length)
            var (point, tangent) = measure.pointAndTangent(atDistance: clamped)
            let angle = tangent == .zero ? 0 : atan2(tangent.dy, tangent.dx)
            point.x += (distance - clamped) * cos(angle)
            point.y += (distance - clamped) * sin(angle)
            return (point, perpendicular ? angle : 0)
        }
    }
}
