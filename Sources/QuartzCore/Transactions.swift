// Apple's transaction API, re-exported from OpenQuartzCore for `import QuartzCore` on Linux:
// `CATransaction` (explicit and implicit transactions, disabling actions, animation duration and
// timing function, completion blocks, `flush()`, `lock()`/`unlock()`) and the keys of its per-thread
// values (`kCATransactionAnimationDuration`, `kCATransactionAnimationTimingFunction`,
// `kCATransactionDisableActions`, `kCATransactionCompletionBlock`) for
// `value(forKey:)`/`setValue(_:forKey:)`.
//
// Left out: nothing at the top level. What a commit produces (OpenQuartzCore's immutable render
// tree) is `package` or internal, for the renderers, and not part of any import.

@_exported import class OpenQuartzCore.CATransaction

@_exported import var OpenQuartzCore.kCATransactionAnimationDuration
@_exported import var OpenQuartzCore.kCATransactionAnimationTimingFunction
@_exported import var OpenQuartzCore.kCATransactionDisableActions
@_exported import var OpenQuartzCore.kCATransactionCompletionBlock
