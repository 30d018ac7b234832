import Testing

@testable import Scenarios

@Suite("check refuses what run refuses at set-up, at the statement")
struct SetUpCheckTests {
    @Test("Leaving a building from an upper floor is an error at the `leave`")
    func leaveFromUpperFloor() {
        let errors = ScenarioSupport.errors(
            """
            scenario "leave"
            duration 10 min
            building "T" at 0 m east 0 m north, 40 × 30 m, 10 floors
            device "p" in "T" floor 6
              at 00:01 leave "T"
            """, path: "leave.scenario")
        #expect(
            errors.hasPrefix(
                "leave.scenario:5:12: error: the device is on floor 6 of 'T' at this time; it leaves from floor 0"),
            "\(errors)")
    }

    @Test("Leaving while the stairs are still being climbed names the stairs, not floor 0")
    func leaveOnTheStairs() {
        let errors = ScenarioSupport.errors(
            """
            scenario "stairs"
            duration 10 min
            building "T" at 0 m east 0 m north, 40 × 30 m, 10 floors
            device "p" in "T" floor 6
              at 00:01 stairs to floor 0
              at 00:01:10 leave "T"
            """, path: "stairs.scenario")
        #expect(errors.hasPrefix("stairs.scenario:6:15: error: the person is still between floors of 'T'"), "\(errors)")
        #expect(!errors.contains("floor 0 of"), "\(errors)")
    }

    @Test("A set-up error of the simulator is reported at the timeline line it comes from")
    func enterFarFromTheEntrance() {
        let loaded = ScenarioSupport.load(
            """
            scenario "far"
            duration 10 min
            building "T" at 500 m east 0 m north, 40 × 30 m, 3 floors
            device "p"
              at 00:01 walk to "T" entrance
              at 00:01:05 enter "T"
            """, path: "far.scenario")
        #expect(loaded.scenario == nil)
        let errors = loaded.renderDiagnostics()
        #expect(errors.hasPrefix("far.scenario:6:15: error: the person is "), "\(errors)")
        #expect(errors.contains("from the entrance of 'T'"), "\(errors)")
    }

    @Test("Every spec path of a device, building or the weather maps to its statement")
    func specPaths() throws {
        let scenario = try #require(
            ScenarioSupport.scenario(
                """
                scenario "paths"
                duration 10 min
                building "T" at 0 m east 0 m north, 40 × 30 m, 3 floors
                weather sea-level 1013 hPa
                device "a"
                device "b"
                  at 00:01 stand
                """, path: "paths.scenario"))
        #expect(scenario.range(ofSpecPath: "devices[1].timeline[0]").start.line == 7)
        #expect(scenario.range(ofSpecPath: "devices[1].gnss.rateHz").start.line == 6)
        #expect(scenario.range(ofSpecPath: "devices[0].start").start.line == 5)
        #expect(scenario.range(ofSpecPath: "buildings[0].floorCount").start.line == 3)
        #expect(scenario.range(ofSpecPath: "weather.drift.knotSpacingSeconds").start.line == 4)
        #expect(scenario.range(ofSpecPath: "stations.noiseSigmaPa").start.line == 1)  // no stations: the title
        let stations = try #require(
            ScenarioSupport.scenario(
                """
                scenario "stations"
                duration 10 min
                stations grid 2 × 2 spacing 5 km
                device "a"
                """, path: "stations.scenario"))
        #expect(stations.range(ofSpecPath: "stations.layouts[0]").start.line == 3)
    }
}

@Suite("check is linear in the number of devices")
struct CheckCostTests {
    static func devices(_ count: Int) -> [StatementSyntax] {
        var text = "scenario \"many\"\nduration 10 min\nbuilding \"T\" at 0 m east 0 m north, 40 × 30 m, 10 floors\n"
        for i in 0..<count { text += "device \"p\(i)\" at \(i % 100) m east \(i / 100) m north\n  at 00:01 stand\n" }
        let parsed = ScenarioLoader().load(source: SourceFile(path: "many.scenario", text: text))
        return parsed.statements
    }

    static func work(_ count: Int) -> CheckWork {
        let statements = devices(count)
        let work = CheckWork()
        _ = ReferenceChecker.check(statements, work: work)
        var bag = DiagnosticBag()
        _ = ScenarioCompiler.compile(statements, diagnostics: &bag, work: work)
        #expect(!bag.hasErrors)
        return work
    }

    @Test("Four times the devices cost four times the statements examined and the name lookups")
    func linear() {
        let small = Self.work(2_000)
        let large = Self.work(8_000)
        #expect(small.statementsExamined > 0 && small.nameLookups > 0)
        #expect(
            Double(large.statementsExamined) <= 4.2 * Double(small.statementsExamined),
            "\(small.statementsExamined) → \(large.statementsExamined)")
        #expect(
            Double(large.nameLookups) <= 4.2 * Double(small.nameLookups), "\(small.nameLookups) → \(large.nameLookups)")
    }
}
