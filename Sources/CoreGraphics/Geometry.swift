// The geometry of Apple's `CoreGraphics` module, re-exported for `import CoreGraphics` on Linux.
//
// Re-exported:
// - from Foundation, which on Linux defines them (swift-corelibs-foundation), the geometry types
//   `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGRectEdge`, and Foundation's `CGFloat` overloads
//   of the C library's math functions (`sin`, `cos`, `atan2`, `pow`, `hypot`...), which Apple's
//   CoreGraphics overlay declares too;
// - the C library itself (Glibc, or Musl), as Apple's `import CoreGraphics` brings Darwin's through
//   Core Foundation;
// - from OpenCoreGraphics, `CGAffineTransform` (with the `CGPoint`, `CGSize` and `CGRect`
//   `applying(_:)` members OpenCoreGraphics adds to Foundation's types) and `CGVector`.
//
// Left out, deliberately: the rest of Foundation (`Date`, `Data`, `URL`... come with
// `import Foundation` or `import QuartzCore`, not with `import CoreGraphics`, as on Apple's
// platforms) and Foundation's AppKit-style functions (`NSMakePoint`, `NSRectFromCGRect`...), which
// Apple's CoreGraphics does not declare.

#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import enum Foundation.CGRectEdge

// Foundation's CGFloat overloads of the C library's functions (the Double and Float ones come with
// the C library above).
@_exported import func Foundation.acos
@_exported import func Foundation.acosh
@_exported import func Foundation.asin
@_exported import func Foundation.asinh
@_exported import func Foundation.atan
@_exported import func Foundation.atan2
@_exported import func Foundation.atanh
@_exported import func Foundation.cbrt
@_exported import func Foundation.copysign
@_exported import func Foundation.cos
@_exported import func Foundation.cosh
@_exported import func Foundation.erf
@_exported import func Foundation.erfc
@_exported import func Foundation.exp
@_exported import func Foundation.exp2
@_exported import func Foundation.expm1
@_exported import func Foundation.fdim
@_exported import func Foundation.fmax
@_exported import func Foundation.fmin
@_exported import func Foundation.frexp
@_exported import func Foundation.hypot
@_exported import func Foundation.ilogb
@_exported import func Foundation.j0
@_exported import func Foundation.j1
@_exported import func Foundation.jn
@_exported import func Foundation.ldexp
@_exported import func Foundation.lgamma
@_exported import func Foundation.log
@_exported import func Foundation.log10
@_exported import func Foundation.log1p
@_exported import func Foundation.log2
@_exported import func Foundation.logb
@_exported import func Foundation.modf
@_exported import func Foundation.nan
@_exported import func Foundation.nearbyint
@_exported import func Foundation.nextafter
@_exported import func Foundation.pow
@_exported import func Foundation.remquo
@_exported import func Foundation.rint
@_exported import func Foundation.scalbn
@_exported import func Foundation.sin
@_exported import func Foundation.sinh
@_exported import func Foundation.tan
@_exported import func Foundation.tanh
@_exported import func Foundation.tgamma
@_exported import func Foundation.y0
@_exported import func Foundation.y1
@_exported import func Foundation.yn

@_exported import struct OpenCoreGraphics.CGAffineTransform
@_exported import struct OpenCoreGraphics.CGVector
