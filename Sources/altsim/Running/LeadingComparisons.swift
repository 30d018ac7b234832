import Foundation
import Reports
import ScenarioTesting
import Scenarios

/// `altsim run … --report FILE --lead-with PATH`: the A/B comparisons that open the HTML report.
///
/// Each scenario file under PATH says in its header comment (the `#` lines before its first
/// statement) what to compare and what to look at:
///
///     # compare A: name=filters-off filters=none
///     # compare B: name=pressure-filter filters=pressure
///     # Look at the height at each slam: …
///
/// The `compare A:`/`compare B:` lines are engine configurations as `altsim compare --a/--b`
/// reads them; the other header lines, joined, are the sentence shown above the comparison.
enum LeadingComparisons {
    /// The option's name.
    static let optionName = "--lead-with"

    /// What a scenario's header comment asks for.
    struct Header: Equatable {
        /// The header lines other than the configurations, joined with spaces.
        var caption: String
        var configurationA: String?
        var configurationB: String?
    }

    /// The header comment of a scenario's text: its leading `#` lines (blank lines allowed). A
    /// sentence that begins "Look at" (it may go on over the next lines) leads the caption.
    static func header(ofScenarioText text: String) -> Header {
        var lookLines: [String] = []
        var captionLines: [String] = []
        var inLook = false
        var header = Header(caption: "")
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            guard line.hasPrefix("#") else { break }
            let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
            if let value = Self.value(of: "compare A:", in: body) {
                header.configurationA = value
            } else if let value = Self.value(of: "compare B:", in: body) {
                header.configurationB = value
            } else if !body.isEmpty {
                inLook = body.hasPrefix("Look at") || (inLook && !(lookLines.last?.hasSuffix(".") ?? true))
                if inLook { lookLines.append(body) } else { captionLines.append(body) }
            }
        }
        header.caption = (lookLines + captionLines).joined(separator: " ")
        return header
    }

    private static func value(of key: String, in body: String) -> String? {
        guard body.lowercased().hasPrefix(key.lowercased()) else { return nil }
        return body.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
    }

    /// Runs A and B of every scenario file under `paths` (in file order) at `seed` (each
    /// scenario's own when `nil`). Throws a `UsageError` for a file without both configurations
    /// and the load or run error of a scenario that cannot run.
    static func run(
        _ paths: [String], seed: UInt64?, allowIncludeOutside: Bool, terminal: Terminal
    ) throws -> [LeadingComparison] {
        try files(paths).map { file in
            try comparison(of: file, seed: seed, allowIncludeOutside: allowIncludeOutside, terminal: terminal)
        }
    }

    /// The scenario files under `paths`, each with both configurations in its header; throws a
    /// `UsageError` for a path without scenario files or a file without them, before anything runs.
    static func files(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            guard let found = ScenarioFileSearch.find(path), !found.isEmpty else {
                throw UsageError(message: "option \(optionName): no scenario file at \(shown(path))")
            }
            for file in found {
                _ = try configurations(of: file)
            }
            files += found
        }
        return files
    }

    /// The header and configurations A and B of the scenario file `file`.
    static func configurations(of file: String) throws -> (header: Header, a: EngineSpec, b: EngineSpec) {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw UsageError(message: "option \(optionName): cannot read \(shown(file))")
        }
        let header = header(ofScenarioText: text)
        guard let textA = header.configurationA, let textB = header.configurationB else {
            throw UsageError(
                message: "option \(optionName): \(shown(file)) has no '# compare A: CONFIG' and "
                    + "'# compare B: CONFIG' lines in its header comment")
        }
        return (header, try EngineSpec(parsing: textA), try EngineSpec(parsing: textB))
    }

    /// The comparison one scenario file asks for.
    static func comparison(
        of file: String, seed: UInt64?, allowIncludeOutside: Bool, terminal: Terminal
    ) throws -> LeadingComparison {
        let (header, specA, specB) = try configurations(of: file)
        let policy = includePolicy(for: file, arguments: [], allowOutside: allowIncludeOutside)
        let job = ScenarioJob(scenario: try ScenarioExecution.load(path: file, includePolicy: policy), path: file)
        var reports: [ReportedRun] = []
        for (letter, spec) in [("A", specA), ("B", specB)] {
            terminal.showProgress("[\(letter)] \(shown(file)) (\(shown(spec.label)))")
            let result = try job.run(seed: seed, engine: spec, wantReport: true, keepRawSamples: true, traceSinks: [])
            if let report = result.report { reports.append(report) }
        }
        terminal.clearProgress()
        guard reports.count == 2 else { throw UsageError(message: "option \(optionName): \(shown(file)) did not run") }
        let comparison = ComparisonReport(
            title: "A/B: " + job.scenario.name, generatedBy: "altsim run \(optionName) \(file)",
            labelA: specA.label, labelB: specB.label, a: reports[0], b: reports[1])
        return LeadingComparison(caption: header.caption, comparison: comparison)
    }
}
