import Foundation
import OpenQuartzCoreRendering

/// Builds the layer tree of a composition: each Lottie layer becomes a stack of Core Animation
/// layers, outermost first:
/// 1. a container that shows the layer from its in point to its out point (a discrete `hidden`
///    animation in the enclosing composition's time) and carries its track matte as its `mask`;
/// 2. for each parent, outermost ancestor first, the two layers of that parent's transform (no
///    opacity: in Lottie a parent's opacity does not reach its children);
/// 3. the layer's own transform layers;
/// 4. its content (shapes, a precomposition clipped to its size, a solid, an image) and its masks.
/// A layer's own keyframes (transform, shapes, masks) run on its composition's frames, as rlottie
/// and ThorVG evaluate them; its start time and stretch (`st`, `sr`) time the layers of a
/// precomposition it shows: frame `(t - st) / sr` of the precomposition at frame t, the clipping
/// layer's `beginTime` and `speed`.
/// The first layer of a list is drawn on top.
struct LottieCompositionBuilder {
    let document: LottieDocument
    let report: LottieReportCollector
    let file: String

    func error(_ jsonPath: String, _ message: String) -> LottieError {
        LottieError(file: file, jsonPath: jsonPath, message: message)
    }

    /// The root: the composition's bounds from the origin, clipped, with its in point at time 0.
    func makeRoot() throws(LottieError) -> CALayer {
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: document.width, height: document.height)
        root.position = .zero
        root.masksToBounds = true
        root.timeOffset = document.inFrame / document.frameRate
        try addLayers(document.layers, into: root, timeline: LottieTimeline(frameRate: document.frameRate), precomps: [])
        return root
    }

    /// Adds `layers` (a composition's list) to `container`, whose time is `timeline`.
    func addLayers(_ layers: [LottieLayer], into container: CALayer, timeline: LottieTimeline, precomps: [String]) throws(LottieError) {
        var byIndex: [Int: LottieLayer] = [:]
        for layer in layers { if let index = layer.index { byIndex[index] = layer } }
        // A layer above a matted one that names no other matte (`tp`) is that matte, drawn only as such.
        let mattes = Set(layers.indices.filter { $0 > 0 && layers[$0].matteMode != nil && layers[$0].matteParent == nil }.map { $0 - 1 })
        for (position, layer) in layers.enumerated().reversed() where !layer.isMatteSource && !layer.hidden && !mattes.contains(position) {
            let stack = try makeStack(layer, byIndex: byIndex, timeline: timeline, precomps: precomps)
            applyBlendMode(layer, to: stack)
            applyEffects(layer, to: stack, timeline: timeline)
            if let mode = layer.matteMode {
                if let source = matteSource(of: layer, at: position, in: layers, byIndex: byIndex) {
                    try applyMatte(mode, source: source, to: stack, byIndex: byIndex, timeline: timeline,
                                   precomps: precomps, at: layer.jsonPath)
                } else {
                    report.unsupported("track-matte-missing", at: layer.jsonPath,
                                       layer.matteParent.map { "no layer has the index \($0) its \"tp\" names: drawn without a matte" }
                                           ?? "no layer above it: drawn without a matte")
                }
            }
            container.addSublayer(stack)
        }
    }

    /// The layer whose content is `layer`'s track matte: the layer whose index `tp` names, or else
    /// the layer above, whether or not it is marked a matte (`td`), as lottie-web picks it
    /// (`SVGRendererBase.buildItem`). The layer above serves only as the matte, drawn or not
    /// itself whatever its `td` (as lottie-android's `CompositionLayer` and lottie-ios take it, and
    /// rlottie and ThorVG draw it; After Effects hides a track matte layer); one that `tp` names is
    /// drawn unless marked `td`.
    private func matteSource(of layer: LottieLayer, at position: Int, in layers: [LottieLayer],
                             byIndex: [Int: LottieLayer]) -> LottieLayer? {
        if let parent = layer.matteParent { return byIndex[parent] }
        return position > 0 ? layers[position - 1] : nil
    }

    /// Alpha mattes become the layer's `mask` (a second instance of the matte layer's stack); luma
    /// mattes the same mask covering by its luminance (``CALayer/masksByLuminance``), inverted ones
    /// the mask inverted (``CALayer/invertsMask``). Core Animation's masks have neither: lottie-ios
    /// draws inverted mattes into a bitmap each frame instead, and leaves luma mattes out.
    private func applyMatte(_ mode: Int, source: LottieLayer, to stack: CALayer, byIndex: [Int: LottieLayer],
                            timeline: LottieTimeline, precomps: [String], at jsonPath: LottieJSONLocation) throws(LottieError) {
        switch mode {
        case 1:
            report.use("matte-alpha")
        case 2:
            report.use("matte-alpha-inverted")
        case 3:
            report.use("matte-luma")
        case 4:
            report.use("matte-luma-inverted")
        default:
            report.unsupported("matte-mode-\(mode)", at: jsonPath, "drawn without its matte")
            return
        }
        stack.mask = try makeStack(source, byIndex: byIndex, timeline: timeline, precomps: precomps)
        stack.invertsMask = mode == 2 || mode == 4
        stack.masksByLuminance = mode == 3 || mode == 4
    }

    private func makeStack(_ layer: LottieLayer, byIndex: [Int: LottieLayer], timeline: LottieTimeline,
                           precomps: [String]) throws(LottieError) -> CALayer {
        let container = LottieTransformLayers.pinned(CALayer())
        applyVisibility(layer, to: container, timeline: timeline)
        reportUnsupported(layer)
        let animator = LottieAnimator(timeline: timeline)
        var parent = container
        for ancestor in try ancestors(of: layer, byIndex: byIndex) {
            let layers = LottieTransformLayers(ancestor.transform, animator: animator, opacity: false,
                                               autoOrient: ancestor.autoOrient, report: report, at: ancestor.jsonPath)
            parent.addSublayer(layers.outer)
            parent = layers.inner
        }
        let own = LottieTransformLayers(layer.transform, animator: animator, opacity: true,
                                        autoOrient: layer.autoOrient, report: report, at: layer.jsonPath)
        parent.addSublayer(own.outer)
        try addContent(layer, to: own.inner, timeline: timeline, precomps: precomps)
        applyFilters(layer, to: own.inner, timeline: timeline)
        if !layer.masks.isEmpty {
            // A solid's or image's one layer takes the mask itself (its coordinates are the
            // layer's): a masked rectangle, which the renderer draws as one fill of the mask's path.
            var target = own.inner
            if let only = own.inner.sublayers, only.count == 1, only[0].sublayers == nil, only[0].mask == nil { target = only[0] }
            LottieMaskBuilder(animator: animator, report: report).apply(layer.masks, to: target)
        }
        return container
    }

    /// Shown from the in point until the out point, in the enclosing composition's frames.
    private func applyVisibility(_ layer: LottieLayer, to container: CALayer, timeline: LottieTimeline) {
        LottieAnimator(timeline: timeline).applyVisibility(from: layer.inFrame, to: layer.outFrame, to: container)
    }

    /// Parents, outermost first; an error for a cycle, a report for a parent that is not there.
    private func ancestors(of layer: LottieLayer, byIndex: [Int: LottieLayer]) throws(LottieError) -> [LottieLayer] {
        var chain: [LottieLayer] = []
        var seen: Set<Int> = layer.index.map { [$0] } ?? []
        var next = layer.parent
        while let index = next {
            guard let parent = byIndex[index] else {
                report.unsupported("missing-parent", at: layer.jsonPath, "parent \(index) is not in the composition: ignored")
                break
            }
            guard seen.insert(index).inserted else {
                throw error("\(layer.jsonPath).parent", "layers are parented in a cycle (through layer \(index))")
            }
            chain.append(parent)
            next = parent.parent
        }
        return chain.reversed()
    }

    private func reportUnsupported(_ layer: LottieLayer) {
        if layer.is3D {
            report.unsupported("3d-layer", at: layer.jsonPath,
                               "turns about x and y drawn without perspective (no camera); z positions have no effect")
        }
    }
}
