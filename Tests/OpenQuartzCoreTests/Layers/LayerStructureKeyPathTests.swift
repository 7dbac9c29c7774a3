#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Key paths into the fields of points, sizes and rectangles (Core Animation Programming Guide,
// "Key-Value Coding Extensions", Key Path Support for Structure Fields).

@Suite("Layer structure key paths")
struct LayerStructureKeyPathTests {
    @Test func structureFields() {
        LayerTestKit.withCleanTransaction {
            let layer = CALayer()
            layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
            layer.position = CGPoint(x: 5, y: 6)
            #expect((layer.value(forKeyPath: "position.x") as? CGFloat) == 5)
            #expect((layer.value(forKeyPath: "position.y") as? CGFloat) == 6)
            #expect((layer.value(forKeyPath: "bounds.size.width") as? CGFloat) == 30)
            #expect((layer.value(forKeyPath: "bounds.size.height") as? CGFloat) == 40)
            #expect((layer.value(forKeyPath: "bounds.origin.y") as? CGFloat) == 2)
            #expect((layer.value(forKeyPath: "bounds.size") as? CGSize) == CGSize(width: 30, height: 40))
            #expect((layer.value(forKeyPath: "anchorPoint.y") as? CGFloat) == 0.5)
            #expect((layer.value(forKeyPath: "shadowOffset.width") as? CGFloat) == 0)
            #expect((layer.value(forKeyPath: "shadowOffset.height") as? CGFloat) == -3)

            layer.setValue(50, forKeyPath: "position.x")
            #expect(layer.position == CGPoint(x: 50, y: 6))
            layer.setValue(NSNumber(value: 12.5), forKeyPath: "bounds.size.width")
            #expect(layer.bounds == CGRect(x: 1, y: 2, width: 12.5, height: 40))
            layer.setValue(-7 as Double, forKeyPath: "bounds.origin.y")
            #expect(layer.bounds == CGRect(x: 1, y: -7, width: 12.5, height: 40))
            layer.setValue(CGFloat(0.25), forKeyPath: "anchorPoint.y")
            #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.25))
            layer.setValue(4, forKeyPath: "shadowOffset.width")
            #expect(layer.shadowOffset == CGSize(width: 4, height: -3))
            layer.setValue(NSValue(cgPoint: CGPoint(x: 8, y: 9)), forKeyPath: "bounds.origin")
            #expect(layer.bounds.origin == CGPoint(x: 8, y: 9))
        }
    }
}
