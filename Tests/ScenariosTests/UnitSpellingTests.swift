import Testing

@testable import Scenarios

@Suite("Unit spellings: names are accepted, abbreviations get a did-you-mean")
struct UnitSpellingTests {
    static func duration(_ text: String) -> LoadedScenario {
        ScenarioSupport.load("scenario \"u\"\nduration \(text)\ndevice \"p\"", path: "u.scenario")
    }

    @Test(
        "English unit names, singular and plural, read as their symbols",
        arguments: [
            ("2 hours", "2 h"), ("1 hour", "1 h"), ("90 minutes", "90 min"), ("30 seconds", "30 s"),
            ("1 second", "1 s"),
            ("1500 milliseconds", "1500 ms"), ("2 days", "2 d"),
        ])
    func durationNames(written: String, symbol: String) throws {
        let named = try #require(Self.duration(written).scenario)
        let canonical = try #require(Self.duration(symbol).scenario)
        #expect(named.durationNanoseconds == canonical.durationNanoseconds)
        // The printer writes the symbol, as for the symbol's own spelling.
        #expect(ScenarioPrinter.print(named) == ScenarioPrinter.print(canonical))
        #expect(!ScenarioPrinter.print(named).contains(written))
    }

    @Test("Length and pressure names read as their symbols")
    func lengthNames() throws {
        let scenario = try #require(
            ScenarioSupport.scenario(
                """
                scenario "u"
                duration 1 min
                building "T" at 3.3 meters east 40 metres north, 40 × 30 m, 2 floors, hvac 2 pascals
                device "p" hand 1 meter
                """))
        #expect(scenario.buildings[0].centre.eastMeters == 3.3 && scenario.buildings[0].centre.northMeters == 40)
        #expect(scenario.buildings[0].hvacPressurisationPa == 2)
        #expect(scenario.devices[0].handHeightMeters == 1)
    }

    @Test(
        "Abbreviations and misspellings are unknown units with the symbol to write",
        arguments: [
            ("2 hr", "unknown unit 'hr' for a duration", "did you mean 'h'?"),
            ("2 hrs", "unknown unit 'hrs' for a duration", "did you mean 'h'?"),
            ("5 mn", "unknown unit 'mn' for a duration", "did you mean 'min'?"),
            ("5 mins", "unknown unit 'mins' for a duration", "did you mean 'min'?"),
            ("2 houres", "unknown unit 'houres' for a duration", "did you mean 'h'?"),
        ])
    func misspelt(written: String, message: String, hint: String) {
        let errors = Self.duration(written).renderDiagnostics()
        #expect(errors.contains("u.scenario:2:") && errors.contains("error: " + message), "\(errors)")
        #expect(errors.contains("hint: " + hint), "\(errors)")
        #expect(!errors.contains("missing unit"), "\(errors)")
    }

    @Test("A unit name of another dimension names that dimension")
    func wrongDimension() {
        let errors = Self.duration("3.3 meters").renderDiagnostics()
        #expect(errors.contains("'meters' is a unit of a length, but a duration is needed here"), "\(errors)")
    }
}
