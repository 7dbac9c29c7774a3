import OpenQuartzCoreRendering

extension CurvePlot {
    /// The graph as a layer tree: a white background, the frame, the handles and control points, the
    /// curve, the end points, the points' labels and a title.
    func makeLayer() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        func stroke(_ path: CGPath, _ color: CGColor, width: CGFloat, dash: [CGFloat]? = nil) {
            let layer = CAShapeLayer()
            layer.frame = root.bounds
            layer.path = path
            layer.fillColor = nil
            layer.strokeColor = color
            layer.lineWidth = width
            layer.lineDashPattern = dash.map { $0.map { NSNumber(value: Double($0)) } }
            root.addSublayer(layer)
        }
        let grey = CGColor(gray: 0.6, alpha: 1)
        stroke(framePath, grey, width: 1)
        for (end, control) in handles {
            let handle = CGMutablePath()
            handle.move(to: end)
            handle.addLine(to: control)
            stroke(handle, grey, width: 1.5, dash: [4, 3])
            let dot = CGPath(ellipseIn: CGRect(x: control.x - 4, y: control.y - 4, width: 8, height: 8), transform: nil)
            stroke(dot, CGColor(srgbRed: 0.85, green: 0.2, blue: 0.2, alpha: 1), width: 3)
        }
        stroke(curvePath, CGColor(srgbRed: 0.1, green: 0.35, blue: 0.85, alpha: 1), width: 3)
        let ink = CGColor(gray: 0.1, alpha: 1)
        for end in endPoints {
            let dot = CAShapeLayer()
            dot.frame = root.bounds
            dot.path = CGPath(ellipseIn: CGRect(x: end.x - 4, y: end.y - 4, width: 8, height: 8), transform: nil)
            dot.fillColor = ink
            root.addSublayer(dot)
        }
        for label in pointLabels {
            let text = CATextLayer()
            text.frame = labelFrame(label)
            text.string = label.text
            text.fontSize = labelFontSize
            text.alignmentMode = switch label.placement {
            case .left: .right
            case .right: .left
            case .below, .above: .center
            }
            text.foregroundColor = ink
            root.addSublayer(text)
        }
        let title = CATextLayer()
        title.frame = CGRect(x: 0, y: margin * 0.2, width: Double(width), height: margin * 0.7)
        title.string = curve.name
        title.fontSize = margin * 0.35
        title.alignmentMode = .center
        title.foregroundColor = ink
        root.addSublayer(title)
        return root
    }

    /// The graph drawn into an image.
    public func makeImage() -> CGImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let layer = makeLayer()
        CATransaction.commit()
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.layer = layer
        renderer.bounds = layer.bounds
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return context.makeImage()!
    }

    /// The graph as an SVG document.
    public func svg() -> String {
        func f(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
        func polyline(_ points: [CGPoint]) -> String { points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ") }
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">",
                     "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>"]
        let box = framePath.boundingBox
        lines.append("<rect x=\"\(f(box.minX))\" y=\"\(f(box.minY))\" width=\"\(f(box.width))\" height=\"\(f(box.height))\" fill=\"none\" stroke=\"#999\"/>")
        for (end, control) in handles {
            lines.append("<line x1=\"\(f(end.x))\" y1=\"\(f(end.y))\" x2=\"\(f(control.x))\" y2=\"\(f(control.y))\" stroke=\"#999\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>")
            lines.append("<circle cx=\"\(f(control.x))\" cy=\"\(f(control.y))\" r=\"4\" fill=\"none\" stroke=\"#d93333\" stroke-width=\"3\"/>")
        }
        lines.append("<polyline points=\"\(polyline(samples.map { place($0.0, $0.1) }))\" fill=\"none\" stroke=\"#1a59d9\" stroke-width=\"3\"/>")
        for end in endPoints {
            lines.append("<circle cx=\"\(f(end.x))\" cy=\"\(f(end.y))\" r=\"4\" fill=\"#1a1a1a\"/>")
        }
        for label in pointLabels {
            let box = labelFrame(label)
            let (x, anchor) = switch label.placement {
            case .left: (box.maxX, "end")
            case .right: (box.minX, "start")
            case .below, .above: (box.midX, "middle")
            }
            lines.append("<text x=\"\(f(x))\" y=\"\(f(box.midY + labelFontSize * 0.35))\" text-anchor=\"\(anchor)\" font-family=\"sans-serif\" font-size=\"\(f(labelFontSize))\">\(label.text)</text>")
        }
        let escaped = curve.name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        lines.append("<text x=\"\(width / 2)\" y=\"\(f(margin * 0.6))\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"\(f(margin * 0.35))\">\(escaped)</text>")
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
