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
/// So the style is drawn once, at its place in its list, over all its paths as one path: where
/// styles were drawn inside the groups they reach (lottie-ios's Core Animation engine draws them
/// so), a stroke outside a scaled group was scaled with it, a gradient moved with the group, the
/// group's opacity applied, a style drawn above items that lie between the group and it, and
/// paths of different groups filled each on its own (no even-odd holes where they overlap, and a
/// translucent colour twice over). A group holding a repeater keeps the styles inside it: its
/// copies are layers, not paths.
extension LottieShapeBuilder {
    /// `geometry` moved by `transform`: itself where the transform is constant and moves nothing; a
    /// path's keyframes moved where the transform is constant (an affine map commutes with the
    /// linear interpolation of a path's vertices and tangents, so the path keeps its keyframes and
    /// easing instead of being sampled at every frame).
    static func transformed(_ geometry: LottieGeometry, by transform: LottieTransform) -> LottieGeometry {
        guard !transform.matrixProperties.contains(where: \.isAnimated) else { return .transformed(geometry, transform) }
        let matrix = transform.matrix(at: 0)
        if matrix.isIdentity { return geometry }
        if case .path(let property) = geometry { return .path(property.map { $0.applying(matrix) }) }
        return .transformed(geometry, transform)
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
