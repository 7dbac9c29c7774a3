/// The key under which a `CATransition` is stored on a layer, whatever key it is added with.
public let kCATransition = "transition"

/// The action key a layer looks up when it is added to a layer tree (becomes visible).
public let kCAOnOrderIn = "onOrderIn"

/// The action key a layer looks up when it is removed from a layer tree.
public let kCAOnOrderOut = "onOrderOut"

/// The `CATransaction` key of its animation duration (``CATransaction/animationDuration()``).
public let kCATransactionAnimationDuration = "animationDuration"

/// The `CATransaction` key of whether actions are disabled (``CATransaction/disableActions()``).
public let kCATransactionDisableActions = "disableActions"

/// The `CATransaction` key of its timing function (``CATransaction/animationTimingFunction()``).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"

/// The `CATransaction` key of its completion block (``CATransaction/completionBlock()``).
public let kCATransactionCompletionBlock = "completionBlock"
