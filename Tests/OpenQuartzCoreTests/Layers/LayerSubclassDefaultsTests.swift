#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The defaults of CALayer's subclasses. "docs C.x" quotes Apple's page for property x of class C
// (developer.apple.com/documentation/quartzcore/<c>/<x>, looked up for these tests); "C.h" quotes the
// SDK header where the page states no default.

@Suite("CALayer subclass defaults")
struct LayerSubclassDefaultsTests {
    @Test func shapeLayer() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)                                   // CAShapeLayer.h: "Defaults to null"
        #expect(LayerTestKit.isOpaqueColor(layer.fillColor, level: 0)) // docs fillColor: "Default is opaque black"
        #expect(layer.fillRule == .nonZero)                          // docs fillRule: "The default is nonZero"
        #expect(layer.strokeColor == nil)                            // docs strokeColor: "Default is nil"
        #expect(layer.strokeStart == 0)                              // CAShapeLayer.h: strokeStart "Defaults to zero"
        #expect(layer.strokeEnd == 1)                                // docs strokeEnd: "1.0"
        #expect(layer.lineWidth == 1)                                // CAShapeLayer.h: "Defaults to one"
        #expect(layer.miterLimit == 10)                              // docs miterLimit: "Default is 10.0"
        #expect(layer.lineCap == .butt)                              // docs lineCap: "The default is butt"
        #expect(layer.lineJoin == .miter)                            // docs lineJoin: "The default is miter"
        #expect(layer.lineDashPhase == 0)                            // CAShapeLayer.h: "Defaults to zero"
        #expect(layer.lineDashPattern == nil)                        // CAShapeLayer.h: "Defaults to nil"
        // A subclass keeps CALayer's defaults.
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1)
    }

    @Test func shapeLayerDefaultValueForKey() {
        #expect(LayerTestKit.isOpaqueColor(CAShapeLayer.defaultValue(forKey: "fillColor").map { $0 as! CGColor }, level: 0))
        #expect((CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat) == 1)
        #expect((CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat) == 1)
        #expect((CAShapeLayer.defaultValue(forKey: "miterLimit") as? CGFloat) == 10)
        #expect((CAShapeLayer.defaultValue(forKey: "lineCap") as? CAShapeLayerLineCap) == .butt)
        #expect((CAShapeLayer.defaultValue(forKey: "lineJoin") as? CAShapeLayerLineJoin) == .miter)
        #expect((CAShapeLayer.defaultValue(forKey: "fillRule") as? CAShapeLayerFillRule) == .nonZero)
        // CALayer's keys answer on the subclass too.
        #expect((CAShapeLayer.defaultValue(forKey: "shadowRadius") as? CGFloat) == 3)
        // Another subclass's key is not a shape layer key.
        #expect(CAShapeLayer.defaultValue(forKey: "startPoint") == nil)
    }

    @Test func gradientLayer() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)                                 // CAGradientLayer.h: "Defaults to nil"
        #expect(layer.locations == nil)                              // CAGradientLayer.h: "Defaults to nil"
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))           // docs startPoint: "(0.5,0.0)"
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))             // docs endPoint: "(0.5,1.0)"
        #expect(layer.type == .axial)                                // docs type: "Defaults to axial"
        #expect((CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint) == CGPoint(x: 0.5, y: 0))
        #expect((CAGradientLayer.defaultValue(forKey: "endPoint") as? CGPoint) == CGPoint(x: 0.5, y: 1))
        #expect((CAGradientLayer.defaultValue(forKey: "type") as? CAGradientLayerType) == .axial)
        #expect(CAGradientLayer.defaultValue(forKey: "fillColor") == nil)
    }

    @Test func textLayer() {
        let layer = CATextLayer()
        #expect(layer.string == nil)                                 // docs string: "Defaults to nil"
        #expect(layer.font == nil)                                   // (nil draws Helvetica: docs font)
        #expect(layer.fontSize == 36)                                // docs fontSize: "Defaults to 36.0"
        #expect(LayerTestKit.isOpaqueColor(layer.foregroundColor, level: 1)) // CATextLayer.h: "Defaults to opaque white"
        #expect(layer.isWrapped == false)                            // CATextLayer.h: "Defaults to NO"
        #expect(layer.truncationMode == .none)                       // docs truncationMode: "Defaults to none"
        #expect(layer.alignmentMode == .natural)                     // docs alignmentMode: "Defaults to natural"
        #expect((CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat) == 36)
        #expect(LayerTestKit.isOpaqueColor(CATextLayer.defaultValue(forKey: "foregroundColor").map { $0 as! CGColor }, level: 1))
        #expect((CATextLayer.defaultValue(forKey: "truncationMode") as? CATextLayerTruncationMode) == CATextLayerTruncationMode.none)
        #expect((CATextLayer.defaultValue(forKey: "alignmentMode") as? CATextLayerAlignmentMode) == .natural)
    }

    @Test func replicatorLayer() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1)                            // docs instanceCount: "Default value is 1"
        #expect(LayerTestKit.isOpaqueColor(layer.instanceColor, level: 1)) // docs instanceColor: "Defaults to opaque white"
        #expect(layer.instanceDelay == 0)                            // CAReplicatorLayer.h: "Defaults to zero"
        #expect(CATransform3DIsIdentity(layer.instanceTransform))    // CAReplicatorLayer.h: "Defaults to the identity"
        #expect(layer.preservesDepth == false)                       // CAReplicatorLayer.h: "Defaults to NO"
        // CAReplicatorLayer.h: the four offsets "Default to zero".
        #expect(layer.instanceRedOffset == 0)
        #expect(layer.instanceGreenOffset == 0)
        #expect(layer.instanceBlueOffset == 0)
        #expect(layer.instanceAlphaOffset == 0)
        #expect((CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? Int) == 1)
        #expect(LayerTestKit.isOpaqueColor(CAReplicatorLayer.defaultValue(forKey: "instanceColor").map { $0 as! CGColor }, level: 1))
    }

    @Test func transformLayerIsALayerWithCALayersDefaults() {
        let layer = CATransformLayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.duration == .infinity)
        #expect(CATransformLayer.defaultValue(forKey: "fillColor") == nil)
    }
}
