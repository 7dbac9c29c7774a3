import Foundation
import OpenQuartzCoreRendering

extension LottieCompositionBuilder {
    /// Adds what a layer draws to `inner` (the layer's own coordinates, its time `timeline`).
    func addContent(_ layer: LottieLayer, to inner: CALayer, timeline: LottieTimeline, precomps: [String]) throws(LottieError) {
        switch layer.kind {
        case .shape(let items):
            LottieShapeBuilder(animator: LottieAnimator(timeline: timeline), report: report).build(items, into: inner)
        case .solid(let color, let width, let height):
            let solid = LottieTransformLayers.pinned(CALayer())
            solid.bounds = CGRect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
            solid.backgroundColor = color
            inner.addSublayer(solid)
        case .image(let reference):
            guard case .image(let data, let mime, let width, let height, let assetPath)? = document.assets[reference] else {
                throw error("\(layer.jsonPath).refId", "no image asset has the id \"\(reference)\"")
            }
            guard let data else { return }
            // PNG, JPEG or WebP, told apart by their bytes (files are found mislabelled).
            guard let image = CGImage(encodedData: data) else {
                let reason = CGImage.decodingError(of: data) ?? "unreadable"
                report.unsupported("image-unreadable", at: assetPath, "the image (\(mime.isEmpty ? "no type" : mime)) cannot be decoded: \(reason): not drawn")
                return
            }
            if let kind = CGImage.encodedImageKind(of: data), kind != "png" { report.use("image-\(kind)") }
            let imageLayer = LottieTransformLayers.pinned(CALayer())
            imageLayer.bounds = CGRect(x: 0, y: 0, width: width > 0 ? width : Double(image.width),
                                       height: height > 0 ? height : Double(image.height))
            imageLayer.contents = image
            inner.addSublayer(imageLayer)
        case .precomp(let reference, let width, let height, let timeRemap):
            guard case .precomp(let layers, _)? = document.assets[reference] else {
                throw error("\(layer.jsonPath).refId", "no precomposition asset has the id \"\(reference)\"")
            }
            guard !precomps.contains(reference), precomps.count < 64 else {
                throw error("\(layer.jsonPath).refId", "precomposition \"\(reference)\" contains itself")
            }
            let clip = LottieTransformLayers.pinned(CALayer())
            clip.bounds = CGRect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
            clip.masksToBounds = width > 0 && height > 0
            inner.addSublayer(clip)
            let innerTime: LottieTimeline
            if let timeRemap {
                innerTime = remapped(timeline, by: timeRemap, for: layer)
            } else {
                innerTime = timeline.child(startTime: layer.startTime, stretch: layer.stretch)
                innerTime.apply(to: clip, from: timeline)
            }
            try addLayers(layers, into: clip, timeline: innerTime, precomps: precomps + [reference])
        case .text(let text):
            LottieTextBuilder(animator: LottieAnimator(timeline: timeline), glyphs: document.glyphs, masks: layer.masks,
                              report: report, span: min(layer.inFrame, layer.outFrame)...max(layer.inFrame, layer.outFrame))
                .build(text, into: inner)
        case .null:
            break
        case .unsupported(let feature):
            report.unsupported(feature, at: layer.jsonPath, "not drawn")
        }
    }

    /// The time inside a time-remapped precomposition: `tm` gives the precomposition's time in
    /// seconds at each frame of the enclosing composition (divided by the stretch, as rlottie
    /// does), sampled at every frame the layer shows.
    private func remapped(_ timeline: LottieTimeline, by remap: LottieProperty<[Double]>, for layer: LottieLayer) -> LottieTimeline {
        let fps = timeline.frameRate, stretch = layer.stretch
        var inner = timeline
        if let sampling = timeline.sampling {
            let map = sampling.map
            inner.sampling = .init(frames: sampling.frames, map: { (remap.value(at: map($0)).first ?? 0) * fps / stretch })
            return inner
        }
        let frames = LottieAnimator.frames(from: min(layer.inFrame, layer.outFrame), to: max(layer.inFrame, layer.outFrame), including: [])
        inner.sampling = .init(frames: frames, map: { (remap.value(at: $0).first ?? 0) * fps / stretch })
        return inner
    }
}
