// The Bezier reference scene's description as every program reads it: the text that
// Benchmarks/peers/gen_bezier_scene.py writes (its docstring is the format's definition), parsed into
// values. The random draws live in the generator alone; this file only reads what it wrote.
import Foundation
import OpenQuartzCoreRendering

/// The parsed description of the Bezier reference scene: the frame's size and its shapes, first drawn
/// first.
public struct BezierSceneDescription: Sendable {
    /// How a shape is filled: a colour, or a gradient whose geometry is in the shape's own space
    /// (relative to its centre, y down) and whose end colours extend past its ends.
    public enum Fill: Sendable {
        case solid(red: Double, green: Double, blue: Double)
        /// Offset 0 at `start`, 1 at `end`, constant across the line between them.
        case linear(start: CGPoint, end: CGPoint, stops: [Stop])
        /// Circular: offset 0 at `center`, 1 at `radius` from it.
        case radial(center: CGPoint, radius: Double, stops: [Stop])
    }

    /// A gradient stop: an offset in [0, 1] and an opaque sRGB colour (the shape's alpha applies on top).
    public struct Stop: Sendable {
        /// Where the colour is, 0 at the gradient's start, 1 at its end; then the colour's components.
        public var offset, red, green, blue: Double
    }

    /// One cubic segment of a shape's closed path, from the previous segment's end.
    public struct Segment: Sendable {
        /// The first and second control points and the end point, relative to the shape's centre.
        public var control1, control2, end: CGPoint
    }

    /// One shape: where it is, how it moves, its path and paint. Points are relative to `center`.
    public struct Shape: Sendable {
        /// The centre at time 0, in frame pixels (y down).
        public var center: CGPoint
        /// Multiplies the alpha of the fill, the stroke and every gradient stop: 0.5 or 1.
        public var alpha: Double
        /// The ends of the two legs of the motion, relative to `center`: out in 1 s, back in 1 s.
        public var firstLeg, secondLeg: CGPoint
        /// The angle at time 0 and the turning speed, radians and radians per second, clockwise on screen.
        public var angle, speed: Double
        /// A square holding every point of the path: the bounds the layers are given.
        public var box: CGRect
        /// Where the path starts and ends.
        public var start: CGPoint
        /// The path's cubic segments, in order; the last ends at `start`, and the path is closed.
        public var segments: [Segment]
        /// The fill: a colour or a gradient.
        public var fill: Fill
        /// The colour of the 3 px stroke with round joins, or nil where the shape is not stroked.
        public var stroke: (red: Double, green: Double, blue: Double)?
    }

    /// The frame's size in pixels (1920x1080).
    public var width, height: Int
    /// The shapes, in drawing order (the first at the bottom).
    public var shapes: [Shape]

    /// Parses `text` in the generator's format; nil (with the reason on standard error) when it is not.
    public init?(text: String) {
        var reader = WordReader(text: text)
        guard reader.next() == "bezier-scene", reader.next() == "1",
              let width = reader.integer(), let height = reader.integer(), let count = reader.integer() else {
            Self.complain("no 'bezier-scene 1 WIDTH HEIGHT COUNT' header")
            return nil
        }
        var shapes: [Shape] = []
        shapes.reserveCapacity(count)
        while let word = reader.next() {
            guard word == "shape", let shape = reader.shape() else {
                Self.complain("shape \(shapes.count + 1) is malformed")
                return nil
            }
            shapes.append(shape)
        }
        guard shapes.count == count else {
            Self.complain("\(shapes.count) shapes, the header says \(count)")
            return nil
        }
        (self.width, self.height, self.shapes) = (width, height, shapes)
    }

    /// Writes why a description was refused to standard error.
    static func complain(_ message: String) {
        FileHandle.standardError.write(Data("bezier scene description: \(message)\n".utf8))
    }
}
