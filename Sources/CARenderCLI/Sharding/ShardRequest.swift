import ArgumentParser

/// What `--shard` asks for: a part given as `I/N`, or `auto` (or `auto/N`), the part taken from the
/// environment of the scheduler the render runs under.
///
/// - Kubernetes indexed Jobs set `JOB_COMPLETION_INDEX` (0 to completions - 1) in each pod; the
///   count is `N` of `auto/N`, or else `JOB_COMPLETIONS` (which the Job's pod template sets from
///   `spec.completions`, as `deploy/kubernetes/` does; Kubernetes itself does not).
/// - Slurm job arrays set `SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_MIN` and
///   `SLURM_ARRAY_TASK_COUNT`; part I is `TASK_ID - TASK_MIN + 1` of `TASK_COUNT` (or `N` of
///   `auto/N`). An array with a step other than 1 (`SLURM_ARRAY_TASK_STEP`) is refused: its task
///   identifiers do not number the parts.
///
/// Slurm's variables are read first: a Slurm job never runs inside a Kubernetes indexed Job.
enum ShardRequest: ExpressibleByArgument, Equatable {
    case part(Shard)
    case auto(count: Int?)

    init?(argument: String) {
        if argument == "auto" {
            self = .auto(count: nil)
        } else if argument.hasPrefix("auto/") {
            guard let count = Int(argument.dropFirst(5)), count >= 1 else { return nil }
            self = .auto(count: count)
        } else if let shard = Shard(argument: argument) {
            self = .part(shard)
        } else {
            return nil
        }
    }

    /// The part this process renders, with `environment` for `auto`; throws a ``CLIError`` naming
    /// the variable that is missing or wrong.
    func resolved(environment: [String: String]) throws -> Shard {
        switch self {
        case .part(let shard):
            return shard
        case .auto(let given):
            if let task = environment["SLURM_ARRAY_TASK_ID"] {
                if let step = environment["SLURM_ARRAY_TASK_STEP"], step != "1" {
                    throw CLIError("--shard auto: the Slurm array has a step of \(step); use a step of 1 (--array=1-N) so that task identifiers number the parts")
                }
                let first = try Self.number("SLURM_ARRAY_TASK_MIN", environment["SLURM_ARRAY_TASK_MIN"] ?? "0")
                let id = try Self.number("SLURM_ARRAY_TASK_ID", task)
                let count = try given ?? Self.number("SLURM_ARRAY_TASK_COUNT", environment["SLURM_ARRAY_TASK_COUNT"])
                return try Self.shard(index: id - first + 1, count: count, from: "SLURM_ARRAY_TASK_ID \(id) (SLURM_ARRAY_TASK_MIN \(first))")
            }
            if let completion = environment["JOB_COMPLETION_INDEX"] {
                let index = try Self.number("JOB_COMPLETION_INDEX", completion)
                guard let count = try given ?? environment["JOB_COMPLETIONS"].map({ try Self.number("JOB_COMPLETIONS", $0) }) else {
                    throw CLIError("--shard auto: JOB_COMPLETION_INDEX is set but not the number of parts: give --shard auto/N, or set JOB_COMPLETIONS to the Job's completions")
                }
                return try Self.shard(index: index + 1, count: count, from: "JOB_COMPLETION_INDEX \(index)")
            }
            throw CLIError("--shard auto: no scheduler's part in the environment (JOB_COMPLETION_INDEX of a Kubernetes indexed Job, or SLURM_ARRAY_TASK_ID of a Slurm job array); give --shard I/N")
        }
    }

    private static func number(_ name: String, _ text: String?) throws -> Int {
        guard let text else { throw CLIError("--shard auto: \(name) is not set") }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 else {
            throw CLIError("--shard auto: \(name) is \"\(text)\"; expected a whole number of 0 or more")
        }
        return value
    }

    private static func shard(index: Int, count: Int, from source: String) throws -> Shard {
        guard count >= 1, (1...count).contains(index), let shard = Shard(argument: "\(index)/\(count)") else {
            throw CLIError("--shard auto: \(source) gives part \(index) of \(count), outside 1...\(count)")
        }
        return shard
    }
}
