// A scene's root is on display without a renderer (issue 17, item 3): Apple runs implicit animations
// only for layers on display (GNUstep libs-quartzcore PR #36, measured on Apple), and a scene is shown
// by definition, so its timeline's `set` events animate implicitly from the moment it is built.
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import CARenderScene

@Suite struct SceneDisplayTests {
    @Test func aScenesLayersHaveImplicitActionsWithoutARenderer() throws {
        let runtime = try loadScene("size: 10x10\nlayers: [{name: x}]").makeRuntime()
        #expect(runtime.root.action(forKey: "opacity") is CABasicAnimation)
        #expect(runtime.layer(named: "x")?.action(forKey: "opacity") is CABasicAnimation)
        // A layer of the scene taken out of it is standalone, as any layer is.
        let x = try #require(runtime.layer(named: "x"))
        x.removeFromSuperlayer()
        #expect(x.action(forKey: "opacity") == nil)
    }

    @Test func theBuildItselfAnimatesNothing() throws {
        let runtime = try loadScene("""
            size: 10x10
            layers:
              - name: x
                opacity: 0.5
                position: 3, 4
            """).makeRuntime()
        #expect(runtime.root.animationKeys() == nil)
        #expect(runtime.layer(named: "x")?.animationKeys() == nil)
    }
}
