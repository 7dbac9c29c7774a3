#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Testing

@Suite("replaceSublayer and the transition action")
struct LayerReplaceActionTests {
    /// Core Animation Programming Guide, "Changing a Layer's Default Behavior", action triggers: a
    /// layer replaced with replaceSublayer:with: triggers kCATransition; insertion and removal trigger
    /// onOrderIn and onOrderOut.
    @Test func replacingASublayerRunsTheTransitionAction() {
        LayerTestKit.withCleanTransaction {
            let parent = CALayer(), old = CALayer(), new = CALayer()
            parent.addSublayer(old)
            let parentDelegate = LayerTestKit.Delegate(), oldDelegate = LayerTestKit.Delegate(), newDelegate = LayerTestKit.Delegate()
            parent.delegate = parentDelegate
            old.delegate = oldDelegate
            new.delegate = newDelegate
            parent.replaceSublayer(old, with: new)
            #expect(parentDelegate.askedKeys == [kCATransition])
            #expect(oldDelegate.askedKeys.isEmpty)
            #expect(newDelegate.askedKeys.isEmpty)
            #expect(parent.sublayers?.first === new && old.superlayer == nil)
        }
    }
}
