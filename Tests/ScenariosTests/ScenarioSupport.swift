import AltitudeSimTestSupport
import Foundation
import Scenarios

/// Helpers for tests of the semantic pass, the printer and the builder.
enum ScenarioSupport {
    /// Loads and compiles text as a scenario file (includes resolved from `path`'s folder).
    static func load(_ text: String, path: String = "test.scenario") -> LoadedScenario {
        ScenarioLoader().loadScenario(source: SourceFile(path: path, text: text))
    }

    /// The compiled scenario of a text that must be clean (nil, with the errors printed, if not).
    static func scenario(_ text: String, path: String = "test.scenario") -> Scenario? {
        let loaded = load(text, path: path)
        if loaded.hasErrors { print(loaded.renderDiagnostics()) }
        return loaded.scenario
    }

    /// The rendered diagnostics of a text.
    static func errors(_ text: String, path: String = "bad.scenario") -> String {
        load(text, path: path).renderDiagnostics()
    }

    /// Prints a scenario and compiles the text again.
    static func reparsed(_ scenario: Scenario) -> Scenario? {
        let text = ScenarioPrinter.print(scenario)
        let loaded = load(text, path: "printed.scenario")
        if loaded.hasErrors {
            print(text)
            print(loaded.renderDiagnostics())
        }
        return loaded.scenario
    }

    /// Every `.scenario` file under `scenarios/`, sorted.
    /// The site scenarios of the real recordings (`field-logs/sites/`, run by `altsim log run`).
    static var fieldSiteFiles: [String] {
        let base = PackagePaths.url("field-logs/sites").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted().map { base + "/" + $0 }
    }

    static var libraryFiles: [String] {
        let base = PackagePaths.url("scenarios").path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".scenario") { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }
}
