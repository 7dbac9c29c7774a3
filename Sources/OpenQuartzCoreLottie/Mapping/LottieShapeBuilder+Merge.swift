import Foundation

extension LottieShapeBuilder {
    /// `items` split at their last merge paths item: the merged path of everything before it (nil
    /// when nothing before it makes a path), and the items after it, which are all that is left to
    /// draw: the fills and strokes before a merge paint nothing (``LottieMergePaths``).
    func splitAtMerge(_ items: [LottieShapeEntry]) -> (merged: LottieGeometry?, rest: [LottieShapeEntry]) {
        guard let m = items.lastIndex(where: { if case .merge = $0.item { true } else { false } }),
              case .merge(let mode) = items[m].item else { return (nil, items) }
        let operands = mergeOperands(Array(items[..<m]))
        return (operands.isEmpty ? nil : .merged(operands, mode), Array(items[(m + 1)...]))
    }

    /// The paths of `items` as a merge after them takes them, in order: each path item, and each
    /// group's paths under the group's transform, with the modifiers after them applied (a merge
    /// among the items first makes its own operands one). What else the items hold draws nothing;
    /// trims and repeaters among them are reported, as the paths are merged untrimmed and
    /// unrepeated.
    private func mergeOperands(_ items: [LottieShapeEntry]) -> [LottieGeometry] {
        let (merged, rest) = splitAtMerge(items)
        func modified(_ geometry: LottieGeometry, after index: Int) -> LottieGeometry {
            Self.modifiers(in: rest[(index + 1)...]).reduce(geometry) { LottieGeometry.modified($0, $1) }
        }
        var operands = merged.map { [modified($0, after: -1)] } ?? []
        for (index, entry) in rest.enumerated() {
            switch entry.item {
            case .group(let children):
                let (transform, contents) = Self.group(children)
                operands += mergeOperands(contents).map { modified(.transformed($0, transform), after: index) }
            case .trim(let trim) where !trim.isIdentity:
                report.unsupported("merge-paths-trim", at: entry.jsonPath, "the paths merged untrimmed")
            case .repeater:
                report.unsupported("merge-paths-repeater", at: entry.jsonPath, "the paths merged unrepeated")
            case .unsupported(let feature):
                report.unsupported(feature, at: entry.jsonPath, "not applied")
            default:
                if let base = LottieGeometry(entry.item) { operands.append(modified(base, after: index)) }
            }
        }
        return operands
    }
}
