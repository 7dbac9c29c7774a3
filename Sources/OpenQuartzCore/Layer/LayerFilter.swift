/// Not Apple API, and not public: a filter of a layer's picture (the layer with its sublayers and
/// mask), applied before its opacity, as After Effects applies a layer's effects before its
/// transform and opacity. OpenQuartzCoreLottie maps Lottie's colour and blur effects onto them;
/// Core Animation's own `filters` take Core Image filters, which this platform has not.
///
/// Colours are sRGB components 0...1; each colour filter keeps the picture's alpha.
package enum LayerFilter: Sendable, Equatable {
    /// Every pixel painted `color`, mixed with the picture by `opacity` (0...1): After Effects' Fill.
    case fill(red: Double, green: Double, blue: Double, opacity: Double)
    /// Each pixel's luminance L (Rec. 709 weights of its colour) mapped from `black` (L = 0) to
    /// `white` (L = 1), mixed with the picture by `amount` (0...1): After Effects' Tint.
    case tint(black: [Double], white: [Double], amount: Double)
    /// L mapped from `shadows` (0) through `midtones` (½) to `highlights` (1), then mixed back
    /// toward the picture by `original` (0...1): After Effects' Tritone.
    case tritone(highlights: [Double], midtones: [Double], shadows: [Double], original: Double)
    /// A Gaussian blur of standard deviation `sigma`, in the layer's units, across (`horizontal`)
    /// and down (`vertical`).
    case gaussianBlur(sigma: Double, horizontal: Bool, vertical: Bool)
}

/// A layer's filters, in the order they apply: the value of the `layerFilters` key.
package struct LayerFilters: Sendable, Equatable, LayerPropertyValue {
    package var list: [LayerFilter]

    package init(_ list: [LayerFilter] = []) {
        self.list = list
    }

    package static func fromKVC(_ value: Any?) -> LayerFilters? {
        if let same = value as? LayerFilters { return same }
        if let list = value as? [LayerFilter] { return LayerFilters(list) }
        return value == nil ? LayerFilters() : nil
    }

    package var kvcValue: Any? { self }
}

extension CALayer {
    /// Not Apple API, and not public: the filters of the layer's picture (``LayerFilter``), in
    /// order. Default none. Changing it runs no action; the key `layerFilters` animates it
    /// discretely (a keyframe animation of ``LayerFilters`` values).
    package var layerFilters: [LayerFilter] {
        get { state.layerFilters.list }
        set {
            guard newValue != state.layerFilters.list else { return }
            state.layerFilters = LayerFilters(newValue)
            if !isPresentationLayer { TransactionContext.current.layerDidChange(self) }
        }
    }
}
