#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// A layer's timing defaults and CALayer.defaultValue(forKey:). The timing values are the conformance
// README's ("Measured on Apple's framework"); the others are the documented defaults quoted in
// CALayerDefaultsTests.swift.

@Suite("CALayer timing defaults and defaultValue(forKey:)")
struct CALayerDefaultValueTests {
    /// Conformance README, "Measured on Apple's framework": a layer's own duration is infinite, its
    /// repeatCount 0 and its fillMode `.removed`; the rest are CAMediaTiming's documented defaults.
    @Test func timingDefaults() {
        let layer = CALayer()
        #expect(layer.duration == .infinity)
        #expect(layer.repeatCount == 0)
        #expect(layer.fillMode == .removed)
        #expect(layer.beginTime == 0)
        #expect(layer.speed == 1)
        #expect(layer.timeOffset == 0)
        #expect(layer.repeatDuration == 0)
        #expect(layer.autoreverses == false)
        #expect((CALayer.defaultValue(forKey: "duration") as? CFTimeInterval) == .infinity)
    }

    /// `defaultValue(forKey:)` answers each property's default (the values above), and nil for a key
    /// that is not a property (CALayer `defaultValue(forKey:)`: "Returns nil if no default value has
    /// been set").
    @Test func defaultValueForKey() {
        #expect((CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint) == CGPoint(x: 0.5, y: 0.5))
        #expect((CALayer.defaultValue(forKey: "opacity") as? Float) == 1)
        #expect((CALayer.defaultValue(forKey: "shadowOffset") as? CGSize) == CGSize(width: 0, height: -3))
        #expect((CALayer.defaultValue(forKey: "shadowRadius") as? CGFloat) == 3)
        #expect((CALayer.defaultValue(forKey: "shadowOpacity") as? Float) == 0)
        #expect((CALayer.defaultValue(forKey: "cornerRadius") as? CGFloat) == 0)
        #expect((CALayer.defaultValue(forKey: "contentsScale") as? CGFloat) == 1)
        #expect((CALayer.defaultValue(forKey: "contentsRect") as? CGRect) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect((CALayer.defaultValue(forKey: "doubleSided") as? Bool) == true)
        #expect(LayerTestKit.isOpaqueColor(CALayer.defaultValue(forKey: "borderColor").map { $0 as! CGColor }, level: 0))
        #expect(LayerTestKit.isOpaqueColor(CALayer.defaultValue(forKey: "shadowColor").map { $0 as! CGColor }, level: 0))
        let transform = CALayer.defaultValue(forKey: "transform") as? CATransform3D
        #expect(transform.map(CATransform3DIsIdentity) == true)
        #expect((CALayer.defaultValue(forKey: "repeatCount") as? Float) == 0)
        #expect(CALayer.defaultValue(forKey: "noSuchKeyAnywhere") == nil)
        // A subclass's key is not a CALayer key.
        #expect(CALayer.defaultValue(forKey: "fillColor") == nil)
    }

    /// Measured on Apple (GNUstep libs-quartzcore Tests/quartzcore/CALayer/geometry.m, PR #18; issue
    /// 17): the class supplies a default anchor point but none for bounds, position and frame, while a
    /// new layer still has empty bounds at the origin.
    @Test func geometryHasNoClassDefault() {
        #expect(CALayer.defaultValue(forKey: "anchorPoint") != nil)
        #expect(CALayer.defaultValue(forKey: "bounds") == nil)
        #expect(CALayer.defaultValue(forKey: "position") == nil)
        #expect(CALayer.defaultValue(forKey: "frame") == nil)
        #expect(CAShapeLayer.defaultValue(forKey: "bounds") == nil)
        let layer = CAShapeLayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.frame == .zero)
    }

    /// Core Animation Programming Guide, "Default Value Support": a subclass answering a default for
    /// `bounds` gives its layers those bounds, though CALayer itself answers nil.
    @Test func aSubclassMayStillDefaultItsBounds() {
        final class SizedLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "bounds" ? CGRect(x: 0, y: 0, width: 30, height: 20) : super.defaultValue(forKey: key)
            }
        }
        #expect(SizedLayer().bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(SizedLayer().position == .zero)
    }

    /// Core Animation Programming Guide, "Default Value Support": a new layer's properties hold what
    /// its class's `defaultValue(forKey:)` answers, for the keys of each layer class.
    @Test(arguments: [
        ("CALayer", ["anchorPoint", "opacity", "contentsScale", "shadowOffset", "shadowRadius", "cornerRadius",
                     "contentsRect", "doubleSided", "masksToBounds", "contentsGravity"]),
        ("CAShapeLayer", ["fillColor", "lineWidth", "miterLimit", "lineCap", "lineJoin", "strokeStart", "strokeEnd", "fillRule"]),
        ("CATextLayer", ["fontSize", "alignmentMode", "truncationMode", "wrapped", "foregroundColor"]),
        ("CAGradientLayer", ["startPoint", "endPoint", "type"]),
        ("CAReplicatorLayer", ["instanceCount", "instanceDelay", "preservesDepth"]),
        ("CATransformLayer", ["anchorPoint", "opacity"]),
    ])
    func newLayersHoldTheirClassDefaults(className: String, keys: [String]) {
        let (layer, layerClass): (CALayer, CALayer.Type) = switch className {
        case "CAShapeLayer": (CAShapeLayer(), CAShapeLayer.self)
        case "CATextLayer": (CATextLayer(), CATextLayer.self)
        case "CAGradientLayer": (CAGradientLayer(), CAGradientLayer.self)
        case "CAReplicatorLayer": (CAReplicatorLayer(), CAReplicatorLayer.self)
        case "CATransformLayer": (CATransformLayer(), CATransformLayer.self)
        default: (CALayer(), CALayer.self)
        }
        for key in keys {
            let expected = layerClass.defaultValue(forKey: key)
            #expect(expected != nil, "\(className).defaultValue(forKey: \(key))")
            #expect(String(describing: layer.value(forKey: key)) == String(describing: expected), "\(className) \(key)")
        }
    }
}
