import Foundation

/// Maps a shape layer's items onto layers, as Lottie players stack them.
///
/// Items earlier in a list draw above later ones. A fill or stroke paints every path item before it
/// in its list, and every path of the groups before it (a style reaches into nested groups, drawn
/// there under the group's own items); it becomes a `CAShapeLayer` whose path is those paths
/// together (lottie-ios does the same). A gradient becomes a `CAGradientLayer` masked by such a
/// shape layer. Trim paths act on the paths before them, including nested groups', and become
/// `strokeStart`/`strokeEnd` of the strokes that draw them; round corners and offset paths act on them
/// the same way (``LottieRoundCorners``, ``LottieOffsetPath``). A group becomes the two layers of its
/// transform (``LottieTransformLayers``), its opacity on the inner one. A repeater repeats what
/// precedes it in a `CAReplicatorLayer`, or, where one repeated transform cannot place the copies,
/// in a layer per copy.
struct LottieShapeBuilder {
    let animator: LottieAnimator
    let report: LottieReportCollector

    /// A trim with where it was met.
    struct Trim {
        var trim: LottieTrim
        var jsonPath: LottieJSONLocation
    }

    /// Adds the layers of `items` to `container`, bottom first. `inheritedStyles` (fills and
    /// strokes) and `inheritedTrims` come from enclosing lists and act on every path of this one.
    func build(_ items: [LottieShapeEntry], into container: CALayer, inheritedStyles: [LottieShapeEntry] = [],
               inheritedTrims: [Trim] = [], inheritedModifiers: [LottiePathModifier] = []) {
        guard let r = items.lastIndex(where: { if case .repeater = $0.item { true } else { false } }),
              case .repeater(let repeater) = items[r].item else {
            buildList(items, into: container, inheritedStyles: inheritedStyles, inheritedTrims: inheritedTrims,
                      inheritedModifiers: inheritedModifiers)
            return
        }
        // What precedes the repeater is repeated, and painted by the styles after it too.
        let after = Array(items[(r + 1)...])
        buildList(after, into: container, inheritedStyles: inheritedStyles, inheritedTrims: inheritedTrims,
                  inheritedModifiers: inheritedModifiers)
        let trimsAfter = after.compactMap { entry -> Trim? in
            if case .trim(let trim) = entry.item { return Trim(trim: trim, jsonPath: entry.jsonPath) }
            return nil
        }
        func buildRepeated(into layer: CALayer) {
            build(Array(items[..<r]), into: layer, inheritedStyles: after.filter(\.isStyle) + inheritedStyles,
                  inheritedTrims: trimsAfter + inheritedTrims, inheritedModifiers: Self.modifiers(in: after) + inheritedModifiers)
        }
        if Self.isAnimated(repeater) {
            report.use("animated-repeater")
            for copy in makeAnimatedCopies(repeater, build: buildRepeated) { container.addSublayer(copy) }
            return
        }
        if Self.isReplicable(repeater.transform), let replicator = makeReplicator(repeater) {
            buildRepeated(into: replicator.content)
            container.addSublayer(replicator.layer)
            return
        }
        // Copies that one repeated transform cannot place: each built on its own, bottom first.
        let copies = min(Self.copyCount(repeater), 1_000), offset = repeater.offset.initialValue.first ?? 0
        for index in Self.drawingOrder(repeater, count: copies) {
            let copy = LottieTransformLayers.pinned(CALayer())
            copy.setAffineTransform(Self.copyMatrix(repeater.transform, offset + Double(index)))
            copy.opacity = Float(min(max(Self.copyOpacity(repeater, index: index, count: copies), 0), 1))
            buildRepeated(into: copy)
            container.addSublayer(copy)
        }
    }

    /// A group's transform (its last `tr`, the identity without one) and its other items.
    static func group(_ children: [LottieShapeEntry]) -> (transform: LottieTransform, items: [LottieShapeEntry]) {
        let transform = children.compactMap { if case .transform(let t) = $0.item { t } else { nil } }.last ?? .identity
        return (transform, children.filter { if case .transform = $0.item { false } else { true } })
    }

    /// The path modifiers of `items`, in order.
    static func modifiers(in items: some Collection<LottieShapeEntry>) -> [LottiePathModifier] {
        items.compactMap { if case .modifier(let modifier) = $0.item { modifier } else { nil } }
    }

    private func buildList(_ items: [LottieShapeEntry], into container: CALayer, inheritedStyles: [LottieShapeEntry],
                           inheritedTrims: [Trim], inheritedModifiers: [LottiePathModifier]) {
        // A merge takes every item before it; its path comes first, at index -1.
        let (merged, items) = splitAtMerge(items)
        func modifiersOf(_ index: Int) -> [LottiePathModifier] { Self.modifiers(in: items[(index + 1)...]) + inheritedModifiers }
        // Modifiers act on the paths before them (the innermost first, as a path meets them).
        let geometry = ([(-1, merged)] + items.enumerated().map { ($0, LottieGeometry($1.item)) }).compactMap { index, base in
            base.map { (index, modifiersOf(index).reduce($0) { LottieGeometry.modified($0, $1) }) }
        }
        let trims = items.enumerated().compactMap { index, entry -> (Int, Trim)? in
            if case .trim(let trim) = entry.item { return (index, Trim(trim: trim, jsonPath: entry.jsonPath)) }
            return nil
        }
        func trimsOf(_ index: Int) -> [Trim] { trims.filter { $0.0 > index }.map(\.1) + inheritedTrims }
        // The styles reaching each group paint its paths here, each at its own place among this
        // list's items (LottieShapeBuilder+Gather); passed down only into a group that repeats.
        func stylesReaching(_ index: Int) -> [LottieShapeEntry] { items[(index + 1)...].filter(\.isStyle) + inheritedStyles }
        var lifted: [(index: Int, paths: StyledPaths, styles: Set<String>)] = []
        for (index, entry) in items.enumerated() {
            guard case .group(let children) = entry.item else { continue }
            let reaching = stylesReaching(index)
            let (transform, contents) = Self.group(children)
            guard !reaching.isEmpty, let inner = gatheredPaths(contents) else {
                if !reaching.isEmpty {
                    report.unsupported("style-over-repeater", at: entry.jsonPath,
                                       "the styles after the group drawn inside it, under its transform and opacity")
                }
                continue
            }
            let outer = modifiersOf(index)
            let paths = inner.map { path in
                (outer.reduce(Self.transformed(path.0, by: transform)) { LottieGeometry.modified($0, $1) }, path.1 + trimsOf(index))
            }
            lifted.append((index, paths, Set(reaching.map(\.jsonPath.description))))
        }
        // The paths `style` paints among those before `index`: this list's own, and the groups'
        // it paints from here, in the list's order.
        func paths(of style: LottieShapeEntry, before index: Int) -> StyledPaths {
            let key = lifted.isEmpty ? "" : style.jsonPath.description
            var result: StyledPaths = []
            var groups = lifted.makeIterator(), group = groups.next()
            for (position, path) in geometry where position < index {
                while let next = group, next.index < position {
                    if next.styles.contains(key) { result += next.paths }
                    group = groups.next()
                }
                result.append((path, trimsOf(position)))
            }
            while let next = group, next.index < index {
                if next.styles.contains(key) { result += next.paths }
                group = groups.next()
            }
            return result
        }
        // Inherited styles paint every path of this list, under its own items.
        for style in inheritedStyles.reversed() {
            let paths = paths(of: style, before: items.count)
            if !paths.isEmpty { addStyle(style, paths: paths, to: container) }
        }
        for (index, entry) in items.enumerated().reversed() {
            switch entry.item {
            case .fill, .stroke:
                let paths = paths(of: entry, before: index)
                if !paths.isEmpty { addStyle(entry, paths: paths, to: container) }
            case .group(let children):
                let (transform, contents) = Self.group(children)
                let layers = LottieTransformLayers(transform, animator: animator, opacity: true, report: report, at: entry.jsonPath)
                let passedDown = lifted.contains { $0.index == index } ? [] : stylesReaching(index)
                build(contents, into: layers.inner, inheritedStyles: passedDown,
                      inheritedTrims: trimsOf(index), inheritedModifiers: modifiersOf(index))
                container.addSublayer(layers.outer)
            case .unsupported(let feature):
                report.unsupported(feature, at: entry.jsonPath, "not applied")
            case .trim, .repeater, .modifier, .transform, .merge, .path, .rectangle, .ellipse, .star:
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
