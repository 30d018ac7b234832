import AltitudeEngine
import AssistanceProtocol
import Foundation
import ScenarioTesting
import Scenarios
import Simulation
import Synchronization
import Testing

/// Collects reported failures instead of failing the test.
final class Collector: Sendable {
    let messages = Mutex<[(String, ReportLocation)]>([])
    var reporter: ScenarioIssueReporter {
        ScenarioIssueReporter { message, location in self.messages.withLock { $0.append((message, location)) } }
    }
    var locations: [ReportLocation] { messages.withLock { $0.map(\.1) } }
    var texts: [String] { messages.withLock { $0.map(\.0) } }
}

/// A fake scenario: error 851 (server unreachable) in odd-seeded runs, otherwise clean.
/// `seed` also sets the first callback's time, so the seed reaching the run is observable.
enum FakeScenario {
    typealias B = TraceBuilder

    static func make(lines: [String], path: String? = "scenarios/fake.scenario") -> ScenarioUnderTest {
        let text = lines.joined(separator: "\n") + "\n"
        let (syntax, _) = ScenarioParser.parse(SourceFile(path: path ?? "", text: text))
        var diagnostics = DiagnosticBag()
        let expectations = syntax.statements.compactMap {
            ExpectationCompiler.compile($0, deviceName: nil, context: B.context, diagnostics: &diagnostics)
        }
        return ScenarioUnderTest(name: "fake", path: path, expectations: expectations, defaultSeed: 2) { seed in
            let records =
                B.every(1, from: 1, to: 30) { t in B.callback(t, error: seed % 2 == 1 && t == 10 ? 851 : 0) }
                + [B.callback(30 + Double(seed))]
            return ScenarioRun(records: records, facts: B.facts(seed: seed, path: nil))
        }
    }
}

@Suite("Swift Testing integration")
struct IntegrationTests {
    @Test func failuresAreReportedAtTheScenarioLine() throws {
        let collector = Collector()
        let scenario = FakeScenario.make(lines: ["expect status 200", "", "expect error 851 never"])
        let report = try checkScenario(scenario, seed: 3, reporter: collector.reporter)
        #expect(report.facts.seed == 3)
        #expect(report.failures.count == 1)
        #expect(collector.locations == [ReportLocation(filePath: "scenarios/fake.scenario", line: 3, column: 1)])
        #expect(collector.texts.first?.contains("reproduce: altsim run scenarios/fake.scenario --seed 3") == true)
        // The default seed (2) gives a clean run: nothing is reported.
        let clean = Collector()
        #expect(try checkScenario(scenario, reporter: clean.reporter).passed)
        #expect(clean.texts.isEmpty)
    }

    @Test func builderExpectationsWithoutAFileReportAtTheSwiftLine() throws {
        let collector = Collector()
        var scenario = FakeScenario.make(lines: ["expect error 851 never"], path: nil)
        scenario.expectations = scenario.expectations.map {
            Scenarios.Expectation(range: .unknown, text: $0.text, deviceName: nil, form: $0.form)
        }
        let line = #line + 1
        try checkScenario(scenario, seed: 1, reporter: collector.reporter)
        #expect(collector.locations.first?.line == line)
        #expect(collector.locations.first?.filePath.hasSuffix("IntegrationTests.swift") == true)
        #expect(collector.texts.first?.contains("run this test again with seed 1") == true)
    }

    @Test(.scenarioSeed(5)) func seedTraitSetsTheSeed() throws {
        #expect(ScenarioSeed.current == 5)
        let report = try checkScenario(
            FakeScenario.make(lines: ["expect callbacks at least 1 times"]),
            reporter: Collector().reporter)
        #expect(report.facts.seed == 5)
        #expect(
            try checkScenario(
                FakeScenario.make(lines: ["expect status 200"]), seed: 9,
                reporter: Collector().reporter
            ).facts.seed == 9)
    }

    @Test func withoutATraitTheScenarioSeedIsUsed() throws {
        #expect(ScenarioSeed.current == nil)
        #expect(
            try checkScenario(FakeScenario.make(lines: ["expect status 200"]), reporter: Collector().reporter).facts
                .seed == 2)
    }

    @Test func campaignChecksSharesOfRuns() throws {
        let collector = Collector()
        let scenario = FakeScenario.make(lines: [
            "expect status 200",
            "expect error 851 never",
            "expect sometimes error 851 in at least 40% of runs",
            "expect sometimes error 851 in at least 60% of runs",
            "expect sometimes warning 836",
        ])
        let campaign = try checkScenarioCampaign(scenario, seeds: 1...10, reporter: collector.reporter)
        #expect(campaign.rows.map(\.holdingRuns) == [10, 5, 5, 5, 0])
        // 5 of 10 runs do not show the share below 60 %: the exact 99 % interval reaches 87.2 %.
        #expect(campaign.rows.map(\.passed) == [true, false, true, true, false])
        #expect(campaign.rows[3].shareInterval.map { abs($0.upperBound - 0.8717) < 0.001 } == true)
        #expect(campaign.rows[1].failingSeeds == [1, 3, 5, 7, 9])
        #expect(collector.locations.map(\.line) == [2, 5])
        #expect(collector.texts[0].contains("holds in 5 of 10 runs (50.0 %)"))
        #expect(collector.texts[0].contains("reproduce: altsim run scenarios/fake.scenario --seed 1"))
        // With a looser requirement, the ordinary expectation passes statistically.
        let loose = try checkScenarioCampaign(
            scenario, seeds: 1...10, requiredShare: 0.5, reporter: Collector().reporter)
        #expect(loose.rows[1].passed)
        #expect(throws: ScenarioTestingError.noSeeds) {
            try checkScenarioCampaign(scenario, seeds: [UInt64](), reporter: Collector().reporter)
        }
    }

    @Test func singleRunListsCampaignExpectationsWithoutFailing() throws {
        let scenario = FakeScenario.make(lines: ["expect sometimes error 851"])
        let report = try checkScenario(scenario, seed: 1, reporter: Collector().reporter)
        #expect(report.passed)
        #expect(report.verdicts.first?.outcome == .campaignObservation(reached: true))
    }

    @Test func theStandardRunnerRunsAFileThroughTheSimulator() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "standard-runner-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/run.scenario"
        let text = """
            scenario "Standard runner"
            seed 3
            duration 3 min
            stations grid 2 × 2 spacing 20 km
            device "phone" offset +20 Pa, calibrated 1 h ago
              at 00:00 start sdk; altitude every 1 s
            expect status 200 within 20 s
            expect error 850 never after 00:01
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let collector = Collector()
        let report = try checkScenario(file: path, reporter: collector.reporter)
        #expect(report.passed, "\(report.rendered())")
        #expect(report.verdicts.count == 2)
        // The same file is rejected as a library when it has no scenario statement.
        try "weather sea-level 1013 hPa\n".write(toFile: folder + "/lib.scenario", atomically: true, encoding: .utf8)
        #expect(throws: ScenarioExecutionError.library(path: folder + "/lib.scenario")) {
            try checkScenario(file: folder + "/lib.scenario", reporter: collector.reporter)
        }
    }
}

@Suite("Folder listing for @Test(arguments:)")
struct ScenarioFilesTests {
    @Test func listsScenarioFilesSortedAndRecursively() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-files-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/city", withIntermediateDirectories: true)
        for name in ["b.scenario", "a.scenario", "notes.md", "city/tower.scenario"] {
            _ = FileManager.default.createFile(
                atPath: root + "/" + name,
                contents: Data("scenario \"s\"\nduration 1 min\nexpect status 200 within 10 s\n".utf8))
        }
        // A library (no `scenario` statement) is only included by others, never listed.
        _ = FileManager.default.createFile(
            atPath: root + "/city/common.scenario", contents: Data("weather sea-level 1013 hPa\n".utf8))
        let files = try ScenarioFiles.list(in: root)
        #expect(files.map(\.name) == ["a.scenario", "b.scenario", "city/tower.scenario"])
        #expect(files[0].path == root + "/a.scenario")
        #expect(files[0].testDescription == "a.scenario")
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        #expect(throws: ScenarioTestingError.noScenarioFiles(folder: root + "/empty")) {
            try ScenarioFiles.list(in: root + "/empty")
        }
        #expect(throws: ScenarioTestingError.folderUnreadable(path: root + "/none")) {
            try ScenarioFiles.list(in: root + "/none")
        }
    }

    @Test("A file with errors is listed (so its test fails), never skipped as a library")
    func listsBrokenFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-files-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let broken: [String: [UInt8]] = [
            "capital.scenario": Array("Scenario \"x\"\nduration 1 min\n".utf8),
            "latin1.scenario": Array("scenario \"caf".utf8) + [0xE9, 0x22, 0x0A],
            "nul.scenario": Array("scenario\u{0} \"x\"\n".utf8),
            "unterminated.scenario": Array("scenario \"x\n".utf8),
        ]
        for (name, bytes) in broken {
            _ = FileManager.default.createFile(atPath: root + "/" + name, contents: Data(bytes))
        }
        _ = FileManager.default.createFile(
            atPath: root + "/library.scenario", contents: Data("weather sea-level 1013 hPa\n".utf8))
        #expect(try ScenarioFiles.list(in: root).map(\.name) == broken.keys.sorted())
    }

    @Test func relativeFoldersStartAtThePackageRoot() throws {
        let root = try ScenarioFiles.packageRoot(from: #filePath)
        #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
        #expect(throws: ScenarioTestingError.packageRootNotFound(from: "/nowhere/x.swift")) {
            try ScenarioFiles.packageRoot(from: "/nowhere/x.swift")
        }
    }
}

@Suite("Code catalog matches the engine's enums")
struct CodeCatalogTests {
    @Test func catalogs() {
        #expect(CodeCatalog.sdk == SDKStatusCode.allCases.map(\.rawValue).sorted())
        #expect(CodeCatalog.status == ServiceStatusCode.allCases.map(\.rawValue).sorted())
        #expect(CodeCatalog.error == AltitudeErrorCode.allCases.map(\.rawValue).sorted())
        #expect(CodeCatalog.warning == AltitudeWarningCode.allCases.map(\.rawValue).sorted())
        #expect(
            CodeCatalog.calibration
                == ([SDKStatusCode.notInitialised.rawValue]
                    + SDKStatusCode.allCases.map(\.rawValue).filter { (870...879).contains($0) }.sorted()))
    }
}

@Suite("Issues reach Swift Testing")
struct SwiftTestingIssueTests {
    @Test func automaticReporterRecordsAnIssueAtTheScenarioLine() throws {
        let scenario = FakeScenario.make(lines: ["expect status 200", "expect error 851 never"])
        try withKnownIssue {
            try checkScenario(scenario, seed: 1)
        } matching: { issue in
            issue.sourceLocation?.filePath == "scenarios/fake.scenario" && issue.sourceLocation?.line == 2
                && issue.comments.contains { $0.rawValue.contains("expected: no error 851 during the run") }
        }
    }
}
