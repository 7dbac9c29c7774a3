// The Core Foundation types that Apple's `import CoreGraphics` brings (its headers import Core
// Foundation, and its module re-exports it) and that Core Graphics' and Core Animation's API are
// written with, re-exported from OpenCoreGraphics for `import CoreGraphics` on Linux:
// - `CFTimeInterval`, a `Double` of seconds, the type of every media time;
// - `CFData`, which OpenCoreGraphics declares as Foundation's `Data`, so that Apple's
//   `CGDataProvider(data: bytes as CFData)` compiles unchanged;
// - `CFString`, which OpenCoreGraphics declares as `String`, the type of Core Graphics' names
//   (`CGColorSpace.sRGB`...), so that code that writes their type compiles unchanged.
//
// Linux's Foundation keeps Core Foundation to itself, so OpenCoreGraphics declares these three with
// Apple's names. Left out: the rest of Core Foundation (`CFArray`, `CFDataGetLength`,
// `CFStringGetLength`...), which neither OpenCoreGraphics nor Linux's Foundation vends.

@_exported import typealias OpenCoreGraphics.CFTimeInterval
@_exported import typealias OpenCoreGraphics.CFData
@_exported import typealias OpenCoreGraphics.CFString
