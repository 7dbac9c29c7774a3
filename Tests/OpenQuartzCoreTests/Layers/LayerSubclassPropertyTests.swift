#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The gradient, text and replicator layers' properties round-trip through their Swift properties and
// through key-value coding under the same keys (Apple's names; "wrapped" for isWrapped).
// CAGradientLayer.colors holds CGColors; locations is an array of NSNumber, as in Apple's API.
// CAShapeLayer: ShapeLayerPropertyTests.swift.

@Suite("CALayer subclass properties")
struct LayerSubclassPropertyTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)

    @Test func gradientLayerProperties() {
        LayerTestKit.withCleanTransaction {
            let layer = CAGradientLayer()
            layer.colors = [red, blue]
            layer.locations = [NSNumber(value: 0), NSNumber(value: 0.25)]
            layer.startPoint = CGPoint(x: 0, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            layer.type = .radial
            let colors = layer.colors?.map { $0 as AnyObject }
            #expect(colors?.count == 2)
            #expect(LayerTestKit.same(colors?.first, red) && LayerTestKit.same(colors?.last, blue))
            #expect(layer.locations?.map(\.doubleValue) == [0, 0.25])
            #expect(layer.startPoint == CGPoint(x: 0, y: 0.5) && layer.endPoint == CGPoint(x: 1, y: 0.5))
            #expect(layer.type == .radial)

            let kvcColors = (layer.value(forKey: "colors") as? [Any])?.map { $0 as AnyObject }
            #expect(kvcColors?.count == 2)
            #expect(LayerTestKit.same(kvcColors?.first, red))
            #expect((layer.value(forKey: "locations") as? [Any])?.compactMap(LayerTestKit.number) == [0, 0.25])
            #expect((layer.value(forKey: "startPoint") as? CGPoint) == CGPoint(x: 0, y: 0.5))
            #expect((layer.value(forKey: "type") as? CAGradientLayerType) == .radial)

            layer.setValue([blue], forKey: "colors")
            #expect(LayerTestKit.same(layer.colors?.first as AnyObject?, blue))
            layer.setValue([NSNumber(value: 0.5)], forKey: "locations")
            #expect(layer.locations?.map(\.doubleValue) == [0.5])
            layer.setValue(NSValue(cgPoint: CGPoint(x: 0.2, y: 0.3)), forKey: "endPoint")
            #expect(layer.endPoint == CGPoint(x: 0.2, y: 0.3))
            layer.setValue("conic", forKey: "type")
            #expect(layer.type == .conic)
            layer.colors = nil
            #expect(layer.colors == nil)
        }
    }

    @Test func textLayerProperties() {
        LayerTestKit.withCleanTransaction {
            let layer = CATextLayer()
            layer.string = "Hello"
            layer.font = "Courier"
            layer.fontSize = 12
            layer.foregroundColor = red
            layer.isWrapped = true
            layer.truncationMode = .middle
            layer.alignmentMode = .center
            layer.allowsFontSubpixelQuantization = true
            #expect(layer.string as? String == "Hello")
            #expect(layer.font as? String == "Courier")
            #expect(layer.fontSize == 12)
            #expect(LayerTestKit.same(layer.foregroundColor, red))
            #expect(layer.isWrapped && layer.allowsFontSubpixelQuantization)
            #expect(layer.truncationMode == .middle && layer.alignmentMode == .center)

            #expect((layer.value(forKey: "string") as? String) == "Hello")
            #expect((layer.value(forKey: "wrapped") as? Bool) == true)
            #expect(LayerTestKit.number(layer.value(forKey: "fontSize")) == 12)
            #expect((layer.value(forKey: "alignmentMode") as? CATextLayerAlignmentMode) == .center)
            layer.setValue(NSNumber(value: 18), forKey: "fontSize")
            layer.setValue(false, forKey: "wrapped")
            layer.setValue("end", forKey: "truncationMode")
            layer.setValue(NSAttributedString(string: "Styled"), forKey: "string")
            #expect(layer.fontSize == 18 && !layer.isWrapped && layer.truncationMode == .end)
            #expect((layer.string as? NSAttributedString)?.string == "Styled")
            layer.string = nil
            #expect(layer.string == nil)
        }
    }

    @Test func replicatorLayerProperties() {
        LayerTestKit.withCleanTransaction {
            let layer = CAReplicatorLayer()
            let step = CATransform3DMakeTranslation(20, 0, 0)
            layer.instanceCount = 5
            layer.instanceDelay = 0.1
            layer.instanceTransform = step
            layer.instanceColor = blue
            layer.instanceRedOffset = -0.2
            layer.instanceGreenOffset = -0.1
            layer.instanceBlueOffset = 0.1
            layer.instanceAlphaOffset = -0.25
            layer.preservesDepth = true
            #expect(layer.instanceCount == 5 && layer.instanceDelay == 0.1 && layer.preservesDepth)
            #expect(CATransform3DEqualToTransform(layer.instanceTransform, step))
            #expect(LayerTestKit.same(layer.instanceColor, blue))
            #expect([layer.instanceRedOffset, layer.instanceGreenOffset, layer.instanceBlueOffset, layer.instanceAlphaOffset] == [-0.2, -0.1, 0.1, -0.25])

            #expect(LayerTestKit.number(layer.value(forKey: "instanceCount")) == 5)
            #expect((layer.value(forKey: "instanceTransform") as? CATransform3D).map { CATransform3DEqualToTransform($0, step) } == true)
            layer.setValue(NSNumber(value: 3), forKey: "instanceCount")
            layer.setValue(NSNumber(value: 0.5), forKey: "instanceAlphaOffset")
            layer.setValue(NSValue(caTransform3D: CATransform3DIdentity), forKey: "instanceTransform")
            layer.setValue(20, forKeyPath: "instanceTransform.translation.x")
            #expect(layer.instanceCount == 3 && layer.instanceAlphaOffset == 0.5)
            #expect(CATransform3DEqualToTransform(layer.instanceTransform, step))
        }
    }
}
