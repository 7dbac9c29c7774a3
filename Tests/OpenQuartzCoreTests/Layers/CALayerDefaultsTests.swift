#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Every CALayer property of a new layer has Apple's default. "docs X" quotes the default stated on
// Apple's page for X (developer.apple.com/documentation/quartzcore/calayer/<x>, looked up for these
// tests); "CALayer.h" quotes the SDK header's comment where the page states none. The timing defaults
// come from the conformance README ("Measured on Apple's framework").

@Suite("CALayer defaults")
struct CALayerDefaultsTests {
    @Test func geometryDefaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)                       // CALayer.h: bounds default CGRectZero
        #expect(layer.position == .zero)                     // CALayer.h: "Defaults to the zero point"
        #expect(layer.zPosition == 0)                        // CALayer.h: "Defaults to zero"
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5)) // docs anchorPoint: "(0.5, 0.5)"
        #expect(layer.anchorPointZ == 0)                     // CALayer.h: "Defaults to zero"
        #expect(CATransform3DIsIdentity(layer.transform))    // CALayer.h: "Defaults to the identity"
        #expect(CATransform3DIsIdentity(layer.sublayerTransform)) // CALayer.h: "Defaults to the identity"
        #expect(layer.isGeometryFlipped == false)            // CALayer.h: "Defaults to NO"
        #expect(layer.contentsScale == 1)                    // docs contentsScale: "1.0"
        #expect(layer.frame == .zero)
    }

    @Test func appearanceDefaults() {
        let layer = CALayer()
        #expect(layer.backgroundColor == nil)                // CALayer.h: "Defaults to nil"
        #expect(layer.opacity == 1)                          // docs opacity: "1.0"
        #expect(layer.isHidden == false)                     // CALayer.h: "Defaults to NO"
        #expect(layer.cornerRadius == 0)                     // docs cornerRadius: "0.0"
        // maskedCorners: CALayer.h, "Defaults to all four corners".
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)              // cornerCurve: CALayer.h, "Defaults to circular"
        #expect(layer.borderWidth == 0)                      // docs borderWidth: "0.0"
        // CALayer.h borderColor: "Defaults to opaque black" (Apple's page shows no default).
        #expect(LayerTestKit.isOpaqueColor(layer.borderColor, level: 0))
        #expect(layer.masksToBounds == false)                // docs masksToBounds: "false"
        #expect(layer.isDoubleSided == true)                 // docs isDoubleSided: "true"
        #expect(layer.isOpaque == false)                     // docs isOpaque: "false"
        #expect(layer.allowsEdgeAntialiasing == false)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(layer.shouldRasterize == false)              // CALayer.h: "Defaults to NO"
        #expect(layer.rasterizationScale == 1)               // docs rasterizationScale: "1.0"
        #expect(layer.needsDisplayOnBoundsChange == false)   // CALayer.h: "Defaults to NO"
        #expect(layer.drawsAsynchronously == false)          // CALayer.h: "Defaults to NO"
        #expect(layer.name == nil)
    }

    @Test func shadowDefaults() {
        let layer = CALayer()
        // docs shadowColor: "an opaque black color".
        #expect(LayerTestKit.isOpaqueColor(layer.shadowColor, level: 0))
        #expect(layer.shadowOpacity == 0)                    // docs shadowOpacity: "0.0"
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3)) // docs shadowOffset: "(0.0, -3.0)"
        #expect(layer.shadowRadius == 3)                     // docs shadowRadius: "3.0"
        #expect(layer.shadowPath == nil)                     // CALayer.h: "Defaults to null"
    }

    @Test func contentsDefaults() {
        let layer = CALayer()
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(layer.contents == nil)                       // CALayer.h: "Defaults to nil"
        #expect(layer.contentsGravity == .resize)            // docs contentsGravity: "resize"
        #expect(layer.contentsRect == unit)                  // docs contentsRect: "the unit rectangle"
        #expect(layer.contentsCenter == unit)                // contentsCenter: CALayer.h, "Defaults to the unit rectangle"
        #expect(layer.minificationFilter == .linear)         // CALayer.h: "Defaults to linear"
        #expect(layer.magnificationFilter == .linear)        // CALayer.h: "Defaults to linear"
        #expect(layer.minificationFilterBias == 0)           // CALayer.h: "Defaults to 0"
    }

    @Test func treeAndHelperDefaults() {
        let layer = CALayer()
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.mask == nil)
        #expect(layer.delegate == nil)
        #expect(layer.actions == nil)                        // CALayer.h: "Defaults to nil"
        #expect(layer.style == nil)                          // CALayer.h: "Defaults to nil"
        #expect(layer.animationKeys() == nil)
        #expect(layer.needsDisplay() == false)
    }
}
