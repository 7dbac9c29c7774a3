// Apple's drawing and bitmap-image API of Core Graphics, re-exported for `import CoreGraphics` on
// Linux:
// - `CGContext`, with its graphics state, paths, clipping and painting calls, `CGGradient`, and the
//   enumerations drawing takes (`CGBlendMode`, `CGInterpolationQuality`, `CGPathDrawingMode`,
//   `CGGradientDrawingOptions`);
// - `CGImage` (Apple's initializer from a data provider, cropping, the pixel layout properties),
//   `CGDataProvider`, and the descriptions of a bitmap's layout (`CGBitmapInfo`, `CGImageAlphaInfo`,
//   `CGImageByteOrderInfo`).
//
// The context is declared in OpenCoreGraphics, with its graphics state, paths and recording; its
// bitmap initializer, `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`,
// and the drawing behind it are OpenQuartzCoreRendering's (Cairo and the project's own rasterizer),
// which `import QuartzCore` loads. This module does not: it must stay loadable by any target of a
// build without the system libraries' module maps, since packages in the graph test
// `canImport(CoreGraphics)` and then import it (swift-property-based does). Code that draws into
// bitmap contexts imports QuartzCore (or OpenQuartzCoreRendering) too.
//
// Left out: nothing of Apple's at the top level. Where OpenQuartzCoreRendering is loaded, its PNG
// reading and writing (`CGImage(pngData:)`, `pngData()`...), members that Apple's `CGImage` does not
// have (Apple reads and writes PNG through ImageIO), are visible on `CGImage`: Swift's member lookup
// sees the extensions of every module loaded, whatever an import names.

@_exported import class OpenCoreGraphics.CGContext
@_exported import class OpenCoreGraphics.CGGradient
@_exported import struct OpenCoreGraphics.CGGradientDrawingOptions
@_exported import enum OpenCoreGraphics.CGBlendMode
@_exported import enum OpenCoreGraphics.CGInterpolationQuality
@_exported import enum OpenCoreGraphics.CGPathDrawingMode

@_exported import class OpenCoreGraphics.CGImage
@_exported import class OpenCoreGraphics.CGDataProvider
@_exported import struct OpenCoreGraphics.CGBitmapInfo
@_exported import enum OpenCoreGraphics.CGImageAlphaInfo
@_exported import enum OpenCoreGraphics.CGImageByteOrderInfo
