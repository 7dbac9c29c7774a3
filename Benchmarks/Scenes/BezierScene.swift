// The Bezier reference scene as CALayers, built from the description every program reads
// (BezierSceneDescription, written by Benchmarks/peers/gen_bezier_scene.py), with the public API as a
// Core Animation user writes it, and as lottie-ios's Core Animation engine maps a Lottie shape layer:
// - a shape filled with a colour is one CAShapeLayer (fillColor, and strokeColor, lineWidth 3 and
//   lineJoin .round when it is stroked);
// - a shape filled with a gradient is a plain CALayer holding a CAGradientLayer (.axial or .radial,
//   colors, locations, startPoint and endPoint in its unit square) masked by a CAShapeLayer filling
//   the path opaque, and, when it is stroked, a CAShapeLayer stroking the path over it;
// - the shape's own layer (the shape layer or the holder) animates its position (a
//   CAKeyframeAnimation along the two legs, 1 s, autoreversing, forever) and its
//   transform.rotation.z (a CABasicAnimation of a whole turn at the shape's speed, forever).
// Every layer of a shape has the shape's square box as bounds (a square, so that the gradient's unit
// square maps to pixels without stretching), and the anchor point at the shape's centre.
import Foundation
import OpenQuartzCoreRendering

public enum BezierScene {
    /// The root and its sublayers (one per shape), committed at media time 0, drawing `description`
    /// (by default ``BezierSceneDescription/load()``'s).
    public static func make(_ description: BezierSceneDescription = .load()) -> (root: CALayer, layers: [CALayer]) {
        ReferenceScene.build { root in
            for shape in description.shapes {
                root.addSublayer(layer(for: shape))
            }
        }
    }

    /// The layer drawing `shape`, with its animations.
    static func layer(for shape: BezierSceneDescription.Shape) -> CALayer {
        let path = localPath(of: shape)
        let layer: CALayer
        switch shape.fill {
        case let .solid(red, green, blue):
            let shapeLayer = strokeLayer(path: path, shape: shape)
            shapeLayer.fillColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: shape.alpha)
            layer = shapeLayer
        case .linear, .radial:
            layer = CALayer()
            let gradient = gradientLayer(for: shape)
            let mask = CAShapeLayer()
            mask.frame = gradient.bounds
            mask.path = path
            mask.fillColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            gradient.mask = mask
            layer.addSublayer(gradient)
            if shape.stroke != nil {
                let stroke = strokeLayer(path: path, shape: shape)
                stroke.frame = gradient.bounds
                stroke.fillColor = nil
                layer.addSublayer(stroke)
            }
        }
        place(layer, shape: shape)
        return layer
    }

    /// The shape's path in its layers' space: the description's, moved so that the box's corner is (0, 0).
    static func localPath(of shape: BezierSceneDescription.Shape) -> CGPath {
        let offset = CGAffineTransform(translationX: -shape.box.minX, y: -shape.box.minY)
        let path = CGMutablePath()
        path.move(to: shape.start, transform: offset)
        for segment in shape.segments {
            path.addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: offset)
        }
        path.closeSubpath()
        return path
    }

    /// A CAShapeLayer of `path` with the shape's stroke (3 px, round joins) when it has one, none otherwise.
    static func strokeLayer(path: CGPath, shape: BezierSceneDescription.Shape) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path
        if let stroke = shape.stroke {
            layer.strokeColor = CGColor(srgbRed: stroke.red, green: stroke.green, blue: stroke.blue, alpha: shape.alpha)
            layer.lineWidth = 3
            layer.lineJoin = .round
        }
        return layer
    }

    /// The shape's gradient as a CAGradientLayer over the box: its points in the box's unit square
    /// (for `.radial`, `endPoint` is the centre plus the radius along both axes: a circle, the box being square).
    static func gradientLayer(for shape: BezierSceneDescription.Shape) -> CAGradientLayer {
        let box = shape.box
        func unit(_ point: CGPoint) -> CGPoint {
            CGPoint(x: (point.x - box.minX) / box.width, y: (point.y - box.minY) / box.height)
        }
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: box.width, height: box.height)
        let stops: [BezierSceneDescription.Stop]
        switch shape.fill {
        case let .linear(start, end, linearStops):
            layer.type = .axial
            (layer.startPoint, layer.endPoint, stops) = (unit(start), unit(end), linearStops)
        case let .radial(center, radius, radialStops):
            layer.type = .radial
            let rim = CGPoint(x: center.x + radius, y: center.y + radius)
            (layer.startPoint, layer.endPoint, stops) = (unit(center), unit(rim), radialStops)
        case .solid:
            return layer
        }
        layer.colors = stops.map { CGColor(srgbRed: $0.red, green: $0.green, blue: $0.blue, alpha: shape.alpha) }
        layer.locations = stops.map { NSNumber(value: $0.offset) }
        return layer
    }

    /// Gives the shape's own layer its bounds (the box), anchor (the centre), position and rotation,
    /// and its two animations.
    static func place(_ layer: CALayer, shape: BezierSceneDescription.Shape) {
        let box = shape.box
        layer.bounds = CGRect(x: 0, y: 0, width: box.width, height: box.height)
        layer.anchorPoint = CGPoint(x: -box.minX / box.width, y: -box.minY / box.height)
        let center = shape.center
        layer.position = center
        layer.transform = CATransform3DMakeRotation(shape.angle, 0, 0, 1)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [center, CGPoint(x: center.x + shape.firstLeg.x, y: center.y + shape.firstLeg.y),
                       CGPoint(x: center.x + shape.secondLeg.x, y: center.y + shape.secondLeg.y)]
        move.keyTimes = [0, 0.5, 1]
        move.duration = 1
        move.autoreverses = true
        move.repeatCount = .infinity
        layer.add(move, forKey: "move")
        // A whole turn at the shape's speed, repeated: the angle at time t is angle + speed * t (mod 2 pi).
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = shape.angle
        spin.toValue = shape.angle + (shape.speed < 0 ? -2 : 2) * Double.pi
        spin.duration = 2 * Double.pi / abs(shape.speed)
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
    }
}
