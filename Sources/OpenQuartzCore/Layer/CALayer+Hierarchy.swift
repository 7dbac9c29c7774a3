extension CALayer {
    /// The sublayers: for a presentation copy, presentation copies of the model's sublayers, made when
    /// first asked for.
    var currentSublayers: [CALayer] {
        guard let model = modelLayerReference else { return sublayerList }
        if let built = presentationSublayers { return built }
        let built = model.sublayerList.map { sublayer -> CALayer in
            let copy = sublayer.presentation(atMediaTime: presentationMediaTime) ?? type(of: sublayer).init(layer: sublayer)
            copy.parent = self
            return copy
        }
        presentationSublayers = built
        return built
    }

    /// The superlayer: for a presentation copy, the presentation of the model's superlayer.
    var currentSuperlayer: CALayer? {
        guard let model = modelLayerReference else { return parent }
        if let parent { return parent }
        return model.parent?.presentation(atMediaTime: presentationMediaTime)
    }

    func indexOfSublayer(_ layer: CALayer) -> Int? {
        sublayerList.firstIndex { $0 === layer }
    }

    /// Inserts `layer` at `index`, taking it out of its current superlayer first (within the same
    /// superlayer the index counts the other sublayers).
    func insertSublayerAtIndex(_ layer: CALayer, _ index: Int, runningActions: Bool = true) {
        precondition(layer !== self, "CALayer: a layer cannot be its own sublayer")
        precondition(!isAncestorOrSelf(of: self, candidate: layer), "CALayer: adding a layer to its own subtree would make a cycle")
        let wasSublayer = layer.parent === self
        layer.detachFromParent(runningActions: false)
        sublayerList.insert(layer, at: min(max(index, 0), sublayerList.count))
        layer.parent = self
        didChangeTree()
        layer.didChangeTree()
        if !wasSublayer && runningActions { layer.runOrderAction(kCAOnOrderIn) }
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        for old in sublayerList where !layers.contains(where: { $0 === old }) {
            old.detachFromParent(runningActions: true)
        }
        for layer in layers { insertSublayerAtIndex(layer, sublayerList.count) }
        sublayerList = layers
        didChangeTree()
    }

    /// Replaces a sublayer. The Core Animation Programming Guide lists replacing a layer with
    /// `replaceSublayer:with:` as the trigger of the `kCATransition` action (not of `onOrderOut` and
    /// `onOrderIn`), so the superlayer's transition action runs, as a transition on it would animate
    /// the change.
    func replaceSublayerImplementation(_ oldLayer: CALayer, _ newLayer: CALayer) {
        guard let index = indexOfSublayer(oldLayer), oldLayer !== newLayer else { return }
        oldLayer.detachFromParent(runningActions: false)
        insertSublayerAtIndex(newLayer, index, runningActions: false)
        runOrderAction(kCATransition)
    }

    func setMask(_ newMask: CALayer?) {
        guard newMask !== maskLayer else { return }
        maskLayer?.parent = nil
        newMask?.detachFromParent(runningActions: false)
        maskLayer = newMask
        newMask?.parent = self
        didChangeTree()
    }

    /// Takes the layer out of its superlayer's sublayers (or out of the layer it masks).
    func detachFromParent(runningActions: Bool) {
        guard let parent else { return }
        if let index = parent.indexOfSublayer(self) {
            parent.sublayerList.remove(at: index)
        } else if parent.maskLayer === self {
            parent.maskLayer = nil
        }
        self.parent = nil
        parent.didChangeTree()
        if runningActions { runOrderAction(kCAOnOrderOut) }
    }

    /// Records a change of the tree below the layer for the next commit.
    func didChangeTree() {
        guard !isPresentationLayer else { return }
        TransactionContext.current.layerDidChange(self)
    }

    /// Runs the `onOrderIn`, `onOrderOut` or `transition` action, unless actions are disabled.
    func runOrderAction(_ event: String) {
        guard !isPresentationLayer, !CATransaction.disableActions() else { return }
        action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
    }

    private func isAncestorOrSelf(of layer: CALayer, candidate: CALayer) -> Bool {
        var current: CALayer? = layer
        while let node = current {
            if node === candidate { return true }
            current = node.parent
        }
        return false
    }
}
