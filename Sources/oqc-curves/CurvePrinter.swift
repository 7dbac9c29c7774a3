import OpenQuartzCore

/// Prints a curve as a table of samples and a plot in text.
struct CurvePrinter {
    var samples: Int
    var plotWidth = 61
    var plotHeight = 17
    var plot = true

    func render(_ curve: Curve) -> String {
        var lines = ["\(curve.name): \(curve.detail)"]
        let points = (0...samples).map { step -> (Double, Double) in
            let x = Double(step) / Double(samples)
            return (x, curve.evaluate(x))
        }
        lines.append(points.map { "  x \(format($0.0, 2))  y \(format($0.1, 6))" }.joined(separator: "\n"))
        if plot { lines.append(plotLines(curve).joined(separator: "\n")) }
        return lines.joined(separator: "\n")
    }

    /// The curve drawn with `*` on a grid, x to the right and y upwards, with the y range widened to
    /// show overshoot.
    private func plotLines(_ curve: Curve) -> [String] {
        let columns = (0..<plotWidth).map { curve.evaluate(Double($0) / Double(plotWidth - 1)) }
        let low = min(0, columns.min() ?? 0), high = max(1, columns.max() ?? 1)
        var grid = Array(repeating: Array(repeating: Character(" "), count: plotWidth), count: plotHeight)
        func row(_ y: Double) -> Int {
            let fraction = (y - low) / (high - low)
            return plotHeight - 1 - Int((fraction * Double(plotHeight - 1)).rounded())
        }
        for (column, value) in columns.enumerated() where value.isFinite {
            grid[row(value)][column] = "*"
        }
        return grid.enumerated().map { index, cells in
            let label: String
            switch index {
            case row(high): label = format(high, 2)
            case row(1) where high != 1: label = " 1.00"
            case row(0) where low != 0: label = " 0.00"
            case row(low): label = format(low, 2)
            default: label = "     "
            }
            return "  \(label) |" + String(cells)
        } + ["        +" + String(repeating: "-", count: plotWidth), "         0" + String(repeating: " ", count: plotWidth - 2) + "1"]
    }

    private func format(_ value: Double, _ digits: Int) -> String {
        let text = String(format: "%.\(digits)f", value)
        return value < 0 ? text : " " + text
    }
}
