/// Delivers pointer and key events to the handlers registered for layers: a pointer going down is
/// hit-tested on the presentation tree, and the nearest layer up from the hit with a pointer handler
/// captures the pointer until it goes up or is cancelled.
final class InputRouter {
    /// A handler and the layer it belongs to (held weakly: a layer gone takes its handler away).
    private struct Entry<Handler> {
        weak var layer: CALayer?
        var handler: Handler
    }

    /// A pointer that went down on a layer with a handler.
    private struct Capture {
        var layer: CALayer
        var kind: PointerEvent.Kind
        var handler: (PointerEvent) -> Void
    }

    private var pointerHandlers: [ObjectIdentifier: Entry<(PointerEvent) -> Void>] = [:]
    private var keyHandlers: [ObjectIdentifier: Entry<(KeyEvent) -> Bool>] = [:]
    private var captures: [Int64: Capture] = [:]
    /// The layer hit by the last pointer down: key presses go to it and its superlayers first.
    private weak var focus: CALayer?

    func setPointerHandler(_ handler: ((PointerEvent) -> Void)?, for layer: CALayer) {
        pointerHandlers[ObjectIdentifier(layer)] = handler.map { Entry(layer: layer, handler: $0) }
    }

    func setKeyHandler(_ handler: ((KeyEvent) -> Bool)?, for layer: CALayer) {
        keyHandlers[ObjectIdentifier(layer)] = handler.map { Entry(layer: layer, handler: $0) }
    }

    private func pointerHandler(of layer: CALayer) -> ((PointerEvent) -> Void)? {
        guard let entry = pointerHandlers[ObjectIdentifier(layer)], entry.layer === layer else { return nil }
        return entry.handler
    }

    /// Routes a pointer event at `point` (window points) through `presentationRoot`, the root's
    /// presentation at the frame's time; `root` is the model root. Returns whether a handler took it.
    @discardableResult
    func route(_ phase: PointerEvent.Phase, kind: PointerEvent.Kind, pointerID: Int64, at point: CGPoint,
               root: CALayer, presentationRoot: CALayer?, time: CFTimeInterval) -> Bool {
        switch phase {
        case .down:
            guard captures[pointerID] == nil else { return false }
            var node = presentationRoot?.hitTest(point)?.model()
            focus = node
            while let layer = node, pointerHandler(of: layer) == nil { node = layer.superlayer }
            guard let layer = node, let handler = pointerHandler(of: layer) else { return false }
            captures[pointerID] = Capture(layer: layer, kind: kind, handler: handler)
            deliver(phase, to: captures[pointerID]!, at: point, root: root, presentationRoot: presentationRoot, time: time)
            return true
        case .moved:
            guard let capture = captures[pointerID] else { return false }
            deliver(.moved, to: capture, at: point, root: root, presentationRoot: presentationRoot, time: time)
            return true
        case .up, .cancelled:
            guard let capture = captures[pointerID] else { return false }
            if case .mouse(let released) = kind, case .mouse(let pressed) = capture.kind, released != pressed { return false }
            captures[pointerID] = nil
            deliver(phase, to: capture, at: point, root: root, presentationRoot: presentationRoot, time: time)
            return true
        }
    }

    /// Cancels every pointer that is down, at its layer's last known place.
    func cancelAll(root: CALayer, presentationRoot: CALayer?, time: CFTimeInterval) {
        let cancelled = captures
        captures = [:]
        for capture in cancelled.values {
            deliver(.cancelled, to: capture, at: .zero, root: root, presentationRoot: presentationRoot, time: time, knownLocation: false)
        }
    }

    /// Offers `event` to the focused layer and its superlayers, nearest first, then to `fallback`.
    func route(_ event: KeyEvent, fallback: ((KeyEvent) -> Void)?) {
        var node = focus
        while let layer = node {
            if let entry = keyHandlers[ObjectIdentifier(layer)], entry.layer === layer, entry.handler(event) { return }
            node = layer.superlayer
        }
        fallback?(event)
    }

    private func deliver(_ phase: PointerEvent.Phase, to capture: Capture, at point: CGPoint, root: CALayer,
                         presentationRoot: CALayer?, time: CFTimeInterval, knownLocation: Bool = true) {
        let shown = presentationRoot.flatMap { Self.counterpart(of: capture.layer, root: root, in: $0) } ?? capture.layer
        let location = knownLocation ? shown.convert(point, from: nil) : .zero
        capture.handler(PointerEvent(phase: phase, kind: capture.kind, location: location, locationInWindow: point, timestamp: time))
    }

    /// The layer of the presentation tree `presentationRoot` that presents `layer`, found by the
    /// path of sublayer indexes from `root` (nil when `layer` is not in the tree any more).
    static func counterpart(of layer: CALayer, root: CALayer, in presentationRoot: CALayer) -> CALayer? {
        layer.sublayerPath(from: root).flatMap { presentationRoot.sublayer(atPath: $0) }
    }
}
