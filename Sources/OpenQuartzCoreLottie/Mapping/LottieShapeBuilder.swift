import Foundation

/// Maps a shape layer's items onto layers, as Lottie players stack them.
///
/// Items earlier in a list draw above later ones. A fill or stroke paints every path item before it
/// in its list, and every path of the groups before it (a style reaches into nested groups, drawn
/// there under the group's own items); it becomes a `CAShapeLayer` whose path is those paths
/// together (lottie-ios does the same). A gradient becomes a `CAGradientLayer` masked by such a
/// shape layer. Trim paths act on the paths before them, including nested groups', and become
/// `strokeStart`/`strokeEnd` of the strokes that draw them. A group becomes the two layers of its
/// transform (``LottieTransformLayers``), its opacity on the inner one. A repeater repeats what
/// precedes it in a `CAReplicatorLayer`.
struct LottieShapeBuilder {
    let animator: LottieAnimator
    let report: LottieReportCollector

    /// A trim with where it was met.
    struct Trim {
        var trim: LottieTrim
        var jsonPath: String
    }

    /// Adds the layers of `items` to `container`, bottom first. `inheritedStyles` (fills and
    /// strokes) and `inheritedTrims` come from enclosing lists and act on every path of this one.
    func build(_ items: [LottieShapeEntry], into container: CALayer, inheritedStyles: [LottieShapeEntry] = [],
               inheritedTrims: [Trim] = []) {
        guard let r = items.lastIndex(where: { if case .repeater = $0.item { true } else { false } }),
              case .repeater(let repeater) = items[r].item else {
            buildList(items, into: container, inheritedStyles: inheritedStyles, inheritedTrims: inheritedTrims)
            return
        }
        // What precedes the repeater is repeated, and painted by the styles after it too.
        let after = Array(items[(r + 1)...])
        buildList(after, into: container, inheritedStyles: inheritedStyles, inheritedTrims: inheritedTrims)
        let replicator = makeReplicator(repeater, at: items[r].jsonPath)
        let trimsAfter = after.compactMap { entry -> Trim? in
            if case .trim(let trim) = entry.item { return Trim(trim: trim, jsonPath: entry.jsonPath) }
            return nil
        }
        build(Array(items[..<r]), into: replicator.content, inheritedStyles: after.filter(\.isStyle) + inheritedStyles,
              inheritedTrims: trimsAfter + inheritedTrims)
        container.addSublayer(replicator.layer)
    }

    private func buildList(_ items: [LottieShapeEntry], into container: CALayer, inheritedStyles: [LottieShapeEntry],
                           inheritedTrims: [Trim]) {
        let geometry = items.enumerated().compactMap { index, entry in LottieGeometry(entry.item).map { (index, $0) } }
        let trims = items.enumerated().compactMap { index, entry -> (Int, Trim)? in
            if case .trim(let trim) = entry.item { return (index, Trim(trim: trim, jsonPath: entry.jsonPath)) }
            return nil
        }
        func trimsOf(_ index: Int) -> [Trim] { trims.filter { $0.0 > index }.map(\.1) + inheritedTrims }
        // Inherited styles paint every path of this list, under its own items.
        if !geometry.isEmpty {
            for style in inheritedStyles.reversed() {
                addStyle(style, paths: geometry.map { ($0.1, trimsOf($0.0)) }, to: container)
            }
        }
        for (index, entry) in items.enumerated().reversed() {
            switch entry.item {
            case .fill, .stroke:
                let paths = geometry.filter { $0.0 < index }.map { ($0.1, trimsOf($0.0)) }
                if !paths.isEmpty { addStyle(entry, paths: paths, to: container) }
            case .group(let children):
                let transform = children.compactMap { if case .transform(let t) = $0.item { t } else { nil } }.last ?? .identity
                let layers = LottieTransformLayers(transform, animator: animator, opacity: true, report: report, at: entry.jsonPath)
                build(children.filter { if case .transform = $0.item { false } else { true } }, into: layers.inner,
                      inheritedStyles: items[(index + 1)...].filter(\.isStyle) + inheritedStyles,
                      inheritedTrims: trimsOf(index))
                container.addSublayer(layers.outer)
            case .unsupported(let feature):
                report.unsupported(feature, at: entry.jsonPath, "not applied")
            case .trim, .repeater, .transform, .path, .rectangle, .ellipse, .star:
                break
            }
        }
    }
}

extension LottieShapeEntry {
    /// A fill or stroke (solid or gradient).
    var isStyle: Bool {
        switch item {
        case .fill, .stroke: true
        default: false
        }
    }
}
