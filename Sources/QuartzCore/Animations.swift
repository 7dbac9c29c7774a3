// Apple's animation classes, re-exported from OpenQuartzCore for `import QuartzCore` on Linux:
// `CAAnimation` and its subclasses (property, basic, keyframe, spring, group and transition
// animations), `CAValueFunction`, the animation delegate, the names their properties take
// (calculation and rotation modes, value-function names, transition types and subtypes), and the
// Swift 3 names of those constants (`kCAAnimationPaced`, `kCAValueFunctionRotateZ`,
// `kCATransitionFade`...), deprecated aliases of today's names that the seeds' listings use.
//
// Left out, deliberately: what OpenQuartzCore evaluates animations with, which Apple keeps private:
// `Interpolatable` (how each animatable type is interpolated), `Interpolation`, `KeyframeSampling`
// (the sampling of keyframe timelines), and `SpringSolver` (the damped spring's closed form behind
// `CASpringAnimation`). Timing (`CAMediaTiming`, timing functions, fill modes) is in Timing.swift.

@_exported import class OpenQuartzCore.CAAnimation
@_exported import class OpenQuartzCore.CAPropertyAnimation
@_exported import class OpenQuartzCore.CABasicAnimation
@_exported import class OpenQuartzCore.CAKeyframeAnimation
@_exported import class OpenQuartzCore.CASpringAnimation
@_exported import class OpenQuartzCore.CAAnimationGroup
@_exported import class OpenQuartzCore.CATransition
@_exported import class OpenQuartzCore.CAValueFunction

@_exported import protocol OpenQuartzCore.CAAnimationDelegate

@_exported import struct OpenQuartzCore.CAAnimationCalculationMode
@_exported import struct OpenQuartzCore.CAAnimationRotationMode
@_exported import struct OpenQuartzCore.CAValueFunctionName
@_exported import struct OpenQuartzCore.CATransitionType
@_exported import struct OpenQuartzCore.CATransitionSubtype

// Swift 3 names: calculation and rotation modes.
@_exported import var OpenQuartzCore.kCAAnimationLinear
@_exported import var OpenQuartzCore.kCAAnimationDiscrete
@_exported import var OpenQuartzCore.kCAAnimationPaced
@_exported import var OpenQuartzCore.kCAAnimationCubic
@_exported import var OpenQuartzCore.kCAAnimationCubicPaced
@_exported import var OpenQuartzCore.kCAAnimationRotateAuto
@_exported import var OpenQuartzCore.kCAAnimationRotateAutoReverse

// Swift 3 names: value functions.
@_exported import var OpenQuartzCore.kCAValueFunctionRotateX
@_exported import var OpenQuartzCore.kCAValueFunctionRotateY
@_exported import var OpenQuartzCore.kCAValueFunctionRotateZ
@_exported import var OpenQuartzCore.kCAValueFunctionScale
@_exported import var OpenQuartzCore.kCAValueFunctionScaleX
@_exported import var OpenQuartzCore.kCAValueFunctionScaleY
@_exported import var OpenQuartzCore.kCAValueFunctionScaleZ
@_exported import var OpenQuartzCore.kCAValueFunctionTranslate
@_exported import var OpenQuartzCore.kCAValueFunctionTranslateX
@_exported import var OpenQuartzCore.kCAValueFunctionTranslateY
@_exported import var OpenQuartzCore.kCAValueFunctionTranslateZ

// Swift 3 names: transition types and subtypes.
@_exported import var OpenQuartzCore.kCATransitionFade
@_exported import var OpenQuartzCore.kCATransitionMoveIn
@_exported import var OpenQuartzCore.kCATransitionPush
@_exported import var OpenQuartzCore.kCATransitionReveal
@_exported import var OpenQuartzCore.kCATransitionFromRight
@_exported import var OpenQuartzCore.kCATransitionFromLeft
@_exported import var OpenQuartzCore.kCATransitionFromTop
@_exported import var OpenQuartzCore.kCATransitionFromBottom
