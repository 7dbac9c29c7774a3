// The small value types a `DecomposedTransform3D` is made of (the rotation's `Quaternion` has its
// own file).

extension DecomposedTransform3D {
    /// A three-component vector.
    package struct Vector3: Sendable, Hashable {
        /// The first component.
        package var x: Double
        /// The second component.
        package var y: Double
        /// The third component.
        package var z: Double

        /// Creates a vector from its components.
        package init(x: Double, y: Double, z: Double) {
            self.x = x
            self.y = y
            self.z = z
        }

        /// The dot product.
        package func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

        /// The Euclidean length.
        package var length: Double { dot(self).squareRoot() }

        /// `self + other * factor`.
        package func adding(_ other: Vector3, times factor: Double) -> Vector3 {
            Vector3(x: x + other.x * factor, y: y + other.y * factor, z: z + other.z * factor)
        }

        /// Each component multiplied by `factor`.
        package func scaled(by factor: Double) -> Vector3 { Vector3(x: x * factor, y: y * factor, z: z * factor) }

        /// The cross product `self x other`.
        package func cross(_ other: Vector3) -> Vector3 {
            Vector3(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
        }
    }

    /// The three shear factors of a decomposition.
    package struct Skew: Sendable, Hashable {
        /// How much of the x axis the y axis leans along.
        package var xy: Double
        /// How much of the x axis the z axis leans along.
        package var xz: Double
        /// How much of the y axis the z axis leans along.
        package var yz: Double

        /// Creates a skew from its factors.
        package init(xy: Double, xz: Double, yz: Double) {
            self.xy = xy
            self.xz = xz
            self.yz = yz
        }
    }

    /// A four-component vector.
    package struct Vector4: Sendable, Hashable {
        /// The first component.
        package var x: Double
        /// The second component.
        package var y: Double
        /// The third component.
        package var z: Double
        /// The fourth component.
        package var w: Double

        /// Creates a vector from its components.
        package init(x: Double, y: Double, z: Double, w: Double) {
            self.x = x
            self.y = y
            self.z = z
            self.w = w
        }
    }
}
