#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Which property changes redisplay a layer (issue 17, item 3). Every expected value is measured on
// Apple: GNUstep libs-quartzcore Tests/quartzcore/CALayer/redisplay.m. `needsDisplay(forKey:)` answers
// false for every key of CALayer; a subclass answering true for "opacity" is marked as needing display
// by a change of opacity, through the setter or setValue(_:forKey:), and not by the value it already has.

/// Redisplays for a change to the opacity and for nothing else (redisplay.m's RedisplayLayer).
private final class RedisplayLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "opacity" || super.needsDisplay(forKey: key)
    }
}

@Suite("Layer redisplay on property changes")
struct LayerRedisplayTests {
    @Test func aLayerRedisplaysForNoKeyByDefault() {
        #expect(CALayer.needsDisplay(forKey: "bounds") == false)
        #expect(CALayer.needsDisplay(forKey: "position") == false)
        #expect(CALayer.needsDisplay(forKey: "opacity") == false)
        #expect(CALayer.needsDisplay(forKey: "contents") == false)
        #expect(CALayer.needsDisplay(forKey: "aKeyNobodyDefines") == false)
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.displayIfNeeded()
            #expect(!layer.needsDisplay(), "a layer that has displayed wants nothing")
            layer.opacity = 0.5
            #expect(!layer.needsDisplay(), "and a property it does not redisplay for leaves it that way")
        }
    }

    @Test func aSubclassRedisplaysForTheKeyItNames() {
        #expect(RedisplayLayer.needsDisplay(forKey: "opacity") == true)
        #expect(RedisplayLayer.needsDisplay(forKey: "bounds") == false)
        LayerTestKit.withCleanTransaction {
            let layer = RedisplayLayer()
            layer.displayIfNeeded()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(!layer.needsDisplay(), "a property it does not ask for does not redisplay it")
            layer.opacity = 0.25
            #expect(layer.needsDisplay(), "and the one it asks for does")
        }
    }

    @Test func theValueItAlreadyHasIsNoChange() {
        LayerTestKit.withCleanTransaction {
            let layer = RedisplayLayer()
            layer.opacity = 0.25
            layer.displayIfNeeded()
            #expect(!layer.needsDisplay(), "the layer has displayed")
            layer.opacity = 0.25
            #expect(!layer.needsDisplay(), "setting the same value again is not a change to redisplay for")
            layer.setValue(NSNumber(value: Float(0.25)), forKey: "opacity")
            #expect(!layer.needsDisplay(), "nor through the key")
        }
    }

    @Test func aValueSetByKeyRedisplays() {
        LayerTestKit.withCleanTransaction {
            let layer = RedisplayLayer()
            layer.displayIfNeeded()
            layer.setValue(NSNumber(value: Float(0.75)), forKey: "opacity")
            #expect(layer.needsDisplay(), "a value set by key redisplays as one set by the setter does")
        }
    }
}
