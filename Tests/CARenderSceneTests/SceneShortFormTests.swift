// The short forms of values: colours, paths, transforms, angles and timing functions. Expected
// values are computed in the tests from the forms' definitions.
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import CARenderScene

@Suite struct SceneShortFormTests {
    /// The model value of `keyPath` on the layer `box` declared with `property: value`.
    private func model(_ property: String, _ value: String, type: String = "CALayer", keyPath: String? = nil) throws -> Any? {
        let scene = try loadScene("size: 10x10\nlayers:\n  - {name: box, type: \(type), \(property): \(value)}")
        return try scene.makeRuntime().layer(named: "box")?.value(forKeyPath: keyPath ?? property)
    }

    @Test(arguments: [
        ("\"#ff8800\"", [1, 136.0 / 255, 0, 1]),
        ("\"#ff880080\"", [1, 136.0 / 255, 0, 128.0 / 255]),
        ("\"#f80\"", [1, 136.0 / 255, 0, 1]),
        ("red", [1, 0, 0, 1]),
        ("\"rgba(1, 0.5, 0, 1)\"", [1, 0.5, 0, 1]),
        ("[0.25, 0.5, 0.75]", [0.25, 0.5, 0.75, 1]),
        ("[0, 0, 1, 0.5]", [0, 0, 1, 0.5]),
    ] as [(String, [Double])])
    func colours(text: String, components: [Double]) throws {
        let color = try model("backgroundColor", text) as? CGColor
        let actual = color?.components?.map { Double($0) } ?? []
        #expect(actual.isApproximatelyEqual(to: components, absoluteTolerance: 1e-9), "\(text) → \(actual)")
    }

    @Test func svgPathData() throws {
        let path = try model("path", "\"M 0 0 C 75 -75 225 75 300 0 l 0 10 H 0 Z\"", type: "shape") as? CGPath
        var elements: [CGPathElementType] = []
        var points: [CGPoint] = []
        path?.applyWithBlock { element in
            elements.append(element.pointee.type)
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            for i in 0..<count { points.append(element.pointee.points[i]) }
        }
        #expect(elements == [.moveToPoint, .addCurveToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        // The relative line goes 10 down from the curve's end (300, 0); H goes to x = 0 at that y.
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 75, y: -75), CGPoint(x: 225, y: 75), CGPoint(x: 300, y: 0),
                           CGPoint(x: 300, y: 10), CGPoint(x: 0, y: 10)])
    }

    @Test func transformOperationsApplyInOrder() throws {
        let value = try model("transform", "[{perspective: 500}, {rotate: 90deg}, {scale: 2}, {translate: [10, 0]}]") as? CATransform3D
        // Apple's functions applied in order to the transform so far.
        var expected = CATransform3DIdentity
        expected.m34 = -1.0 / 500
        expected = CATransform3DRotate(expected, .pi / 2, 0, 0, 1)
        expected = CATransform3DScale(expected, 2, 2, 1)
        expected = CATransform3DTranslate(expected, 10, 0, 0)
        #expect(value.map { $0.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9) } == true)
        let matrix = try model("transform", "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]") as? CATransform3D
        #expect(matrix == CATransform3DMakeTranslation(5, 6, 7))
    }

    @Test(arguments: [("90deg", Double.pi / 2), ("0.5turn", Double.pi), ("1.5", 1.5), ("1.5rad", 1.5), ("-45deg", -Double.pi / 4)])
    func angles(text: String, radians: Double) throws {
        let value = try model("\"transform.rotation.z\"", text, keyPath: "transform.rotation.z") as? CGFloat
        #expect(value.map { Double($0).isApproximatelyEqual(to: radians, absoluteTolerance: 1e-9) } == true, "\(text)")
    }

    @Test func pointsSizesAndRects() throws {
        #expect(try model("position", "\"10, 20\"") as? CGPoint == CGPoint(x: 10, y: 20))
        #expect(try model("position", "{x: 1, y: 2}") as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(try model("\"position.x\"", "7", keyPath: "position.x") as? CGFloat == 7)
        #expect(try model("shadowOffset", "3x4") as? CGSize == CGSize(width: 3, height: 4))
        #expect(try model("bounds", "[0, 0, 30, 40]") as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(try model("frame", "\"10, 10, 20, 20\"") as? CGRect == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test(arguments: [
        ("easeIn", [0.42, 0, 1, 1]), ("kCAMediaTimingFunctionEaseOut", [0, 0, 0.58, 1]),
        ("default", [0.25, 0.1, 0.25, 1]), ("[0.5, 0, 0.9, 0.7]", [0.5, 0, 0.9, 0.7]),
        ("\"cubic-bezier(0.1, 0.2, 0.3, 0.4)\"", [0.1, 0.2, 0.3, 0.4]),
    ] as [(String, [Double])])
    func timingFunctions(text: String, points: [Double]) throws {
        let scene = try loadScene("size: 10x10\nlayers:\n  - {name: box, animations: {a: {keyPath: opacity, toValue: 0, timingFunction: \(text)}}}")
        let function = try scene.makeRuntime().layer(named: "box")?.animation(forKey: "a")?.timingFunction
        var actual: [Double] = []
        for index in 1...2 {
            var pair: [Float] = [0, 0]
            function?.getControlPoint(at: index, values: &pair)
            actual += pair.map(Double.init)
        }
        #expect(actual.isApproximatelyEqual(to: points, absoluteTolerance: 1e-6), "\(text) → \(actual)")
    }

    @Test func namesByAppleSpellings() throws {
        #expect(try model("fillRule", "evenOdd", type: "shape") as? CAShapeLayerFillRule == .evenOdd)
        #expect(try model("fillRule", "kCAFillRuleNonZero", type: "shape") as? CAShapeLayerFillRule == .nonZero)
        #expect(try model("lineCap", "round", type: "CAShapeLayer") as? CAShapeLayerLineCap == .round)
        #expect(try model("contentsGravity", "resizeAspect") as? CALayerContentsGravity == .resizeAspect)
        #expect(try model("maskedCorners", "[minXMinY, layerMaxXMaxYCorner]") as? CACornerMask == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        let scene = try loadScene("size: 10x10\nlayers: [{name: g, class: gradient, type: radial, colors: [red, blue], locations: [0, 1]}]")
        let gradient = try scene.makeRuntime().layer(named: "g") as? CAGradientLayer
        #expect(gradient?.type == .radial)
        #expect(gradient?.colors?.count == 2)
    }
}
