// The Swift 3 names of the layer constants, re-exported from OpenQuartzCore for `import QuartzCore`
// on Linux: Apple's C names (`kCAGravityCenter`, `kCAFillRuleEvenOdd`, `kCALineCapRound`...), which
// the seeds' listings use and which OpenQuartzCore keeps as deprecated aliases of today's names
// (`CALayerContentsGravity.center`...). Apple's SDKs still declare them, marked renamed since
// Swift 4.2; here they compile with a deprecation warning that names the replacement.
//
// Left out: nothing (every Swift 3 layer name OpenQuartzCore declares is Apple's).

// Contents gravity (`CALayer.contentsGravity`).
@_exported import var OpenQuartzCore.kCAGravityCenter
@_exported import var OpenQuartzCore.kCAGravityTop
@_exported import var OpenQuartzCore.kCAGravityBottom
@_exported import var OpenQuartzCore.kCAGravityLeft
@_exported import var OpenQuartzCore.kCAGravityRight
@_exported import var OpenQuartzCore.kCAGravityTopLeft
@_exported import var OpenQuartzCore.kCAGravityTopRight
@_exported import var OpenQuartzCore.kCAGravityBottomLeft
@_exported import var OpenQuartzCore.kCAGravityBottomRight
@_exported import var OpenQuartzCore.kCAGravityResize
@_exported import var OpenQuartzCore.kCAGravityResizeAspect
@_exported import var OpenQuartzCore.kCAGravityResizeAspectFill

// Contents filters (`minificationFilter`, `magnificationFilter`).
@_exported import var OpenQuartzCore.kCAFilterLinear
@_exported import var OpenQuartzCore.kCAFilterNearest
@_exported import var OpenQuartzCore.kCAFilterTrilinear

// Gradient types (`CAGradientLayer.type`).
@_exported import var OpenQuartzCore.kCAGradientLayerAxial
@_exported import var OpenQuartzCore.kCAGradientLayerRadial
@_exported import var OpenQuartzCore.kCAGradientLayerConic

// Shape layers' fill rules, line caps and line joins.
@_exported import var OpenQuartzCore.kCAFillRuleNonZero
@_exported import var OpenQuartzCore.kCAFillRuleEvenOdd
@_exported import var OpenQuartzCore.kCALineCapButt
@_exported import var OpenQuartzCore.kCALineCapRound
@_exported import var OpenQuartzCore.kCALineCapSquare
@_exported import var OpenQuartzCore.kCALineJoinMiter
@_exported import var OpenQuartzCore.kCALineJoinRound
@_exported import var OpenQuartzCore.kCALineJoinBevel

// Text layers' alignment and truncation.
@_exported import var OpenQuartzCore.kCAAlignmentNatural
@_exported import var OpenQuartzCore.kCAAlignmentLeft
@_exported import var OpenQuartzCore.kCAAlignmentRight
@_exported import var OpenQuartzCore.kCAAlignmentCenter
@_exported import var OpenQuartzCore.kCAAlignmentJustified
@_exported import var OpenQuartzCore.kCATruncationNone
@_exported import var OpenQuartzCore.kCATruncationStart
@_exported import var OpenQuartzCore.kCATruncationEnd
@_exported import var OpenQuartzCore.kCATruncationMiddle
