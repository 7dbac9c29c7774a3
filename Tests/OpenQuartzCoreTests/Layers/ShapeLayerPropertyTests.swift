#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// CAShapeLayer's properties round-trip through the Swift properties and through key-value coding
// (Apple's keys; lineDashPattern is an array of NSNumber, as in Apple's API).

@Suite("CAShapeLayer properties")
struct ShapeLayerPropertyTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)

    @Test func shapeLayerProperties() {
        LayerTestKit.withCleanTransaction {
            let layer = CAShapeLayer()
            let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
            layer.path = path
            layer.fillColor = red
            layer.strokeColor = blue
            layer.fillRule = .evenOdd
            layer.lineCap = .round
            layer.lineJoin = .bevel
            layer.lineWidth = 2.5
            layer.miterLimit = 4
            layer.strokeStart = 0.25
            layer.strokeEnd = 0.75
            layer.lineDashPhase = 3
            layer.lineDashPattern = [NSNumber(value: 4), NSNumber(value: 2.5)]
            #expect(LayerTestKit.same(layer.path, path))
            #expect(LayerTestKit.same(layer.fillColor, red) && LayerTestKit.same(layer.strokeColor, blue))
            #expect(layer.fillRule == .evenOdd && layer.lineCap == .round && layer.lineJoin == .bevel)
            #expect([layer.lineWidth, layer.miterLimit, layer.strokeStart, layer.strokeEnd, layer.lineDashPhase] == [2.5, 4, 0.25, 0.75, 3])
            #expect(layer.lineDashPattern?.map(\.doubleValue) == [4, 2.5])

            #expect(LayerTestKit.same(layer.value(forKey: "path") as AnyObject?, path))
            #expect(LayerTestKit.same(layer.value(forKey: "fillColor") as AnyObject?, red))
            #expect((layer.value(forKey: "fillRule") as? CAShapeLayerFillRule) == .evenOdd)
            #expect((layer.value(forKey: "lineCap") as? CAShapeLayerLineCap) == .round)
            #expect(LayerTestKit.number(layer.value(forKey: "lineWidth")) == 2.5)
            #expect(LayerTestKit.number(layer.value(forKey: "strokeEnd")) == 0.75)
            let pattern = layer.value(forKey: "lineDashPattern") as? [Any]
            #expect(pattern?.compactMap(LayerTestKit.number) == [4, 2.5])
        }
    }

    @Test func shapeLayerPropertiesThroughKeyValueCoding() {
        LayerTestKit.withCleanTransaction {
            let layer = CAShapeLayer()
            layer.setValue(NSNumber(value: 6), forKey: "lineWidth")
            layer.setValue(0.5 as Double, forKey: "strokeStart")
            layer.setValue("even-odd", forKey: "fillRule")
            layer.setValue(CAShapeLayerLineJoin.round, forKey: "lineJoin")
            layer.setValue([NSNumber(value: 1), NSNumber(value: 2)], forKey: "lineDashPattern")
            layer.setValue(nil, forKey: "fillColor")
            #expect(layer.lineWidth == 6)
            #expect(layer.strokeStart == 0.5)
            #expect(layer.fillRule == .evenOdd)
            #expect(layer.lineJoin == .round)
            #expect(layer.lineDashPattern?.map(\.doubleValue) == [1, 2])
            #expect(layer.fillColor == nil)
            layer.lineDashPattern = nil
            #expect(layer.value(forKey: "lineDashPattern") == nil)
        }
    }
}
