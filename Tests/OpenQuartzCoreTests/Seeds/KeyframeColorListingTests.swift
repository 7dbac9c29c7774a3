#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The Easing seed's Swift listing of "Easing and Keyframe Animations" (000_2716ebabb68340d5.txt),
// pasted as the seed writes it. Only UIKit is replaced: UIViewController by NSObject (so no
// `override` or `super`), the `layerView` outlet by a CALayer (`layerView.layer` becomes
// `layerView`), `UIColor.x.cgColor` by the same colour as a CGColor, and @IBAction dropped. It uses
// the Swift 3 name kCAMediaTimingFunctionEaseIn, so `changeColor` is a deprecated witness of a
// protocol requirement (as DeprecatedNameTests does), called through the protocol.

private protocol ColorListing {
    var colorLayer: CALayer { get }
    func viewDidLoad()
    func changeColor(_ sender: Any)
}

private class ViewController: NSObject, ColorListing {
    let layerView = CALayer()

    let colorLayer = CALayer()
    
    @available(*, deprecated, message: "the seed's listing uses the Swift 3 names")
    func changeColor(_ sender: Any) {
        let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
        animation.duration = 2.0
        animation.values = [
            CGColor(red: 0, green: 0, blue: 1, alpha: 1),
            CGColor(red: 1, green: 0, blue: 0, alpha: 1),
            CGColor(red: 0, green: 1, blue: 0, alpha: 1),
            CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        ]
        
        let fn = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)
        animation.timingFunctions = [fn, fn, fn]
        
        colorLayer.add(animation, forKey: nil)
    }
    
    func viewDidLoad() {
        colorLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        colorLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        
        layerView.addSublayer(colorLayer)
    }
}

/// The chapter: each colour change eases in (starts slowly, then speeds up), "like a bulb
/// changing colour", and the sequence starts and ends on blue, the model colour.
@Suite("Seeds: the keyframe colour listing as written")
struct KeyframeColorListingTests {
    @Test func eachColourChangeEasesIn() {
        SeedKit.withManualClock { clock in
            let controller: any ColorListing = ViewController()
            controller.viewDidLoad()
            SeedKit.turn()
            controller.changeColor(controller)
            SeedKit.turn()
            let layer = controller.colorLayer
            func red() -> Double { Double(layer.presentation()?.backgroundColor?.components?[0] ?? -1) }
            // Blue to red over the first 2/3 s, eased in: at a third of it, far less than a third red.
            clock.advance(by: 2.0 / 9)
            #expect(red().isApproximatelyEqual(to: SeedKit.easeIn(1.0 / 3), absoluteTolerance: 1e-6))
            #expect(red() < 1.0 / 3)
            clock.advance(by: 4.0 / 9)
            #expect(red().isApproximatelyEqual(to: 1, absoluteTolerance: 1e-6), "red at the second keyframe")
            clock.advance(by: 1.5)
            #expect(layer.presentation()?.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1), "blue again")
        }
    }
}
