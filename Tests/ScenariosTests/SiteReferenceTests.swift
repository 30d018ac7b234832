import Foundation
import Testing

@testable import Scenarios

/// `reference series "FILE.csv"` and `reference declared P ± σ`: a field-log site's assistance
/// source — parsed, printed back, range- and file-checked, and refused by the simulator.
@Suite struct SiteReferenceTests {
    static let site = "scenario \"site\"\nduration 10 min\ndevice \"recorded phone\"\n"

    /// A fresh folder `tree/` (with `ref.csv`) and a sibling `outside/` (with `ref.csv`).
    static func makeTree() throws -> (tree: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("site-reference-\(UUID().uuidString)")
            .path
        for folder in [base + "/tree/data", base + "/outside"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "time,pressure\n1486224000,1013.2\n".write(
                toFile: folder + "/ref.csv", atomically: true, encoding: .utf8)
        }
        return (base + "/tree", base + "/outside")
    }

    /// Writes `text` as `tree/s.scenario` and loads it confined to `tree`.
    static func load(_ text: String, in tree: String) throws -> LoadedScenario {
        let path = tree + "/s.scenario"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return ScenarioLoader(includePolicy: IncludePolicy(rootFolder: tree)).loadScenario(path: path)
    }

    @Test("A declared reference compiles to its pressure and σ and prints back to an equal scenario")
    func declaredRoundTrip() throws {
        let scenario = try #require(ScenarioSupport.scenario(Self.site + "reference declared 1013.25 hPa ± 15 hPa\n"))
        #expect(scenario.siteReference == .declared(seaLevelPressurePa: 101_325, sigmaPa: 1_500))
        let printed = ScenarioPrinter.print(scenario)
        // The canonical form writes each quantity in its shortest exact unit.
        #expect(printed.contains("\nreference declared 101325 Pa ± 15 hPa\n"), "\(printed)")
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
        let syntax = ScenarioLoader().load(source: SourceFile(path: "a.scenario", text: printed)).root
        #expect(ScenarioPrinter.print(syntax) == printed)
    }

    @Test("A series is resolved against the scenario file, and prints back with that path")
    func seriesRoundTrip() throws {
        let (tree, _) = try Self.makeTree()
        let loaded = try Self.load(Self.site + "reference series \"data/ref.csv\"\n", in: tree)
        #expect(!loaded.hasErrors, "\(loaded.renderDiagnostics())")
        let scenario = try #require(loaded.scenario)
        #expect(scenario.siteReference == .series(path: tree + "/data/ref.csv"))
        #expect(scenario.sourceMap["reference"]?.start.line == 4)
        let printed = ScenarioPrinter.print(scenario)
        #expect(printed.contains("reference series \"\(tree)/data/ref.csv\"\n"), "\(printed)")
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
    }

    @Test("Without the statement a scenario names no reference (and prints none)")
    func absent() throws {
        let scenario = try #require(ScenarioSupport.scenario(Self.site))
        #expect(scenario.siteReference == nil)
        #expect(!ScenarioPrinter.print(scenario).contains("reference"))
    }

    @Test(
        "A declared pressure or σ out of range is an error at the value, naming the range",
        arguments: [
            (
                "reference declared 500 hPa ± 15 hPa", "500 hPa", "a declared reference pressure",
                "from 850 hPa to 1100 hPa"
            ),
            ("reference declared 1013 hPa ± 0 Pa", "0 Pa", "a declared reference's σ", "from 1 Pa to 5000 Pa"),
            ("reference declared 1013 hPa ± 60 hPa", "60 hPa", "a declared reference's σ", "from 1 Pa to 5000 Pa"),
            ("reference declared 1e308 Pa ± 1 hPa", "1e308 Pa", "a declared reference pressure", "1100 hPa"),
        ])
    func ranges(line: String, value: String, what: String, range: String) {
        let errors = ScenarioSupport.errors(Self.site + line + "\n")
        #expect(errors.contains("bad.scenario:4:"), "\(errors)")
        #expect(errors.contains(value) && errors.contains(what) && errors.contains(range), "\(errors)")
    }

    @Test("Both forms, or the other kind's clause, are errors: a site names one source")
    func oneSource() {
        let twice = ScenarioSupport.errors(
            Self.site + "reference declared 1013 hPa ± 15 hPa\nreference series \"ref.csv\"\n")
        #expect(twice.contains("bad.scenario:5:1: error:") && twice.contains("reference"), "\(twice)")
        let mixed = ScenarioSupport.errors(Self.site + "reference declared \"ref.csv\"\n")
        #expect(mixed.contains("bad.scenario:4:") && mixed.contains("'reference declared' takes one"), "\(mixed)")
        let bare = ScenarioSupport.errors(Self.site + "reference declared\n")
        #expect(bare.contains("'reference declared' needs the sea-level pressure and its σ"), "\(bare)")
        let noFile = ScenarioSupport.errors(Self.site + "reference series\n")
        #expect(noFile.contains("'reference series' needs the series file"), "\(noFile)")
        let unknown = ScenarioSupport.errors(Self.site + "reference recorded \"ref.csv\"\n")
        #expect(unknown.contains("bad.scenario:4:"), "\(unknown)")
    }

    @Test("A missing series file, or one outside the scenario's folder, is an error at its name")
    func files() throws {
        let (tree, outside) = try Self.makeTree()
        let missing = try Self.load(Self.site + "reference series \"data/nope.csv\"\n", in: tree)
        #expect(
            missing.parsed.diagnostics.errors.map(\.message) == [
                "cannot read reference series '\(tree)/data/nope.csv': no such file"
            ])
        #expect(
            missing.parsed.diagnostics.errors.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (4, 18))
        for name in ["../outside/ref.csv", outside + "/ref.csv"] {
            let refused = try Self.load(Self.site + "reference series \"\(name)\"\n", in: tree)
            let messages = refused.parsed.diagnostics.errors.map(\.message)
            #expect(
                messages.count == 1 && messages[0].hasPrefix("reference series '")
                    && messages[0].contains("is outside the scenario's folder"), "\(name): \(messages)")
        }
        let anywhere = ScenarioLoader(includePolicy: .anywhere).loadScenario(path: tree + "/s.scenario")
        #expect(!anywhere.hasErrors, "\(anywhere.renderDiagnostics())")
    }

    @Test("The simulator refuses a scenario naming a reference, at the statement; the check accepts it")
    func simulatorRefuses() throws {
        let loaded = ScenarioSupport.load(
            Self.site + "reference declared 1013.25 hPa ± 15 hPa\n", path: "site.scenario")
        #expect(!loaded.hasErrors, "\(loaded.renderDiagnostics())")
        let scenario = try #require(loaded.scenario)
        #expect(throws: SiteReferenceSimulationError.self) { try scenario.simulationSpec(seed: 1) }
        do {
            _ = try scenario.simulationSpec()
        } catch {
            #expect("\(error)".hasPrefix("site.scenario:4:1: error: 'reference' names the assistance source"))
            #expect("\(error)".contains("altsim log run"))
        }
        var simulated = scenario
        simulated.siteReference = nil
        #expect(throws: Never.self) { try simulated.simulationSpec(seed: 1) }
    }
}
