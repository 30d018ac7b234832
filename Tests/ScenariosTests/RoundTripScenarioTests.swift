import Foundation
import Scenarios
import Testing

@Suite("Scenario round trips: parse(print(s)) == s")
struct RoundTripScenarioTests {
    static let text = """
        scenario "Cold front while riding the elevator"
        seed 42
        duration 2 h
        start 2026-03-14 08:00 UTC
        origin 37.7749, -122.4194
        geoid -32.5 m

        terrain plane 12 m rising 1.5 m/km toward 90°
        building "Tower" at 120 m east 40 m north, 40 × 30 m, 32 floors, lobby 5.5 m, floor 3.6 m, hvac +2 Pa, elevator 4 m/s
        weather sea-level 1013.2 hPa, trend -0.8 hPa/h, tide on, drift 30 Pa over 2 h, gradient 1 Pa/km toward northeast
        temperature 15 °C, lapse -6.5 K/km, indoor 21 °C, daily 4 K
        front cold from west at 40 km/h, passes origin at 00:45, drop 3 hPa over 40 min, rise 2.5 hPa over 10 min, temperature -4 K
        thunderstorm at 01:30, jump 1.5 hPa, over 5 min
        stations grid 3 × 3 spacing 25 km, noise 3 Pa, every 1 min
        station "SFO" at 10 km east 5 km south, bias 20 Pa, down from 00:30 for 10 min
        coverage radius 80 km
        key valid "demo-key"
        service outage from 01:00 for 5 min
        service error code 503 from 01:10 for 1 min
        transport latency 120 ms ± 40 ms, timeout 5 s, drop 2 %

        phone model "mid-range" barometer bmp390, noise 2 Pa, tempco 1.5 Pa/K, drift 5 Pa/d; gnss urban, accuracy-scale 1.2

        device "phone" model "mid-range", offset +60 Pa, calibrated 2 d ago error 5 Pa; gnss urban, indoors outage, multipath 20 m every 2 min; hand 1.1 m ± 0.2 m
          at 00:00 start sdk; filters pressure, location; altitude every 1 s
          at 00:05 walk to "Tower" entrance at 1.4 m/s
          at 00:10 enter "Tower"; door slam
          at 00:12 elevator to floor 24 as "ride"
          at 00:40 barometer glitch by 30 Pa for 10 min
          at 1:05:30.5 calibrate for 30 s floor 24 ground 12 m
          at 01:30 barometer stuck for 5 min; gnss jumps by 40 m for 2 min
          at 01:40 set pressure 1000 hPa; barocal upload; altitude stop
          expect floor correct >= 90% indoors

        expect status 200 within 10 s
        expect hae error p80 < 3 m after 00:15
        """

    @Test("A scenario using most of the language prints and re-parses to an equal value")
    func richScenario() throws {
        let scenario = try #require(ScenarioSupport.scenario(Self.text))
        let printed = ScenarioPrinter.print(scenario)
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
        #expect(ScenarioPrinter.print(again) == printed)
    }

    @Test("The canonical text leaves defaults out and writes readable units")
    func canonicalText() throws {
        let scenario = try #require(ScenarioSupport.scenario(Self.text))
        let printed = ScenarioPrinter.print(scenario)
        #expect(
            printed.contains(
                "weather sea-level 1013.2 hPa, trend -0.8 hPa/h, tide on, drift 30 Pa over 2 h, gradient 1 Pa/km toward northeast\n"
            ))
        #expect(
            printed.contains(
                "front cold from west, at 40 km/h, passes origin at 00:45, drop 300 Pa over 40 min, rise 250 Pa over 10 min, temperature -4 K\n"
            ))
        #expect(printed.contains("  at 00:12 elevator to floor 24 at 4 m/s as \"ride\"\n"))
        #expect(printed.contains("  expect floor correct >= 90% indoors\n"))
        #expect(!printed.contains("phone model"))  // named defaults are expanded
    }
}
