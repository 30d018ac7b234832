/// `--shard auto`: the shard index and count from the environment of the scheduler that
/// started the process.
///
/// - Slurm job arrays (`sbatch --array=0-3`): index (`SLURM_ARRAY_TASK_ID` −
///   `SLURM_ARRAY_TASK_MIN`) / `SLURM_ARRAY_TASK_STEP` (step 1 when unset), count
///   `SLURM_ARRAY_TASK_COUNT`. Slurm's sbatch manual, "OUTPUT ENVIRONMENT VARIABLES".
/// - Kubernetes Indexed Jobs: index `JOB_COMPLETION_INDEX`; Kubernetes does not export the
///   job's completions, so the manifest passes them as `ALTSIM_SHARD_COUNT`
///   (tools/cluster/kubernetes/campaign-job.yaml).
/// - CI matrices: `CI_NODE_INDEX` / `CI_NODE_TOTAL`; GitLab's parallel jobs (`GITLAB_CI` set)
///   count from 1, others from 0.
enum ShardEnvironment {
    /// The shard the environment names.
    /// - Throws: `UsageError` when no scheduler's variables are set, when they are not
    ///   numbers in range, or when two schedulers' variables disagree.
    static func shard(from environment: [String: String]) throws -> ShardSelection {
        var found: [(source: String, shard: ShardSelection)] = []
        if let shard = try slurm(environment) { found.append(("Slurm (SLURM_ARRAY_TASK_ID)", shard)) }
        if let shard = try kubernetes(environment) { found.append(("Kubernetes (JOB_COMPLETION_INDEX)", shard)) }
        if let shard = try ciMatrix(environment) { found.append(("the CI matrix (CI_NODE_INDEX)", shard)) }
        guard let first = found.first else {
            throw UsageError(
                message: "--shard auto found no shard in the environment: set SLURM_ARRAY_TASK_ID and "
                    + "SLURM_ARRAY_TASK_COUNT (a Slurm job array), JOB_COMPLETION_INDEX and ALTSIM_SHARD_COUNT "
                    + "(a Kubernetes Indexed Job), or CI_NODE_INDEX and CI_NODE_TOTAL (a CI matrix); or give --shard I/N"
            )
        }
        if let other = found.dropFirst().first(where: { $0.shard != first.shard }) {
            throw UsageError(
                message: "--shard auto: \(first.source) says shard \(first.shard.text) but \(other.source) says "
                    + "\(other.shard.text); unset one scheduler's variables or give --shard I/N")
        }
        return first.shard
    }

    static func slurm(_ environment: [String: String]) throws -> ShardSelection? {
        guard let id = environment["SLURM_ARRAY_TASK_ID"] else { return nil }
        let taskID = try number("SLURM_ARRAY_TASK_ID", id)
        guard let countText = environment["SLURM_ARRAY_TASK_COUNT"] else {
            throw UsageError(
                message:
                    "--shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not (is this Slurm older than 17.11?); give --shard I/N"
            )
        }
        let count = try number("SLURM_ARRAY_TASK_COUNT", countText)
        let minimum = try environment["SLURM_ARRAY_TASK_MIN"].map { try number("SLURM_ARRAY_TASK_MIN", $0) } ?? 0
        let step = try environment["SLURM_ARRAY_TASK_STEP"].map { try number("SLURM_ARRAY_TASK_STEP", $0) } ?? 1
        guard step >= 1, taskID >= minimum, (taskID - minimum) % step == 0 else {
            throw UsageError(
                message:
                    "--shard auto: SLURM_ARRAY_TASK_ID \(taskID) is not on the array's grid (minimum \(minimum), step \(step)); "
                    + "submit the array as --array=0-N or MIN-MAX:STEP")
        }
        return try checked(
            index: (taskID - minimum) / step, count: count,
            names:
                "SLURM_ARRAY_TASK_ID \(taskID) (minimum \(minimum), step \(step)) and SLURM_ARRAY_TASK_COUNT \(count)"
        )
    }

    static func kubernetes(_ environment: [String: String]) throws -> ShardSelection? {
        guard let indexText = environment["JOB_COMPLETION_INDEX"] else { return nil }
        let index = try number("JOB_COMPLETION_INDEX", indexText)
        guard let countText = environment["ALTSIM_SHARD_COUNT"] else {
            throw UsageError(
                message: "--shard auto: JOB_COMPLETION_INDEX is set but ALTSIM_SHARD_COUNT is not; Kubernetes does not "
                    + "export the job's completions, so set ALTSIM_SHARD_COUNT to spec.completions in the manifest")
        }
        let count = try number("ALTSIM_SHARD_COUNT", countText)
        return try checked(
            index: index, count: count, names: "JOB_COMPLETION_INDEX \(index) and ALTSIM_SHARD_COUNT \(count)")
    }

    static func ciMatrix(_ environment: [String: String]) throws -> ShardSelection? {
        guard let indexText = environment["CI_NODE_INDEX"] else { return nil }
        let written = try number("CI_NODE_INDEX", indexText)
        guard let totalText = environment["CI_NODE_TOTAL"] else {
            throw UsageError(message: "--shard auto: CI_NODE_INDEX is set but CI_NODE_TOTAL is not; give --shard I/N")
        }
        let total = try number("CI_NODE_TOTAL", totalText)
        let oneBased = environment["GITLAB_CI"] != nil
        return try checked(
            index: oneBased ? written - 1 : written, count: total,
            names: "CI_NODE_INDEX \(written)\(oneBased ? " (GitLab's count from 1)" : "") and CI_NODE_TOTAL \(total)")
    }

    /// A non-negative integer variable.
    static func number(_ name: String, _ text: String) throws -> Int {
        guard let value = Int(text), value >= 0 else {
            throw UsageError(message: "--shard auto: \(name) must be a number ≥ 0, got '\(text)'")
        }
        return value
    }

    /// The shard, when the index lies below the count.
    static func checked(index: Int, count: Int, names: String) throws -> ShardSelection {
        guard count >= 1, count <= ShardSelection.maximumCount, (0..<count).contains(index) else {
            throw UsageError(
                message: "--shard auto: \(names) name no shard (the index must be from 0 to the count − 1)")
        }
        return ShardSelection(index: index, count: count)
    }
}
