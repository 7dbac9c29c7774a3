import Foundation
import OpenQuartzCoreLottie

extension InfoCommand {
    /// A Lottie file's report: size, time, frames, layers, the features it uses, and each feature
    /// that is not drawn as specified with its JSON path.
    static func describe(_ animation: LottieAnimation) -> String {
        let issues = animation.report.issues
        var text = """
            format: Lottie
            size: \(format(animation.size.width))x\(format(animation.size.height))
            duration: \(format(animation.duration)) s
            fps: \(format(animation.frameRate))
            frames: \(animation.frameCount) (Lottie frames \(format(animation.inFrame)) to \(format(animation.outFrame - 1)))
            layers: \(animation.layerCount)
            features: \(animation.report.featuresUsed.joined(separator: ", "))
            compatibility: \(issues.isEmpty ? "everything is drawn as specified" : "\(issues.count) feature use(s) not drawn as specified")

            """
        for issue in issues { text += "  \(issue)\n" }
        return text
    }
}
