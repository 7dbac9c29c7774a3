import Foundation

/// Builds a text layer's content from the file's glyphs (`chars`), as `CAShapeLayer`s.
///
/// Each text document is set by ``LottieTextLayout`` and shows from its keyframe until the next
/// one's (a discrete `hidden` animation when there are several). Text without animators or a path
/// is one path of all its glyphs, filled and stroked with the document's colours (the stroke with
/// round joins, over or under the fill as `of` says). Text with animators, or on a path, is a layer
/// per glyph, its transform, opacity and colours sampled at every frame from the animators' and
/// path's first keyframe to their last (``LottieTextFrames``), as lottie-ios samples what Core
/// Animation cannot animate itself.
///
/// Text in a font the file has no glyphs for (fonts bodymovin did not export as outlines) is drawn
/// with the font itself (`addFontText`).
struct LottieTextBuilder {
    let animator: LottieAnimator
    let glyphs: LottieGlyphs
    let masks: [LottieMask]
    let report: LottieReportCollector
    /// The layer's in and out frames, which bound the first and last document's display.
    let span: ClosedRange<Double>

    func build(_ text: LottieText, into container: CALayer) {
        var path = text.path
        if let index = path?.maskIndex, index >= masks.count {
            report.unsupported("text-path-missing-mask", at: text.jsonPath, "no mask \(index): the text is set in lines")
            path = nil
        }
        // The file's glyphs with the outlines taken from fonts so far: each character is shaped
        // once, however many documents (a counter's) show it.
        var withFontOutlines = glyphs
        for (number, entry) in text.documents.enumerated() {
            var glyphs = self.glyphs
            var outlined = glyphs.hasGlyphs(forFont: entry.document.fontName)
            if !outlined && needsOutlines(entry.document, text) {
                addFontOutlines(for: entry.document, to: &withFontOutlines)
                glyphs = withFontOutlines
                outlined = true
            }
            let layout = LottieTextLayout(entry.document, glyphs: glyphs) { character in
                if outlined { report.unsupported("text-glyph-missing", at: text.jsonPath, "no glyph for \"\(character)\" in the file: a gap") }
            }
            let group = LottieTransformLayers.pinned(CALayer())
            let from = number == 0 ? span.lowerBound - 1 : entry.frame
            let to = number + 1 < text.documents.count ? text.documents[number + 1].frame : span.upperBound + 1
            if text.documents.count > 1 { animator.applyVisibility(from: from, to: to, to: group) }
            let glyphCount = layout.lines.reduce(0) { $0 + $1.count }
            if !outlined {
                addFontText(entry.document, text: text, to: group)
            } else if text.animators.isEmpty && path == nil {
                addStatic(layout, to: group)
            } else if glyphCount > Self.maximumAnimatedGlyphs {
                report.unsupported("text-too-long", at: text.jsonPath,
                                   "\(glyphCount) characters are too many to animate one by one (at most \(Self.maximumAnimatedGlyphs)): drawn still")
                addStatic(layout, to: group)
            } else {
                let frames = LottieTextFrames(text: text, layout: layout, path: path.map { ($0, masks[$0.maskIndex]) })
                // The frames it shows within the layer's span (none, past it, for a document that
                // starts after the out point: then sampled at that one frame).
                let first = max(from, span.lowerBound - 1)
                addAnimated(frames, to: group, shown: first...max(min(to, span.upperBound + 1), first))
            }
            container.addSublayer(group)
        }
    }

    /// One path of every glyph, painted once.
    private func addStatic(_ layout: LottieTextLayout, to group: CALayer) {
        let path = CGMutablePath()
        for (line, origins) in zip(layout.lines, layout.origins()) {
            for (character, origin) in zip(line, origins) {
                guard let glyph = character.glyph else { continue }
                path.addPath(glyph.outline, transform: CGAffineTransform(a: character.scale, b: 0, c: 0, d: character.scale,
                                                                         tx: origin.x, ty: origin.y))
            }
        }
        for layer in paintedLayers(layout.document) {
            layer.path = path
            group.addSublayer(layer)
        }
    }

    /// A layer per glyph, its look sampled from `frames` over the keyframes within `shown` (the
    /// frames the document shows: outside them its group is hidden).
    private func addAnimated(_ frames: LottieTextFrames, to group: CALayer, shown: ClosedRange<Double>) {
        let document = frames.layout.document
        let all = frames.keyframeFrames
        var sampled: [Double]
        let local: (Double) -> Double
        if let sampling = animator.timeline.sampling {
            (sampled, local) = (sampling.frames, sampling.map)
        } else if let first = all.min(), let last = all.max(), max(first, shown.lowerBound) < min(last, shown.upperBound) {
            let from = max(first, shown.lowerBound), to = min(last, shown.upperBound)
            let times = all.filter { $0 > from && $0 < to } + [from, to]
            (sampled, local) = (LottieAnimator.frames(from: from, to: to, including: times), { $0 })
        } else {
            (sampled, local) = ([min(max(all.first ?? shown.lowerBound, shown.lowerBound), shown.upperBound)], { $0 })
        }
        let glyphCount = frames.layout.lines.reduce(0) { $0 + $1.count }
        if glyphCount * sampled.count > Self.maximumSamples, sampled.count > 2 {
            // Beyond this many states the layer tree would not fit in memory: every k-th frame.
            let stride = (glyphCount * sampled.count + Self.maximumSamples - 1) / Self.maximumSamples
            let kept = Swift.stride(from: 0, to: sampled.count - 1, by: stride).map { sampled[$0] } + [sampled[sampled.count - 1]]
            report.unsupported("text-sampling", at: frames.text.jsonPath, "\(glyphCount) glyphs animated over \(sampled.count) frames: sampled every \(stride) frames")
            sampled = kept
        }
        var slot = 0
        for line in frames.layout.lines {
            for character in line {
                defer { slot += 1 }
                guard let glyph = character.glyph, !glyph.outline.isEmpty else { continue }
                let pivot = frames.pivot(of: character)
                let outline = CGMutablePath()
                outline.addPath(glyph.outline, transform: CGAffineTransform(a: character.scale, b: 0, c: 0, d: character.scale,
                                                                             tx: -pivot.x, ty: -pivot.y))
                // Placed and turned by the container, skewed, scaled and moved by its anchor by the
                // layers inside it (Lottie's order: anchor, scale, skew, turn, move), each part
                // animated only when it changes, and the skew and anchor layers made only for
                // glyphs that have them.
                let index = slot
                let states = sampled.map { frames.states(at: local($0))[index] }
                let container = LottieTransformLayers.pinned(CALayer())
                var inner = container
                let skews = states.map(\.skew)
                if skews.contains(where: { !$0.isIdentity }) {
                    let skewed = LottieTransformLayers.pinned(CALayer())
                    inner.addSublayer(skewed)
                    apply(skews.map { CATransform3DMakeAffineTransform($0) }, to: skewed, keyPath: "transform", frames: sampled)
                    inner = skewed
                }
                let scaled = LottieTransformLayers.pinned(CALayer())
                inner.addSublayer(scaled)
                var painted = scaled
                let anchors = states.map(\.anchor)
                if anchors.contains(where: { $0 != .zero }) {
                    let anchored = LottieTransformLayers.pinned(CALayer())
                    scaled.addSublayer(anchored)
                    apply(anchors.map { CGPoint(x: -$0.x, y: -$0.y) }, to: anchored, keyPath: "position", frames: sampled)
                    painted = anchored
                }
                for layer in paintedLayers(document) {
                    layer.path = outline
                    painted.addSublayer(layer)
                }
                apply(states.map(\.position), to: container, keyPath: "position", frames: sampled)
                let rotations = states.map(\.rotation)
                if states.contains(where: { $0.turnX != 0 || $0.turnY != 0 }) {
                    // Turned about z, then y, then x (lottie-web's order): whole transforms.
                    apply(states.map(Self.turn), to: container, keyPath: "transform", frames: sampled)
                } else if rotations.contains(where: { $0 != 0 }) {
                    apply(rotations, to: container, keyPath: "transform.rotation.z", frames: sampled)
                }
                let scales = states.map { CGSize(width: $0.scaleX, height: $0.scaleY) }
                if scales.contains(where: { $0 != CGSize(width: 1, height: 1) }) {
                    if scales.contains(where: { $0.width <= 0 || $0.height <= 0 }) {
                        // Through zero or a mirror the components would not hold: whole transforms.
                        apply(scales.map { CATransform3DMakeScale($0.width, $0.height, 1) }, to: scaled, keyPath: "transform", frames: sampled)
                    } else {
                        apply(scales.map(\.width), to: scaled, keyPath: "transform.scale.x", frames: sampled)
                        apply(scales.map(\.height), to: scaled, keyPath: "transform.scale.y", frames: sampled)
                    }
                }
                apply(states.map(\.opacity), to: container, keyPath: "opacity", frames: sampled)
                for layer in painted.sublayers ?? [] {
                    guard let shape = layer as? CAShapeLayer else { continue }
                    if shape.fillColor != nil { apply(states.map(\.fill), to: shape, keyPath: "fillColor", frames: sampled) }
                    if shape.strokeColor != nil {
                        apply(states.map(\.stroke), to: shape, keyPath: "strokeColor", frames: sampled)
                        apply(states.map(\.lineWidth), to: shape, keyPath: "lineWidth", frames: sampled)
                    }
                }
                group.addSublayer(container)
            }
        }
    }

    /// A glyph's turn about z, then about y, then about x, as lottie-web composes a character's
    /// `rotateZ(−r)`, `rotateY(ry)` and `rotateX(rx)` (row vectors, as `CATransform3D`'s are; its
    /// `rotateY(a)` and `rotateX(a)` are Core Animation's rotations by −a about those axes).
    static func turn(_ state: LottieTextFrames.State) -> CATransform3D {
        let aboutZ = CATransform3DMakeRotation(state.rotation, 0, 0, 1)
        let aboutY = CATransform3DMakeRotation(-state.turnY, 0, 1, 0), aboutX = CATransform3DMakeRotation(-state.turnX, 1, 0, 0)
        return CATransform3DConcat(CATransform3DConcat(aboutZ, aboutY), aboutX)
    }

    /// The most characters of one document drawn as a layer each (text with animators or a path).
    static let maximumAnimatedGlyphs = 5_000

    /// The most glyph states (glyphs × sampled frames) a text's animation is sampled into.
    static let maximumSamples = 250_000

    /// Sets `keyPath` to the one value when all are equal, else animates it frame by frame.
    private func apply<Value: Equatable>(_ values: [Value], to layer: CALayer, keyPath: String, frames: [Double]) {
        guard let first = values.first else { return }
        guard values.contains(where: { $0 != first }) else {
            layer.setValue(first, forKeyPath: keyPath)
            return
        }
        var next = 0
        animator.applySampled(to: layer, keyPath: keyPath, frames: frames, repeats: { values[$0] == values[$0 - 1] }) { _ in
            defer { next += 1 }
            return values[min(next, values.count - 1)]
        }
    }

    /// The fill and stroke layers of a document's colours, bottom first, their paths to be set.
    private func paintedLayers(_ document: LottieTextDocument) -> [CAShapeLayer] {
        let stroke = document.strokeWidth > 0 ? document.strokeColor.map { LottieShapeBuilder.color($0) } : nil
        // A document without a fill colour and without a stroke is filled black, as After
        // Effects' character panel starts.
        let fill = document.fillColor.map { LottieShapeBuilder.color($0) } ?? (stroke == nil ? LottieShapeBuilder.color([0, 0, 0]) : nil)
        func layer(fill: CGColor?, stroke: CGColor?) -> CAShapeLayer {
            let shape = LottieTransformLayers.pinned(CAShapeLayer())
            shape.fillColor = fill
            shape.strokeColor = stroke
            if stroke != nil {
                shape.lineWidth = document.strokeWidth
                shape.lineJoin = .round
            }
            return shape
        }
        guard let stroke else { return [layer(fill: fill, stroke: nil)] }
        guard let fill else { return [layer(fill: nil, stroke: stroke)] }
        if document.strokeOverFill { return [layer(fill: fill, stroke: stroke)] }
        return [layer(fill: nil, stroke: stroke), layer(fill: fill, stroke: nil)]
    }
}
