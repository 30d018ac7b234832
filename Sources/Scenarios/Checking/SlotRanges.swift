/// Every numeric slot of the grammar with what it is called in messages and the values it
/// accepts: the one place the scenario language's static ranges are declared.
///
/// A slot is named by its statement, its clause (`head` for what follows the keyword) and its
/// position among the clause pattern's slots (0 for the first). `phone model` shares the
/// device's options. ``RangeChecker`` checks every value against this table before the
/// compiler runs; the compiler adds only the checks that depend on other values (a floor of
/// a building, a time inside the run).
public enum SlotRanges {
    /// A slot of a clause pattern.
    public struct Key: Hashable, Sendable {
        /// The statement (``StatementKind/phoneModel`` is filed under ``StatementKind/device``).
        public var statement: StatementKind
        /// The clause pattern's name, `head` for the statement's head.
        public var clause: String
        /// The slot's position among the pattern's slots, from 0.
        public var slot: Int

        /// Creates a key.
        public init(_ statement: StatementKind, _ clause: String, _ slot: Int) {
            self.statement = statement == .phoneModel ? .device : statement
            self.clause = clause
            self.slot = slot
        }
    }

    /// A slot's name in messages and its range.
    public struct Entry: Sendable {
        /// The slot, as messages name it (`a building's position`).
        public let what: String
        /// The accepted values.
        public let range: NumericRange
    }

    /// The entry of a slot, if it is numeric.
    public static func entry(_ key: Key) -> Entry? { table[key] }

    /// Every entry, keyed by slot.
    public static var all: [Key: Entry] { table }

    private static func rows(_ statement: StatementKind, _ items: [(String, Int, String, NumericRange)]) -> [(
        Key, Entry
    )] {
        items.map { (Key(statement, $0.0, $0.1), Entry(what: $0.2, range: $0.3)) }
    }

    /// The slots of `outdoor-accuracy`'s level and share pairs (0, 1 the first pair, 2, 3 the next, …).
    private static var accuracyLevelRows: [(String, Int, String, NumericRange)] {
        (0..<DeviceOption.maximumAccuracyLevels).flatMap { level in
            [
                ("outdoorAccuracy", 2 * level, "a stated accuracy level", NumericRange.accuracyLevel),
                ("outdoorAccuracy", 2 * level + 1, "a stated accuracy level's share", NumericRange.share),
            ]
        }
    }

    /// The four position slots of `at L east L north` (slots 0 and 2 of the clause).
    private static func position(_ clause: String, _ what: String, from first: Int = 0) -> [(
        String, Int, String, NumericRange
    )] {
        [(clause, first, "\(what) (east/west)", .offset), (clause, first + 2, "\(what) (north/south)", .offset)]
    }

    private static let table: [Key: Entry] = Dictionary(
        uniqueKeysWithValues: [
            rows(.seed, [("head", 0, "a seed", .seed)]),
            rows(.duration, [("head", 0, "the duration", .duration)]),
            rows(.start, [("head", 1, "the time of day", .timeOfDay)]),
            rows(
                .origin,
                [
                    ("head", 0, "a latitude", .latitude), ("head", 1, "a longitude", .longitude),
                    ("elevation", 0, "a ground height", .groundHeight),
                ]),
            rows(.geoid, [("undulation", 0, "a geoid undulation", .undulation)]),
            rows(
                .terrain,
                [
                    ("elevation", 0, "a ground height", .groundHeight), ("rising", 0, "a terrain slope", .slope),
                    ("toward", 0, "a bearing", .angle),
                    ("hill", 4, "a hill's height", .hillHeight), ("hill", 5, "a hill's radius", .hillRadius),
                ]
                    + position("hill", "a hill's position")),
            rows(
                .building,
                position("position", "a building's position") + [
                    ("size", 0, "a building's width and depth", .footprint),
                    ("floors", 0, "a floor count", .floorCount),
                    ("basements", 0, "a basement count", .basements), ("lobby", 0, "a lobby height", .lobbyHeight),
                    ("floor", 0, "a floor height", .storeyHeight), ("hvac", 0, "an HVAC over-pressure", .hvac),
                    ("rotated", 0, "a rotation", .angle), ("neutralPlane", 0, "the neutral plane", .neutralPlane),
                    ("indoor", 0, "an indoor temperature", .indoorTemperature),
                    ("indoor", 1, "an indoor temperature's spread", .indoorSpread),
                    ("elevatorSpeed", 0, "an elevator speed", .elevatorSpeed),
                ]),
            rows(
                .weather,
                [
                    ("seaLevel", 0, "a sea-level pressure", .seaLevelPressure),
                    ("trend", 0, "a pressure trend", .pressureTrend),
                    ("tideAmplitude", 0, "a tide amplitude", .tideAmplitude), ("drift", 0, "a drift σ", .driftSigma),
                    ("drift", 1, "the drift's time constant", .duration),
                    ("gradient", 0, "a pressure gradient", .pressureGradient),
                    ("gradient", 1, "a bearing", .angle),
                ]),
            rows(
                .temperature,
                [
                    ("outdoor", 0, "a sea-level temperature", .airTemperature),
                    ("lapse", 0, "a lapse rate", .lapseRate),
                    ("daily", 0, "a daily temperature amplitude", .dailyAmplitude),
                    ("indoor", 0, "an indoor temperature", .indoorTemperature),
                    ("indoor", 1, "an indoor temperature's spread", .indoorSpread),
                ]),
            rows(
                .front,
                [
                    ("from", 0, "a bearing", .angle), ("toward", 0, "a bearing", .angle),
                    ("speed", 0, "a front's speed", .frontSpeed),
                    ("passes", 0, "the front's passage", .instant),
                    ("drop", 0, "a front's pressure drop", .frontPressure), ("drop", 1, "the drop", .duration),
                    ("rise", 0, "a front's pressure rise", .frontPressure), ("rise", 1, "the rise", .duration),
                    ("temperature", 0, "a front's temperature change", .frontTemperature),
                ]),
            rows(
                .thunderstorm,
                [
                    ("at", 0, "the storm", .instant), ("every", 0, "the mean interval", .duration),
                    ("jump", 0, "a storm's pressure jump", .stormJump),
                    ("jump", 1, "a storm's jump spread", .stormJump),
                    ("over", 0, "the storm's rise", .duration), ("recover", 0, "the storm's recovery", .duration),
                ]),
            rows(
                .stations,
                [
                    ("head", 0, "a station grid's columns and rows", .gridCount),
                    ("spacing", 0, "a station spacing", .stationSpacing),
                    ("noise", 0, "a station's noise", .stationNoise), ("bias", 0, "a station bias", .stationBias),
                    ("every", 0, "the reporting interval", .duration),
                    ("latency", 0, "a reporting delay", .reportingDelay),
                ]),
            rows(
                .station,
                position("position", "a station's position") + [
                    ("elevation", 0, "a station's elevation", .groundHeight),
                    ("noise", 0, "a station's noise", .stationNoise),
                    ("bias", 0, "a station bias", .stationBias), ("every", 0, "the reporting interval", .duration),
                    ("down", 0, "the outage", .instant), ("down", 1, "the outage", .duration),
                    ("stale", 0, "the stale window", .instant), ("stale", 1, "the stale window", .duration),
                ]),
            rows(.coverage, [("radius", 0, "a coverage radius", .coverageRadius)]),
            rows(
                .service,
                [
                    ("code", 0, "a status code", .statusCode), ("from", 0, "the fault", .instant),
                    ("for", 0, "the fault", .duration),
                    ("until", 0, "the fault's end", .instant), ("latency", 0, "the extra latency", .duration),
                ]),
            rows(
                .transport,
                [
                    ("latency", 0, "a latency", .transportLatency),
                    ("latency", 1, "a latency's spread", .transportLatency),
                    ("timeout", 0, "a timeout", .transportTimeout), ("drop", 0, "a drop share", .share),
                    ("garbage", 0, "a garbage share", .share),
                    ("outage", 0, "the outage", .instant), ("outage", 1, "the outage", .duration),
                ]),
            rows(
                .reference,
                [
                    ("pressure", 0, "a declared reference pressure", .referencePressure),
                    ("pressure", 1, "a declared reference's σ", .referenceSigma),
                ]),
            rows(
                .device,
                position("position", "a device's position") + [
                    ("rate", 0, "a sampling rate", .sampleRate), ("noise", 0, "a barometer's noise", .barometerNoise),
                    ("offset", 0, "a barometer offset", .barometerOffset),
                    ("tempco", 0, "a temperature coefficient", .tempco),
                    ("tempco", 1, "a temperature coefficient's spread between phones", .tempcoSpread),
                    ("drift", 0, "a barometer drift", .barometerDrift),
                    ("randomWalk", 0, "a random walk's σ", .driftSigma),
                    ("randomWalk", 1, "the random walk's duration", .duration),
                    ("quantization", 0, "a quantisation step", .quantization),
                    ("gaps", 0, "a share of missed samples", .gapShare),
                    ("gaps", 1, "a gap's length", .gapLength),
                    ("filter", 0, "the filter's time constant", .duration),
                    ("latency", 0, "a sensor latency", .sensorLatency),
                    ("accuracyScale", 0, "an accuracy scale", .accuracyScale), ("lock", 0, "a lock time", .lockTime),
                    ("networkFix", 0, "a network position's median accuracy", .networkAccuracy),
                    ("networkFix", 1, "a network position's accuracy spread", .networkSpread),
                    ("networkFix", 2, "the network position interval", .networkInterval),
                    ("entranceDelay", 0, "an entrance delay", .entranceDelay),
                ] + accuracyLevelRows + [
                    ("multipath", 0, "a multipath jump", .multipath),
                    ("multipath", 1, "the multipath interval", .duration),
                    ("hand", 0, "a hand height", .handHeight), ("hand", 1, "a hand height's spread", .handSigma),
                    ("person", 0, "the spread of a hand height between people", .handSigma),
                    ("inside", 1, "a floor number", .floorNumber),
                    ("calibrated", 0, "a calibration's age", .calibrationAge),
                    ("calibrated", 1, "a calibration error", .barometerOffset),
                    ("calibrated", 2, "a calibration uncertainty", .calibrationSigma),
                ]),
            rows(
                .timeline,
                position("walkTo", "a walk's destination") + position("driveTo", "a drive's destination")
                    + position("pin", "a calibration's place") + [
                        ("head", 0, "the timeline time", .instant),
                        ("walk", 0, "a distance", .travel), ("walk", 1, "a bearing", .angle),
                        ("drive", 0, "a distance", .travel), ("drive", 1, "a bearing", .angle),
                        ("wait", 0, "a wait", .duration), ("stairs", 0, "a floor number", .floorNumber),
                        ("elevator", 0, "a floor number", .floorNumber),
                        ("altitudeEvery", 0, "an altitude period", .duration),
                        ("calibrate", 0, "a calibration's length", .duration),
                        ("setAltitude", 0, "an altitude", .groundHeight),
                        ("setPressure", 0, "an injected pressure", .seaLevelPressure),
                        ("hand", 0, "a hand height", .handHeight),
                        ("speed", 0, "a speed", .motionSpeed), ("for", 0, "a length of time", .duration),
                        ("magnitude", 0, "a fault's or transient's size", .faultPressure),
                        ("distance", 0, "a GNSS fault's size", .faultDistance),
                        ("floorNumber", 0, "a floor number", .floorNumber),
                        ("ground", 0, "a ground height", .groundHeight),
                    ]),
            rows(
                .expect,
                [
                    ("code", 1, "a code", .code), ("accuracy", 3, "an error bound", .errorBound),
                    ("bias", 2, "a bias bound", .biasBound), ("biasRange", 1, "a bias bound", .biasBound),
                    ("biasRange", 2, "a bias bound", .biasBound), ("floorCorrect", 1, "a share", .share),
                    ("uncertainty", 1, "a coverage share", .share), ("uncertainty", 2, "a coverage share", .share),
                    ("transition", 0, "a code", .code), ("then", 0, "a code", .code),
                    ("within", 0, "a window", .duration), ("labelIndoors", 0, "a detection delay", .duration),
                    ("ofCode", 1, "a code", .code), ("exactly", 0, "a count", .occurrences),
                    ("atLeast", 0, "a count", .occurrences),
                    ("atMost", 0, "a count", .occurrences), ("every", 0, "a callback period", .duration),
                    ("tolerance", 0, "a tolerance", .duration), ("at", 0, "a time", .instant),
                    ("after", 0, "a time", .instant),
                    ("before", 0, "a time", .instant), ("from", 0, "a time", .instant), ("from", 1, "a time", .instant),
                    ("share", 0, "a share of runs", .share),
                ]),
            rows(.expect, languageFormRows),
            rows(.vary, sweepRows),
        ].flatMap { $0 })
}

extension SlotRanges {
    /// The table of every numeric slot as Docs/scenario-language.md shows it (grammar order):
    /// statement, clause form, the slot's name, its range and the reason (`phone model` takes
    /// the device's options and their ranges).
    public static var documentationTable: String {
        var lines = ["| statement | clause | value | range | why |", "|---|---|---|---|---|"]
        for schema in Grammar.statements where schema.kind != .phoneModel {
            for pattern in [schema.head] + schema.clauses {
                let clause = pattern.name == "head" ? "" : pattern.usage
                var shown: Set<String> = []
                for slot in 0..<slotCount(pattern.elements) {
                    guard let entry = table[Key(schema.kind, pattern.name, slot)] else { continue }
                    let statement = schema.kind == .timeline ? "at (timeline)" : schema.kind.keyword
                    let line =
                        "| `\(statement)` | \(clause.isEmpty ? "" : "`\(clause)`") | \(entry.what) | \(entry.range.shown) | \(entry.range.reason) |"
                    // A repeated group's slots (`outdoor-accuracy`'s pairs) share one row.
                    if shown.insert(line).inserted { lines.append(line) }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The number of slots of a pattern, optional groups included.
    static func slotCount(_ elements: [PatternElement]) -> Int {
        elements.reduce(0) { total, element in
            switch element {
            case .literal: total
            case .slot: total + 1
            case .optional(let inner): total + slotCount(inner)
            }
        }
    }

    /// Every slot of the grammar that holds a number (a quantity, a count, a coordinate, a time,
    /// a size, a grid or a direction), as a key: each must have an entry.
    static var numericSlots: [Key] {
        var keys: [Key] = []
        for schema in Grammar.statements {
            for pattern in [schema.head] + schema.clauses {
                var ordinal = 0
                func walk(_ elements: [PatternElement]) {
                    for element in elements {
                        switch element {
                        case .literal: break
                        case .optional(let inner): walk(inner)
                        case .slot(let slot):
                            switch slot {
                            case .quantity, .integer, .number, .coordinate, .time, .size, .grid, .direction:
                                keys.append(Key(schema.kind, pattern.name, ordinal))
                            case .string, .name, .word, .list, .date, .comparison, .zone: break
                            }
                            ordinal += 1
                        }
                    }
                }
                walk(pattern.elements)
            }
        }
        return keys
    }
}
