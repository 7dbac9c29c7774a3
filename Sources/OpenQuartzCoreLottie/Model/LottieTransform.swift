import Foundation

/// A layer's or group's transform (`ks`, or a group's `tr` item): the point `anchor` of the content
/// is placed at `position`, scaled (percent), skewed and rotated (degrees, clockwise on screen)
/// about it. As a matrix, `translate(position) · rotate · skew · scale · translate(-anchor)`, where
/// the skew shears x by `-tan(sk)` along the axis rotated by `sa` (lottie-web's order; the sign of a
/// shear is not documented by the format, chosen to match that player).
struct LottieTransform: Sendable {
    var anchor: LottieProperty<[Double]>
    /// The position, or nil when it is split into `positionX` and `positionY`.
    var position: LottieProperty<[Double]>?
    var positionX: LottieProperty<[Double]>
    var positionY: LottieProperty<[Double]>
    var scale: LottieProperty<[Double]>
    var rotation: LottieProperty<[Double]>
    var skew: LottieProperty<[Double]>
    var skewAxis: LottieProperty<[Double]>
    /// Percent, 0 to 100.
    var opacity: LottieProperty<[Double]>
    /// A 3D layer's turns about the x and y axes (`rx`, `ry`, degrees), and its orientation (`or`,
    /// degrees about x, y and z); the identity's zeros for 2D layers.
    var rotationX: LottieProperty<[Double]> = .constant([0])
    var rotationY: LottieProperty<[Double]> = .constant([0])
    var orientation: LottieProperty<[Double]> = .constant([0, 0, 0])

    static let identity = LottieTransform(
        anchor: .constant([0, 0]), position: .constant([0, 0]), positionX: .constant([0]), positionY: .constant([0]),
        scale: .constant([100, 100]), rotation: .constant([0]), skew: .constant([0]), skewAxis: .constant([0]),
        opacity: .constant([100]))

    /// Whether skew is in use (then the transform is sampled as a whole matrix).
    var hasSkew: Bool {
        if skew.isAnimated { return true }
        return skew.initialValue.first ?? 0 != 0
    }

    /// Whether the layer turns out of the screen's plane: a 3D layer's x or y rotation or its
    /// orientation is animated or not zero.
    var turnsIn3D: Bool {
        [rotationX, rotationY, orientation].contains { $0.isAnimated || $0.initialValue.contains { $0 != 0 } }
    }

    /// The turn out of the screen's plane at `frame`, applied after the z rotation: After Effects'
    /// order, and lottie-web's (`rotateZ(rz)`, then `rotateY`, `rotateX`, then the orientation's z, y
    /// and x), with Core Animation's right-handed turns (x to y is the z rotation, clockwise on a
    /// screen whose y points down, as Lottie's `r`). The turns' sense about x and y does not change
    /// the picture: without perspective only the matrix's x-y block is seen, and reversing both
    /// senses only negates its off-plane terms. Core Animation's row-vector order: the first turn
    /// applied is the first factor.
    func turn3D(at frame: Double) -> CATransform3D {
        let degrees = Double.pi / 180
        let x = (rotationX.value(at: frame).first ?? 0) * degrees
        let y = (rotationY.value(at: frame).first ?? 0) * degrees
        let o = orientation.value(at: frame)
        func component(_ index: Int) -> Double { index < o.count ? o[index] * degrees : 0 }
        var m = CATransform3DMakeRotation(y, 0, 1, 0)
        m = CATransform3DConcat(m, CATransform3DMakeRotation(x, 1, 0, 0))
        m = CATransform3DConcat(m, CATransform3DMakeRotation(component(2), 0, 0, 1))
        m = CATransform3DConcat(m, CATransform3DMakeRotation(component(1), 0, 1, 0))
        return CATransform3DConcat(m, CATransform3DMakeRotation(component(0), 1, 0, 0))
    }

    /// The position at `frame`, from the combined or split property.
    func positionValue(at frame: Double) -> CGPoint {
        if let position {
            let value = position.value(at: frame)
            return CGPoint(x: value.first ?? 0, y: value.count > 1 ? value[1] : 0)
        }
        return CGPoint(x: positionX.value(at: frame).first ?? 0, y: positionY.value(at: frame).first ?? 0)
    }

    /// The properties ``matrix(at:)`` reads.
    var matrixProperties: [LottieProperty<[Double]>] {
        [anchor, positionX, positionY, scale, rotation, skew, skewAxis] + (position.map { [$0] } ?? [])
    }

    /// The whole matrix at `frame`.
    func matrix(at frame: Double) -> CGAffineTransform {
        let a = anchor.value(at: frame), s = scale.value(at: frame)
        let p = positionValue(at: frame)
        let r = (rotation.value(at: frame).first ?? 0) * .pi / 180
        var m = CGAffineTransform(translationX: p.x, y: p.y).rotated(by: r)
        let sk = (skew.value(at: frame).first ?? 0) * .pi / 180
        if sk != 0 {
            let axis = (skewAxis.value(at: frame).first ?? 0) * .pi / 180
            m = m.rotated(by: axis)
            m = CGAffineTransform(a: 1, b: 0, c: -tan(sk), d: 1, tx: 0, ty: 0).concatenating(m)
            m = CGAffineTransform(rotationAngle: -axis).concatenating(m)
        }
        m = m.scaledBy(x: (s.first ?? 100) / 100, y: (s.count > 1 ? s[1] : s.first ?? 100) / 100)
        return m.translatedBy(x: -(a.first ?? 0), y: -(a.count > 1 ? a[1] : 0))
    }
}

extension LottieNode {
    /// A transform object; every member optional (absent members are the identity's).
    func transform() throws(LottieError) -> LottieTransform {
        var result = LottieTransform.identity
        result.anchor = try vectorProperty("a", default: [0, 0])
        if let p = self["p"] {
            if p.flag("s") {
                result.position = nil
                result.positionX = try p.scalarProperty("x", default: 0)
                result.positionY = try p.scalarProperty("y", default: 0)
            } else {
                result.position = try p.property { (node) throws(LottieError) in try node.vector() }
            }
        }
        result.scale = try vectorProperty("s", default: [100, 100])
        // 3D layers write z rotation as `rz`; `r` is the 2D rotation.
        result.rotation = try scalarProperty(self["r"] != nil ? "r" : "rz", default: 0)
        result.skew = try scalarProperty("sk", default: 0)
        result.skewAxis = try scalarProperty("sa", default: 0)
        result.opacity = try scalarProperty("o", default: 100)
        result.rotationX = try scalarProperty("rx", default: 0)
        result.rotationY = try scalarProperty("ry", default: 0)
        result.orientation = try vectorProperty("or", default: [0, 0, 0])
        return result
    }
}
