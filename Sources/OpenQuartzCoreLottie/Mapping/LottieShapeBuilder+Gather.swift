import Foundation

/// Styles that paint the paths of a group from outside it.
///
/// A fill or stroke after a group paints the group's paths as they lie in the style's own space:
/// each path moved by the transforms of the groups between them, the stroke's width, dashes and a
/// gradient's points measured in the style's space, and the groups' opacities left out (they are
/// the groups' own content's). lottie-web transforms such paths by the transformers between the
/// style's level and the path's (`SVGElementsRenderer.renderPath`) and draws the style in its own
/// level's element; rlottie, ThorVG and Skottie draw the same, and After Effects keeps a stroke
/// outside a scaled group its width.
///
/// Drawing the style inside the group, under the group's transform layers, shows the same where
/// the group neither scales nor skews, is opaque, and the style is solid: those styles stay inside
/// (``staysInGroup(_:transform:)``), where the group's transform animates as a layer transform.
/// The others paint the group's paths at the style's level (``gatheredPaths(_:)``), sampled at
/// every frame where a transform moves. A group holding a repeater keeps every style inside it, as
/// before: its copies are layers, not paths.
extension LottieShapeBuilder {
    /// Whether `style`, reaching a group of `transform` from outside it, draws the same inside the
    /// group: a solid fill, or a solid stroke under a transform that never scales or skews, and
    /// neither under a group that is ever translucent.
    static func staysInGroup(_ style: LottieShapeEntry, transform: LottieTransform) -> Bool {
        if transform.opacity.isAnimated || (transform.opacity.initialValue.first ?? 100) != 100 { return false }
        switch style.item {
        case .fill(let fill):
            if case .gradient = fill.paint { return isIdentity(transform) }
            return true
        case .stroke(let stroke):
            if case .gradient = stroke.paint { return isIdentity(transform) }
            return !transform.hasSkew && !transform.scale.isAnimated && transform.scale.initialValue.prefix(2).allSatisfy { $0 == 100 }
        default:
            return true
        }
    }

    /// Whether `transform` is constant and moves nothing.
    static func isIdentity(_ transform: LottieTransform) -> Bool {
        let parts = [transform.anchor, transform.positionX, transform.positionY, transform.scale, transform.rotation,
                     transform.skew, transform.skewAxis] + (transform.position.map { [$0] } ?? [])
        return !parts.contains(where: \.isAnimated) && transform.matrix(at: 0).isIdentity
    }

    /// `geometry` moved by `transform`, or itself where the transform moves nothing.
    static func transformed(_ geometry: LottieGeometry, by transform: LottieTransform) -> LottieGeometry {
        isIdentity(transform) ? geometry : .transformed(geometry, transform)
    }

    /// The paths of a group's `items` (its transform left out) in the group's space, each with the
    /// trims inside the group that act on it: its own paths and merges, with the modifiers after
    /// them, and its nested groups' paths under their transforms. Nil when a repeater is among them
    /// or in a nested group.
    func gatheredPaths(_ items: [LottieShapeEntry]) -> StyledPaths? {
        if items.contains(where: { if case .repeater = $0.item { true } else { false } }) { return nil }
        let (merged, rest) = splitAtMerge(items)
        func modified(_ geometry: LottieGeometry, after index: Int) -> LottieGeometry {
            Self.modifiers(in: rest[(index + 1)...]).reduce(geometry) { LottieGeometry.modified($0, $1) }
        }
        let trims = rest.enumerated().compactMap { index, entry -> (Int, Trim)? in
            if case .trim(let trim) = entry.item { return (index, Trim(trim: trim, jsonPath: entry.jsonPath)) }
            return nil
        }
        func trimsAfter(_ index: Int) -> [Trim] { trims.filter { $0.0 > index }.map(\.1) }
        var paths: StyledPaths = merged.map { [(modified($0, after: -1), trimsAfter(-1))] } ?? []
        for (index, entry) in rest.enumerated() {
            if case .group(let children) = entry.item {
                let (transform, contents) = Self.group(children)
                guard let inner = gatheredPaths(contents) else { return nil }
                paths += inner.map { (modified(Self.transformed($0.0, by: transform), after: index), $0.1 + trimsAfter(index)) }
            } else if let base = LottieGeometry(entry.item) {
                paths.append((modified(base, after: index), trimsAfter(index)))
            }
        }
        return paths
    }
}
