#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// value(forKey:) and setValue(_:forKey:) on layers: properties under their key-value coding keys
// (Apple's property attribute names: "hidden", "geometryFlipped", "doubleSided", "opaque"), numbers
// and Foundation boxes converted to the property's type (Core Animation Programming Guide, "Key-Value
// Coding Extensions", Wrapping Conventions). Keys that are not properties: LayerCustomKeyTests.swift.

@Suite("Layer key-value coding")
struct LayerKeyValueCodingTests {
    @Test func propertiesReadUnderTheirKeys() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.position = CGPoint(x: 3, y: 4)
            layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
            layer.opacity = 0.25
            layer.isHidden = true
            layer.isGeometryFlipped = true
            layer.shadowOffset = CGSize(width: 5, height: 6)
            layer.name = "n"
            #expect((layer.value(forKey: "position") as? CGPoint) == CGPoint(x: 3, y: 4))
            #expect((layer.value(forKey: "bounds") as? CGRect) == CGRect(x: 1, y: 2, width: 30, height: 40))
            #expect((layer.value(forKey: "opacity") as? Float) == 0.25)
            #expect((layer.value(forKey: "hidden") as? Bool) == true)
            #expect((layer.value(forKey: "geometryFlipped") as? Bool) == true)
            #expect((layer.value(forKey: "doubleSided") as? Bool) == true)
            #expect((layer.value(forKey: "shadowOffset") as? CGSize) == CGSize(width: 5, height: 6))
            #expect((layer.value(forKey: "name") as? String) == "n")
            #expect((layer.value(forKey: "frame") as? CGRect) == layer.frame)
            #expect((layer.value(forKey: "duration") as? CFTimeInterval) == .infinity)
        }
    }

    @Test func numbersOfAnyTypeConvertToThePropertysType() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.setValue(NSNumber(value: 0.5), forKey: "opacity")
            #expect(layer.opacity == 0.5)
            layer.setValue(0.75 as Double, forKey: "opacity")
            #expect(layer.opacity == 0.75)
            layer.setValue(CGFloat(0.125), forKey: "opacity")
            #expect(layer.opacity == 0.125)
            layer.setValue(3 as Int, forKey: "cornerRadius")
            #expect(layer.cornerRadius == 3)
            layer.setValue(Float(2.5), forKey: "borderWidth")
            #expect(layer.borderWidth == 2.5)
            layer.setValue(NSNumber(value: 7 as Int32), forKey: "zPosition")
            #expect(layer.zPosition == 7)
            layer.setValue(NSNumber(value: 2), forKey: "speed")
            #expect(layer.speed == 2)
            layer.setValue(NSNumber(value: 1.5), forKey: "duration")
            #expect(layer.duration == 1.5)
            layer.setValue(NSNumber(value: true), forKey: "hidden")
            #expect(layer.isHidden)
            layer.setValue(false, forKey: "hidden")
            #expect(!layer.isHidden)
            layer.setValue(NSNumber(value: true), forKey: "masksToBounds")
            #expect(layer.masksToBounds)
            layer.setValue(NSNumber(value: false), forKey: "doubleSided")
            #expect(!layer.isDoubleSided)
        }
    }

    @Test func foundationBoxesConvertToGeometry() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.setValue(NSValue(cgPoint: CGPoint(x: 9, y: 8)), forKey: "position")
            #expect(layer.position == CGPoint(x: 9, y: 8))
            layer.setValue(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), forKey: "bounds")
            #expect(layer.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
            layer.setValue(NSValue(cgSize: CGSize(width: -1, height: 2)), forKey: "shadowOffset")
            #expect(layer.shadowOffset == CGSize(width: -1, height: 2))
            layer.setValue(NSValue(cgRect: CGRect(x: 10, y: 20, width: 30, height: 40)), forKey: "frame")
            #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
            let t = CATransform3DMakeTranslation(4, 5, 6)
            layer.setValue(NSValue(caTransform3D: t), forKey: "transform")
            #expect(CATransform3DEqualToTransform(layer.transform, t))
            layer.setValue(NSValue(caTransform3D: t), forKey: "sublayerTransform")
            #expect(CATransform3DEqualToTransform(layer.sublayerTransform, t))
            // The Swift values themselves are accepted too.
            layer.setValue(CGPoint(x: 1, y: 1), forKey: "anchorPoint")
            #expect(layer.anchorPoint == CGPoint(x: 1, y: 1))
        }
    }

    @Test func objectValuedProperties() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            layer.setValue(color, forKey: "backgroundColor")
            #expect(LayerTestKit.same(layer.backgroundColor, color))
            #expect(LayerTestKit.same(layer.value(forKey: "backgroundColor") as AnyObject?, color))
            layer.setValue(nil, forKey: "backgroundColor")
            #expect(layer.backgroundColor == nil)
            layer.setValue("resizeAspect", forKey: "contentsGravity")
            #expect(layer.contentsGravity == .resizeAspect)
        }
    }
}
