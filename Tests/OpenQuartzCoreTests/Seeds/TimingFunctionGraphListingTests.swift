#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The Easing seed's Swift listing of "The Cubic Bézier Curve" (000_2716ebabb68340d5.txt; Listing 10.4
// of the English edition, 001): a timing function's control points read with
// getControlPoint(at:values:) and drawn as a cubic Bézier by a CAShapeLayer. Pasted as the seed writes
// it, with UIKit replaced: UIViewController by a plain class, the `layerView` outlet by `LayerHost` (an
// object with a `layer`), UIBezierPath by CGMutablePath (`addCurve(to:control1:control2:)`; a
// CGMutablePath has no `apply`, so the scaled path is `copy(using:)`, and `path.cgPath` is that copy),
// and `UIColor.red.cgColor` / `UIColor.clear.cgColor` by the same CGColors. The listing's
// TimingFuncType uses the Swift 3 names, so `viewDidLoad` is a deprecated witness of a protocol
// requirement (as DeprecatedNameTests does), called through the protocol.
// docs/seeds/easing.md quotes this class.

private final class LayerHost {
    let layer = CALayer()
}

private protocol GraphListing {
    var layerView: LayerHost { get }
    func viewDidLoad()
}

@available(*, deprecated, message: "the seed's listing uses the Swift 3 names")
private struct TimingFuncType {
    private init() {}
    
    static let EaseOut = kCAMediaTimingFunctionEaseOut
    static let EaseIn = kCAMediaTimingFunctionEaseIn
    static let EaseIneaseOut = kCAMediaTimingFunctionEaseInEaseOut
    static let Linear = kCAMediaTimingFunctionLinear
    static let Default = kCAMediaTimingFunctionDefault
}

private class ViewController: GraphListing {
    let layerView = LayerHost()

    @available(*, deprecated, message: "the seed's listing uses the Swift 3 names")
    func viewDidLoad() {
        let function = CAMediaTimingFunction(name: TimingFuncType.EaseIneaseOut)
        
        let controlPoint1 = UnsafeMutablePointer<Float>.allocate(capacity: 2)
        let controlPoint2 = UnsafeMutablePointer<Float>.allocate(capacity: 2)
        defer { controlPoint1.deallocate(); controlPoint2.deallocate() }   // (the listing never frees them)
        
        function.getControlPoint(at: 1, values: controlPoint1)
        function.getControlPoint(at: 2, values: controlPoint2)
        
        let path = CGMutablePath()
        path.move(to: CGPoint.zero)
        path.addCurve(to: CGPoint(x: 1, y: 1),
                      control1: CGPoint(x: CGFloat(controlPoint1[0]), y: CGFloat(controlPoint1[1])),
                      control2: CGPoint(x: CGFloat(controlPoint2[0]), y: CGFloat(controlPoint2[1]))
        )
        
        var scale = CGAffineTransform(scaleX: 200, y: 200)
        let scaled = path.copy(using: &scale)
        
        let shapeLayer = CAShapeLayer()
        shapeLayer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shapeLayer.fillColor = CGColor.clear
        shapeLayer.lineWidth = 4.0
        shapeLayer.path = scaled
        layerView.layer.addSublayer(shapeLayer)
        
        layerView.layer.isGeometryFlipped = true
    }
}

/// The chapter: the graph of easeInEaseOut is the cubic Bézier from (0, 0) to (1, 1) through its two
/// control points, scaled to 200 points and drawn with y up (geometryFlipped). Expected values:
/// easeInEaseOut's control points (0.42, 0) and (0.58, 1) from Apple's CAMediaTimingFunction
/// documentation; the Timing chapter's Listing 1 curve (0.25, 0.1, 0.25, 1) is, by the same
/// documentation, the `default` function's.
@Suite("Seeds: graphing a timing function (10.4) and a custom one (Timing, Listing 1)")
struct TimingFunctionGraphListingTests {
    @Test func listing10_4DrawsTheControlPointsCurve() throws {
        let controller: any GraphListing = ViewController()
        LayerTestHarness.withCleanTransaction { controller.viewDidLoad() }
        let root = controller.layerView.layer
        #expect(root.isGeometryFlipped)
        let shape = try #require(root.sublayers?.first as? CAShapeLayer)
        #expect(shape.lineWidth == 4 && shape.fillColor?.alpha == 0)
        #expect(shape.strokeColor?.components?.map { Double($0) } == [1, 0, 0, 1])
        var elements: [(CGPathElementType, [CGPoint])] = []
        shape.path?.applyWithBlock { element in
            let count = element.pointee.type == .addCurveToPoint ? 3 : (element.pointee.type == .closeSubpath ? 0 : 1)
            elements.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(elements.map(\.0) == [.moveToPoint, .addCurveToPoint])
        #expect(elements.first?.1 == [.zero])
        let expected = [CGPoint(x: 0.42 * 200, y: 0), CGPoint(x: 0.58 * 200, y: 200), CGPoint(x: 200, y: 200)]
        let curve = elements.last?.1 ?? []
        #expect(curve.count == 3)
        for (point, want) in zip(curve, expected) {
            // The control points are Floats: within Float precision of 0.42 and 0.58, times 200.
            #expect(point.isApproximatelyEqual(to: want, absoluteTolerance: 1e-4), "\(point) vs \(want)")
        }
    }

    @Test func timingListing1IsTheDefaultCurve() {
        // CAMediaTimingFunction *customTimingFunction =
        //     [CAMediaTimingFunction functionWithControlPoints:0.25f :0.1f :0.25f :1.0f];
        let customTimingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1.0)
        var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
        customTimingFunction.getControlPoint(at: 1, values: &c1)
        customTimingFunction.getControlPoint(at: 2, values: &c2)
        #expect(c1 == [0.25, 0.1] && c2 == [0.25, 1.0])
        let named = CAMediaTimingFunction(name: .default)
        var d1: [Float] = [0, 0], d2: [Float] = [0, 0]
        named.getControlPoint(at: 1, values: &d1)
        named.getControlPoint(at: 2, values: &d2)
        #expect(d1 == c1 && d2 == c2, "the listing's points are the default function's")
    }
}
