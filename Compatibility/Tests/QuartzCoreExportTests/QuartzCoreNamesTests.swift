import QuartzCore
import Testing

// What `import QuartzCore` vends, named one by one as Apple code names them: every class, protocol
// and type of Sources/QuartzCore's re-export lists, every function and today's constants. The file
// compiling is most of the test (a name missing from the lists does not resolve); the expectations
// check that the names are the ones Core Animation documents.

@Suite("import QuartzCore vends Apple's names")
struct QuartzCoreNamesTests {
    @Test func everyTypeResolves() {
        let classes: [AnyClass] = [
            CALayer.self, CAGradientLayer.self, CAReplicatorLayer.self, CAShapeLayer.self, CATextLayer.self,
            CATransformLayer.self, CAAnimation.self, CAPropertyAnimation.self, CABasicAnimation.self,
            CAKeyframeAnimation.self, CASpringAnimation.self, CAAnimationGroup.self, CATransition.self,
            CAValueFunction.self, CAMediaTimingFunction.self, CATransaction.self, CADisplayLink.self,
            CARenderer.self,
        ]
        #expect(classes.count == 18)
        let layerClass: CALayer.Type = CAShapeLayer.self, basicClass: CABasicAnimation.Type = CASpringAnimation.self
        #expect(layerClass == CAShapeLayer.self && basicClass == CASpringAnimation.self)

        let protocols: [Any.Type] = [
            (any CALayerDelegate).self, (any CAAction).self, (any CAAnimationDelegate).self,
            (any CAMediaTiming).self,
        ]
        #expect(protocols.count == 4)
        let timing: any CAMediaTiming = CALayer(), action: any CAAction = CABasicAnimation()
        #expect(timing.speed == 1 && action is CAAnimation)

        let values: [Any.Type] = [
            CATransform3D.self, CACornerMask.self, CAEdgeAntialiasingMask.self, CALayerContentsFilter.self,
            CALayerContentsGravity.self, CALayerCornerCurve.self, CAGradientLayerType.self,
            CAShapeLayerFillRule.self, CAShapeLayerLineCap.self, CAShapeLayerLineJoin.self,
            CATextLayerAlignmentMode.self, CATextLayerTruncationMode.self, CAAnimationCalculationMode.self,
            CAAnimationRotationMode.self, CAValueFunctionName.self, CATransitionType.self,
            CATransitionSubtype.self, CAMediaTimingFunctionName.self, CAMediaTimingFillMode.self,
            CAFrameRateRange.self, CVTimeStamp.self,
        ]
        #expect(values.count == 21)
    }

    @Test func everyTransformFunctionResolves() {
        let t = CATransform3DMakeTranslation(1, 2, 3), s = CATransform3DMakeScale(2, 2, 2)
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 4, y: 5))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(affine) && CATransform3DGetAffineTransform(affine).tx == 4)
        #expect(CATransform3DEqualToTransform(CATransform3DTranslate(CATransform3DIdentity, 1, 2, 3), t))
        #expect(CATransform3DEqualToTransform(CATransform3DScale(CATransform3DIdentity, 2, 2, 2), s))
        #expect(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1) == r)
        #expect(CATransform3DConcat(t, CATransform3DInvert(t)) == CATransform3DIdentity)
        #expect(CACurrentMediaTime().isFinite)
    }

    @Test func keysHaveApplesValues() {
        // CALayer.h and CATransaction.h: the action keys and the transaction's value keys.
        #expect([kCAOnOrderIn, kCAOnOrderOut, kCATransition] == ["onOrderIn", "onOrderOut", "transition"])
        #expect([kCATransactionAnimationDuration, kCATransactionDisableActions, kCATransactionAnimationTimingFunction,
                 kCATransactionCompletionBlock]
                == ["animationDuration", "disableActions", "animationTimingFunction", "completionBlock"])
    }

    @Test func foundationAndCoreGraphicsComeAlong() {
        // Apple's QuartzCore re-exports Foundation and CoreGraphics: no other import is needed for
        // these.
        let value = NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1))
        #expect(value.caTransform3DValue.m22 == 3)
        #expect(Date(timeIntervalSince1970: 0) < Date())
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(layer.bounds.size == CGSize(width: 10, height: 20))
        #expect(layer.backgroundColor?.numberOfComponents == 4)
        // Bytes as Apple passes them to Core Graphics (`Data` bridged to `CFData`), and a bitmap
        // context, whose initializer OpenQuartzCoreRendering adds (QuartzCore loads it).
        let bytes: [UInt8] = [255, 0, 0, 255]
        let provider = CGDataProvider(data: Data(bytes) as CFData)!
        let image = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        #expect(image?.width == 1 && image?.alphaInfo == .premultipliedLast)
        var pixel: [UInt8] = [0, 0, 0, 0]
        pixel.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            context?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel == [0, 0, 255, 255])
    }
}
