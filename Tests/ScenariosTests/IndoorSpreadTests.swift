import Scenarios
import Simulation
import Testing

/// `indoor TEMPERATURE [± SPREAD]`: a building's indoor temperature drawn per run.
@Suite("Indoor temperature spread in the scenario language")
struct IndoorSpreadTests {
    static let header = """
        scenario "Spread"
        duration 1 h

        """
    static let footer = """

        device "phone" gnss urban
        """

    /// A scenario file: the header, `body`, one device.
    static func file(_ body: String) -> String { header + body + footer }

    @Test("A building's `indoor 21 °C ± 2 K` sets the mean and the spread; `± 1.5 °C` is a difference too")
    func buildingClause() throws {
        let s = try #require(
            ScenarioSupport.scenario(
                Self.file(
                    """
                    building "A" at 0 m east 0 m north, 20 × 20 m, 10 floors, indoor 21 °C ± 2 K
                    building "B" at 100 m east 0 m north, 20 × 20 m, 10 floors, indoor 22 °C ± 1.5 °C
                    building "C" at 200 m east 0 m north, 20 × 20 m, 10 floors, indoor 19 °C
                    """)))
        #expect(s.buildings.map(\.indoorTemperatureKelvin) == [294.15, 295.15, 292.15])
        #expect(s.buildings.map(\.indoorTemperatureSpreadKelvin) == [2, 1.5, 0])
    }

    @Test("`temperature … indoor T ± σ` is the default of both; a building's own `indoor` replaces both")
    func scenarioDefault() throws {
        let s = try #require(
            ScenarioSupport.scenario(
                Self.file(
                    """
                    temperature 10 °C, indoor 21 °C ± 2 K
                    building "A" at 0 m east 0 m north, 20 × 20 m, 10 floors
                    building "B" at 100 m east 0 m north, 20 × 20 m, 10 floors, indoor 23 °C
                    building "C" at 200 m east 0 m north, 20 × 20 m, 10 floors, indoor 18 °C ± 3 K
                    """)))
        #expect(s.buildings.map(\.indoorTemperatureKelvin) == [294.15, 296.15, 291.15])
        #expect(s.buildings.map(\.indoorTemperatureSpreadKelvin) == [2, 0, 3])
        let plain = try #require(
            ScenarioSupport.scenario(
                Self.file(
                    """
                    building "A" at 0 m east 0 m north, 20 × 20 m, 10 floors
                    """)))
        #expect(plain.buildings[0].indoorTemperatureKelvin == 293.15)
        #expect(plain.buildings[0].indoorTemperatureSpreadKelvin == 0)
    }

    @Test("A spread outside 0…10 K is an error at the spread's own text")
    func badSpread() {
        let building = ScenarioSupport.errors(
            Self.file(
                """
                building "A" at 0 m east 0 m north, 20 × 20 m, 10 floors, indoor 21 °C ± 12 K
                """), path: "spread.scenario")
        #expect(
            building == """
                spread.scenario:3:74: error: 12 K is out of range for an indoor temperature's spread
                building "A" at 0 m east 0 m north, 20 × 20 m, 10 floors, indoor 21 °C ± 12 K
                                                                                         ^~~~
                hint: an indoor temperature's spread must be from 0 K to 10 K (a σ of indoor climates)

                """)
        let negative = ScenarioSupport.errors(
            Self.file(
                """
                temperature indoor 21 °C ± -1 K
                building "A" at 0 m east 0 m north, 20 × 20 m, 10 floors
                """), path: "spread.scenario")
        #expect(
            negative.hasPrefix("spread.scenario:3:28: error: -1 K is out of range for an indoor temperature's spread"))
        #expect(negative.components(separatedBy: "error:").count == 2)  // reported once, not per building
    }

    @Test("Printing keeps the spread: parse(print(s)) == s, also for the default mean with a spread")
    func roundTrip() throws {
        let s = try #require(
            ScenarioSupport.scenario(
                Self.file(
                    """
                    temperature indoor 20 °C ± 2.5 K
                    building "A" at 0 m east 0 m north, 20 × 20 m, 10 floors
                    building "B" at 100 m east 0 m north, 20 × 20 m, 10 floors, indoor 21 °C ± 2 K
                    building "C" at 200 m east 0 m north, 20 × 20 m, 10 floors, indoor 19 °C
                    """)))
        let printed = ScenarioPrinter.print(s)
        #expect(printed.contains("10 floors, indoor 20 °C ± 2.5 K\n"))
        #expect(printed.contains("10 floors, indoor 21 °C ± 2 K\n"))
        #expect(printed.contains("10 floors, indoor 19 °C\n"))
        let again = try #require(ScenarioSupport.reparsed(s))
        #expect(again.withoutSourceLocations() == s.withoutSourceLocations())
        #expect(ScenarioPrinter.print(again) == printed)
    }

    @Test("The builder's `indoorSpreadKelvin:` writes `± σ K`")
    func builder() throws {
        let statement = ScenarioStatement.building(
            "A", eastMeters: 0, northMeters: 0, widthMeters: 20, depthMeters: 20,
            floors: 10, indoorCelsius: 21, indoorSpreadKelvin: 2)
        #expect(!statement.diagnostics.hasErrors)
        let s = try Scenario.build("Spread") {
            ScenarioStatement.duration(.seconds(3_600))
            statement
            ScenarioStatement.device("phone", options: "gnss urban")
        }
        #expect(s.buildings[0].indoorTemperatureKelvin == 294.15)
        #expect(s.buildings[0].indoorTemperatureSpreadKelvin == 2)
    }
}
