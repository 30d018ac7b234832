import Foundation
import Testing

@testable import Scenarios

/// The grammar tables and the pattern-name enums agree, and every pattern has a compile path: a
/// statement using it compiles to something different from the same scenario without it (a value,
/// a step, an expectation or a diagnostic), so a pattern the compiler silently ignores fails here.
@Suite struct GrammarDispatchTests {
    /// The clause names each statement kind's enum(s) declare.
    static func enumNames(of kind: StatementKind) -> [String] {
        func names<Name: PatternName>(_: Name.Type) -> [String] { Name.allCases.map(\.rawValue) }
        switch kind {
        case .scenario, .seed, .duration, .tags, .include: return []
        case .start: return names(WorldClause.Start.self)
        case .vary: return names(WorldClause.Vary.self)
        case .origin: return names(WorldClause.Origin.self)
        case .geoid: return names(WorldClause.Geoid.self)
        case .terrain: return names(WorldClause.Terrain.self)
        case .building: return names(WorldClause.Building.self)
        case .weather: return names(WorldClause.Weather.self)
        case .temperature: return names(WorldClause.Temperature.self)
        case .front: return names(WorldClause.Front.self)
        case .thunderstorm: return names(WorldClause.Thunderstorm.self)
        case .stations: return names(WorldClause.Stations.self)
        case .station: return names(WorldClause.Station.self)
        case .coverage: return names(WorldClause.Coverage.self)
        case .key: return names(WorldClause.Key.self)
        case .service: return names(WorldClause.Service.self)
        case .transport: return names(WorldClause.Transport.self)
        case .reference: return names(WorldClause.Reference.self)
        case .phoneModel: return names(DeviceOption.self).filter { !Grammar.deviceOnlyOptions.contains($0) }
        case .device: return names(DeviceOption.self)
        case .timeline: return names(ActionPattern.self) + names(ActionModifier.self)
        case .expect: return names(ExpectationSubject.self) + names(ExpectationModifier.self)
        }
    }

    @Test(
        "Every statement's grammar table holds exactly its enum's cases, in declaration order",
        arguments: StatementKind.allCases)
    func tablesMatchEnums(kind: StatementKind) {
        #expect(Grammar.schema(of: kind).clauses.map(\.name) == Self.enumNames(of: kind))
    }

    // MARK: Compile paths

    /// A scenario with one building and one device; `top` lines go before the device, `options`
    /// after its name, `timeline` lines under it.
    static func text(top: [String] = [], options: String = "", timeline: [String] = []) -> String {
        let device = options.isEmpty ? "device \"phone\"" : "device \"phone\" \(options)"
        let lines =
            [
                "scenario \"dispatch\"", "duration 10 min",
                "building \"Tower\" at 0 m east 20 m north, 40 × 30 m, 10 floors",
            ]
            + top + [device] + timeline.enumerated().map { "  at 00:0\($0.offset + 1) \($0.element)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a text compiles to, without source positions: the scenario (or none) and its diagnostics.
    static func outcome(_ text: String) -> (Scenario?, String) {
        let loaded = ScenarioSupport.load(text)
        var scenario = loaded.scenario
        scenario?.sourceMap = ScenarioSourceMap()
        if let expectations = scenario?.expectations {
            scenario?.expectations = expectations.map { expectation in
                var bare = expectation
                bare.range = .unknown
                bare.text = ""
                return bare
            }
        }
        return (scenario, loaded.renderDiagnostics())
    }

    /// Every clause name the text's statements (and device blocks) hold.
    static func clauseNames(_ text: String) -> Set<String> {
        let (file, _) = ScenarioParser.parse(SourceFile(path: "test.scenario", text: text))
        let statements = file.statements + file.statements.flatMap(\.block)
        return Set(statements.flatMap { $0.clauses.map(\.name) })
    }

    /// Checks that `with` holds `name` and compiles differently from `without`.
    static func checkCompilePath(_ name: String, without: String, with: String) {
        #expect(clauseNames(with).contains(name), "the sample for '\(name)' does not use it:\n\(with)")
        let (before, after) = (outcome(without), outcome(with))
        #expect(before.0 != after.0 || before.1 != after.1, "'\(name)' changes nothing:\n\(with)")
    }

    /// A sample per action: lines before it (the state it needs) and the action.
    static let actionSamples: [ActionPattern: (before: [String], action: String)] = [
        .walkToBuilding: ([], "walk to \"Tower\" entrance"), .walkTo: ([], "walk to 10 m east 5 m north"),
        .walk: ([], "walk 10 m toward north"), .stand: (["walk 10 m toward north"], "stand"),
        .wait: ([], "wait 10 s"), .enter: ([], "enter \"Tower\""), .leave: (["enter \"Tower\""], "leave"),
        .stairs: (["enter \"Tower\""], "stairs to floor 2"), .elevator: (["enter \"Tower\""], "elevator to floor 2"),
        .driveTo: ([], "drive to 100 m east 0 m north"), .drive: ([], "drive 100 m toward east"),
        .door: (["enter \"Tower\""], "door open"), .sunroof: ([], "sunroof open"), .window: ([], "window open"),
        .ventilation: ([], "ventilation on"), .startSDK: ([], "start sdk"), .stopSDK: ([], "stop sdk"),
        .restartSDK: (["start sdk"], "restart sdk key \"other-key\""),
        .serviceFault: ([], "service missing-reference for 2 min"),
        .filters: ([], "filters pressure"), .altitudeEvery: ([], "altitude every 1 s"),
        .altitudeOnce: ([], "altitude once"), .altitudeStop: ([], "altitude stop"),
        .calibrate: ([], "calibrate for 30 s"), .setCalibration: ([], "set calibration"),
        .setAltitude: ([], "set altitude 10 m"), .setPressure: ([], "set pressure 1000 hPa"),
        .barocalUpload: ([], "barocal upload"), .barometerFault: ([], "barometer stuck"),
        .gnssFault: ([], "gnss off"), .assistanceFault: ([], "assistance outage"), .hand: ([], "hand 1.2 m"),
    ]

    @Test("Every timeline action has a compile path", arguments: ActionPattern.allCases)
    func actionCompiles(pattern: ActionPattern) throws {
        let sample = try #require(Self.actionSamples[pattern], "no sample for action \(pattern)")
        Self.checkCompilePath(
            pattern.rawValue, without: Self.text(timeline: sample.before),
            with: Self.text(timeline: sample.before + [sample.action]))
    }

    /// A sample per modifier: an action without and with it.
    static let modifierSamples: [ActionModifier: (action: String, modified: String)] = [
        .speed: ("walk 10 m toward north", "walk 10 m toward north at 2 m/s"),
        .for: ("barometer stuck", "barometer stuck for 10 s"),
        .magnitude: ("barometer glitch", "barometer glitch by 30 Pa"),
        .distance: ("gnss jumps", "gnss jumps by 10 m"),
        .floorNumber: ("set calibration", "set calibration floor 2"),
        .ground: ("set calibration", "set calibration ground 10 m"),
        .pin: ("set calibration", "set calibration pin at 10 m east 0 m north"),
        .label: ("stand", "stand as \"here\""),
    ]

    @Test("Every action modifier has a compile path", arguments: ActionModifier.allCases)
    func modifierCompiles(modifier: ActionModifier) throws {
        let sample = try #require(Self.modifierSamples[modifier], "no sample for modifier \(modifier)")
        Self.checkCompilePath(
            modifier.rawValue, without: Self.text(timeline: [sample.action]),
            with: Self.text(timeline: [sample.modified]))
    }

    /// A sample per device option: the device's options without and with it, and statements it needs.
    static let optionSamples: [DeviceOption: (top: [String], without: String, with: String)] = [
        .model: (["phone model \"m\" noise 3 Pa"], "", "model \"m\""), .barometer: ([], "", "barometer bmp581"),
        .gnss: ([], "", "gnss urban"), .indoors: ([], "", "indoors outage"), .activity: ([], "", "activity poor"),
        .rate: ([], "", "rate 2 Hz"), .noise: ([], "", "noise 3 Pa"), .offset: ([], "", "offset 20 Pa"),
        .tempco: ([], "", "tempco 2 Pa/K"), .drift: ([], "", "drift 5 Pa/d"),
        .quantization: ([], "", "quantization 0.5 Pa"), .filter: ([], "", "filter 2 s"),
        .latency: ([], "", "latency 1 s"), .accuracyScale: ([], "gnss urban", "gnss urban, accuracy-scale 2"),
        .lock: ([], "gnss urban", "gnss urban, lock 20 s"),
        .multipath: ([], "gnss urban", "gnss urban, multipath 10 m every 1 min"),
        .hand: ([], "", "hand 1.3 m"), .person: ([], "hand 1 m", "hand 1 m, person ± 0.2 m"),
        .position: ([], "", "at 10 m east 0 m north"), .inside: ([], "", "in \"Tower\" floor 2"),
        .calibrated: ([], "", "calibrated 1 d ago"),
        .networkFix: ([], "", "network-fix median 150 m spread 0.5 every 3 s"),
        .entranceDelay: ([], "", "entrance-delay 10 s"),
        .randomWalk: ([], "", "random-walk 0.5 Pa over 1 s"),
        .gaps: ([], "", "gaps 1 % lasting 3 s"),
        .outdoorAccuracy: ([], "gnss urban", "gnss urban, outdoor-accuracy 10 m 40 % or 25 m 60 %"),
    ]

    @Test("Every device option has a compile path", arguments: DeviceOption.allCases)
    func optionCompiles(option: DeviceOption) throws {
        let sample = try #require(Self.optionSamples[option], "no sample for option \(option)")
        Self.checkCompilePath(
            option.rawValue, without: Self.text(top: sample.top, options: sample.without),
            with: Self.text(top: sample.top, options: sample.with))
    }

    /// A sample per expectation subject (each `expect` line alone).
    static let subjectSamples: [ExpectationSubject: String] = [
        .code: "status 200 never", .flag: "manual-baro-cal false always", .callbacks: "callbacks",
        .recovery: "recovery within 2 min", .accuracy: "hae error p80 <= 2 m", .bias: "hae bias < 1 m",
        .biasRange: "hae bias between -1 m and 1 m", .floorCorrect: "floor correct >= 90%",
        .uncertainty: "uncertainty u68 coverage between 60% and 80%",
        .noHeight: "no height after 00:01", .contextLength: "context heightUncertainty95 < 10 m",
        .contextPressure: "context userPressure > 90 kPa",
        .contextTemperature: "context referenceTemperatureKelvin > 0 °C",
        .contextTemperatureSpread: "context referenceTemperatureUncertaintyKelvin < 5 K",
        .contextInteger: "context errorCode = 0", .contextNumber: "context floorConfidence > 0.5",
        .contextTime: "context epochTimestamp >= 00:00", .contextLag: "context epochTimestamp lag <= 1 s",
        .contextPresence: "context address absent", .contextFlag: "context manualBaroCal false",
        .labelFloor: "final floor = label", .labelIndoors: "indoors detected within 30 s of label",
    ]

    @Test("Every expectation subject has a compile path", arguments: ExpectationSubject.allCases)
    func subjectCompiles(subject: ExpectationSubject) throws {
        let sample = try #require(Self.subjectSamples[subject], "no sample for subject \(subject)")
        Self.checkCompilePath(subject.rawValue, without: Self.text(), with: Self.text(top: ["expect \(sample)"]))
    }

    /// A sample per expectation modifier: an `expect` line without and with it.
    static let expectationModifierSamples: [ExpectationModifier: (without: String, with: String)] = [
        .transition: ("error 850 within 7 min", "error 850 -> 0 within 7 min"),
        .then: ("sdk 800 never", "sdk 800 then 834"), .strictly: ("sdk 800 then 834", "sdk 800 then 834 strictly"),
        .never: ("status 200", "status 200 never"), .always: ("status 200", "status 200 always"),
        .eventually: ("error 0", "error 0 eventually within 30 s"),
        .within: ("status 200", "status 200 within 10 s"),
        .ofStart: ("error 0 eventually within 30 s", "error 0 eventually within 30 s of recovery"),
        .ofEvent: ("error 0 eventually within 30 s", "error 0 eventually within 30 s of \"nowhere\""),
        .ofCode: ("status 200 within 10 s", "status 200 within 10 s of sdk 800"),
        .exactly: ("sdk 834", "sdk 834 exactly 1 times"), .atLeast: ("sdk 834", "sdk 834 at least 3 times"),
        .atMost: ("sdk 834", "sdk 834 at most 3 times"),
        .every: ("callbacks", "callbacks every 1 s"), .once: ("callbacks", "callbacks once"),
        .tolerance: ("callbacks every 1 s", "callbacks every 1 s ± 200 ms"),
        .at: ("status 200", "status 200 at 00:04"), .after: ("status 200", "status 200 after 00:04"),
        .before: ("status 200", "status 200 before 00:04"),
        .from: ("status 200", "status 200 from 00:01 to 00:04"),
        .indoors: ("hae error p80 <= 2 m", "hae error p80 <= 2 m indoors"),
        .outdoors: ("hae error p80 <= 2 m", "hae error p80 <= 2 m outdoors"),
        .device: ("status 200", "status 200 for \"phone\""),
        .sometimes: ("error 851", "sometimes error 851"),
        .share: ("sometimes error 851", "sometimes error 851 in at least 20% of runs"),
        .acrossSeeds: ("floor correct >= 90%", "floor correct >= 90% across seeds"),
        .or: ("error 850 within 40 s", "error 850 or 851 within 40 s"),
        .transitionFlag: ("manual-baro-cal false", "manual-baro-cal false -> true"),
        .thenFlag: ("manual-baro-cal false", "manual-baro-cal false then true"),
        .during: ("status 200", "status 200 during \"nowhere\""),
        .ofServiceFault: ("status 200 within 10 s", "status 200 within 10 s of service outage"),
        .duringServiceFault: ("status 200", "status 200 during service outage"),
    ]

    @Test("Every expectation modifier has a compile path", arguments: ExpectationModifier.allCases)
    func expectationModifierCompiles(modifier: ExpectationModifier) throws {
        let sample = try #require(Self.expectationModifierSamples[modifier], "no sample for modifier \(modifier)")
        Self.checkCompilePath(
            modifier.rawValue, without: Self.text(top: ["expect \(sample.without)"]),
            with: Self.text(top: ["expect \(sample.with)"]))
    }

    /// A sample per world clause, by `kind/name`: the statements without and with it.
    static let worldSamples: [String: (without: [String], with: [String])] = [
        "origin/elevation": (["origin 47.0, 8.0"], ["origin 47.0, 8.0, elevation 400 m"]),
        "start/zone": (["start 2026-03-01 08:00"], ["start 2026-03-01 08:00 +01:00"]),
        "vary/length": (["terrain flat 10 m"], ["terrain flat 10 m", "vary terrain height over 20 m"]),
        "vary/speed": (
            ["front cold passes origin at 00:05"],
            ["front cold passes origin at 00:05", "vary front speed over 20 km/h"]
        ),
        "vary/pressureRate": ([], ["vary weather trend over 1 hPa/h"]),
        "vary/pressure": ([], ["vary weather sea-level over 1000 hPa"]),
        "vary/part": ([], ["vary barometer part over lps22hh"]),
        "vary/lengthRange": ([], ["vary terrain height from 0 m to 20 m step 10 m"]),
        "vary/speedRange": (
            ["front cold passes origin at 00:05"],
            ["front cold passes origin at 00:05", "vary front speed from 20 km/h to 40 km/h step 10 km/h"]
        ),
        "vary/pressureRateRange": ([], ["vary weather trend from 0 hPa/h to 1 hPa/h step 1 hPa/h"]),
        "vary/pressureRange": ([], ["vary weather sea-level from 1000 hPa to 1010 hPa step 5 hPa"]),
        "geoid/undulation": ([], ["geoid 40 m"]), "geoid/model": ([], ["geoid egm96"]),
        "terrain/elevation": (["terrain flat"], ["terrain flat 40 m"]),
        "terrain/rising": (["terrain plane 12 m, toward east"], ["terrain plane 12 m, rising 1.5 m/km, toward east"]),
        "terrain/toward": (
            ["terrain plane 12 m, rising 1.5 m/km"],
            ["terrain plane 12 m, rising 1.5 m/km, toward east"]
        ),
        "terrain/hill": (
            ["terrain hills 100 m"],
            ["terrain hills 100 m, hill at 2 km east 1 km north height 50 m radius 900 m"]
        ),
        "terrain/file": (["terrain grid"], ["terrain grid file \"nowhere.heights\""]),
        "weather/seaLevel": ([], ["weather sea-level 1006 hPa"]), "weather/trend": ([], ["weather trend -0.3 hPa/h"]),
        "weather/tide": ([], ["weather tide on"]), "weather/tideAmplitude": ([], ["weather tide 40 Pa"]),
        "weather/drift": ([], ["weather drift 150 Pa over 6 h"]),
        "weather/gradient": ([], ["weather gradient 0.8 Pa/km toward south"]),
        "temperature/outdoor": ([], ["temperature 11 °C"]), "temperature/lapse": ([], ["temperature lapse -5 K/km"]),
        "temperature/daily": ([], ["temperature daily 6 K"]), "temperature/indoor": ([], ["temperature indoor 25 °C"]),
        "stations/spacing": (["stations grid 2 × 2"], ["stations grid 2 × 2 spacing 30 km"]),
        "stations/noise": (["stations grid 2 × 2 spacing 30 km"], ["stations grid 2 × 2 spacing 30 km, noise 7 Pa"]),
        "stations/bias": (["stations grid 2 × 2 spacing 30 km"], ["stations grid 2 × 2 spacing 30 km, bias 7 Pa"]),
        "stations/every": (["stations grid 2 × 2 spacing 30 km"], ["stations grid 2 × 2 spacing 30 km, every 7 min"]),
        "stations/latency": (
            ["stations grid 2 × 2 spacing 30 km"],
            ["stations grid 2 × 2 spacing 30 km, latency 7 s"]
        ),
        "coverage/radius": ([], ["coverage radius 20 km"]), "coverage/none": ([], ["coverage none"]),
        "key/secret": (["key valid"], ["key valid \"another-key\""]),
        "service/code": (["service error, from 00:01, for 2 min"], ["service error, code 503, from 00:01, for 2 min"]),
        "service/from": (["service outage, for 2 min"], ["service outage, from 00:01, for 2 min"]),
        "service/for": (["service outage, from 00:01"], ["service outage, from 00:01, for 2 min"]),
        "service/until": (["service outage, from 00:01"], ["service outage, from 00:01, until 00:05"]),
        "service/latency": (["service slow, from 00:01"], ["service slow, latency 4 s, from 00:01"]),
        "transport/latency": ([], ["transport latency 150 ms"]), "transport/timeout": ([], ["transport timeout 6 s"]),
        "transport/drop": ([], ["transport drop 5%"]), "transport/garbage": ([], ["transport garbage 5%"]),
        "transport/outage": ([], ["transport outage from 00:02 for 1 min"]),
        "reference/file": (["reference series"], ["reference series \"weather/knyc.csv\""]),
        "reference/pressure": ([], ["reference declared 1013.25 hPa ± 15 hPa"]),
    ]

    /// Samples for the other clauses of `building`, `front`, `thunderstorm` and `station`: a valid
    /// statement with the clause dropped (`without`) and kept (`with`).
    static let fullStatements: [StatementKind: String] = [
        .building: "building \"Annex\" at 150 m west 250 m south, 40 × 25 m, 6 floors, lobby 4.5 m, "
            + "floor 3.5 m, hvac +3 Pa, rotated 20°, neutral-plane 10 m, indoor 21 °C ± 2 K, elevator 6 m/s",
        .front: "front cold from north, at 45 km/h, passes origin at 00:03, drop 4 hPa over 3 h, "
            + "rise 3 hPa over 40 min, temperature -6 K",
        .thunderstorm: "thunderstorm at 00:04, jump 2 hPa",
        .station: "station \"summit\" at 2 km east 1 km north, bias 8 Pa, down from 00:03 for 1 min",
    ]

    /// The samples of clauses the full statements cannot hold (they are errors there, or exclude another).
    static let otherWorldSamples: [String: (without: [String], with: [String])] = [
        "building/basements": ([fullStatements[.building]!], [fullStatements[.building]! + ", 1 basements"]),
        "front/toward": (
            ["front cold at 45 km/h, passes origin at 00:03"],
            ["front cold toward south, at 45 km/h, passes origin at 00:03"]
        ),
        "thunderstorm/every": ([], ["thunderstorm every 1 h, jump 1 hPa, over 6 min"]),
        "thunderstorm/over": ([fullStatements[.thunderstorm]!], [fullStatements[.thunderstorm]! + ", over 5 min"]),
        "thunderstorm/recover": (
            [fullStatements[.thunderstorm]!],
            [fullStatements[.thunderstorm]! + ", recover over 5 min"]
        ),
        "station/elevation": ([fullStatements[.station]!], [fullStatements[.station]! + ", elevation 4 m"]),
        "station/noise": ([fullStatements[.station]!], [fullStatements[.station]! + ", noise 2 Pa"]),
        "station/every": ([fullStatements[.station]!], [fullStatements[.station]! + ", every 1 min"]),
        "station/stale": ([fullStatements[.station]!], [fullStatements[.station]! + ", stale from 00:03 for 1 min"]),
    ]

    /// The world statements' samples: the tables above, or a full statement with and without the clause.
    static func worldSample(kind: StatementKind, name: String) -> (without: [String], with: [String])? {
        let key = "\(kind.keyword)/\(name)"
        if let sample = worldSamples[key] ?? otherWorldSamples[key] { return sample }
        guard let full = fullStatements[kind] else { return nil }
        let (file, _) = ScenarioParser.parse(SourceFile(path: "full.scenario", text: full + "\n"))
        guard var statement = file.statements.first else { return nil }
        statement.sections = statement.sections.map { $0.filter { $0.name != name } }.filter { !$0.isEmpty }
        let without = ScenarioPrinter.print(statement).trimmingCharacters(in: .newlines)
        return (without: [without], with: [full])
    }

    /// Every clause of every world statement, as `(kind, name)`.
    static let worldClauses: [(StatementKind, String)] = StatementKind.allCases.filter {
        ![.phoneModel, .device, .timeline, .expect].contains($0)
    }.flatMap { kind in enumNames(of: kind).map { (kind, $0) } }

    @Test("Every world clause has a compile path", arguments: worldClauses)
    func worldClauseCompiles(kind: StatementKind, name: String) throws {
        let sample = try #require(Self.worldSample(kind: kind, name: name), "no sample for \(kind.keyword) \(name)")
        // A building's elevator speed is the default of the elevator rides in it, so it shows in a timeline.
        let rides = kind == .building && name == WorldClause.Building.elevatorSpeed.rawValue
        let ride: (String, [String]) = rides ? ("in \"Annex\" floor 0", ["elevator to floor 3"]) : ("", [])
        Self.checkCompilePath(
            name, without: Self.text(top: sample.without, options: ride.0, timeline: ride.1),
            with: Self.text(top: sample.with, options: ride.0, timeline: ride.1))
    }
}
