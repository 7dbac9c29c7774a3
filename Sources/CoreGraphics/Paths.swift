// Apple's path API of Core Graphics, re-exported from OpenCoreGraphics for `import CoreGraphics` on
// Linux: `CGPath` and `CGMutablePath` (construction, `applyWithBlock(_:)`, `apply(info:function:)`,
// hit testing with `contains(_:using:transform:)`, bounding boxes, `copy(strokingWithWidth:...)`,
// `copy(dashingWithPhase:lengths:)`...), the element types that describe a path, and the fill rule
// and line cap and join styles paths are filled and stroked with.
//
// Left out, deliberately: `PathMeasure`, OpenCoreGraphics' own arc-length measurement of a path (the
// length, the point and tangent at a distance, trimming), which Core Animation's paced keyframes and
// `strokeStart`/`strokeEnd` use; Apple's CoreGraphics has no such type. Code that needs it imports
// OpenCoreGraphics.

@_exported import class OpenCoreGraphics.CGPath
@_exported import class OpenCoreGraphics.CGMutablePath
@_exported import struct OpenCoreGraphics.CGPathElement
@_exported import enum OpenCoreGraphics.CGPathElementType
@_exported import typealias OpenCoreGraphics.CGPathApplierFunction
@_exported import enum OpenCoreGraphics.CGPathFillRule
@_exported import enum OpenCoreGraphics.CGLineCap
@_exported import enum OpenCoreGraphics.CGLineJoin
