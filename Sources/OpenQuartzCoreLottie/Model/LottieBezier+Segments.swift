import Foundation
import OpenCoreGraphics

extension LottieBezier {
    /// Segment `index` of the path: from vertex `index` to the next (the first, after the last),
    /// its control points the tangents added to their vertices.
    func segment(_ index: Int) -> (from: CGPoint, control1: CGPoint, control2: CGPoint, to: CGPoint, isCurve: Bool) {
        let next = (index + 1) % vertices.count
        let from = vertices[index], to = vertices[next]
        let control1 = PathMath.add(from, outTangents[index]), control2 = PathMath.add(to, inTangents[next])
        // A line where both control points lie on its ends, as ``append(to:transform:curved:)`` draws it.
        return (from, control1, control2, to, control1 != from || control2 != to)
    }
}

extension LottieProperty where Value == LottieBezier {
    /// The segments to draw as curves at every keyframe of an animated path: those that are curves
    /// at any keyframe. nil for a constant path, for keyframes of different vertex counts, and where
    /// every segment is straight at every keyframe.
    ///
    /// Lottie players blend a path vertex by vertex, tangents included: a straight segment (its
    /// tangents zero) that is curved at the next keyframe bends by degrees. Core Animation blends
    /// two `CGPath`s point by point only where their elements are of the same kinds
    /// (`Interpolatable+CGPath`), and a line is drawn as a line: such a pair would jump from one
    /// shape to the other half-way. Drawn as a curve whose control points lie on its ends, the
    /// straight segment looks the same and has the points to blend, so the keyframe animation shows
    /// what the players show between keyframes (`thorvg-test11`'s box, frames 91 to 93).
    var curvedSegments: [Bool]? {
        guard case .animated(let keyframes) = self else { return nil }
        let count = keyframes[0].value.vertices.count
        guard count > 1, keyframes.allSatisfy({ $0.value.vertices.count == count }) else { return nil }
        var curved = Array(repeating: false, count: count)
        for keyframe in keyframes {
            // An open path has no segment from its last vertex.
            let segments = keyframe.value.closed ? count : count - 1
            for index in 0..<segments where !curved[index] && keyframe.value.segment(index).isCurve {
                curved[index] = true
            }
        }
        return curved.contains(true) ? curved : nil
    }
}
