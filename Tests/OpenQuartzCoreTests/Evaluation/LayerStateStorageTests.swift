#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// LayerState keeps some properties inline and the rest in a box that copies share until one of
/// them writes: copies must still behave as independent values, and accessors must read and write
/// the same properties whichever way they are stored.
@Suite("Layer state storage")
struct LayerStateStorageTests {
    @Test func copiesAreIndependentForPropertiesKeptInTheSharedBox() {
        var original = LayerState()
        original.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        original.timing.beginTime = 2
        original.custom["k"] = LayerValue(1.5)
        var copy = original
        copy.backgroundColor = nil
        copy.timing.beginTime = 5
        copy.custom["k"] = LayerValue("b")
        copy.instanceTransform = CATransform3DMakeScale(2, 2, 1)
        // The original keeps what it had; the copy has what was written to it.
        #expect(original.backgroundColor?.components == [1, 0, 0, 1])
        #expect(original.timing.beginTime == 2)
        #expect(original.custom["k"]?.value as? Double == 1.5)
        #expect(CATransform3DIsIdentity(original.instanceTransform))
        #expect(copy.backgroundColor == nil)
        #expect(copy.timing.beginTime == 5)
        #expect(copy.custom["k"]?.value as? String == "b")
        #expect(copy.instanceTransform.m11 == 2)
    }

    @Test func aNewStateDoesNotChangeTheDefaults() {
        var first = LayerState()
        first.fillColor = nil
        first.isGeometryFlipped = true
        first.custom["x"] = LayerValue(1)
        // Apple's defaults (CAShapeLayer.h: fillColor opaque black; CALayer.h: geometryFlipped NO).
        let second = LayerState()
        #expect(second.fillColor?.components == [0, 0, 0, 1])
        #expect(second.isGeometryFlipped == false)
        #expect(second.custom.isEmpty)
    }

    @Test func customKeysMutateInPlace() {
        var state = LayerState()
        for index in 0..<100 { state.custom["key\(index)"] = LayerValue(index) }
        state.custom["key7"] = nil
        #expect(state.custom.count == 99)
        #expect(state.custom["key42"]?.value as? Int == 42)
    }

    /// Every property of the table, read and written through its accessor, reads back through the
    /// state's own property: inline ones at their offset, boxed ones through the key path.
    @Test(arguments: [
        "position", "bounds", "opacity", "cornerRadius", "transform", "sublayerTransform", "contentsRect",
        "strokeEnd", "fontSize", "beginTime", "instanceTransform", "instanceDelay", "contentsScale",
    ])
    func accessorsReachTheirProperty(keyPath: String) throws {
        let entry = try #require(LayerPropertyTable.entries[keyPath])
        var state = LayerState()
        let sample: Any = switch keyPath {
        case "position": CGPoint(x: 3, y: 4)
        case "bounds", "contentsRect": CGRect(x: 1, y: 2, width: 3, height: 4)
        case "opacity": Float(0.25)
        case "transform", "sublayerTransform", "instanceTransform": CATransform3DMakeTranslation(1, 2, 3)
        default: 0.75
        }
        _ = entry.accessor.writeKVC(sample, to: &state)
        // Reading a state that may be written (in place) and one that may not give the same value.
        let inPlace = entry.accessor.readInPlace(&state), copied = entry.accessor.read(state)
        #expect(String(describing: inPlace) == String(describing: copied))
        switch keyPath {
        case "position": #expect(state.position == CGPoint(x: 3, y: 4))
        case "bounds": #expect(state.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        case "opacity": #expect(state.opacity == 0.25)
        case "transform": #expect(state.transform == CATransform3DMakeTranslation(1, 2, 3))
        case "sublayerTransform": #expect(state.sublayerTransform == CATransform3DMakeTranslation(1, 2, 3))
        case "instanceTransform": #expect(state.instanceTransform == CATransform3DMakeTranslation(1, 2, 3))
        case "contentsRect": #expect(state.contentsRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        case "beginTime": #expect(state.timing.beginTime == 0.75)
        case "instanceDelay": #expect(state.instanceDelay == 0.75)
        case "contentsScale": #expect(state.contentsScale == 0.75)
        case "cornerRadius": #expect(state.cornerRadius == 0.75)
        case "strokeEnd": #expect(state.strokeEnd == 0.75)
        default: #expect(state.fontSize == 0.75)
        }
    }
}
#endif
