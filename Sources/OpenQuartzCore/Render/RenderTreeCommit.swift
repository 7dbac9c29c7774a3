import Foundation
import Synchronization

/// How a commit turns the model layers it changed into render-tree nodes (``RenderLayer``), and
/// publishes them to renderers on other threads.
///
/// Each changed layer gets a new node made from its model, its resolved animations and its
/// sublayers' nodes (a changed sublayer's new one, else the one it has). Then each ancestor of a
/// changed layer gets a copy of its node with the new child in place of the old one, up to the root
/// (path copying), found through the parent each layer had when it was last committed, not through
/// the model, which may hold changes of a later transaction. Every other node is shared with the
/// tree before the commit.
///
/// All nodes of one commit are published under one lock, which renderers take to read a root's
/// tree (``CALayer/committedRenderTree``): a renderer sees the whole of one commit or of the one
/// before, never a mix.
package enum RenderTreeCommit {
    private static let lock = NSLock()
    /// Counts commits, so that values derived from the committed tree can tell whether they are
    /// current.
    private static let commits = Atomic<Int>(0)

    /// The number of commits so far (and of changes to committed animations).
    package static var generation: Int { commits.load(ordering: .acquiring) }

    /// Counts the commits that changed a committed time space: a layer's timing (`beginTime`,
    /// `speed`, `timeOffset`...), a layer's parent, or a layer committed for the first time. What is
    /// derived from the chain of timings (``CALayer/committedTimeSpace``, the scheduler's foreseen
    /// events) stays valid while it does not move, however many commits change other properties.
    private static let timingChanges = Atomic<Int>(0)

    /// The number of commits that changed a committed time space (see `timingChanges`).
    package static var timingGeneration: Int { timingChanges.load(ordering: .acquiring) }

    /// Reads committed nodes consistently with commits made on other threads.
    static func read<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Makes and publishes the nodes of `layers`, whose animations are already resolved.
    static func commit(_ layers: [CALayer]) {
        guard !layers.isEmpty else { return }
        var commit = Pass(changing: Set(layers.map(ObjectIdentifier.init)))
        var previous: [ObjectIdentifier: RenderLayer] = [:]
        for layer in layers { previous[ObjectIdentifier(layer)] = layer.renderNode }
        lock.lock()
        defer { lock.unlock() }
        commits.add(1, ordering: .releasing)
        for layer in layers { _ = commit.node(of: layer) }
        if commit.changesTimeSpaces { timingChanges.add(1, ordering: .releasing) }
        for layer in layers {
            guard let new = commit.built[ObjectIdentifier(layer)], let old = previous[ObjectIdentifier(layer)] else { continue }
            propagate(from: layer, old: old, new: new)
        }
    }

    /// Replaces the animations of a committed layer outside a commit (an animation removed, or one
    /// that ended and is removed on completion) and publishes the change up its tree.
    static func replaceTracks(of layer: CALayer, with tracks: [any LayerAnimationTrack]) {
        guard let old = layer.renderNode else { return }
        lock.lock()
        defer { lock.unlock() }
        commits.add(1, ordering: .releasing)
        let new = old.replacingTracks(tracks)
        layer.renderNode = new
        propagate(from: layer, old: old, new: new)
    }

    /// One commit's making of nodes.
    private struct Pass {
        /// The layers the commit changes.
        let changing: Set<ObjectIdentifier>
        /// The nodes made so far.
        var built: [ObjectIdentifier: RenderLayer] = [:]
        /// Whether a layer's timing or parent changed, or a layer is committed for the first time.
        var changesTimeSpaces = false

        /// The new node of a changed layer (made once), made after those of its changed sublayers
        /// and mask.
        mutating func node(of layer: CALayer) -> RenderLayer {
            if let node = built[ObjectIdentifier(layer)] { return node }
            var sublayers: [RenderLayer] = []
            sublayers.reserveCapacity(layer.sublayerList.count)
            for sublayer in layer.sublayerList {
                sublayers.append(child(sublayer, of: layer))
            }
            let mask = layer.maskLayer.map { child($0, of: layer) }
            let node = RenderLayer(state: layer.state.committed(), tracks: layer.animationEntries.compactMap(\.track),
                                   sublayers: sublayers, mask: mask, kinds: type(of: layer).layerKinds)
            if layer.renderNode?.state.timing != node.state.timing { changesTimeSpaces = true }
            layer.renderNode = node
            built[ObjectIdentifier(layer)] = node
            return node
        }

        /// The node a sublayer (or mask) contributes to `parent`'s: its new one when this commit
        /// changes it, else the one it has; a layer never committed contributes its model as it is
        /// (and is committed so).
        mutating func child(_ layer: CALayer, of parent: CALayer) -> RenderLayer {
            if layer.committedParent !== parent {
                layer.committedParent = parent
                changesTimeSpaces = true
            }
            if !changing.contains(ObjectIdentifier(layer)), let node = layer.renderNode { return node }
            return node(of: layer)
        }
    }

    /// Copies the path from a layer whose node went from `old` to `new` up to its root: each
    /// committed ancestor whose node holds the old node gets a copy holding the new one. (An
    /// ancestor this commit rebuilt from its model either holds the new node already, and the walk
    /// stops there, or was made before its changed descendant was, and holds a node being replaced.)
    private static func propagate(from layer: CALayer, old: RenderLayer, new: RenderLayer) {
        var child = layer, old = old, new = new
        while let parent = child.committedParent,
              let parentOld = parent.renderNode, let parentNew = parentOld.replacingChild(old, with: new) {
            parent.renderNode = parentNew
            (child, old, new) = (parent, parentOld, parentNew)
        }
    }
}
