import Foundation

/// Input: pointer and key events delivered to the scene's `on:` handlers.
///
/// A pointer going down is hit-tested on the presentation tree at the runtime's time (what the
/// window shows), with `hitTest(_:)`; the nearest layer up from the hit that has a `tap` or `drag`
/// handler takes it, runs its `tap` (at once, as the seeds' `touchesBegan(_:with:)` listings act)
/// and its drag's `began`, and keeps the pointer: its moves run the drag's `moved` with the
/// distance moved since the last one, and its going up (or being cancelled) runs `ended`. A key
/// press goes to the handlers of the layer the pointer last went down on and its superlayers,
/// nearest first, then to the first layer of the tree (depth first, back to front) with a handler
/// for that key. Each handler runs in a transaction of its own, committed, at the runtime's time.
extension SceneRuntime {
    /// Whether any layer of the scene has handlers.
    public var hasHandlers: Bool { !names.allHandlers.isEmpty }

    /// Whether a layer of the scene has a handler for the key `name` (compared without case).
    public func hasKeyHandler(for name: String) -> Bool {
        let key = name.lowercased()
        var stack = [root]
        while let layer = stack.popLast() {
            if names.handlers(of: layer)?.keys[key] != nil { return true }
            stack += layer.sublayers ?? []
        }
        return false
    }

    /// Delivers `event` (from a window, or scripted) to the scene's handlers at the runtime's time,
    /// and tells ``inputObserver``. Returns whether a handler took it.
    @discardableResult
    public func handle(_ event: SceneInputEvent) -> Bool {
        inputObserver?(clock.currentTime, event)
        return MediaClockContext.withClock(clock) {
            CATransaction.flush()
            let taken = dispatch(event)
            Self.deliverEvents()
            return taken
        }
    }

    /// Replays the input of a timeline event (after its changes), on the runtime's clock.
    func replay(_ input: [TimelineInput]) {
        for item in input {
            switch item {
            case .event(let event): _ = dispatch(event)
            case .tap(let name):
                guard let layer = names.layers[name], let point = centre(of: layer) else { continue }
                _ = dispatch(.pointer(.down, at: point))
                _ = dispatch(.pointer(.up, at: point))
            }
            Self.deliverEvents()
        }
    }

    private func dispatch(_ event: SceneInputEvent) -> Bool {
        switch event {
        case let .pointer(phase, point): pointer(phase, at: point)
        case let .key(name): key(name.lowercased())
        }
    }

    private func pointer(_ phase: ScenePointerPhase, at point: CGPoint) -> Bool {
        switch phase {
        case .down:
            guard capture == nil else { return false }
            let shownRoot = root.presentation() ?? root
            var node = shownRoot.hitTest(point).flatMap { model(of: $0, shownRoot: shownRoot) }
            focus = node
            while let layer = node, names.handlers(of: layer)?.takesPointer != true {
                node = layer === root ? nil : layer.superlayer
            }
            guard let layer = node, let handlers = names.handlers(of: layer) else { return false }
            capture = PointerCapture(layer: layer, handlers: handlers, last: point)
            let context = self.context(for: layer, at: point, translation: .zero, shownRoot: shownRoot)
            if let tap = handlers.tap { next(in: tap).apply(names: names, input: context) }
            handlers.drag?.began?.apply(names: names, input: context)
            return true
        case .moved:
            guard let current = capture else { return false }
            let translation = CGPoint(x: point.x - current.last.x, y: point.y - current.last.y)
            capture?.last = point
            current.handlers.drag?.moved?.apply(names: names, input: context(for: current.layer, at: point, translation: translation))
            return true
        case .up, .cancelled:
            guard let current = capture else { return false }
            capture = nil
            let translation = CGPoint(x: point.x - current.last.x, y: point.y - current.last.y)
            current.handlers.drag?.ended?.apply(names: names, input: context(for: current.layer, at: point, translation: translation))
            return true
        }
    }

    private func key(_ name: String) -> Bool {
        var node = focus
        while let layer = node {
            if let sequence = names.handlers(of: layer)?.keys[name] {
                next(in: sequence).apply(names: names)
                return true
            }
            node = layer === root ? nil : layer.superlayer
        }
        var stack = [root]
        while let layer = stack.popLast() {
            if let sequence = names.handlers(of: layer)?.keys[name] {
                next(in: sequence).apply(names: names)
                return true
            }
            stack += (layer.sublayers ?? []).reversed()
        }
        return false
    }

    /// The body of `sequence` whose turn it is, moving the turn on.
    private func next(in sequence: HandlerSequence) -> TimelineBody {
        let key = ObjectIdentifier(sequence)
        let index = turns[key, default: 0]
        turns[key] = (index + 1) % sequence.bodies.count
        return sequence.bodies[index]
    }

    /// `point` (scene coordinates) in `layer`'s coordinates as shown, and the move. `shownRoot` is
    /// the presentation tree already made for this event, if any (making one copies the tree).
    private func context(for layer: CALayer, at point: CGPoint, translation: CGPoint, shownRoot known: CALayer? = nil) -> InputContext {
        let shownRoot = known ?? root.presentation() ?? root
        let inRoot = CGPoint(x: point.x - shownRoot.frame.minX + shownRoot.bounds.minX,
                             y: point.y - shownRoot.frame.minY + shownRoot.bounds.minY)
        let location = presented(layer, in: shownRoot).map { $0.convert(inRoot, from: shownRoot) } ?? inRoot
        return InputContext(location: location, translation: translation)
    }

    /// The centre of `layer` as shown, in scene coordinates.
    private func centre(of layer: CALayer) -> CGPoint? {
        let shownRoot = root.presentation() ?? root
        guard let shown = presented(layer, in: shownRoot) else { return nil }
        let inRoot = shownRoot.convert(CGPoint(x: shown.bounds.midX, y: shown.bounds.midY), from: shown)
        return CGPoint(x: inRoot.x + shownRoot.frame.minX - shownRoot.bounds.minX,
                       y: inRoot.y + shownRoot.frame.minY - shownRoot.bounds.minY)
    }

    /// The layer of the presentation tree `shownRoot` that shows `layer`.
    private func presented(_ layer: CALayer, in shownRoot: CALayer) -> CALayer? {
        layer.sublayerPath(from: root).flatMap { shownRoot.sublayer(atPath: $0) }
    }

    /// The model layer a layer of the presentation tree `shownRoot` shows.
    private func model(of shown: CALayer, shownRoot: CALayer) -> CALayer? {
        shown.sublayerPath(from: shownRoot).flatMap { root.sublayer(atPath: $0) }
    }
}

/// A pointer that went down on a layer with handlers.
struct PointerCapture {
    let layer: CALayer
    let handlers: LayerHandlers
    var last: CGPoint
}
