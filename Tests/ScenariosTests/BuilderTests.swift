import Scenarios
import Testing

@Suite("The Swift builder")
struct BuilderTests {
    static let text = """
        scenario "Elevator ride"
        seed 7
        duration 1 h
        start 2026-03-14 08:00 UTC
        origin 47.3769, 8.5417
        geoid 48.5 m
        terrain flat 408 m
        building "Tower" at 120 m east 40 m north, 40 × 30 m, 32 floors, lobby 5.5 m, floor 3.6 m, hvac 2 Pa
        weather sea-level 1013.2 hPa, trend -0.8 hPa/h, tide on
        front cold from 270°, at 40 km/h, passes origin at 00:45, drop 3 hPa over 40 min, rise 2.5 hPa over 10 min
        stations grid 3 × 3 spacing 25 km
        coverage radius 80 km
        service unreachable, from 00:20, for 5 min
        phone model "mid-range" barometer bmp390, noise 2 Pa; gnss urban

        device "phone" model "mid-range", offset +60 Pa
          at 00:00 start sdk; filters pressure, location; altitude every 1 s
          at 00:05 walk to "Tower" entrance at 1.4 m/s
          at 00:10 enter "Tower"; door open
          at 00:12 elevator to floor 24 at 4 m/s as "ride"
          expect floor correct >= 90% indoors

        expect status 200 within 10 s
        expect hae error p80 < 3 m after 00:15
        """

    static func built() throws -> Scenario {
        try Scenario.build("Elevator ride") {
            ScenarioStatement.seed(7)
            ScenarioStatement.duration(.seconds(3_600))
            ScenarioStatement.start(year: 2026, month: 3, day: 14, hour: 8)
            ScenarioStatement.origin(latitude: 47.3769, longitude: 8.5417)
            ScenarioStatement.geoid(undulationMeters: 48.5)
            ScenarioStatement.terrain(flatMeters: 408)
            ScenarioStatement.building(
                "Tower", eastMeters: 120, northMeters: 40, widthMeters: 40, depthMeters: 30, floors: 32,
                lobbyMeters: 5.5, floorMeters: 3.6, hvacPa: 2)
            ScenarioStatement.weather(seaLevelHectopascals: 1013.2, trendHectopascalsPerHour: -0.8, tide: true)
            ScenarioStatement.front(
                fromDegrees: 270, kilometersPerHour: 40, passesOriginAt: .seconds(2_700),
                dropHectopascals: 3, over: .seconds(2_400), riseHectopascals: 2.5, over: .seconds(600))
            ScenarioStatement.stations(columns: 3, rows: 3, spacingKilometers: 25)
            ScenarioStatement.coverage(radiusKilometers: 80)
            ScenarioStatement.service("unreachable", from: .seconds(1_200), for: .seconds(300))
            ScenarioStatement.phoneModel("mid-range", options: "barometer bmp390, noise 2 Pa; gnss urban")
            ScenarioStatement.device("phone", options: "model \"mid-range\", offset +60 Pa") {
                TimelineLine.at(.zero, "start sdk; filters pressure, location; altitude every 1 s")
                TimelineLine.at(.seconds(300), "walk to \"Tower\" entrance at 1.4 m/s")
                TimelineLine.at(.seconds(600), "enter \"Tower\"; door open")
                TimelineLine.at(.seconds(720), "elevator to floor 24 at 4 m/s as \"ride\"")
                TimelineLine.expect("floor correct >= 90% indoors")
            }
            ScenarioStatement.expect("status 200 within 10 s")
            ScenarioStatement.expect("hae error p80 < 3 m after 00:15")
        }
    }

    @Test("The builder and the text give the same scenario (ignoring locations)")
    func sameScenarioBothWays() throws {
        let fromText = try #require(ScenarioSupport.scenario(Self.text))
        let fromSwift = try Self.built()
        #expect(fromSwift.withoutSourceLocations() == fromText.withoutSourceLocations())
        #expect(fromSwift != fromText)  // the locations differ
    }

    @Test("Each built statement carries its Swift #fileID and #line")
    func locations() throws {
        let scenario = try Self.built()
        let range = try #require(scenario.sourceMap["building Tower"])
        #expect(range.start.file == "ScenariosTests/BuilderTests.swift")
        #expect(range.start.line > 30)
        let device = try #require(scenario.sourceMap["device phone at 3"])
        #expect(device.start.line == (scenario.sourceMap["device phone at 2"]?.start.line ?? 0) + 1)
    }

    @Test("Errors of a built scenario point at the Swift line")
    func errorsPointAtSwift() {
        var message = ""
        let expectedLine = #line + 6
        do {
            _ = try Scenario.build("Bad") {
                ScenarioStatement.duration(.seconds(60))
                ScenarioStatement.building(
                    "Tower", eastMeters: 0, northMeters: 0, widthMeters: 10, depthMeters: 10, floors: 3)
                ScenarioStatement.device("phone", options: "in \"Tower\" floor 5")
            }
        } catch {
            message = String(describing: error)
        }
        #expect(
            message.contains(
                "ScenariosTests/BuilderTests.swift:\(expectedLine):1: error: floor 5 does not exist in 'Tower'"))
    }

    @Test("A built scenario round-trips through the printer")
    func builtRoundTrip() throws {
        let scenario = try Self.built()
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
    }
}
