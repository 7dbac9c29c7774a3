#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

/// CABasicAnimation's fromValue, toValue and byValue (CABasicAnimation.h, conformance README), values
/// of several types for one property, points and colours. Each animation runs 1 second on a layer
/// whose model zPosition is 30, and is sampled half way unless said.
@Suite("Animations: basic animation values")
struct BasicAnimationValueTests: AnimationSuite {
    /// The presentation of `layer` at `time` into an animation of 1 second made by `configure`.
    private func presentation(of layer: CALayer, at time: CFTimeInterval = 0.5, keyPath: String = "zPosition",
                              _ configure: (CABasicAnimation) -> Void) -> CALayer? {
        withManualClock { clock in
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.duration = 1
            configure(animation)
            addAndCommit(animation, to: layer)
            clock.advance(by: time)
            return layer.presentation()
        }
    }

    /// The half-way zPosition of the animation `configure` makes, on a layer whose model is 30.
    private func halfWayZ(_ configure: (CABasicAnimation) -> Void) -> Double {
        let layer = withManualClock { _ in committedLayer() }
        return presentation(of: layer, configure).map { Double($0.zPosition) } ?? .nan
    }

    // Six of the seven cases of CABasicAnimation.h ("current" is the model value, 30); the seventh,
    // none set, is BasicAnimationNoValueTests.

    @Test func fromAndTo() {
        #expect(halfWayZ { $0.fromValue = 10; $0.toValue = 20 } == 15)
    }

    @Test func fromAndBy() {
        // 10 -> 10 + 20.
        #expect(halfWayZ { $0.fromValue = 10; $0.byValue = 20 } == 20)
    }

    @Test func byAndTo() {
        // 60 - 20 -> 60.
        #expect(halfWayZ { $0.byValue = 20; $0.toValue = 60 } == 50)
    }

    @Test func fromOnly() {
        // 10 -> current (30).
        #expect(halfWayZ { $0.fromValue = 10 } == 20)
    }

    @Test func toOnly() {
        // current (30) -> 50.
        #expect(halfWayZ { $0.toValue = 50 } == 40)
    }

    @Test func byOnly() {
        // current (30) -> 30 + 20.
        #expect(halfWayZ { $0.byValue = 20 } == 40)
    }

    // Values of any number type for a CGFloat and a Float property (Apple boxes them all in NSNumber).

    @Test func numbersOfAnyTypeForACGFloatProperty() {
        let pairs: [(Any, Any)] = [(Int(0), Int(100)), (Double(0), Double(100)), (NSNumber(value: 0), NSNumber(value: 100)),
                                   (CGFloat(0), CGFloat(100)), (Float(0), Float(100)), (Int(0), NSNumber(value: 100.0))]
        for (from, to) in pairs {
            let z = halfWayZ { $0.fromValue = from; $0.toValue = to }
            #expect(z == 50, "\(type(of: from)) -> \(type(of: to))")
        }
    }

    @Test func numbersOfAnyTypeForAFloatProperty() {
        let pairs: [(Any, Any)] = [(Int(0), Int(1)), (Double(0), Double(1)), (NSNumber(value: 0), NSNumber(value: 1)),
                                   (CGFloat(0), CGFloat(1)), (Float(0), Float(1))]
        for (from, to) in pairs {
            let layer = withManualClock { _ in committedLayer() }
            let opacity = presentation(of: layer, keyPath: "opacity") { $0.fromValue = from; $0.toValue = to }?.opacity
            #expect(opacity == 0.5, "\(type(of: from)) -> \(type(of: to))")
        }
    }

    @Test func pointsBoxedInNSValue() {
        let layer = withManualClock { _ in
            let layer = committedLayer()
            withoutActions { layer.position = CGPoint(x: 10, y: 20) }
            return layer
        }
        let from = presentation(of: layer, keyPath: "position") {
            $0.fromValue = NSValue(cgPoint: CGPoint(x: 100, y: 200))
            $0.toValue = NSValue(cgPoint: CGPoint(x: 300, y: 0))
        }?.position
        #expect(from == CGPoint(x: 200, y: 100))
        // by only, boxed: (10, 20) -> (10, 20) + (40, -20).
        let by = presentation(of: layer, keyPath: "position") {
            $0.byValue = NSValue(cgPoint: CGPoint(x: 40, y: -20))
        }?.position
        #expect(by == CGPoint(x: 30, y: 10))
    }

    @Test func customKey() {
        // The ramp on a key that is not a property, whose model value (30) is set by key-value coding.
        let values: [Double?] = withManualClock { clock in
            let layer = committedLayer()
            withoutActions { layer.setValue(30.0, forKey: "progress") }
            addAndCommit(ramp { $0.keyPath = "progress"; $0.fromValue = nil }, to: layer)
            clock.advance(by: 0.5)
            let half = layer.presentation()?.value(forKey: "progress") as? Double
            clock.advance(by: 1)
            return [half, layer.presentation()?.value(forKey: "progress") as? Double]
        }
        // to 100 only, from the model: 65 half way; the model once it ends.
        #expect(values == [65, 30])
    }

    @Test func aLayerNeverCommittedBeforeTheAnimation() {
        let z: Double = withManualClock { clock in
            let layer = CALayer()
            addAndCommit(ramp(), to: layer)
            clock.advance(by: 0.25)
            return presentedZ(layer)
        }
        #expect(z == 25)
    }

    @Test func componentOfAPoint() {
        // position.x alone: y keeps its model value.
        let layer = withManualClock { _ in
            let layer = committedLayer()
            withoutActions { layer.position = CGPoint(x: 10, y: 20) }
            return layer
        }
        let position = presentation(of: layer, keyPath: "position.x") { $0.toValue = 110 }?.position
        #expect(position == CGPoint(x: 60, y: 20))
    }
}
