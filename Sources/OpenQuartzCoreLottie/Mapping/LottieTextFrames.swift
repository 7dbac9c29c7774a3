import Foundation
import OpenCoreGraphics

/// Each glyph's look at a frame, under a text's animators and along its path; one frame's states
/// are worked out together (animated tracking moves every later glyph) and kept for the next
/// glyph's sampling of the same frame.
///
/// A glyph turns and scales about its pivot: the middle of its advance on the baseline (as
/// lottie-web places characters), moved by the grouping alignment (`m.a`, percent: of half the
/// advance across, as lottie-web; of the font size down, a choice, as the format does not say). Animators combine in
/// order, each weighted by its selector's factor f for the glyph: position and rotation add
/// `f × value`; scale multiplies by `1 + f × (value / 100 − 1)`; opacities and colours move a
/// fraction f of the way to the animator's value; tracking adds `f × value` thousandths of an em
/// after the glyph. On a path, a glyph's pivot lies at its distance along the mask's path (from the
/// first margin for left-justified text, back from the last margin for right-justified, centred
/// between them for centred text), turned with the path's direction when `perpendicular`; an open
/// path is continued straight beyond its ends, a closed one wraps.
final class LottieTextFrames {
    struct State {
        var transform: CATransform3D
        var opacity: Float
        var fill: CGColor
        var stroke: CGColor
        var lineWidth: CGFloat
    }

    let text: LottieText
    let layout: LottieTextLayout
    let path: (path: LottieTextPath, mask: LottieMask)?
    private var cache: [Double: [State]] = [:]

    init(text: LottieText, layout: LottieTextLayout, path: (LottieTextPath, LottieMask)?) {
        self.text = text
        self.layout = layout
        self.path = path
    }

    var keyframeFrames: [Double] { text.keyframeFrames + (path?.mask.path.keyframeFrames ?? []) }

    /// The states of every character of the layout, in order (spaces and glyphless ones included).
    func states(at frame: Double) -> [State] {
        if let known = cache[frame] { return known }
        let states = compute(at: frame)
        cache[frame] = states
        return states
    }

    private func compute(at frame: Double) -> [State] {
        let document = layout.document
        let characters = layout.lines.flatMap { $0 }
        let factors = text.animators.map { animator -> [Double] in
            let count = layout.unitCount(basedOn: animator.selector.basedOn)
            return characters.map { character in
                let unit: Int
                switch animator.selector.basedOn {
                case 2: if character.isSpace { return 0 }; unit = character.nonSpaceIndex
                case 3: if character.isSpace { return 0 }; unit = character.word
                case 4: unit = character.line
                default: unit = character.index
                }
                return animator.selector.factor(index: unit, count: count, at: frame)
            }
        }
        var extra = [Double](repeating: 0, count: layout.characterCount)
        for (animator, weights) in zip(text.animators, factors) {
            let tracking = (animator.style.tracking.value(at: frame).first ?? 0) * document.size / 1000
            guard tracking != 0 else { continue }
            for (character, f) in zip(characters, weights) { extra[character.index] += f * tracking }
        }
        let grouping = LottieAnimator.point(text.groupAlignment.value(at: frame))
        let placement = Placement(self, at: frame)
        let baseFill = document.fillColor ?? [0, 0, 0], baseStroke = document.strokeColor ?? [0, 0, 0]
        var states: [State] = []
        states.reserveCapacity(characters.count)
        var slot = 0
        for (line, origins) in zip(layout.lines, layout.origins(extra: extra)) {
            let lineStart = origins.first?.x ?? 0
            for (character, origin) in zip(line, origins) {
                var offset = CGPoint.zero, rotation = 0.0, scaleX = 1.0, scaleY = 1.0, opacity = 1.0
                var fill = baseFill, stroke = baseStroke, fillAlpha = 1.0, strokeAlpha = 1.0
                var width = document.strokeWidth
                for (animator, weights) in zip(text.animators, factors) {
                    let f = weights[slot], style = animator.style
                    guard f != 0 else { continue }
                    let p = LottieAnimator.point(style.position.value(at: frame))
                    offset.x += f * p.x
                    offset.y += f * p.y
                    rotation += f * (style.rotation.value(at: frame).first ?? 0)
                    let s = style.scale.value(at: frame)
                    scaleX *= 1 + f * ((s.first ?? 100) / 100 - 1)
                    scaleY *= 1 + f * ((s.count > 1 ? s[1] : s.first ?? 100) / 100 - 1)
                    opacity -= f * (opacity - (style.opacity.value(at: frame).first ?? 100) / 100)
                    fillAlpha -= f * (fillAlpha - (style.fillOpacity.value(at: frame).first ?? 100) / 100)
                    strokeAlpha -= f * (strokeAlpha - (style.strokeOpacity.value(at: frame).first ?? 100) / 100)
                    if let color = style.fillColor?.value(at: frame) { fill = Self.mix(fill, color, f) }
                    if let color = style.strokeColor?.value(at: frame) { stroke = Self.mix(stroke, color, f) }
                    if let value = style.strokeWidth?.value(at: frame).first { width += f * (value - width) }
                }
                let half = character.advance / 2
                let alignment = CGPoint(x: grouping.x / 100 * half, y: grouping.y / 100 * document.size)
                let base = placement.base(origin: origin, lineStart: lineStart, half: half)
                let local = CGAffineTransform(translationX: -half - alignment.x, y: -alignment.y)
                    .concatenating(CGAffineTransform(scaleX: scaleX, y: scaleY))
                    .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
                    .concatenating(CGAffineTransform(translationX: alignment.x + offset.x, y: alignment.y + offset.y))
                    .concatenating(base)
                states.append(State(transform: CATransform3DMakeAffineTransform(local), opacity: Float(min(max(opacity, 0), 1)),
                                    fill: Self.color(fill, alpha: fillAlpha), stroke: Self.color(stroke, alpha: strokeAlpha),
                                    lineWidth: max(width, 0)))
                slot += 1
            }
        }
        return states
    }

    private static func mix(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] {
        (0..<3).map { i in
            let x = i < a.count ? a[i] : 0, y = i < b.count ? b[i] : 0
            return x + f * (y - x)
        }
    }

    private static func color(_ rgb: [Double], alpha: Double) -> CGColor {
        LottieShapeBuilder.color(Array(rgb.prefix(3)) + [min(max(alpha, 0), 1)])
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
            var bezier = mask.path.value(at: frame)
            if path.reversed { bezier = bezier.reversed }
            let cgPath = CGMutablePath()
            bezier.append(to: cgPath)
            let measure = PathMeasure(cgPath)
            let first = path.firstMargin.value(at: frame).first ?? 0, last = path.lastMargin.value(at: frame).first ?? 0
            let widths = frames.layout.origins().map { line in (line.last?.x ?? 0) - (line.first?.x ?? 0) }
            let width = (frames.layout.lines.first?.last?.advance ?? 0) + (widths.first ?? 0)
            switch frames.layout.document.justificationFactor {
            case 1: start = Double(measure.length) - last - width
            case 0.5: start = (Double(measure.length) - width) / 2 + (first - last) / 2
            default: start = first
            }
            self.measure = measure
            closed = bezier.closed
            perpendicular = path.perpendicular
        }

        /// The transform from a glyph's pivot frame to the text layer.
        func base(origin: CGPoint, lineStart: Double, half: Double) -> CGAffineTransform {
            guard let measure, measure.length > 0 else {
                return CGAffineTransform(translationX: origin.x + half, y: origin.y)
            }
            let length = Double(measure.length)
            var distance = start + origin.x - lineStart + half
            if closed { distance = distance.truncatingRemainder(dividingBy: length) + (distance < 0 ? length : 0) }
            let clamped = min(max(distance, 0), length)
            let angle = Double(measure.tangentAngle(atDistance: clamped))
            var point = measure.point(atDistance: clamped)
            point.x += (distance - clamped) * cos(angle)
            point.y += (distance - clamped) * sin(angle)
            return CGAffineTransform(translationX: 0, y: origin.y)
                .concatenating(CGAffineTransform(rotationAngle: perpendicular ? angle : 0))
                .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
        }
    }
}
