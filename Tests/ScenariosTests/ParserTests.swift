import Testing

@testable import Scenarios

@Suite struct ParserTests {
    /// One line per statement form, with the statement kind and the clause names it must produce.
    static let forms: [(String, StatementKind, [String])] = [
        ("scenario \"Calm day\"", .scenario, []),
        ("seed 42", .seed, []),
        ("duration 2 h", .duration, []),
        ("start 2026-03-14 08:00 UTC", .start, []),
        ("start 2026-03-14", .start, []),
        ("origin 37.7749°, -122.4194° elevation 10 m", .origin, ["elevation"]),
        ("geoid 32.5 m", .geoid, ["undulation"]),
        ("geoid egm96", .geoid, ["model"]),
        ("include \"city.scenario\"", .include, []),
        ("terrain flat 12 m", .terrain, ["elevation"]),
        ("terrain plane 12 m rising 1.5 m/km toward 90°", .terrain, ["elevation", "rising", "toward"]),
        ("terrain hills hill at 500 m east 200 m south height 30 m radius 300 m", .terrain, ["hill"]),
        ("terrain grid file \"heights.asc\"", .terrain, ["file"]),
        (
            "building \"Tower\" at 120 m east 40 m north, 40 × 30 m, 32 floors, 2 basements, lobby 5.5 m, floor 3.6 m, hvac +2 Pa, rotated 15°, neutral-plane 40 m, indoor 21 °C, elevator 4 m/s",
            .building,
            [
                "position", "size", "floors", "basements", "lobby", "floor", "hvac", "rotated", "neutralPlane",
                "indoor", "elevatorSpeed",
            ]
        ),
        (
            "weather sea-level 1013.2 hPa, trend -0.8 hPa/h, tide on, drift 0.5 hPa over 6 h, gradient 0.2 hPa/km toward northeast",
            .weather, ["seaLevel", "trend", "tide", "drift", "gradient"]
        ),
        ("weather tide 60 Pa", .weather, ["tideAmplitude"]),
        (
            "temperature 15 °C, lapse -6.5 K/km, daily 8 K, indoor 21 °C", .temperature,
            ["outdoor", "lapse", "daily", "indoor"]
        ),
        (
            "front cold from west at 40 km/h, passes origin at 00:45, drop 3 hPa over 40 min, rise 2.5 hPa over 10 min, temperature -5 K",
            .front, ["from", "speed", "passes", "drop", "rise", "temperature"]
        ),
        (
            "thunderstorm every 3 h, jump 2 hPa ± 1 hPa, over 5 min, recover over 30 min", .thunderstorm,
            ["every", "jump", "over", "recover"]
        ),
        ("thunderstorm at 01:30, jump 1.5 hPa", .thunderstorm, ["at", "jump"]),
        (
            "stations grid 3 × 3 spacing 25 km, noise 3 Pa, bias 5 Pa, every 1 min, latency 2 s", .stations,
            ["spacing", "noise", "bias", "every", "latency"]
        ),
        (
            "station \"SFO\" at 10 km west 5 km north, elevation 4 m, noise 2 Pa, bias -3 Pa, every 30 s, down from 00:30 for 10 min, stale from 01:00 for 1 h",
            .station, ["position", "elevation", "noise", "bias", "every", "down", "stale"]
        ),
        ("coverage radius 80 km", .coverage, ["radius"]),
        ("coverage none", .coverage, ["none"]),
        ("key invalid \"abc\"", .key, ["secret"]),
        ("service error code 400 from 00:10 for 5 min", .service, ["code", "from", "for"]),
        ("service slow latency 8 s until 01:00", .service, ["latency", "until"]),
        (
            "transport latency 120 ms ± 40 ms, timeout 5 s, drop 2%, garbage 1%, outage from 00:40 for 10 min",
            .transport, ["latency", "timeout", "drop", "garbage", "outage"]
        ),
        (
            "phone model \"mid-range\" barometer bmp390, rate 25 Hz, noise 2 Pa, offset 60 Pa, tempco 1.5 Pa/K, drift 5 Pa/d, quantization 0.1 Pa, filter 1 s, latency 40 ms; gnss urban, rate 1 Hz, accuracy-scale 1.2, lock 30 s, multipath 25 m every 5 min; activity typical, latency 3 s; hand 1 m ± 0.3 m",
            .phoneModel,
            [
                "barometer", "rate", "noise", "offset", "tempco", "drift", "quantization", "filter", "latency", "gnss",
                "rate",
                "accuracyScale", "lock", "multipath", "activity", "latency", "hand",
            ]
        ),
        ("device \"a\" model \"mid-range\", at 0 m east 0 m north", .device, ["model", "position"]),
        ("device \"b\" in \"Tower\" floor 3", .device, ["inside"]),
        ("expect status 200 within 10 s", .expect, ["code", "within"]),
        ("expect error 850 -> 0 within 15 s of start", .expect, ["code", "transition", "within", "ofStart"]),
        ("expect warning 836 never", .expect, ["code", "never"]),
        ("expect sdk 800 at 00:00:05", .expect, ["code", "at"]),
        ("expect calibration 870 always from 00:10 to 00:20", .expect, ["code", "always", "from"]),
        ("expect error 0 eventually within 30 s of \"ride\"", .expect, ["code", "eventually", "within", "ofEvent"]),
        ("expect error 0 within 30 s of status 200", .expect, ["code", "within", "ofCode"]),
        ("expect status 200 then 610 then 200 strictly", .expect, ["code", "then", "then", "strictly"]),
        ("expect warning 836 at least 1 times before 01:00", .expect, ["code", "atLeast", "before"]),
        ("expect warning 837 at most 2 times", .expect, ["code", "atMost"]),
        ("expect warning 837 exactly 0 times for \"phone\"", .expect, ["code", "exactly", "device"]),
        ("expect callbacks every 1 s ± 100 ms", .expect, ["callbacks", "every", "tolerance"]),
        ("expect callbacks once", .expect, ["callbacks", "once"]),
        ("expect recovery within 60 s", .expect, ["recovery", "within"]),
        ("expect hae error p80 < 3 m after 00:15 outdoors", .expect, ["accuracy", "after", "outdoors"]),
        ("expect hat error max <= 10 m", .expect, ["accuracy"]),
        ("expect hae bias < 0.5 m", .expect, ["bias"]),
        ("expect hae bias between -0.5 m and 0.5 m", .expect, ["biasRange"]),
        ("expect floor correct >= 90% indoors", .expect, ["floorCorrect", "indoors"]),
        ("expect uncertainty u90 coverage between 85% and 95%", .expect, ["uncertainty"]),
        ("expect manual-baro-cal true within 5 min", .expect, ["flag", "within"]),
        ("expect sometimes error 851 in at least 20% of runs", .expect, ["sometimes", "code", "share"]),
    ]

    @Test("Each statement form parses into the expected clauses", arguments: forms)
    func form(line: String, kind: StatementKind, clauses: [String]) throws {
        let (file, diagnostics) = Support.parse(line + "\n")
        #expect(
            diagnostics.diagnostics.isEmpty,
            "\(diagnostics.render(sources: [SourceFile(path: "test.scenario", text: line)]))")
        let statement = try #require(file.statements.first)
        #expect(statement.kind == kind)
        #expect(statement.clauses.map(\.name) == clauses)
    }

    /// Timeline actions, each under a device.
    static let actions: [(String, [String])] = [
        ("walk to \"Tower\" entrance at 1.4 m/s", ["walkToBuilding", "speed"]),
        ("walk to 100 m east 20 m south", ["walkTo"]),
        ("walk 200 m toward 45°", ["walk"]),
        ("stand; wait 5 min", ["stand", "wait"]),
        ("enter \"Tower\"; leave \"Tower\"; leave", ["enter", "leave", "leave"]),
        ("stairs to floor 3 at 0.5 m/s", ["stairs", "speed"]),
        ("elevator to floor 24 at 4 m/s as \"ride\"", ["elevator", "speed", "label"]),
        ("drive to 5 km east 2 km north at 50 km/h", ["driveTo", "speed"]),
        ("drive 3 km toward north at 30 mph", ["drive", "speed"]),
        (
            "door open; door slam by 40 Pa; sunroof open for 30 s; window close; ventilation recirculate",
            ["door", "door", "magnitude", "sunroof", "for", "window", "ventilation"]
        ),
        ("start sdk; filters pressure, location; altitude every 1 s", ["startSDK", "filters", "altitudeEvery"]),
        (
            "filters off; altitude once; altitude stop; stop sdk",
            ["filters", "altitudeOnce", "altitudeStop", "stopSDK"]
        ),
        ("calibrate for 30 s floor 3 ground 12 m", ["calibrate", "floorNumber", "ground"]),
        ("set calibration floor 0 ground 4 m", ["setCalibration", "floorNumber", "ground"]),
        ("set altitude 120 m; set pressure 1000 hPa; barocal upload", ["setAltitude", "setPressure", "barocalUpload"]),
        (
            "barometer stuck for 5 min; barometer glitch by 50 Pa",
            ["barometerFault", "for", "barometerFault", "magnitude"]
        ),
        ("gnss jumps by 30 m for 1 min; gnss off for 10 min", ["gnssFault", "distance", "for", "gnssFault", "for"]),
        ("assistance outage for 10 min", ["assistanceFault", "for"]),
        ("hand 1.3 m", ["hand"]),
    ]

    @Test("Each timeline action parses under a device", arguments: actions)
    func action(text: String, clauses: [String]) throws {
        let (file, diagnostics) = Support.parse("device \"p\"\n  at 00:10 \(text)\n")
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        let entry = try #require(file.statements.first?.block.first)
        #expect(entry.kind == .timeline)
        #expect(entry.clauses.map(\.name) == clauses)
        #expect(entry.head.values.first?.time?.nanosecondsSinceStart == 600_000_000_000)
    }

    @Test("Values carry their typed content and source ranges")
    func values() throws {
        let statement = try #require(
            Support.statement("building \"Tower\" at 120 m east 40 m north, 40 × 30 m, 32 floors, lobby 5.5 ft"))
        #expect(statement.head.values.first?.string == "Tower")
        let lobby = try #require(statement.clause("lobby")?.values.first?.quantity)
        #expect(lobby.baseValue == 1.6764)  // correctly rounded, unlike 5.5 * 0.3048
        #expect(statement.clause("floors")?.values.first?.integer == 32)
        #expect(statement.clause("floors")?.location.column == 55)
        let size = try #require(statement.clause("size")?.values.first)
        #expect(size.value == .size(Quantity(40, "m", dimension: .length)!, Quantity(30, "m", dimension: .length)!))
        #expect(size.range.start.column == 44)
        #expect(size.range.end.column == 53)
    }

    @Test("A trailing comma continues a statement on the next line")
    func continuation() throws {
        let (file, diagnostics) = Support.parse("building \"T\" 32 floors,\n    lobby 5 m,\n    floor 3 m\nseed 1\n")
        #expect(!diagnostics.hasErrors)
        #expect(file.statements.map(\.kind) == [.building, .seed])
        #expect(file.statements.first?.clauses.map(\.name) == ["floors", "lobby", "floor"])
    }

    @Test("Indented expectations belong to the device block")
    func deviceBlock() throws {
        let (file, diagnostics) = Support.parse(
            "device \"a\"\n  at 00:00 start sdk\n  expect status 200 within 10 s\nexpect warning 836 never\n")
        #expect(!diagnostics.hasErrors)
        #expect(file.statements.map(\.kind) == [.device, .expect])
        #expect(file.statements.first?.block.map(\.kind) == [.timeline, .expect])
    }

    @Test("After a bad line, parsing continues with the next line")
    func recovery() {
        let (file, diagnostics) = Support.parse("seed x\nduration 2 h\nbuilding \"A\" lobby 5, floor 3 m\n")
        #expect(diagnostics.errors.count == 2)
        #expect(file.statements.map(\.kind) == [.duration, .building])
        #expect(file.statements.last?.clauses.map(\.name) == ["floor"])
    }
}

@Suite struct ParserRecoveryTests {
    @Test("A rejected device line does not flag its block; the block's own errors are still reported")
    func rejectedDevice() {
        let (file, diagnostics) = Support.parse(
            "device phone\n  at 00:00 start sdk\n  at 00:01 elevatr to floor 2\nseed 1\n")
        #expect(diagnostics.errors.map(\.location.line) == [1, 3])
        #expect(file.statements.map(\.kind) == [.seed])
        let (_, misspelt) = Support.parse("devce \"p\"\n  at 00:00 start sdk\n")
        #expect(misspelt.errors.map(\.message) == ["unknown statement 'devce'"])
    }

    @Test("Typed accessors convert values to base units")
    func typedAccessors() throws {
        let front = try #require(
            Support.statement("front cold from west at 36 km/h, passes origin at 00:45, drop 3 hPa over 40 min"))
        #expect(front.clause("from")?.values.first?.bearingDegrees == 270)
        #expect(front.clause("speed")?.values.first?.speedMetersPerSecond == 10)
        #expect(front.clause("passes")?.values.first?.timeNanosecondsSinceStart == 2_700_000_000_000)
        #expect(front.clause("drop")?.values.first?.pressurePa == 300)
        #expect(front.clause("drop")?.values.last?.durationNanoseconds == 2_400_000_000_000)
        #expect(front.clause("drop")?.values.first?.lengthMeters == nil)
    }
}
