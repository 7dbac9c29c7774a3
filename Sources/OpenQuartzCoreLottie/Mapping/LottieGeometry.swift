import Foundation

/// A shape item that makes a path: a path, rectangle, ellipse or star, as Lottie players build them.
///
/// Starting points and directions follow lottie-web (they matter to trims and dashes): a rectangle
/// starts at its top-right corner and runs clockwise (on screen, y down); an ellipse starts at its
/// top and runs clockwise, four cubic quarters with the circle constant 0.5519150244935105; a star
/// or polygon starts at its first outer point, straight up turned by its rotation. Direction 3
/// reverses each.
indirect enum LottieGeometry: Sendable {
    case path(LottieProperty<LottieBezier>)
    /// A path changed by a modifier after it: round corners or offset paths.
    case modified(LottieGeometry, LottiePathModifier)
    case rectangle(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, roundness: LottieProperty<[Double]>, reversed: Bool)
    case ellipse(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, reversed: Bool)
    case star(LottieStar)
    /// Paths made one by merge paths (``LottieMergePaths``).
    case merged([LottieGeometry], LottieMergeMode)
    /// A group's paths, under the group's transform, as merge paths after the group take them.
    case transformed(LottieGeometry, LottieTransform)

    init?(_ item: LottieShapeItem) {
        switch item {
        case .path(let path): self = .path(path)
        case .rectangle(let p, let s, let r, let reversed): self = .rectangle(position: p, size: s, roundness: r, reversed: reversed)
        case .ellipse(let p, let s, let reversed): self = .ellipse(position: p, size: s, reversed: reversed)
        case .star(let star): self = .star(star)
        default: return nil
        }
    }

    /// The frames of every keyframe the path depends on.
    var keyframeFrames: [Double] {
        switch self {
        case .path(let path): path.keyframeFrames
        case .modified(let base, let modifier): base.keyframeFrames + modifier.keyframeFrames
        case .rectangle(let p, let s, let r, _): p.keyframeFrames + s.keyframeFrames + r.keyframeFrames
        case .ellipse(let p, let s, _): p.keyframeFrames + s.keyframeFrames
        case .star(let star):
            [star.position, star.points, star.rotation, star.outerRadius, star.outerRoundness, star.innerRadius,
             star.innerRoundness].flatMap(\.keyframeFrames)
        case .merged(let operands, _): operands.flatMap(\.keyframeFrames)
        case .transformed(let base, let t):
            base.keyframeFrames + t.matrixProperties.flatMap(\.keyframeFrames)
        }
    }

    /// The paths at `frame`: one, except for merged paths, whose result may have several
    /// subpaths (and none).
    func beziers(at frame: Double) -> [LottieBezier] {
        switch self {
        case .merged(let operands, let mode):
            return LottieMergePaths.merge(operands.map { $0.beziers(at: frame) }, mode: mode)
        case .transformed(let base, let transform):
            let matrix = transform.matrix(at: frame)
            return base.beziers(at: frame).map { $0.applying(matrix) }
        case .modified(let base, let modifier):
            guard base.isCompound else { return [bezier(at: frame)] }
            return base.beziers(at: frame).map { modifier.apply(to: $0, at: frame) }
        default:
            return [bezier(at: frame)]
        }
    }

    /// Whether the geometry is merged paths (possibly transformed or modified): more than one
    /// subpath, or none.
    var isCompound: Bool {
        switch self {
        case .merged: true
        case .transformed(let base, _), .modified(let base, _): base.isCompound
        default: false
        }
    }

    /// The path at `frame` (of compound geometry, ``isCompound``, the first subpath: use
    /// ``beziers(at:)``).
    func bezier(at frame: Double) -> LottieBezier {
        switch self {
        case .merged, .transformed:
            return beziers(at: frame).first ?? LottieBezier(closed: false, vertices: [], inTangents: [], outTangents: [])
        case .path(let path):
            return path.value(at: frame)
        case .modified(let base, let modifier):
            return modifier.apply(to: base.bezier(at: frame), at: frame)
        case .rectangle(let p, let s, let r, let reversed):
            let shape = Self.rectangle(center: LottieAnimator.point(p.value(at: frame)), size: LottieAnimator.point(s.value(at: frame)),
                                       radius: r.value(at: frame).first ?? 0)
            return reversed ? shape.reversed : shape
        case .ellipse(let p, let s, let reversed):
            let shape = Self.ellipse(center: LottieAnimator.point(p.value(at: frame)), size: LottieAnimator.point(s.value(at: frame)))
            return reversed ? shape.reversed : shape
        case .star(let star):
            let shape = Self.star(star, at: frame)
            return star.reversed ? shape.reversed : shape
        }
    }

    static let kappa = 0.5519150244935105

    static func rectangle(center c: CGPoint, size: CGPoint, radius: Double) -> LottieBezier {
        let w = abs(size.x) / 2, h = abs(size.y) / 2
        let r = min(max(radius, 0), min(w, h))
        let left = c.x - w, right = c.x + w, top = c.y - h, bottom = c.y + h
        guard r > 0 else {
            let points = [CGPoint(x: right, y: top), CGPoint(x: right, y: bottom), CGPoint(x: left, y: bottom), CGPoint(x: left, y: top)]
            return LottieBezier(closed: true, vertices: points, inTangents: Array(repeating: .zero, count: 4),
                                outTangents: Array(repeating: .zero, count: 4))
        }
        let k = r * kappa
        // Clockwise from the top of the right edge, two vertices per corner.
        let vertices = [
            CGPoint(x: right, y: top + r), CGPoint(x: right, y: bottom - r), CGPoint(x: right - r, y: bottom),
            CGPoint(x: left + r, y: bottom), CGPoint(x: left, y: bottom - r), CGPoint(x: left, y: top + r),
            CGPoint(x: left + r, y: top), CGPoint(x: right - r, y: top),
        ]
        let inTangents = [CGPoint(x: 0, y: -k), .zero, CGPoint(x: k, y: 0), .zero, CGPoint(x: 0, y: k), .zero, CGPoint(x: -k, y: 0), .zero]
        let outTangents = [.zero, CGPoint(x: 0, y: k), .zero, CGPoint(x: -k, y: 0), .zero, CGPoint(x: 0, y: -k), .zero, CGPoint(x: k, y: 0)]
        return LottieBezier(closed: true, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }

    static func ellipse(center c: CGPoint, size: CGPoint) -> LottieBezier {
        let rx = size.x / 2, ry = size.y / 2
        let kx = rx * kappa, ky = ry * kappa
        let vertices = [CGPoint(x: c.x, y: c.y - ry), CGPoint(x: c.x + rx, y: c.y), CGPoint(x: c.x, y: c.y + ry), CGPoint(x: c.x - rx, y: c.y)]
        let inTangents = [CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky), CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky)]
        let outTangents = [CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky), CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky)]
        return LottieBezier(closed: true, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }
}
