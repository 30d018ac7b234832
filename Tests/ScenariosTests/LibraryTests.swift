import AltitudeSimTestSupport
import Foundation
import Scenarios
import Testing

@Suite("The scenarios/ library")
struct LibraryTests {
    @Test("The library holds at least 15 scenarios, demos and shared libraries")
    func size() {
        let files = ScenarioSupport.libraryFiles
        let scenarios = files.filter { !ScenarioLoader().loadScenario(path: $0).isLibrary }
        #expect(scenarios.count >= 15)
        #expect(files.contains { $0.hasSuffix("common/city.scenario") })
        #expect(files.contains { $0.contains("/demo/") })
    }

    @Test("Every library file checks clean", arguments: ScenarioSupport.libraryFiles)
    func clean(path: String) {
        let loaded = ScenarioLoader().loadScenario(path: path)
        #expect(!loaded.hasErrors, "\(loaded.renderDiagnostics())")
        if !loaded.isLibrary { #expect(loaded.scenario != nil) }
    }

    @Test("Every library scenario round-trips through the printer", arguments: ScenarioSupport.libraryFiles)
    func roundTrip(path: String) throws {
        let loaded = ScenarioLoader().loadScenario(path: path)
        guard !loaded.isLibrary else { return }
        let scenario = try #require(loaded.scenario)
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
        #expect(ScenarioPrinter.print(again) == ScenarioPrinter.print(scenario))
    }

    @Test("Every library scenario builds a simulation spec", arguments: ScenarioSupport.libraryFiles)
    func buildsSpec(path: String) throws {
        let loaded = ScenarioLoader().loadScenario(path: path)
        guard let scenario = loaded.scenario else { return }
        let spec = try scenario.simulationSpec()
        #expect(spec.devices.count == scenario.devices.count)
        #expect(spec.durationNanoseconds == scenario.durationNanoseconds)
    }

    @Test("Include-only files are libraries, not scenarios")
    func libraries() {
        let city = PackagePaths.url("scenarios/common/city.scenario").path
        let loaded = ScenarioLoader().loadScenario(path: city)
        #expect(loaded.isLibrary)
        #expect(loaded.scenario == nil)
        #expect(!loaded.hasErrors)
    }
}
