import Foundation

/// Maps a layer's masks onto its `mask`.
///
/// Core Animation masks by a layer's alpha, and sublayers of a mask add up (source over), so:
/// - masks that add (`a`) become one `CAShapeLayer` each in a mask layer, their union, each at its
///   opacity;
/// - one subtracting (`s`) or inverted mask, alone or after the adds, is cut out by the even-odd
///   rule from a rectangle far larger than any composition (exact when it lies inside the area the
///   adds leave, or is the only mask);
/// - `n` (none) masks are ignored, as in Lottie; intersect, lighten, darken and difference modes and
///   mask expansion are reported and drawn as adds.
struct LottieMaskBuilder {
    let animator: LottieAnimator
    let report: LottieReportCollector

    /// A rectangle around every drawable point, for inverted and subtracted masks.
    static let everything = CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)

    func apply(_ masks: [LottieMask], to layer: CALayer) {
        let used = masks.filter { $0.mode != "n" }
        guard !used.isEmpty else { return }
        let container = LottieTransformLayers.pinned(CALayer())
        var adds: [LottieMask] = []
        var cuts: [LottieMask] = []
        for mask in used {
            report.use("mask-mode-\(mask.mode)")
            if mask.expansion.isAnimated || (mask.expansion.initialValue.first ?? 0) != 0 {
                report.unsupported("mask-expansion", at: mask.jsonPath, "drawn without expansion")
            }
            switch mask.mode {
            case "a": if mask.inverted { cuts.append(mask) } else { adds.append(mask) }
            case "s": if mask.inverted { adds.append(mask) } else { cuts.append(mask) }
            default:
                report.unsupported("mask-mode-\(mask.mode)", at: mask.jsonPath, "drawn as an added mask")
                adds.append(mask)
            }
        }
        if cuts.count > 1 || (!cuts.isEmpty && adds.count > 1) {
            report.unsupported("mask-combination", at: used[0].jsonPath, "subtracted masks are cut from the union of the adds")
        }
        for mask in adds.reversed() {
            container.addSublayer(shape(for: [mask], cut: false))
        }
        if !cuts.isEmpty {
            if adds.isEmpty {
                container.addSublayer(shape(for: cuts, cut: true))
            } else {
                // Adds and cuts together: the cut paths become holes in the adds' union.
                container.sublayers = nil
                container.addSublayer(shape(for: adds + cuts, cut: false, evenOdd: true))
            }
        }
        layer.mask = container
    }

    /// A black shape of `masks`' paths (inside the "everything" rectangle when `cut`), at the first
    /// mask's opacity.
    private func shape(for masks: [LottieMask], cut: Bool, evenOdd: Bool = false) -> CAShapeLayer {
        let shape = LottieTransformLayers.pinned(CAShapeLayer())
        shape.fillColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        shape.fillRule = cut || evenOdd ? .evenOdd : .nonZero
        func path(_ beziers: [LottieBezier]) -> CGPath {
            let path = CGMutablePath()
            if cut { path.addRect(Self.everything) }
            for bezier in beziers { bezier.append(to: path) }
            return path
        }
        if masks.count == 1 {
            animator.apply(masks[0].path, to: shape, keyPath: "path", set: { $0.path = $1 }) { path([$0]) }
        } else {
            animator.applyDerived(to: shape, keyPath: "path", sources: masks.map(\.path.keyframeFrames)) { frame in
                path(masks.map { $0.path.value(at: frame) })
            }
        }
        animator.apply(masks[0].opacity, to: shape, keyPath: "opacity", set: { $0.opacity = $1 }) { Float(($0.first ?? 100) / 100) }
        return shape
    }
}
