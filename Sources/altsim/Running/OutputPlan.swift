import ScenarioTesting
import Scenarios

/// The files a command is about to write, checked against each other and against the files it
/// reads before anything runs: every destination must be absent or a regular file, no two
/// outputs may be the same file, and no output may be an input (a scenario, an included file,
/// a grid, a report being merged). Paths are compared after resolving links and `..`, and by
/// device and inode when both exist (hard links).
enum OutputPlan {
    /// One file a command writes: what it is (for messages) and where.
    struct Output {
        var role: String
        var path: String
    }

    /// Throws the first problem: a destination that is not a regular file, two outputs on one
    /// file, or an output on an input.
    static func validate(outputs: [Output], inputs: [String]) throws(OutputFileError) {
        for output in outputs { try OutputPath.checkDestination(output.path, role: output.role) }
        let resolved = outputs.map { OutputPath.resolvedOutput($0.path) }
        let outputIDs = outputs.map { OutputPath.fileID($0.path) }
        for (i, output) in outputs.enumerated() {
            for j in 0..<i where resolved[j] == resolved[i] || (outputIDs[i] != nil && outputIDs[i] == outputIDs[j]) {
                throw .sameOutput(
                    role: outputs[j].role, path: outputs[j].path, otherRole: output.role, otherPath: output.path)
            }
        }
        for input in inputs {
            let resolvedInput = OutputPath.resolvedInput(input)
            let inputID = OutputPath.fileID(input)
            for (i, output) in outputs.enumerated()
            where resolved[i] == resolvedInput || (inputID != nil && inputID == outputIDs[i]) {
                throw .overwritesInput(role: output.role, path: output.path, input: input)
            }
        }
    }

    /// The files running the scenario files `paths` reads: each file, the files it includes,
    /// its height grid and its geoid grid (`scenarios`: the ones that loaded).
    static func inputs(of paths: [String], scenarios: [Scenario]) -> [String] {
        var files: [String] = []
        for path in paths {
            files.append(path)
            files += ScenarioLoader().load(path: path).sources.map(\.path).filter { $0 != path }
        }
        for scenario in scenarios {
            if let grid = scenario.terrainFile { files.append(grid) }
            if case .egm96(let grid) = scenario.geoid { files.append(grid) }
        }
        return files
    }
}
