// Temporary: replaced by the content painters when they land.
enum ShapeLayerPainter { static func paint(_ state: LayerState, in cr: OpaquePointer) {} }
enum GradientLayerPainter { static func paint(_ state: LayerState, in cr: OpaquePointer) {} }
enum TextLayerPainter { static func paint(_ state: LayerState, in cr: OpaquePointer) {} }
