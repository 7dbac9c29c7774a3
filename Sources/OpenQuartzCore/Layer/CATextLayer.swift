/// A layer that draws a string, plain or attributed, in a font and colour, aligned, wrapped and
/// truncated as set; the renderer draws it.
open class CATextLayer: CALayer {
    package override class var layerKinds: LayerKinds { [.base, .text] }

    /// The font size, in points. Default 36. Animatable.
    open var fontSize: CGFloat {
        get { state.fontSize }
        set { setProperty(\.fontSize, newValue, key: "fontSize") }
    }

    /// The colour of plain text. Default opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { state.foregroundColor }
        set { setProperty(\.foregroundColor, newValue, key: "foregroundColor") }
    }

    /// Whether the text wraps to the bounds. Default false.
    open var isWrapped: Bool {
        get { state.isWrapped }
        set { setProperty(\.isWrapped, newValue, key: "wrapped") }
    }

    /// How text that does not fit is truncated. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode {
        get { state.truncationMode }
        set { setProperty(\.truncationMode, newValue, key: "truncationMode") }
    }

    /// How the text is aligned. Default `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { state.alignmentMode }
        set { setProperty(\.alignmentMode, newValue, key: "alignmentMode") }
    }

    /// Whether glyph positions may be quantized to subpixels. Default false.
    open var allowsFontSubpixelQuantization: Bool {
        get { state.allowsFontSubpixelQuantization }
        set { setProperty(\.allowsFontSubpixelQuantization, newValue, key: "allowsFontSubpixelQuantization") }
    }

    /// The text: a `String` or an `NSAttributedString`. Default nil.
    open var string: Any? {
        get { state.string?.value }
        set { setProperty(\.string, newValue.flatMap { isNilValue($0) ? nil : LayerValue($0) }, key: "string") }
    }

    /// The font: a font name (`String`) or a font object. Default nil, which draws in Helvetica.
    ///
    /// Apple types it `CFTypeRef?`; here it is `Any?`, so that a font name can be given as a Swift
    /// string on Linux, where strings do not convert to objects implicitly.
    open var font: Any? {
        get { state.font?.value }
        set { setProperty(\.font, newValue.flatMap { isNilValue($0) ? nil : LayerValue($0) }, key: "font") }
    }
}
