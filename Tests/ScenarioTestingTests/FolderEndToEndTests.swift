import Foundation
import ScenarioTesting
import Scenarios
import Simulation
import Testing

/// A runner that parses real `.scenario` files and compiles their expectations, and "runs" them
/// with a hand-built calm trace (the simulator is connected at merge): 600 callbacks, 1 s apart,
/// errors cycling through −1.0 … +1.0 m with u68 = 0.75 m (coverage 0.7 after rounding).
enum FixtureRunner {
    typealias B = TraceBuilder

    static let runner = ScenarioRunner { path in
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioTestingError.folderUnreadable(path: path)
        }
        let source = SourceFile(path: path, bytes: Array(data))
        let (syntax, parseDiagnostics) = ScenarioParser.parse(source)
        var diagnostics = parseDiagnostics
        let context = ExpectationContext(deviceNames: ["phone"], labels: [:], durationNanoseconds: B.ns(600))
        let expectations = syntax.statements.filter { $0.kind == .expect }.compactMap {
            ExpectationCompiler.compile($0, deviceName: nil, context: context, diagnostics: &diagnostics)
        }
        if diagnostics.hasErrors { Issue.record(Comment(rawValue: diagnostics.render(sources: [source]))) }
        let seed = syntax.statements.first { $0.kind == .seed }?.head.values.first?.integer.map { UInt64($0) } ?? 1
        return ScenarioUnderTest(name: path, path: path, expectations: expectations, defaultSeed: seed) { seed in
            let errors: [Double] = [-1.0, -0.6, -0.2, 0.2, 0.6, 1.0, -0.4, 0.4, 0.0, 0.8]
            let records = B.every(1, from: 1, to: 600) { t in
                B.callback(t, height: 100 + errors[Int(t) % errors.count], u68: 0.75)
            }
            return ScenarioRun(records: records, facts: B.facts(durationSeconds: 600, seed: seed, path: nil))
        }
    }
}

@Suite("A folder of scenarios, one test case each")
struct FolderEndToEndTests {
    @Test(arguments: try ScenarioFiles.list(in: "Tests/ScenarioTestingTests/Fixtures"))
    func fixture(_ file: ScenarioFile) throws {
        let report = try checkScenario(file: file.path, runner: FixtureRunner.runner)
        #expect(report.passed)
        #expect(!report.verdicts.isEmpty)
        #expect(report.facts.scenarioPath == file.path)
    }

    @Test func listingNamesTheCases() throws {
        #expect(
            try ScenarioFiles.list(in: "Tests/ScenarioTestingTests/Fixtures").map(\.name)
                == ["calm.scenario", "more/quiet.scenario"])
    }

    @Test func theScenarioSeedLineIsTheDefault() throws {
        let files = try ScenarioFiles.list(in: "Tests/ScenarioTestingTests/Fixtures")
        #expect(try checkScenario(file: files[0].path, runner: FixtureRunner.runner).facts.seed == 7)
    }
}
