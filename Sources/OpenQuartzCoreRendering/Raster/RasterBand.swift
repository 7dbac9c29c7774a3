/// Replays a frame's recording (``RasterRecording``) into one band of rows of the frame: the unit of
/// work of one thread. Each band owns its scratch buffers, so bands run at once without sharing
/// anything they write, and since every pixel's value is computed from the recording alone, a frame
/// comes out the same whatever the number of bands.
final class RasterBand {
    private let pool = ScratchPool()
    private var stack: [RasterTarget] = []

    /// Draws `recording` into `frame`, limited to the rows and columns of `rect`.
    func run(_ recording: RasterRecording, into frame: RasterTarget, rect: PixelRect) {
        guard !rect.isEmpty else { return }
        stack.removeAll(keepingCapacity: true)
        var target = frame
        target.origin = frame.row(rect.y0) + rect.x0
        target.rect = rect
        stack.append(target)
        recording.clips.withUnsafeBufferPointer { clips in
            for op in recording.ops {
                switch op {
                case .fill(let fill): Self.fill(fill, clips: clips, into: stack[stack.count - 1])
                case .image(let image): Self.draw(image, clips: clips, into: stack[stack.count - 1])
                case .beginGroup(let bounds): beginGroup(bounds)
                case .endGroup(let alpha): endGroup(alpha: alpha)
                case .cairo(let index): CairoStepPainter.paint(recording.steps[index], clips: clips, into: stack[stack.count - 1])
                case .nop: break
                }
            }
        }
        while stack.count > 1 { endGroup(alpha: 255) }
    }

    private func beginGroup(_ bounds: PixelRect) {
        let parent = stack[stack.count - 1]
        let rect = bounds.intersection(parent.rect)
        let width = rect.x1 - rect.x0
        let buffer = pool.buffer(depth: stack.count, count: max(1, width * (rect.y1 - rect.y0)))
        if !rect.isEmpty { buffer.update(repeating: 0, count: width * (rect.y1 - rect.y0)) }
        stack.append(RasterTarget(origin: buffer, stride: max(width, 1), rect: rect))
    }

    private func endGroup(alpha: UInt32) {
        let group = stack.removeLast()
        let parent = stack[stack.count - 1]
        let rect = group.rect, width = rect.x1 - rect.x0
        guard !rect.isEmpty, alpha > 0 else { return }
        for y in rect.y0..<rect.y1 {
            SolidRun.blend(UnsafePointer(group.row(y) + rect.x0), alpha: alpha, into: parent.row(y) + rect.x0, count: width)
        }
    }

    /// Fills a shape with a colour.
    static func fill(_ fill: SolidFill, clips: UnsafeBufferPointer<RasterClip>, into target: RasterTarget) {
        let area = fill.bounds.intersection(target.rect)
        guard !area.isEmpty else { return }
        let color = fill.color
        if !fill.hasHole && fill.clip < 0 {
            plainFill(fill.shape, color: color, area: area, into: target)
            return
        }
        for y in area.y0..<area.y1 {
            let runs = RowRuns(shape: fill.shape, hole: fill.hole, hasHole: fill.hasHole, clip: fill.clip, clips: clips,
                               row: y, columns: area.x0..<area.x1)
            guard !runs.outer.isEmpty else { continue }
            let row = target.row(y)
            runs.segments(partial: { from, to in
                for x in from..<to {
                    let cover = RowRuns.coverage(shape: fill.shape, hole: fill.hole, hasHole: fill.hasHole,
                                                 clip: fill.clip, clips: clips, x: x, y: y)
                    if cover == 255 {
                        row[x] = PixelMath.over(color, row[x])
                    } else if cover > 0 {
                        row[x] = PixelMath.over(PixelMath.scale(color, by: cover), row[x])
                    }
                }
            }, full: { from, to in
                SolidRun.blend(color, into: row + from, count: to - from, slack: target.rect.x1 - to)
            })
        }
    }

    /// Fills a shape that has neither hole nor clip, the common case: on each row one partly
    /// covered run, one fully covered run and another partly covered run. The two partly covered
    /// runs go through one loop (written once, so that it is compiled inline with the shape's
    /// constants kept in registers across rows: each run is only a pixel or two long).
    @inline(never)
    private static func plainFill(_ shape: RoundedRectCoverage, color: UInt32, area: PixelRect, into target: RasterTarget) {
        let columns = area.x0..<area.x1
        for y in area.y0..<area.y1 {
            let (outer, inner) = shape.spans(row: y, within: columns)
            guard !outer.isEmpty else { continue }
            let row = target.row(y)
            let fullStart = inner.isEmpty ? outer.upperBound : inner.lowerBound
            let fullEnd = inner.isEmpty ? outer.upperBound : inner.upperBound
            var x = outer.lowerBound, stop = fullStart
            while true {
                while x < stop {
                    let cover = shape.coverage(x: x, y: y)
                    if cover == 255 {
                        row[x] = PixelMath.over(color, row[x])
                    } else if cover > 0 {
                        row[x] = PixelMath.over(PixelMath.scale(color, by: cover), row[x])
                    }
                    x += 1
                }
                if stop == outer.upperBound { break }
                if fullStart < fullEnd {
                    SolidRun.blend(color, into: row + fullStart, count: fullEnd - fullStart, slack: target.rect.x1 - fullEnd)
                }
                x = fullEnd
                stop = outer.upperBound
            }
        }
    }

    /// Draws an image through its rectangle.
    static func draw(_ image: ImageDraw, clips: UnsafeBufferPointer<RasterClip>, into target: RasterTarget) {
        let area = image.bounds.intersection(target.rect)
        guard !area.isEmpty else { return }
        let sampler = TexelSampler(image)
        for y in area.y0..<area.y1 {
            let runs = RowRuns(shape: image.shape, hole: image.shape, hasHole: false, clip: image.clip, clips: clips,
                               row: y, columns: area.x0..<area.x1)
            guard !runs.outer.isEmpty else { continue }
            let row = target.row(y)
            runs.segments(partial: { from, to in
                for x in from..<to {
                    let cover = RowRuns.coverage(shape: image.shape, hole: image.shape, hasHole: false,
                                                 clip: image.clip, clips: clips, x: x, y: y)
                    guard cover > 0 else { continue }
                    let factor = (cover * image.alpha + 127) / 255
                    row[x] = PixelMath.over(PixelMath.scale(sampler.sample(x: x, y: y), by: factor), row[x])
                }
            }, full: { from, to in
                if image.aligned {
                    let source = image.texels + (y + Int(image.yt)) * image.stride + from + Int(image.xt)
                    SolidRun.blend(source, alpha: image.alpha, into: row + from, count: to - from)
                } else {
                    sampler.blendRun(row: row, columns: from..<to, y: y, alpha: image.alpha)
                }
            })
        }
    }
}
