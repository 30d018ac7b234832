import Foundation

/// Runs scenarios on several threads while printing their results in file order.
///
/// Each worker takes the next scenario; a finished scenario is printed as soon as every scenario
/// before it has been printed, so the output is the same as a sequential run's (the simulation
/// itself is deterministic per scenario and shares no state between runs). The CLI may start
/// threads; the engine and the simulator never do.
enum ParallelRun {
    /// Shared progress of the workers, guarded by the pool's completion lock.
    private final class State: @unchecked Sendable {
        var outputs: [RunCommand.JobOutput?]
        var nextToPrint = 0
        var done = 0

        init(count: Int) { outputs = Array(repeating: nil, count: count) }
    }

    /// Runs every job on up to `threads` threads; returns the outputs in job order.
    static func run(
        _ jobs: [ScenarioJob], threads: Int, options: RunCommand.Options, terminal: Terminal,
        show: @escaping @Sendable (RunCommand.JobOutput, Terminal) -> Void
    ) -> [RunCommand.JobOutput] {
        let state = State(count: jobs.count)
        terminal.showProgress("[0/\(jobs.count) done]")
        WorkerPool.run(count: jobs.count, threads: threads) { index in
            RunCommand.execute(
                jobs[index], index: index, count: jobs.count, options: options,
                terminal: terminal, liveProgress: false)
        } completed: { index, output in
            state.outputs[index] = output
            state.done += 1
            terminal.clearProgress()
            while state.nextToPrint < jobs.count, let ready = state.outputs[state.nextToPrint] {
                show(ready, terminal)
                state.nextToPrint += 1
            }
            if state.done < jobs.count { terminal.showProgress("[\(state.done)/\(jobs.count) done]") }
        }
        return state.outputs.compactMap { $0 }
    }
}
