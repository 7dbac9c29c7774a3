// oqc-curves: prints Core Animation's timing functions and the Penner easings, sampled and
// plotted. This is the project's demo until the ca-render command-line tool exists.
import OpenQuartzCore

let usage = """
    usage: oqc-curves [--samples N] [--no-plot] [NAME ...]

    Prints each named curve as samples of y for x in [0, 1] and as a plot. With no NAME, prints
    them all. Names: \(CurveCatalog.all.map(\.name).joined(separator: ", ")).
    """

var samples = 10
var plot = true
var names: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--no-plot":
        plot = false
    case "--samples":
        guard let text = arguments.popFirst(), let count = Int(text), (1...1000).contains(count) else {
            FileHandle.standardError.write(Data("oqc-curves: --samples needs a whole number from 1 to 1000\n".utf8))
            exit(2)
        }
        samples = count
    default:
        names.append(argument)
    }
}

var curves: [Curve] = []
for name in names {
    guard let curve = CurveCatalog.named(name) else {
        FileHandle.standardError.write(Data("oqc-curves: unknown curve \"\(name)\"\n\(usage)\n".utf8))
        exit(2)
    }
    curves.append(curve)
}
let printer = CurvePrinter(samples: samples, plot: plot)
print((curves.isEmpty ? CurveCatalog.all : curves).map(printer.render).joined(separator: "\n\n"))
