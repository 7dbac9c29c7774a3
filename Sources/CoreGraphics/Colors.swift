// Apple's colour API of Core Graphics, re-exported from OpenCoreGraphics for `import CoreGraphics`
// on Linux: colours, colour spaces with their names (the `CGColorSpace` statics such as `.sRGB` and
// `.displayP3` come with the class), models and rendering intents, and the C functions that Swift
// keeps under their C names (`CGColorSpaceCreateDeviceRGB()`, `CGColorSpaceCreateLinearized(_:)`...).
//
// `kCGColorSpaceGenericRGB` and `kCGColorSpaceGenericGray` are the names of Apple's legacy generic
// spaces, which Apple exports under their C names only (no `CGColorSpace` static).
//
// Nothing of OpenCoreGraphics' colour code is left out at the top level: the colour conversions it
// adds are members of these types (see `CGColor` in OpenCoreGraphics' documentation).

@_exported import class OpenCoreGraphics.CGColor
@_exported import class OpenCoreGraphics.CGColorSpace
@_exported import enum OpenCoreGraphics.CGColorSpaceModel
@_exported import enum OpenCoreGraphics.CGColorRenderingIntent

@_exported import func OpenCoreGraphics.CGColorSpaceCreateDeviceRGB
@_exported import func OpenCoreGraphics.CGColorSpaceCreateDeviceGray
@_exported import func OpenCoreGraphics.CGColorSpaceCreateDeviceCMYK
@_exported import func OpenCoreGraphics.CGColorSpaceCreateExtended
@_exported import func OpenCoreGraphics.CGColorSpaceCreateExtendedLinearized
@_exported import func OpenCoreGraphics.CGColorSpaceCreateLinearized
@_exported import func OpenCoreGraphics.CGColorSpaceUsesExtendedRange

@_exported import var OpenCoreGraphics.kCGColorSpaceGenericRGB
@_exported import var OpenCoreGraphics.kCGColorSpaceGenericGray
