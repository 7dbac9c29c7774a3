import Foundation

/// Maps a layer's masks onto its `mask`.
///
/// After Effects combines masks in order, each with the coverage α of those above it, m being the
/// mask's coverage (its path filled, `1 − path` when inverted, times its opacity): add gives
/// `α + m − α·m`, subtract `α·(1 − m)`, intersect `α·m`, lighten `max(α, m)`, darken `min(α, m)`,
/// difference `|α − m|`; the first mask gives m, or `1 − m` when it subtracts (as ThorVG and
/// lottie-web start). Core Animation masks by a layer's alpha and composites a mask's sublayers
/// source over, so:
/// - masks that only add become one `CAShapeLayer` each in a mask layer: their union;
/// - one subtracting (or inverted) mask alone is its path cut by the even-odd rule from a rectangle
///   far larger than any composition;
/// - any other combination is built mask by mask: an add puts the new mask beside what is above it
///   (source over is the union), an intersect wraps what is above in a layer masked by the new mask,
///   a subtract in one masked by it inverted (``CALayer/invertsMask``); lighten and darken are drawn
///   as add and intersect (exact where the masks are opaque, and reported where one is not), and
///   difference as the union masked by the inverse of the intersection (exact where opaque);
/// - `n` (none) masks are ignored, as in Lottie;
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
        for mask in used {
            report.use("mask-mode-\(mask.mode)")
            if mask.isExpanded { report.use("mask-expansion") }
            if !["a", "s", "i", "l", "d", "f"].contains(mask.mode) {
                report.unsupported("mask-mode-\(mask.mode)", at: mask.jsonPath, "drawn as an added mask")
            }
        }
        let onlyAdds = used.allSatisfy { !$0.inverted && !["s", "i", "d", "f"].contains($0.mode) }
        let first = used[0]
        let opaque = !first.opacity.isAnimated && (first.opacity.initialValue.first ?? 100) == 100
        if onlyAdds {
            let container = LottieTransformLayers.pinned(CALayer())
            for mask in used.reversed() { container.addSublayer(shape(for: [mask], cut: false)) }
            layer.mask = container
        } else if used.count == 1, first.mode != "s" || opaque {
            // One mask: its coverage, which a subtracted mask (opaque, so 1 − m is its complement)
            // turns inside out.
            layer.mask = shape(for: used, cut: (first.mode == "s") != first.inverted)
        } else {
            let differences = used.dropFirst().filter { $0.mode == "f" }.count
            if differences > 3 {
                report.unsupported("mask-mode-f", at: used[0].jsonPath, "more than 3 difference masks: drawn as adds")
            }
            layer.mask = combined(used, upTo: used.count, differenceAsAdd: differences > 3)
        }
    }

    /// The coverage of the first `count` of `masks` combined in order, as layers (see the type's
    /// description).
    private func combined(_ masks: [LottieMask], upTo count: Int, differenceAsAdd: Bool) -> CALayer {
        func coverage(_ mask: LottieMask) -> CAShapeLayer { shape(for: [mask], cut: mask.inverted) }
        func wrapped(_ layer: CALayer, mask: CALayer, inverted: Bool) -> CALayer {
            let wrapper = LottieTransformLayers.pinned(CALayer())
            wrapper.addSublayer(layer)
            wrapper.mask = mask
            wrapper.invertsMask = inverted
            return wrapper
        }
        func union(_ a: CALayer, _ b: CALayer) -> CALayer {
            let group = LottieTransformLayers.pinned(CALayer())
            group.addSublayer(a)
            group.addSublayer(b)
            return group
        }
        var result: CALayer
        if masks[0].mode == "s" {
            let everything = LottieTransformLayers.pinned(CAShapeLayer())
            everything.path = CGPath(rect: Self.everything, transform: nil)
            everything.fillColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            result = wrapped(everything, mask: coverage(masks[0]), inverted: true)
        } else {
            result = coverage(masks[0])
        }
        for index in 1..<max(count, 1) {
            let mask = masks[index]
            if ["l", "d"].contains(mask.mode), mask.opacity.isAnimated || (mask.opacity.initialValue.first ?? 100) != 100 {
                report.unsupported("mask-mode-\(mask.mode)", at: mask.jsonPath,
                                   "drawn as \(mask.mode == "l" ? "an add" : "an intersect"), exact only where masks are opaque")
            }
            switch mask.mode {
            case "s": result = wrapped(result, mask: coverage(mask), inverted: true)
            case "i", "d": result = wrapped(result, mask: coverage(mask), inverted: false)
            case "f" where !differenceAsAdd:
                let overlap = wrapped(combined(masks, upTo: index, differenceAsAdd: false), mask: coverage(mask), inverted: false)
                result = wrapped(union(result, coverage(mask)), mask: overlap, inverted: true)
            default: result = union(result, coverage(mask))
            }
        }
        return result
    }

    /// A black shape of `masks`' paths (inside the "everything" rectangle when `cut`), at the first
    /// mask's opacity.
    private func shape(for masks: [LottieMask], cut: Bool) -> CAShapeLayer {
        let shape = LottieTransformLayers.pinned(CAShapeLayer())
        shape.fillColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        shape.fillRule = cut ? .evenOdd : .nonZero
        func path(_ beziers: [LottieBezier], curved: [Bool]? = nil) -> CGPath {
            let path = CGMutablePath()
            if cut { path.addRect(Self.everything) }
            for bezier in beziers { bezier.append(to: path, curved: curved) }
            return path
        }
        if masks.count == 1, !masks[0].isExpanded {
            let curved = masks[0].path.curvedSegments
            animator.apply(masks[0].path, to: shape, keyPath: "path", set: { $0.path = $1 }) { path([$0], curved: curved) }
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
