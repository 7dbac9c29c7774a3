#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// Layer trees that several suites build the same way.

extension LayerTestKit {
    /// The layers, by identity, for comparing orders.
    static func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] {
        (layers ?? []).map(ObjectIdentifier.init)
    }

    /// New layers with the given names.
    static func named(_ names: String...) -> [CALayer] {
        names.map { name in
            let layer = CALayer()
            layer.name = name
            return layer
        }
    }

    /// root (its origin at (50, 20) of the plane) > child (bounds origin (10, 20), anchor point
    /// (0.25, 0.5)) > grandchild, for the conversion suites.
    static func conversionTree() -> (root: CALayer, child: CALayer, grandchild: CALayer) {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 400, height: 300), position: CGPoint(x: 250, y: 170))
        let child = layer(bounds: CGRect(x: 10, y: 20, width: 60, height: 40), position: CGPoint(x: 100, y: 80),
                          anchorPoint: CGPoint(x: 0.25, y: 0.5))
        let grandchild = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 30, y: 30))
        root.addSublayer(child)
        child.addSublayer(grandchild)
        return (root, child, grandchild)
    }

    /// A root whose coordinates are the plane's ((0, 0, 200, 200) at (100, 100)), with two overlapping
    /// sublayers: `back` covering (20, 20)-(120, 120) and `front` covering (60, 60)-(160, 160).
    static func hitTestScene() -> (root: CALayer, back: CALayer, front: CALayer) {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        let back = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 70, y: 70))
        let front = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 110, y: 110))
        back.name = "back"
        front.name = "front"
        root.addSublayer(back)
        root.addSublayer(front)
        return (root, back, front)
    }
}
