#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Keys that are not properties of the layer's class: stored per layer (Core Animation Programming
// Guide, "Key-Value Coding Compliant Container Classes"), nil when never set (conformance README), a
// subclass's property keys being ordinary keys elsewhere, and defaults given by defaultValue(forKey:).

@Suite("Layer custom keys")
struct LayerCustomKeyTests {
    @Test func customKeysAreStoredPerLayer() {
        LayerTestKit.withCleanTransaction {
            let a = CALayer(), b = CALayer()
            a.setValue(NSNumber(value: 50), forKey: "someKey")
            a.setValue("label", forKey: "tag")
            a.setValue(CGPoint(x: 1, y: 2), forKey: "anchor2")
            #expect((a.value(forKey: "someKey") as? NSNumber)?.intValue == 50)
            #expect((a.value(forKey: "tag") as? String) == "label")
            #expect((a.value(forKey: "anchor2") as? CGPoint) == CGPoint(x: 1, y: 2))
            #expect(b.value(forKey: "someKey") == nil)
            #expect(b.value(forKey: "tag") == nil)
            a.setValue(nil, forKey: "tag")
            #expect(a.value(forKey: "tag") == nil)
            // Conformance README: a key never set reads nil.
            #expect(a.value(forKey: "neverSet") == nil)
            #expect(CALayer().value(forKey: "neverSet") == nil)
        }
    }

    /// A subclass's keys are properties only on that class: on a plain CALayer "path" or "fillColor"
    /// is an ordinary custom key.
    @Test func subclassKeysOnlyOnTheirClass() {
        LayerTestKit.withCleanTransaction {
            let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let plain = CALayer()
            #expect(plain.value(forKey: "path") == nil)
            #expect(plain.value(forKey: "fillColor") == nil)
            plain.setValue(path, forKey: "path")
            #expect(LayerTestKit.same(plain.value(forKey: "path") as AnyObject?, path))
            plain.setValue(nil, forKey: "path")
            #expect(plain.value(forKey: "path") == nil)

            let shape = CAShapeLayer()
            #expect(LayerTestKit.isOpaqueColor((shape.value(forKey: "fillColor") as AnyObject?).map { $0 as! CGColor }, level: 0))
            shape.setValue(path, forKey: "path")
            #expect(LayerTestKit.same(shape.path, path))
            #expect(LayerTestKit.same(shape.value(forKey: "path") as AnyObject?, path))

            // A gradient layer's "fillColor" is a custom key as well.
            let gradient = CAGradientLayer()
            #expect(gradient.value(forKey: "fillColor") == nil)
            gradient.setValue(NSNumber(value: 3), forKey: "lineWidth")
            #expect((gradient.value(forKey: "lineWidth") as? NSNumber)?.intValue == 3)
        }
    }

    /// Core Animation Programming Guide, "Key-Value Coding Extensions", Default Value Support: a
    /// subclass overriding `defaultValue(forKey:)` gives a key with no value set its default, for a
    /// property (the guide's example makes masksToBounds default to YES) and for a custom key.
    @Test func subclassDefaultValuesApplyToKeysNeverSet() {
        final class DefaultingLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                switch key {
                case "masksToBounds": return NSNumber(value: true)
                case "customCount": return NSNumber(value: 7)
                default: return super.defaultValue(forKey: key)
                }
            }
        }
        LayerTestKit.withCleanTransaction {
            let layer = DefaultingLayer()
            #expect(layer.masksToBounds == true)
            #expect((layer.value(forKey: "customCount") as? NSNumber)?.intValue == 7)
            layer.setValue(NSNumber(value: 9), forKey: "customCount")
            #expect((layer.value(forKey: "customCount") as? NSNumber)?.intValue == 9)
            layer.masksToBounds = false
            #expect(layer.masksToBounds == false)
            // CALayer itself is unchanged.
            #expect(CALayer().masksToBounds == false)
            #expect(CALayer().value(forKey: "customCount") == nil)
        }
    }
}
