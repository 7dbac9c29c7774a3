import CARenderScene
import Foundation
import OpenQuartzCoreLottie

/// A Lottie animation's layer tree on a manual media clock: media time t shows the Lottie frame
/// `ip + t × fr` (frame N counted from `ip` at time N / fr, as rlottie and ThorVG count frames).
final class LottieSource: FrameSource {
    let root: CALayer
    let clock: ManualMediaClock

    init(_ animation: LottieAnimation) {
        let clock = ManualMediaClock(time: 0)
        self.clock = clock
        root = MediaClockContext.withClock(clock) { animation.makeLayer() }
    }

    /// Everything in the tree is an animation, so moving through time is moving the clock.
    func advance(to time: CFTimeInterval) {
        if time > clock.currentTime { clock.set(to: time) }
    }
}

extension RenderSubject {
    /// A Lottie file's subject: the composition's size (rounded up to whole pixels) and frame rate,
    /// and a duration that ends on the last frame (`op - ip - 1` frames after the first), so that
    /// rendering from 0 to the duration, both ends included, gives the file's `op - ip` frames.
    init(lottie animation: LottieAnimation) {
        width = Int(animation.size.width.rounded(.up))
        height = Int(animation.size.height.rounded(.up))
        fps = animation.frameRate
        duration = Double(max(animation.frameCount - 1, 0)) / animation.frameRate
        background = nil
        makeSource = { LottieSource(animation) }
    }
}

/// What a scene argument holds: a scene file or a Lottie file, told apart by content.
enum InputDocument {
    case scene(Scene)
    case lottie(LottieAnimation)
}
