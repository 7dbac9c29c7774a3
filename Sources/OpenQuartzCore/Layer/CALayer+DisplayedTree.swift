// Apple's rule that only layers on display animate implicitly, and the hook display hosts use to say
// which trees are on display.
//
// Apple's Core Animation makes the implicit animation of a property change only for a layer that a
// render context shows: a standalone layer answers nil from `action(forKey:)` when neither its
// delegate, its `actions` nor its `style` give an action (measured on Apple: GNUstep libs-quartzcore
// PR #36, `Tests/quartzcore/CALayer/actions.m`), and changing one of its properties adds no animation
// ("a standalone layer answers nil from -animationKeys throughout on Apple", GNUstep
// `Tests/quartzcore/CALayer/implicit.m`). A tree is on display when its root is the layer of a
// display host: a `CARenderer` (its `layer`), a scene's runtime (a scene is shown by definition), or
// a window host. A layer changed before it joins such a tree therefore shows its values as set, with
// no animation towards them; once it is in the tree, its changes animate as the actions say.
//
// How it is known, cheaply: each host counts itself on its root (``CALayer/displayHosts``), and a
// property change walks the superlayer chain (sublayers and masks alike) to the root looking for a
// count above zero. The walk is as long as the layer is deep, and happens only when a property
// actually changes and actions are enabled.

extension CALayer {
    /// Marks the layer as the root of a tree a display host shows (an OpenQuartzCore SPI for hosts).
    ///
    /// From this call on, the layer and every layer below it (sublayers, masks, and theirs, including
    /// those added later) are in a displayed tree, and their property changes animate implicitly. A
    /// host calls it once when it takes the layer as its root and ``endDisplaying()`` once when it
    /// lets the layer go: `CARenderer` does so as its `layer` changes and when it is released,
    /// `SceneRuntime` for its scene's root, and a window host is to do the same. Calls nest: a layer
    /// shown by two hosts stays displayed until both have let it go.
    package func beginDisplaying() {
        displayHosts.add(1, ordering: .relaxed)
    }

    /// Undoes one ``beginDisplaying()``: when no host shows the layer any more, its tree is
    /// standalone again (its changes stop animating implicitly; animations already added run on).
    /// An extra call is ignored.
    package func endDisplaying() {
        var count = displayHosts.load(ordering: .relaxed)
        while count > 0 {
            let (exchanged, found) = displayHosts.compareExchange(expected: count, desired: count - 1, ordering: .relaxed)
            if exchanged { return }
            count = found
        }
    }

    /// Whether the layer is in a displayed tree: it, or a layer it is a sublayer or mask of, directly
    /// or not, is the root of a display host (see ``beginDisplaying()``). Only such layers have
    /// implicit actions (Apple's framework, measured: GNUstep libs-quartzcore PR #36).
    package var isInDisplayedTree: Bool {
        var node: CALayer? = self
        while let layer = node {
            if layer.displayHosts.load(ordering: .relaxed) > 0 { return true }
            node = layer.parent
        }
        return false
    }
}
