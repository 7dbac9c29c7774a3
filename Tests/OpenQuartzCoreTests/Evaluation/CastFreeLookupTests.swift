#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
@testable import OpenQuartzCore
import Testing

/// The answers that loading a Lottie file now gets without dynamic casts (the property table made a
/// property at a time, with each entry's interpolating accessor; nil told by the value's type kind;
/// numbers told by their exact type) must be the ones the casts gave. The references here are the
/// casts themselves, made in the test.
@Suite struct CastFreeLookupTests {
    @Test func entriesMadeOnePropertyAtATimeMatchTheWholeTable() throws {
        let whole = LayerPropertyTable.entries
        #expect(whole.count > 82)
        for (keyPath, reference) in whole {
            let entry = try #require(LayerPropertyTable.entry(forKeyPath: keyPath, kinds: reference.kind), "\(keyPath)")
            #expect(entry.keyPath == keyPath)
            #expect(entry.propertyKey == reference.propertyKey, "\(keyPath)")
            #expect(entry.isAnimatable == reference.isAnimatable, "\(keyPath)")
            #expect(entry.kind == reference.kind, "\(keyPath)")
            let interpolates = reference.accessor is any InterpolatingLayerValueAccessor
            #expect((entry.interpolating != nil) == interpolates, "\(keyPath)")
            #expect((reference.interpolating != nil) == interpolates, "\(keyPath)")
        }
        // The properties whose values interpolate include every animatable one of CALayer.h's but
        // `hidden`, `masksToBounds`, `doubleSided` (booleans switch) and `contents`; and the package
        // `layerFilters`, whose keyframes switch.
        let animatableSwitches: Set = ["hidden", "masksToBounds", "doubleSided", "contents", "layerFilters"]
        for (keyPath, entry) in whole where entry.keyPath == entry.propertyKey && entry.isAnimatable {
            #expect((entry.interpolating == nil) == animatableSwitches.contains(keyPath), "\(keyPath)")
        }
    }

    @Test func aPropertyIsOnlyOnItsClassesAndCustomKeysAreNone() {
        #expect(LayerPropertyTable.entry(forKeyPath: "path", kinds: .base) == nil)
        #expect(LayerPropertyTable.entry(forKeyPath: "path", kinds: [.base, .shape])?.propertyKey == "path")
        #expect(LayerPropertyTable.entry(forKeyPath: "transform.rotation.z", kinds: .base)?.propertyKey == "transform")
        #expect(LayerPropertyTable.entry(forKeyPath: "position.z", kinds: .base) == nil)
        // More custom keys than the table keeps answers for: each is still no property.
        for index in 0..<1_500 {
            #expect(LayerPropertyTable.entry(forKeyPath: "custom\(index)", kinds: .base) == nil)
        }
        #expect(LayerPropertyTable.entry(forKeyPath: "custom7", kinds: .base) == nil)
        #expect(LayerPropertyTable.entry(forKeyPath: "opacity", kinds: .base)?.isAnimatable == true)
    }

    @Test func nilIsToldByTheValuesTypeAsTheCastsTellIt() {
        final class Plain {}
        let values: [(Any, Bool)] = [
            (NSNull(), true), (Int?.none as Any, true), (CGColor?.none as Any, true), (CGPath?.none as Any, true),
            (Optional(1.5) as Any, false), (Optional(CGColor(gray: 0, alpha: 1)) as Any, false),
            (1.5, false), (CGPoint(x: 1, y: 2), false), ("text", false), (CGColor(gray: 0.5, alpha: 1), false),
            (NSNumber(value: 0), false), (Plain(), false), ([Any](), false), (CATransform3DIdentity, false),
        ]
        for (value, isNil) in values {
            let byCasts = value is NSNull || ((value as? any OptionalForTest)?.isEmpty ?? false)
            #expect(byCasts == isNil, "\(type(of: value))")
            #expect(isNilValue(value) == isNil, "\(type(of: value))")
        }
    }

    @Test func numbersAreReadByTheirTypeAsBefore() {
        #expect(animationNumber(2.5) == 2.5)
        #expect(animationNumber(CGFloat(1.25)) == 1.25)
        #expect(animationNumber(Float(0.5)) == 0.5)
        #expect(animationNumber(NSNumber(value: 3)) == 3)
        #expect(animationNumber(NSNumber(value: true)) == 1)
        #expect(animationNumber(true) == nil)
        #expect(animationNumber(Int16(-4)) == -4)
        #expect(animationNumber(Optional(2.0) as Any) == 2)
        #expect(animationNumber("2") == nil)
        #expect(animationNumber(CGPoint.zero) == nil)
    }

    @Test func theTransactionsDurationIsReadFromAnyNumber() {
        CATransaction.begin()
        defer { CATransaction.commit() }
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.setAnimationDuration(1.5)
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.setValue(NSNumber(value: 2), forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setValue(CGFloat(0.75), forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 0.75)
    }
}

/// The test's own marker of Optional, the reference for ``isNilValue(_:)``.
private protocol OptionalForTest {
    var isEmpty: Bool { get }
}

extension Optional: OptionalForTest {
    fileprivate var isEmpty: Bool { self == nil }
}
#endif
