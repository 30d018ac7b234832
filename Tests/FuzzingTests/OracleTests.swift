import AltitudeEngine
import Fuzzing
import Scenarios
import Simulation
import Testing

/// Each invariant detects a violation planted in a deliberately broken engine, on a scenario
/// where the real engine keeps every invariant.
@Suite("Oracle")
struct OracleTests {
    /// Ten minutes, stations, a calibrated phone at 1 s, a `oneTime` request and a service
    /// outage that ends early enough to check recovery.
    static let planted = FuzzCase(
        name: "planted", seed: 3, durationSeconds: 600,
        world: ["origin 47.37, 8.54", "stations grid 2 × 2 spacing 5 km", "service outage, from 00:00:30, for 30 s"],
        devices: [
            .init(
                name: "phone", options: "calibrated 2 h ago; barometer bmp390, rate 2 Hz",
                timeline: [
                    .init(offsetSeconds: 0, actions: ["start sdk", "altitude every 1 s"])
                ]),
            .init(
                name: "asker", options: "calibrated 2 h ago; barometer bmp390, rate 2 Hz",
                timeline: [
                    .init(offsetSeconds: 0, actions: ["start sdk"]),
                    .init(offsetSeconds: 120, actions: ["altitude once"]),
                ]),
        ])

    static func violated(_ engine: EngineFactory, determinism: Bool = false, fuzzCase: FuzzCase = planted) throws
        -> Set<Invariant>
    {
        let scenario = try #require(fuzzCase.scenario().scenario, "\(fuzzCase.scenario().diagnostics)")
        let outcome = FuzzRunner(engine: engine, checkDeterminism: determinism).run(scenario)
        return Set(outcome.observation.violations.map(\.invariant))
    }

    @Test("The real engine keeps every invariant on the planted scenario, and recovery is checked there")
    func baselineHolds() throws {
        let scenario = try #require(Self.planted.scenario().scenario)
        let outcome = FuzzRunner().run(scenario)
        #expect(outcome.observation.violations.isEmpty, "\(outcome.observation.violations.map(\.description))")
        #expect(outcome.observation.checks[Invariant.recovery.rawValue, default: 0] >= 1)
        #expect(outcome.observation.checks[Invariant.oneTimeAnswered.rawValue, default: 0] == 1)
    }

    @Test("A NaN height breaks 'finite'")
    func nanHeight() throws {
        #expect(
            try Self.violated(BrokenEngine.contexts("nan") { $0.height == nil ? $0 : $0.with(height: .some(.nan)) })
                .contains(.finite))
    }

    @Test("An undocumented error code breaks 'documented-codes'")
    func undocumentedCode() throws {
        #expect(
            try Self.violated(BrokenEngine.contexts("code") { $0.with(errorCode: .some(999)) }).contains(
                .documentedCodes))
    }

    @Test("A 68 % uncertainty wider than the 90 % one breaks 'uncertainty-order'")
    func uncertaintyOrder() throws {
        let broken = BrokenEngine.contexts("order") {
            $0.height == nil ? $0 : $0.with(heightUncertainty68: .some(($0.heightUncertainty ?? 1) * 2))
        }
        #expect(try Self.violated(broken) == [.uncertaintyOrder])
    }

    @Test("A oneTime request never answered breaks 'one-time-answered-once'")
    func oneTimeDropped() throws {
        let oneTimeOnly = FuzzCase(
            name: "one", seed: 1, durationSeconds: 300, world: ["stations grid 2 × 2 spacing 5 km"],
            devices: [
                .init(
                    name: "asker", options: "barometer bmp390, rate 2 Hz",
                    timeline: [
                        .init(offsetSeconds: 0, actions: ["start sdk"]),
                        .init(offsetSeconds: 60, actions: ["altitude once"]),
                    ])
            ])
        #expect(try Self.violated(.altitudeEngine, fuzzCase: oneTimeOnly).isEmpty)
        let dropAll = BrokenEngine.events("drop-all") { event in
            if case .altitudeCallback = event.kind { return nil }
            return event
        }
        #expect(try Self.violated(dropAll, fuzzCase: oneTimeOnly) == [.oneTimeAnswered])
    }

    @Test("A skipped periodic context breaks 'periodic-cadence'")
    func skippedTick() throws {
        let broken = BrokenEngine.events("skip") { event in
            if case .altitudeCallback(_, _?) = event.kind, (event.timeNanoseconds / 1_000_000_000) % 97 == 5 {
                return nil
            }
            return event
        }
        #expect(try Self.violated(broken).contains(.periodicCadence))
    }

    @Test("An engine stuck on error 850 breaks 'recovery'")
    func noRecovery() throws {
        #expect(
            try Self.violated(BrokenEngine.contexts("stuck") { $0.with(height: .some(nil), errorCode: .some(850)) })
                == [.recovery])
    }

    @Test("An engine stuck on 853 while the phone's fixes pass its filters breaks 'recovery'")
    func staleLocationWithUsableFixes() throws {
        #expect(
            try Self.violated(BrokenEngine.contexts("stale location") { $0.with(errorCode: .some(853)) })
                == [.recovery])
    }

    @Test("853 with a height is recovery while the location filter drops every fix (fuzz seed 99, case 1867)")
    func staleLocationWhileEveryFixIsDropped() throws {
        // Indoors, Wi-Fi fixes reported at ≈ 45 m × 2.7: over the 50 m limit of the location filter.
        let indoors = FuzzCase(
            name: "coarse fixes", seed: 3, durationSeconds: 600,
            world: [
                "origin 47.37, 8.54", "building \"B0\" at 0 m east 0 m north, 40 m × 40 m, 26 floors",
                "stations grid 2 × 2 spacing 12 km", "service error code 500, from 00:01:26, for 105 s",
            ],
            devices: [
                .init(
                    name: "phone", options: "in \"B0\" floor 10; gnss open-sky, accuracy-scale 2.7",
                    timeline: [
                        .init(offsetSeconds: 0, actions: ["start sdk", "altitude every 1 s"]),
                        .init(offsetSeconds: 23, actions: ["filters pressure, location, activity"]),
                    ])
            ])
        let scenario = try #require(indoors.scenario().scenario, "\(indoors.scenario().diagnostics)")
        let outcome = FuzzRunner().run(scenario)
        #expect(outcome.observation.violations.isEmpty, "\(outcome.observation.violations.map(\.description))")
        #expect(outcome.observation.checks[Invariant.recovery.rawValue, default: 0] == 1)
    }

    @Test("A warning with the filters off breaks 'no-warning-without-filters'")
    func warningWithoutFilters() throws {
        #expect(
            try Self.violated(BrokenEngine.contexts("warn") { $0.with(warningCode: .some(836)) }) == [
                .noWarningWithoutFilters
            ])
    }

    @Test("An engine whose output depends on how many engines were made breaks 'deterministic'")
    func nonDeterministic() throws {
        let counter = RunCounter()
        let factory = EngineFactory(name: "counting") { configuration, ports in
            let offset = Double(counter.next())
            return BrokenEngine(configuration: configuration, ports: ports) { event in
                guard case .altitudeCallback(let code, let context?) = event.kind, let height = context.height else {
                    return event
                }
                return EngineEvent(
                    timeNanoseconds: event.timeNanoseconds,
                    kind: .altitudeCallback(code: code, context: context.with(height: .some(height + offset))))
            }
        }
        #expect(try Self.violated(factory, determinism: true) == [.deterministic])
    }

    @Test(
        "A scenario the simulator cannot set up is refused by the checker at its line; run unchecked, it breaks 'runs'")
    func acceptedButNotRunnable() throws {
        let far = FuzzCase(
            name: "far", seed: 1, durationSeconds: 120,
            world: ["building \"B0\" at 900 m east 0 m north, 20 × 20 m, 3 floors"],
            devices: [.init(name: "p", options: "", timeline: [.init(offsetSeconds: 10, actions: ["enter \"B0\""])])])
        let checked = far.scenario()
        #expect(checked.scenario == nil)
        #expect(
            checked.diagnostics.contains("far.scenario:") && checked.diagnostics.contains("from the entrance of 'B0'"),
            "\(checked.diagnostics)")
        // Compiled without the set-up check, as a scenario built in code would be.
        var diagnostics = DiagnosticBag()
        let parsed = ScenarioLoader().load(source: SourceFile(path: "far.scenario", text: far.text))
        let unchecked = try #require(ScenarioCompiler.compile(parsed.statements, diagnostics: &diagnostics))
        let outcome = FuzzRunner().run(unchecked)
        #expect(Set(outcome.observation.violations.map(\.invariant)) == [.runs])
    }
}
