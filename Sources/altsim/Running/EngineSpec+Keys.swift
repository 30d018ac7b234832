import AltitudeEngine
import Foundation

/// The keys of an engine configuration text: the one table the parser dispatches on, checks
/// values against, applies to `EngineConfiguration` and `altsim compare --help` lists, so none
/// of them can leave a key out.
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
        /// For a numeric key: its unit, range and the configuration field it sets (`nil` for
        /// `name` and `filters`).
        var setting: Setting?
    }

    /// How a numeric key's value is written, checked and applied.
    struct Setting: Sendable {
        /// The value's unit: a duration (`90s`, `30min`, `6h`, `2d`, `500ms`; stored in ns) or a
        /// number with an optional unit suffix (`80Pa` or `80`).
        enum Unit: Sendable, Equatable {
            case duration
            case number(suffix: String)
        }
        var unit: Unit
        /// The accepted values, in the base unit (ns, Pa, m/s, m, Pa/K, …), and why.
        var lower: Double
        var upper: Double
        /// The range as the user writes values (`1s … 366d`).
        var shown: String
        var reason: String
        /// Sets the configuration's field from a value in the base unit.
        var apply: @Sendable (inout EngineConfiguration, Double) -> Void
    }

    /// A numeric key whose value is a duration, applied to an ns field.
    static func durationKey(
        _ name: String, help: String, example: String, range: (Double, Double), shown: String, reason: String,
        _ field: any WritableKeyPath<EngineConfiguration, Int64> & Sendable
    ) -> Key {
        Key(
            name: name, value: "DURATION", help: help, example: example,
            setting: Setting(
                unit: .duration, lower: range.0, upper: range.1, shown: shown, reason: reason,
                apply: { $0[keyPath: field] = Int64($1.rounded()) }))
    }

    /// A numeric key whose value is a number in `suffix`, applied to a `Double` field.
    static func numberKey(
        _ name: String, value: String, suffix: String, help: String, example: String, range: (Double, Double),
        shown: String, reason: String, _ field: any WritableKeyPath<EngineConfiguration, Double> & Sendable
    ) -> Key {
        Key(
            name: name, value: value, help: help, example: example,
            setting: Setting(
                unit: .number(suffix: suffix), lower: range.0, upper: range.1, shown: shown, reason: reason,
                apply: { $0[keyPath: field] = $1 }))
    }

    /// Every key, in the order the help lists them.
    static let keyTable: [Key] = [
        Key(name: "name", value: "TEXT", help: "label in the report", example: "on"),
        Key(
            name: "filters", value: "none|pressure,location,activity",
            help:
                "the app's consistency filters (set after every start and\nreplacing the scenario's own 'filters' calls)",
            example: "pressure"),
        durationKey(
            "calibration-validity", help: "e.g. 2d, 6h, 30min, 90s", example: "2d", range: (1e9, 366 * 86_400e9),
            shown: "1s … 366d", reason: "a calibration is kept from a second to the longest run",
            \.calibrationValidityNanoseconds),
        durationKey(
            "assistance-validity", help: "how long assistance data is kept", example: "6h",
            range: (1e9, 366 * 86_400e9), shown: "1s … 366d",
            reason: "assistance data is kept from a second to the longest run", \.assistanceValidityNanoseconds),
        durationKey(
            "fetch-timeout", help: "how long a service request may take", example: "30s", range: (1e8, 600e9),
            shown: "100ms … 600s", reason: "the engine waits for the service from a round trip to ten minutes",
            \.fetchTimeoutNanoseconds),
        durationKey(
            "sample-staleness", help: "no height once the newest pressure sample is older (852)", example: "60s",
            range: (1e9, 3_600e9), shown: "1s … 1h",
            reason: "from one missed sample at 1 Hz to an hour without a barometer",
            \.sampleStalenessNanoseconds),
        numberKey(
            "pressure-filter-limit", value: "PRESSURE", suffix: "Pa", help: "e.g. 80Pa", example: "80Pa",
            range: (0.1, 10_000), shown: "0.1Pa … 10000Pa",
            reason: "a step between samples, from below the noise to 100 hPa",
            \.pressureFilterLimitPa),
        durationKey(
            "pressure-filter-window",
            help: "how long the pressure filter holds a jump back before\ncalling it a lasting step",
            example: "5s", range: (1e8, 600e9), shown: "100ms … 600s",
            reason: "from a few samples to a long door held open", \.pressureFilterTransientWindowNanoseconds),
        numberKey(
            "pressure-filter-return", value: "PRESSURE", suffix: "Pa",
            help: "a held jump has returned within this of the level", example: "5Pa", range: (0.1, 1_000),
            shown: "0.1Pa … 1000Pa", reason: "from a tenth of the noise to 80 m", \.pressureFilterReturnTolerancePa),
        numberKey(
            "location-filter-max-speed", value: "SPEED", suffix: "m/s", help: "e.g. 30m/s", example: "30m/s",
            range: (0.1, 1_000), shown: "0.1m/s … 1000m/s", reason: "from walking pace to an airliner",
            \.locationFilterMaxSpeedMetersPerSecond),
        numberKey(
            "location-uncertainty-limit", value: "LENGTH", suffix: "m",
            help: "fixes less accurate than this are not used for\ncalibration and the location filter drops them",
            example: "100m", range: (1, 10_000), shown: "1m … 10000m",
            reason: "from a survey fix to a cell tower's reach", \.locationUncertaintyLimitMeters),
        numberKey(
            "height-floor-sigma", value: "LENGTH", suffix: "m", help: "the σ model's unmodelled term, e.g. 0.2m",
            example: "0.2m", range: (0, 100), shown: "0m … 100m",
            reason: "an unmodelled height error of at most a tall building", \.heightFloorSigmaMeters),
        numberKey(
            "temperature-sigma", value: "PRESSURE", suffix: "Pa",
            help: "the barometer's temperature error in σ, e.g. 4Pa", example: "4Pa", range: (0, 100),
            shown: "0Pa … 100Pa", reason: "a barometer's temperature error is a few pascals; 100 Pa is 8 m",
            \.pressureTemperatureSigmaPa),
        numberKey(
            "tempco-sigma", value: "PRESSURE/K", suffix: "Pa/K",
            help: "σ of the barometer part's temperature coefficient", example: "1.2Pa/K", range: (0, 10),
            shown: "0Pa/K … 10Pa/K", reason: "datasheets give ±0.5…1.5 Pa/K; 10 is several times the worst part",
            \.barometerTemperatureCoefficientSigmaPaPerKelvin),
        numberKey(
            "calibration-drift-variance", value: "PRESSURE²/DAY", suffix: "Pa2/d",
            help: "how fast a calibration's variance grows", example: "25Pa2/d", range: (0, 10_000),
            shown: "0Pa2/d … 10000Pa2/d", reason: "up to a drift of 100 Pa (8 m) in a day",
            \.calibrationDriftVariancePa2PerDay),
        numberKey(
            "manual-max-pressure-rate", value: "PRESSURE/S", suffix: "Pa/s",
            help: "a manual calibration whose pressure changes faster\nfails with 876", example: "1Pa/s",
            range: (0.01, 100), shown: "0.01Pa/s … 100Pa/s",
            reason: "from still air to a fast elevator (12 Pa/s) several times over",
            \.manualMaxPressureRatePaPerSecond),
        numberKey(
            "frozen-false-alarm", value: "PROBABILITY", suffix: "",
            help: "chance per run of calling a live barometer frozen", example: "1e-6", range: (1e-300, 0.5),
            shown: "1e-300 … 0.5", reason: "a probability, at most even odds",
            \.frozenPressureFalseAlarmProbability),
        numberKey(
            "frozen-vertical-speed-sigma", value: "SPEED", suffix: "m/s",
            help: "how fast σ grows while the barometer is frozen", example: "1m/s", range: (0, 100),
            shown: "0m/s … 100m/s", reason: "up to ten times the fastest elevator",
            \.frozenPressureVerticalSpeedSigmaMetersPerSecond),
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
