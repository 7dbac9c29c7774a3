// Apple's layer classes and the types their properties take, re-exported from OpenQuartzCore for
// `import QuartzCore` on Linux: `CALayer` and its subclasses (gradient, replicator, shape, text and
// transform layers), the layer delegate and `CAAction`, the option sets and string-backed names of
// layer properties (corner masks, edge antialiasing, contents gravity and filters, corner curves,
// gradient types, shape fill rules, line caps and joins, text alignment and truncation), and the
// action keys a layer looks up besides its property keys (`kCAOnOrderIn`, `kCAOnOrderOut`,
// `kCATransition`).
//
// `CALayer.render(in:)` and the drawing of every layer kind come from OpenQuartzCoreRendering, which
// this module links. The Swift 3 names of these constants (`kCAGravityCenter`...) are in
// LayerNames.swift.
//
// Left out: none of Apple's layer API. OpenQuartzCore's additions here are members (the hooks display
// hosts use are `package`, not public); top-level additions are listed in Exports.swift.

@_exported import class OpenQuartzCore.CALayer
@_exported import class OpenQuartzCore.CAGradientLayer
@_exported import class OpenQuartzCore.CAReplicatorLayer
@_exported import class OpenQuartzCore.CAShapeLayer
@_exported import class OpenQuartzCore.CATextLayer
@_exported import class OpenQuartzCore.CATransformLayer

@_exported import protocol OpenQuartzCore.CALayerDelegate
@_exported import protocol OpenQuartzCore.CAAction

@_exported import struct OpenQuartzCore.CACornerMask
@_exported import struct OpenQuartzCore.CAEdgeAntialiasingMask
@_exported import struct OpenQuartzCore.CALayerContentsFilter
@_exported import struct OpenQuartzCore.CALayerContentsGravity
@_exported import struct OpenQuartzCore.CALayerCornerCurve
@_exported import struct OpenQuartzCore.CAGradientLayerType
@_exported import struct OpenQuartzCore.CAShapeLayerFillRule
@_exported import struct OpenQuartzCore.CAShapeLayerLineCap
@_exported import struct OpenQuartzCore.CAShapeLayerLineJoin
@_exported import struct OpenQuartzCore.CATextLayerAlignmentMode
@_exported import struct OpenQuartzCore.CATextLayerTruncationMode

@_exported import var OpenQuartzCore.kCAOnOrderIn
@_exported import var OpenQuartzCore.kCAOnOrderOut
@_exported import var OpenQuartzCore.kCATransition
