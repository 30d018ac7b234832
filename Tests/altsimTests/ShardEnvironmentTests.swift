import Testing

@testable import altsim

/// `--shard auto`: the shard from the scheduler's environment.
@Suite("--shard auto")
struct ShardEnvironmentTests {
    static func shard(_ environment: [String: String]) throws -> ShardSelection {
        try ShardSelection(parsing: "auto", option: "--shard", environment: environment)
    }

    @Test("Slurm job arrays: (task id − minimum) / step of the task count")
    func slurm() throws {
        #expect(
            try Self.shard(["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0"])
                == ShardSelection(index: 2, count: 4))
        // --array=10-40:10 is tasks 10, 20, 30, 40.
        #expect(
            try Self.shard([
                "SLURM_ARRAY_TASK_ID": "30", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "10",
                "SLURM_ARRAY_TASK_STEP": "10",
            ]) == ShardSelection(index: 2, count: 4))
        #expect(try Self.shard(["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "1"]).count == 1)
    }

    @Test("Kubernetes Indexed Jobs: JOB_COMPLETION_INDEX of ALTSIM_SHARD_COUNT")
    func kubernetes() throws {
        #expect(
            try Self.shard(["JOB_COMPLETION_INDEX": "15", "ALTSIM_SHARD_COUNT": "16"])
                == ShardSelection(index: 15, count: 16))
    }

    @Test("CI matrices: CI_NODE_INDEX of CI_NODE_TOTAL, from 1 on GitLab")
    func ciMatrix() throws {
        #expect(try Self.shard(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"]) == ShardSelection(index: 0, count: 3))
        #expect(
            try Self.shard(["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3", "GITLAB_CI": "true"])
                == ShardSelection(index: 2, count: 3))
    }

    @Test(
        "Missing, malformed, out-of-range or contradictory variables are errors naming them",
        arguments: [
            ([:], "SLURM_ARRAY_TASK_ID"),
            (["SLURM_ARRAY_TASK_ID": "1"], "SLURM_ARRAY_TASK_COUNT"),
            (["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "4"], "SLURM_ARRAY_TASK_ID must be a number"),
            (["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"], "SLURM_ARRAY_TASK_ID 4"),
            (
                ["SLURM_ARRAY_TASK_ID": "15", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "10"],
                "not on the array's grid"
            ),
            (["JOB_COMPLETION_INDEX": "1"], "ALTSIM_SHARD_COUNT"),
            (["JOB_COMPLETION_INDEX": "16", "ALTSIM_SHARD_COUNT": "16"], "JOB_COMPLETION_INDEX 16"),
            (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "2", "GITLAB_CI": "true"], "GitLab"),
            (["CI_NODE_INDEX": "1"], "CI_NODE_TOTAL"),
            (
                [
                    "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4", "CI_NODE_INDEX": "2",
                    "CI_NODE_TOTAL": "4",
                ],
                "says shard 1/4 but the CI matrix (CI_NODE_INDEX) says 2/4"
            ),
        ])
    func badEnvironment(environment: [String: String], named: String) {
        #expect {
            _ = try Self.shard(environment)
        } throws: { error in
            (error as? UsageError)?.message.contains(named) == true
        }
    }

    @Test("Agreeing schedulers are fine; I/N written out needs no environment")
    func agreeing() throws {
        #expect(
            try Self.shard([
                "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4", "CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4",
            ]) == ShardSelection(index: 1, count: 4))
        #expect(
            try ShardSelection(parsing: "3/8", option: "--shard", environment: [:])
                == ShardSelection(index: 3, count: 8))
        for bad in ["8/8", "-1/4", "1/0", "a/b", "1", "1/2/3"] {
            #expect(throws: UsageError.self) {
                _ = try ShardSelection(parsing: bad, option: "--shard", environment: [:])
            }
        }
    }
}
