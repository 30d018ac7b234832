import Scenarios
import Simulation
import Testing

/// `tempco K [± σ]`: a barometer temperature coefficient that varies from phone to phone.
@Suite("Temperature coefficient spread in the scenario language (Tempco)")
struct TempcoSpreadTests {
    static let header = """
        scenario "Tempco"
        duration 1 h

        """

    /// A scenario file: the header, then `body` (phone models and devices).
    static func file(_ body: String) -> String { header + body }

    static func barometers(_ s: Scenario) -> [(Double, Double)] {
        s.devices.map {
            ($0.barometer.temperatureCoefficientPaPerKelvin, $0.barometer.temperatureCoefficientSpreadPaPerKelvin)
        }
    }

    @Test("`tempco 0 Pa/K ± 0.6 Pa/K` sets the mean and the spread; `tempco X` alone sets spread 0; presets have none")
    func deviceClause() throws {
        let s = try #require(
            ScenarioSupport.scenario(
                Self.file(
                    """
                    device "a" tempco 0 Pa/K ± 0.6 Pa/K
                    device "b" barometer bmp390, tempco 0.6 Pa/K ± 0.3 Pa/°C
                    device "c" tempco 1.5 Pa/K
                    device "d" barometer bmp390
                    """)))
        let values = Self.barometers(s)
        #expect(values.map(\.0) == [0, 0.6, 1.5, 0.6])
        #expect(values.map(\.1) == [0.6, 0.3, 0, 0])
    }

    @Test(
        "On a `phone model` line the spread is every phone's; a device's own `tempco` replaces value and spread alike")
    func modelAndOverride() throws {
        let s = try #require(
            ScenarioSupport.scenario(
                Self.file(
                    """
                    phone model "spread" barometer bmp390, tempco 0.6 Pa/K ± 0.6 Pa/K
                    device "a" model "spread"
                    device "b" model "spread", tempco 0.5 Pa/K
                    device "c" model "spread", tempco 0 Pa/K ± 1 Pa/K
                    device "d" model "spread"; barometer bmp388
                    """)))
        let values = Self.barometers(s)
        #expect(values.map(\.0) == [0.6, 0.5, 0, 0.75])
        #expect(values.map(\.1) == [0.6, 0, 1, 0])
    }

    @Test("A spread outside 0…5 Pa/K is an error at the spread's own text")
    func badSpread() {
        let errors = ScenarioSupport.errors(
            Self.file(
                """
                device "phone" barometer bmp390, tempco 0.6 Pa/K ± 6 Pa/K
                """), path: "tempco.scenario")
        #expect(
            errors == """
                tempco.scenario:3:52: error: 6 Pa/K is out of range for a temperature coefficient's spread between phones
                device "phone" barometer bmp390, tempco 0.6 Pa/K ± 6 Pa/K
                                                                   ^~~~~~
                hint: a temperature coefficient's spread between phones must be from 0 Pa/K to 5 Pa/K (a σ between phones of one model)

                """)
        let negative = ScenarioSupport.errors(
            Self.file(
                """
                phone model "m" tempco 0.6 Pa/K ± -0.1 Pa/K
                device "phone" model "m"
                """), path: "tempco.scenario")
        #expect(
            negative.hasPrefix(
                "tempco.scenario:3:35: error: -0.1 Pa/K is out of range for a temperature coefficient's spread between phones"
            ))
        let wrongUnit = ScenarioSupport.errors(
            Self.file(
                """
                device "phone" tempco 0.6 Pa/K ± 2 K
                """), path: "tempco.scenario")
        #expect(wrongUnit.hasPrefix("tempco.scenario:3:"))
        #expect(wrongUnit.contains("error:"))
    }

    @Test("Printing keeps the spread (also at a preset's own coefficient): parse(print(s)) == s")
    func roundTrip() throws {
        let s = try #require(
            ScenarioSupport.scenario(
                Self.file(
                    """
                    device "a" tempco 0 Pa/K ± 0.6 Pa/K
                    device "b" barometer bmp390, tempco 0.6 Pa/K ± 0.25 Pa/K
                    device "c" barometer bmp390, tempco 1.5 Pa/K
                    device "d" barometer bmp390
                    """)))
        let printed = ScenarioPrinter.print(s)
        #expect(printed.contains("device \"a\" barometer default, tempco 0 Pa/K ± 0.6 Pa/K\n"))
        #expect(printed.contains("device \"b\" barometer bmp390, tempco 0.6 Pa/K ± 0.25 Pa/K\n"))
        #expect(printed.contains("device \"c\" barometer default, noise 0.9 Pa, tempco 1.5 Pa/K\n"))
        #expect(printed.contains("device \"d\" barometer bmp390\n"))
        #expect(!printed.contains("tempco 1.5 Pa/K ±"))
        let again = try #require(ScenarioSupport.reparsed(s))
        #expect(again.withoutSourceLocations() == s.withoutSourceLocations())
        #expect(ScenarioPrinter.print(again) == printed)
    }
}
