import Foundation

/// The keys of an engine configuration text: the one table the parser dispatches on and
/// `altsim compare --help` lists, so the help cannot leave a key out.
extension EngineSpec {
    /// One `key=value` item the parser accepts.
    struct Key: Sendable {
        /// The key as written (`calibration-validity`).
        var name: String
        /// The value's form in the help (`DURATION`).
        var value: String
        /// What the key changes, for the help (`\n` between its lines).
        var help: String
        /// A value the parser accepts, for the help's examples and the tests.
        var example: String
        /// Sets the key's field from the value text; throws a `UsageError` naming a bad value.
        var apply: @Sendable (inout EngineSpec, String) throws -> Void
    }

    /// Every key, in the order the help lists them.
    static let keyTable: [Key] = [
        Key(name: "name", value: "TEXT", help: "label in the report", example: "on") { $0.label = $1 },
        Key(
            name: "filters", value: "none|pressure,location,activity",
            help:
                "the app's consistency filters (set after every start and\nreplacing the scenario's own 'filters' calls)",
            example: "pressure"
        ) { $0.filters = try parseFilters($1) },
        Key(name: "calibration-validity", value: "DURATION", help: "e.g. 2d, 6h, 30min, 90s", example: "2d") {
            $0.calibrationValidityNanoseconds = try parseDuration($1, key: "calibration-validity")
        },
        Key(name: "assistance-validity", value: "DURATION", help: "how long assistance data is kept", example: "6h") {
            $0.assistanceValidityNanoseconds = try parseDuration($1, key: "assistance-validity")
        },
        Key(name: "fetch-timeout", value: "DURATION", help: "how long a service request may take", example: "30s") {
            $0.fetchTimeoutNanoseconds = try parseDuration($1, key: "fetch-timeout")
        },
        Key(name: "pressure-filter-limit", value: "PRESSURE", help: "e.g. 80Pa", example: "80Pa") {
            $0.pressureFilterLimitPa = try parseNumber($1, unit: "Pa", key: "pressure-filter-limit")
        },
        Key(name: "location-filter-max-speed", value: "SPEED", help: "e.g. 30m/s", example: "30m/s") {
            $0.locationFilterMaxSpeedMetersPerSecond = try parseNumber(
                $1, unit: "m/s", key: "location-filter-max-speed")
        },
        Key(
            name: "height-floor-sigma", value: "LENGTH", help: "the σ model's unmodelled term, e.g. 0.2m",
            example: "0.2m"
        ) { $0.heightFloorSigmaMeters = try parseNumber($1, unit: "m", key: "height-floor-sigma") },
        Key(
            name: "temperature-sigma", value: "PRESSURE", help: "the barometer's temperature error in σ, e.g. 4Pa",
            example: "4Pa"
        ) { $0.pressureTemperatureSigmaPa = try parseNumber($1, unit: "Pa", key: "temperature-sigma") },
    ]

    /// The keys' names, in table order.
    static var keys: [String] { keyTable.map(\.name) }

    /// The help's list of keys: `  name=VALUE` then what it changes, aligned; a long first
    /// part puts the text on the next line.
    static var keyHelp: String {
        let column = 35
        let indent = String(repeating: " ", count: column)
        return keyTable.map { key in
            let head = "  \(key.name)=\(key.value)"
            let help = key.help.replacingOccurrences(of: "\n", with: "\n" + indent)
            return head.count < column - 1
                ? head + String(repeating: " ", count: column - head.count) + help
                : head + "\n" + indent + help
        }.joined(separator: "\n")
    }
}
