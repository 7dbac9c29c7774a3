// OpenCoreGraphics builds on Foundation's geometry: on Linux, Foundation already defines CGFloat,
// CGPoint, CGSize and CGRect, so this module extends those types instead of redefining them (two
// definitions would make every use ambiguous in code that imports Foundation too). Re-exporting
// Foundation means `import OpenCoreGraphics` is enough to use them, as `import CoreGraphics` is on
// Apple's platforms.
@_exported import Foundation
