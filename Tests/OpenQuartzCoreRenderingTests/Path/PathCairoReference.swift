#if !QUARTZCORE_COMPATIBILITY_TEST
import _CCairo
@testable import OpenQuartzCoreRendering

/// One random fill for the differential tests: a path, its map, its rule and its paint, described
/// so that both the path engine and Cairo can draw it.
struct PathFillCase {
    enum Paint {
        case solid(r: Double, g: Double, b: Double, a: Double)
        case gradient(type: CAGradientLayerType, colors: [CGColor], locations: [CGFloat]?, start: CGPoint, end: CGPoint,
                      focus: CGPoint, bounds: CGRect, toDevice: CGAffineTransform)
        case image(texels: [UInt32], width: Int, height: Int, toDevice: CGAffineTransform, nearest: Bool)
    }

    var elements: [PathElement]
    var toDevice: CGAffineTransform
    var rule: CGPathFillRule
    var paint: Paint
    /// For a gradient: whether the fill is clipped to the gradient's bounds (always for a conic
    /// gradient, whose Cairo source covers only its bounds), by a ``ClipMask`` here and by
    /// `cairo_clip` in Cairo.
    var clipToBounds = false

    /// Draws the case with the path engine over `area` of `canvas` (all of it by default).
    func drawOurs(on canvas: PathCanvas, scratch: PathRasterScratch, area: PixelRect? = nil) {
        let edges = PathEdges()
        let path = edges.append(elements, map: PathMap(toDevice))
        var clip: ClipMask?
        if clipToBounds, case let .gradient(_, _, _, _, _, _, bounds, gradientMap) = paint {
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
            let clipEdges = PathEdges()
            let clipPath = clipEdges.append(PathTest.polygon(corners), map: PathMap(gradientMap))
            clip = ClipMask()
            clip!.render(clipPath, of: clipEdges, rule: .winding, rect: canvas.rect, scratch: scratch)
        }
        func fill(_ paint: PathPaint) {
            canvas.draw {
                PathFill.fill(path, of: edges, rule: rule, paint: paint, clip: clip, area: area ?? canvas.rect, into: $0,
                              scratch: scratch)
            }
        }
        switch paint {
        case let .solid(r, g, b, a):
            fill(.solid(ConicGradient.premultipliedWord(GradientStop(location: 0, red: r, green: g, blue: b, alpha: a))))
        case let .gradient(type, colors, locations, start, end, focus, bounds, gradientMap):
            guard let table = GradientTable(colors: colors, locations: locations, type: type),
                  let paint = PathPaint.layerGradient(table: table, startPoint: start, endPoint: end, focus: focus,
                                                      bounds: bounds, toDevice: PathMap(gradientMap)) else { return }
            fill(paint)
        case let .image(texels, width, height, imageMap, nearest):
            texels.withUnsafeBufferPointer { buffer in
                guard let paint = ImagePaint(texels: buffer.baseAddress!, stride: width, width: width, height: height,
                                             toDevice: PathMap(imageMap), nearest: nearest) else { return }
                fill(.image(paint))
            }
        }
    }

    /// Draws the case with Cairo (`cairo_fill`, the default antialiasing) into `image`, whose
    /// pixel (0, 0) is device pixel (`origin.x`, `origin.y`); gradients through
    /// `GradientLayerPainter`'s and `ConicGradient`'s sources, images through a surface pattern
    /// with Cairo's bilinear or nearest filter and `EXTEND_PAD`.
    func drawCairo(into image: CairoImage, origin: (x: Int, y: Int)) {
        image.draw { cr in
            let device = CGAffineTransform(translationX: CGFloat(-origin.x), y: CGFloat(-origin.y))
            func setMatrix(_ t: CGAffineTransform) {
                let m = t.concatenating(device)
                var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d),
                                            x0: Double(m.tx), y0: Double(m.ty))
                cairo_set_matrix(cr, &matrix)
            }
            switch paint {
            case let .solid(r, g, b, a):
                cairo_set_source_rgba(cr, r, g, b, a)
            case let .gradient(type, colors, locations, start, end, focus, bounds, gradientMap):
                var state = LayerState()
                state.radialFocus = focus
                state.bounds = bounds
                state.colors = colors
                state.locations = locations
                state.gradientType = type
                state.startPoint = start
                state.endPoint = end
                setMatrix(CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
                    .scaledBy(x: bounds.width, y: bounds.height).concatenating(gradientMap))
                if clipToBounds {
                    cairo_rectangle(cr, 0, 0, 1, 1)
                    cairo_clip(cr)
                }
                GradientLayerPainter.withStops(colors: colors, locations: locations) { stops in
                    if stops.count == 1 {
                        GradientLayerPainter.setSolid(stops[0], on: cr)
                    } else if type == .radial {
                        GradientLayerPainter.setRadialSource(state, stops: stops, on: cr)
                    } else if type == .conic {
                        ConicGradient.setSource(state, stops: stops, on: cr)
                    } else {
                        GradientLayerPainter.setAxialSource(state, stops: stops, on: cr)
                    }
                }
            case let .image(texels, width, height, imageMap, nearest):
                let source = CairoImage(width: width, height: height)!
                source.withPixels { words, stride in
                    for y in 0..<height { for x in 0..<width { words[y * stride + x] = texels[y * width + x] } }
                }
                setMatrix(imageMap)
                cairo_set_source_surface(cr, source.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            }
            setMatrix(toDevice)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_new_path(cr)
            PathTest.addCairoPath(elements, to: cr)
            cairo_fill(cr)
        }
    }
}
#endif
