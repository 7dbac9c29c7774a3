// Apple's 3D transform API, re-exported from OpenQuartzCore for `import QuartzCore` on Linux:
// `CATransform3D` (with `NSValue(caTransform3D:)` and `caTransform3DValue`, members OpenQuartzCore
// adds to Foundation's `NSValue`), `CATransform3DIdentity`, and every `CATransform3D...` function
// Apple declares: making, composing, inverting and testing transforms, and converting them to and
// from `CGAffineTransform`.
//
// Left out: nothing. The decomposition OpenQuartzCore interpolates transforms with (for the
// `transform.rotation.z` style key paths and transform animations) is internal.

@_exported import struct OpenQuartzCore.CATransform3D
@_exported import var OpenQuartzCore.CATransform3DIdentity

@_exported import func OpenQuartzCore.CATransform3DMakeTranslation
@_exported import func OpenQuartzCore.CATransform3DMakeScale
@_exported import func OpenQuartzCore.CATransform3DMakeRotation
@_exported import func OpenQuartzCore.CATransform3DMakeAffineTransform
@_exported import func OpenQuartzCore.CATransform3DTranslate
@_exported import func OpenQuartzCore.CATransform3DScale
@_exported import func OpenQuartzCore.CATransform3DRotate
@_exported import func OpenQuartzCore.CATransform3DConcat
@_exported import func OpenQuartzCore.CATransform3DInvert
@_exported import func OpenQuartzCore.CATransform3DIsIdentity
@_exported import func OpenQuartzCore.CATransform3DIsAffine
@_exported import func OpenQuartzCore.CATransform3DEqualToTransform
@_exported import func OpenQuartzCore.CATransform3DGetAffineTransform
