import Foundation
import Simulation
import Testing

@testable import Scenarios

/// The forms added for scenarios outside the library's envelope (alternatives,
/// durations, zones, copies, keys, world faults, sweeps): each parses, is checked with located errors, compiles, and prints back to an equal scenario.
@Suite("Language forms: durations, start zones, copies, keys, world faults, sweeps")
struct LanguageFormsTests {
    typealias S = ScenarioSupport

    /// A one-device scenario with `top` lines before the device and `timeline` lines under it.
    static func text(top: [String] = [], device: String = "device \"phone\"", timeline: [String] = []) -> String {
        (["scenario \"forms\"", "duration 1 h"] + top + [device] + timeline.map { "  " + $0 })
            .joined(separator: "\n") + "\n"
    }

    /// The scenario prints and compiles back to an equal value.
    static func roundTrips(_ scenario: Scenario) -> Bool {
        S.reparsed(scenario)?.withoutSourceLocations() == scenario.withoutSourceLocations()
    }

    @Test func compoundDurations() throws {
        let scenario = try #require(
            S.scenario(Self.text().replacingOccurrences(of: "duration 1 h", with: "duration 1 h 5 min 3 s")))
        #expect(scenario.durationNanoseconds == 3_903_000_000_000)
        let timed = try #require(
            S.scenario(Self.text(timeline: ["at 1 min 30 s barometer off for 2 min 30 s"])))
        #expect(timed.devices[0].barometer.faults.first?.window.startOffsetNanoseconds == 90_000_000_000)
        #expect(timed.devices[0].barometer.faults.first?.window.endOffsetNanoseconds == 240_000_000_000)
        #expect(Self.roundTrips(timed))
        let statement = try #require(Support.statement("expect error 0 within 2 min 30 s"))
        #expect(ScenarioPrinter.print(statement) == "expect error 0 within 2 min 30 s\n")
        #expect(
            S.errors(Self.text(top: ["expect error 0 within 30 s 2 min"])).contains("does not continue the duration"))
        #expect(S.errors(Self.text(top: ["expect error 0 within 2 min -30 s"])).contains("have no sign"))
    }

    @Test func startWithOffsetOrZone() throws {
        let utc = try #require(S.scenario(Self.text(top: ["start 2026-03-01 07:00 UTC"])))
        let offset = try #require(S.scenario(Self.text(top: ["start 2026-03-01 08:00 +01:00"])))
        let zone = try #require(S.scenario(Self.text(top: ["start 2026-03-01 08:00 Europe/Zurich"])))
        #expect(offset.startNanoseconds == utc.startNanoseconds)
        #expect(zone.startNanoseconds == utc.startNanoseconds)
        // 29 March 2026: Zurich is on summer time (UTC+2) from 03:00.
        let summer = try #require(S.scenario(Self.text(top: ["start 2026-03-29 08:00 Europe/Zurich"])))
        let summerUTC = try #require(S.scenario(Self.text(top: ["start 2026-03-29 06:00"])))
        #expect(summer.startNanoseconds == summerUTC.startNanoseconds)
        let negative = try #require(S.scenario(Self.text(top: ["start 2026-03-01 02:00 -05:00"])))
        #expect(negative.startNanoseconds == utc.startNanoseconds)
        #expect(Self.roundTrips(zone))
        #expect(S.errors(Self.text(top: ["start 2026-03-29 02:30 Europe/Zurich"])).contains("skips this local time"))
        let unknown = S.errors(Self.text(top: ["start 2026-03-01 08:00 Europe/Zurch"]))
        #expect(unknown.contains("unknown time zone 'Europe/Zurch'") && unknown.contains("Europe/Zurich"))
        #expect(S.errors(Self.text(top: ["start 2026-03-01 08:00 +15:00"])).contains("'+15:00' is not a UTC offset"))
    }

    @Test func repeatedDevices() throws {
        for times in ["×", "x"] {
            let text =
                Self.text(
                    device: "3 \(times) device \"visitor\" noise 2 Pa",
                    timeline: ["at 00:00 start sdk", "expect status 200"])
                + "expect error 0 for \"visitor\"\n"
            let scenario = try #require(S.scenario(text))
            #expect(scenario.devices.map(\.name) == ["visitor 1", "visitor 2", "visitor 3"])
            #expect(scenario.devices.allSatisfy { $0.barometer.whiteNoiseRMSPa == 2 && $0.timeline.count == 1 })
            #expect(
                scenario.expectations.compactMap(\.deviceName) == [
                    "visitor 1", "visitor 1", "visitor 2", "visitor 2", "visitor 3", "visitor 3",
                ])
            #expect(Self.roundTrips(scenario))
            // Each copy is a device of its own index: its drawn offset differs from the others'.
            let spec = try scenario.simulationSpec(seed: 1)
            #expect(Set(spec.devices.map(\.deviceID)).count == 3)
        }
        #expect(S.errors(Self.text(device: "0 × device \"v\"")).contains("out of range for a device's count"))
        #expect(
            S.errors(Self.text(top: ["2 × building \"T\" at 0 m east 0 m north, 10 × 10 m, 2 floors"]))
                .contains("only a `device` can be repeated"))
        let clash = Self.text(device: "2 × device \"v\"") + "device \"v 2\"\n"
        #expect(S.errors(clash).contains("has the name of another device"))
    }

    @Test func restartWithAnotherKey() throws {
        let scenario = try #require(
            S.scenario(
                Self.text(timeline: ["at 00:00 start sdk key \"first\"", "at 00:05 restart sdk key \"second\""])))
        let calls = scenario.devices[0].timeline.map(\.action)
        #expect(
            calls == [
                .app(.startSDK(apiKey: "first", hostURL: nil)), .app(.stopSDK),
                .app(.startSDK(apiKey: "second", hostURL: nil)),
            ])
        #expect(Self.roundTrips(scenario))
        let plain = try #require(S.scenario(Self.text(timeline: ["at 00:05 restart sdk"])))
        #expect(
            plain.devices[0].timeline.map(\.action) == [.app(.stopSDK), .app(.startSDK(apiKey: nil, hostURL: nil))])
    }

    @Test func worldTimeline() throws {
        let text =
            Self.text(top: ["at 00:10 assistance outage for 5 min as \"cut\"", "at 00:20 service missing-reference"])
            + "device \"other\"\nexpect error 0 within 2 min of \"cut\"\nexpect error 0 within 1 min of service outage end\n"
        let scenario = try #require(S.scenario(text))
        #expect(scenario.serviceFaults.map(\.kind) == [.outage, .missingReference])
        #expect(
            scenario.labels == [
                TimelineLabel(
                    name: "cut", deviceName: "", offsetNanoseconds: 600_000_000_000,
                    durationNanoseconds: 300_000_000_000)
            ])
        #expect(
            scenario.expectations.first?.form
                == .eventually(
                    .error, value: 0, withinNanoseconds: 120_000_000_000,
                    anchor: .label("cut", offsetNanoseconds: 600_000_000_000)))
        #expect(
            scenario.expectations.last?.form
                == .eventually(
                    .error, value: 0, withinNanoseconds: 60_000_000_000,
                    anchor: .worldFault("the end of the service outage", offsetNanoseconds: 900_000_000_000)))
        #expect(Self.roundTrips(scenario))
        #expect(S.errors(Self.text(top: ["at 00:10 walk 10 m toward north"])).contains("'at' lines belong to a device"))
        #expect(
            S.errors(Self.text(top: ["expect error 0 within 1 min of service stale"])).contains(
                "the scenario has no service stale"))
        #expect(
            S.errors(
                Self.text(top: ["at 00:10 assistance outage", "expect error 0 within 1 min of service outage end"])
            )
            .contains("lasts to the end of the run"))
    }

    @Test func sweeps() throws {
        let text = Self.text(top: [
            "terrain flat 400 m", "front cold passes origin at 00:30",
            "vary terrain height over 0 m, from 800 m to 1600 m step 800 m",
            "vary front speed over 20 km/h, 40 km/h",
        ])
        let scenario = try #require(S.scenario(text))
        #expect(scenario.variants.count == 6)
        #expect(
            scenario.variants.map(\.name).prefix(2) == [
                "forms [terrain height = 0 m, front speed = 20 km/h]",
                "forms [terrain height = 0 m, front speed = 40 km/h]",
            ])
        #expect(
            scenario.variants.map(\.terrain) == [0, 0, 800, 800, 1600, 1600].map { Terrain.flat(heightMeters: $0) })
        #expect(abs((scenario.variants[1].weather.fronts.first?.speedMetersPerSecond ?? 0) - 40 / 3.6) < 1e-9)
        #expect(scenario.title == "forms")
        #expect(Self.roundTrips(scenario))
        // A part without a barometer clause is inserted first, so the device's own options still override it.
        let parts = try #require(
            S.scenario(
                Self.text(top: ["vary barometer part over bmp390, lps22hh"], device: "device \"phone\" noise 3 Pa")))
        #expect(parts.variants.map { $0.devices[0].barometer.whiteNoiseRMSPa } == [3, 3])
        #expect(
            parts.variants[0].devices[0].barometer.temperatureCoefficientPaPerKelvin
                != parts.variants[1].devices[0].barometer.temperatureCoefficientPaPerKelvin)
        #expect(S.errors(Self.text(top: ["vary front speed over 20 km/h"])).contains("no `front`"))
        #expect(
            S.errors(Self.text(top: ["vary terrain height over 20 km/h"])).contains(
                "cannot be a value of 'terrain height'"))
        #expect(
            S.errors(Self.text(top: ["vary terrain speed over 20 km/h"])).contains(
                "is not a parameter a sweep can vary"))
        #expect(
            S.errors(Self.text(top: ["vary terrain height over 20 km"])).contains("out of range for a ground height"))
        #expect(S.errors(Self.text(top: ["vary terrain height from 10 m to 0 m step 1 m"])).contains("is empty"))
    }
}
