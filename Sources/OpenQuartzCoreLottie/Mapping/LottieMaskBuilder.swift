import Foundation

/// Maps a layer's masks onto its `mask`.
///
/// Core Animation masks by a layer's alpha, and sublayers of a mask add up (source over), so:
/// - masks that add (`a`) become one `CAShapeLayer` each in a mask layer, their union, each at its
///   opacity;
/// - one subtracting (`s`) or inverted mask, alone or after the adds, is cut out by the even-odd
///   rule from a rectangle far larger than any composition (exact when it lies inside the area the
///   adds leave, or is the only mask);
/// - `n` (none) masks are ignored, as in Lottie; intersect, lighten, darken and difference modes are
///   reported and drawn as adds;
/// - a mask's expansion (`x`) offsets its path by that many points (``LottieOffsetPath``), outward
///   with round corners as After Effects expands a mask, inward when negative.
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
            if mask.isExpanded { report.use("mask-expansion") }
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
        if masks.count == 1, !masks[0].isExpanded {
            animator.apply(masks[0].path, to: shape, keyPath: "path", set: { $0.path = $1 }) { path([$0]) }
        } else {
            let sources = masks.map { $0.path.keyframeFrames + $0.expansion.keyframeFrames }
            animator.applyDerived(to: shape, keyPath: "path", sources: sources) { frame in
                path(masks.map { $0.bezier(at: frame) })
            }
        }
        animator.apply(masks[0].opacity, to: shape, keyPath: "opacity", set: { $0.opacity = $1 }) { Float(($0.first ?? 100) / 100) }
        return shape
    }
}

extension LottieMask {
    /// Whether the mask has an expansion (animated, or a constant other than 0).
    var isExpanded: Bool { expansion.isAnimated || (expansion.initialValue.first ?? 0) != 0 }

    /// The mask's path at `frame`, expanded.
    func bezier(at frame: Double) -> LottieBezier {
        let amount = expansion.value(at: frame).first ?? 0
        let path = path.value(at: frame)
        return amount == 0 ? path : LottieOffsetPath.offset(path, amount: amount, join: .round, miterLimit: 4)
    }
}
