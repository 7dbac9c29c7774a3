#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// What counts as a change of a layer. Conformance README, "Measured on Apple's framework": setting a
// property to the value it already has is not a change (no redisplay, no action). A delegate that
// records `action(for:forKey:)` shows whether an action was looked up.

@Suite("Layer changes")
struct LayerChangeTests {
    @Test func settingTheValueALayerAlreadyHasRunsNoAction() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let delegate = LayerTestKit.Delegate()
            layer.delegate = delegate
            // Every default, set again, through the property, key-value coding and key paths.
            layer.opacity = 1
            layer.position = .zero
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            layer.bounds = .zero
            layer.transform = CATransform3DIdentity
            layer.shadowOffset = CGSize(width: 0, height: -3)
            layer.cornerRadius = 0
            layer.isHidden = false
            layer.backgroundColor = nil
            layer.setValue(NSNumber(value: 1), forKey: "opacity")
            layer.setValue(0, forKeyPath: "position.x")
            layer.setValue(NSValue(cgSize: CGSize(width: 0, height: -3)), forKey: "shadowOffset")
            layer.setValue(0 as Double, forKeyPath: "transform.rotation.z")
            #expect(delegate.askedKeys.isEmpty)

            layer.opacity = 0.5
            #expect(delegate.askedKeys == ["opacity"])
            layer.opacity = 0.5
            layer.setValue(Float(0.5), forKey: "opacity")
            #expect(delegate.askedKeys == ["opacity"])
            layer.position = CGPoint(x: 10, y: 0)
            layer.setValue(10, forKeyPath: "position.x")
            #expect(delegate.askedKeys == ["opacity", "position"])
        }
    }

    /// A custom key's change asks for an action as a property's does (the path of Apple's @dynamic
    /// layer properties, which LayerCustomPropertyTests.swift relies on); the same value again does not.
    @Test func aCustomKeySetToItsValueIsNotAChange() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let delegate = LayerTestKit.Delegate()
            layer.delegate = delegate
            layer.setValue(nil, forKey: "progress")
            #expect(delegate.askedKeys.isEmpty)
            layer.setValue(0.5 as Double, forKey: "progress")
            #expect(delegate.askedKeys == ["progress"])
            layer.setValue(0.5 as Double, forKey: "progress")
            layer.setValue("label", forKey: "title")
            layer.setValue("label", forKey: "title")
            #expect(delegate.askedKeys == ["progress", "title"])
            // Boxes Apple's framework hands around: an equal NSNumber is the same value.
            layer.setValue(NSNumber(value: 12.5), forKey: "count")
            layer.setValue(NSNumber(value: 12.5), forKey: "count")
            #expect(delegate.askedKeys == ["progress", "title", "count"])
        }
    }

    @Test func theSameColourObjectIsNotAChange() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            let delegate = LayerTestKit.Delegate()
            layer.delegate = delegate
            let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.backgroundColor = color
            #expect(delegate.askedKeys == ["backgroundColor"])
            layer.backgroundColor = color
            #expect(delegate.askedKeys == ["backgroundColor"])
        }
    }

    /// CALayer `needsDisplayOnBoundsChange`: "When true, setNeedsDisplay() is automatically called
    /// when the bounds of the layer changes"; a bounds set to itself is no change, so no redisplay.
    @Test func needsDisplayOnBoundsChange() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(!layer.needsDisplay())
            layer.needsDisplayOnBoundsChange = true
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(!layer.needsDisplay())
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            #expect(layer.needsDisplay())
            layer.displayIfNeeded()
            layer.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
            #expect(layer.needsDisplay())
            layer.displayIfNeeded()
            #expect(!layer.needsDisplay())
        }
    }

    /// CALayer `needsDisplay(forKey:)`: "Returns a Boolean indicating whether changes to the
    /// specified key require the layer to be redisplayed"; only a change counts.
    @Test func needsDisplayForKeyMarksTheLayerOnAChange() {
        final class DialLayer: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "angle" || key == "cornerRadius" || super.needsDisplay(forKey: key)
            }
        }
        LayerTestKit.withCleanTransaction {
            let layer = DialLayer()
            layer.cornerRadius = 0
            layer.setValue(nil, forKey: "angle")
            #expect(!layer.needsDisplay())
            layer.cornerRadius = 4
            #expect(layer.needsDisplay())
            layer.displayIfNeeded()
            layer.setValue(NSNumber(value: 1), forKey: "angle")
            #expect(layer.needsDisplay())
            layer.displayIfNeeded()
            layer.setValue(NSNumber(value: 1), forKey: "angle")
            layer.cornerRadius = 4
            #expect(!layer.needsDisplay())
            // Keys the class does not name do not redisplay.
            layer.opacity = 0.5
            #expect(!layer.needsDisplay())
            #expect(CALayer.needsDisplay(forKey: "cornerRadius") == false)
        }
    }

    @Test func displayIfNeededCallsDisplayOnce() {
        final class CountingLayer: CALayer {
            var displays = 0
            override func display() { displays += 1 }
        }
        let layer = CountingLayer()
        layer.displayIfNeeded()
        #expect(layer.displays == 0)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.displays == 1)
    }
}
