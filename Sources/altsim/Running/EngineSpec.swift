import AltitudeEngine
import AssistanceProtocol
import Foundation
import Reports
import Scenarios
import Simulation

/// An engine configuration written on the command line (`--a`, `--b`, `--engine`).
///
/// Items are `key=value`, separated by spaces or `;`:
///
///     filters=pressure,location calibration-validity=2d pressure-filter-limit=80Pa
///
/// | key | value | range | changes |
/// |---|---|---|---|
/// | `name` | text | | the label shown in reports |
/// | `filters` | `none` or a comma list of `pressure`, `location`, `activity` | | the app's consistency filters: set right after every `start sdk` and replacing every `filters` call of the scenario |
/// | `calibration-validity` | duration (`90s`, `30min`, `6h`, `2d`) | 1 s … 366 d | `calibrationValidityNanoseconds` |
/// | `assistance-validity` | duration | 1 s … 366 d | `assistanceValidityNanoseconds` |
/// | `fetch-timeout` | duration | 100 ms … 600 s | `fetchTimeoutNanoseconds` |
/// | `pressure-filter-limit` | pressure (`80Pa`, `80`) | 0.1 … 10000 Pa | `pressureFilterLimitPa` |
/// | `location-filter-max-speed` | speed (`30m/s`, `30`) | 0.1 … 1000 m/s | `locationFilterMaxSpeedMetersPerSecond` |
/// | `height-floor-sigma` | length (`0.2m`, `0.2`) | 0 … 100 m | `heightFloorSigmaMeters` (the σ model's unmodelled term) |
/// | `temperature-sigma` | pressure (`4Pa`, `4`) | 0 … 100 Pa | `pressureTemperatureSigmaPa` (the barometer's temperature error) |
///
/// The ranges are ``EngineSpec/ranges``; a value outside its key's range is refused.
/// The empty text and `default` leave the engine as the scenario configures it.
struct EngineSpec: Sendable, Equatable {
    /// The text as given (recorded in trace headers).
    var text: String
    /// Label for reports.
    var label: String
    /// Filters forced on the app, or `nil` to keep the scenario's.
    var filters: [NNConsistencyFilter]?
    var calibrationValidityNanoseconds: Int64?
    var assistanceValidityNanoseconds: Int64?
    var fetchTimeoutNanoseconds: Int64?
    var pressureFilterLimitPa: Double?
    var locationFilterMaxSpeedMetersPerSecond: Double?
    var heightFloorSigmaMeters: Double?
    var pressureTemperatureSigmaPa: Double?
    /// `--engine-process`: the command of an engine in another process (then no other field
    /// applies), and how long it may take per message.
    var processCommand: String?
    var processTimeoutNanoseconds = ProcessEngine.defaultTimeoutNanoseconds

    /// The unchanged engine.
    static let standard = EngineSpec(text: "default", label: "default")

    init(text: String, label: String) {
        self.text = text
        self.label = label
    }

    /// How an engine process's `text` begins (`process: CMD`, as trace headers record it).
    static let processTextPrefix = "process: "

    /// An engine process (`--engine-process CMD`): `text` and `label` are `process: CMD`.
    init(processCommand command: String, timeoutNanoseconds: UInt64) {
        self.init(text: Self.processTextPrefix + command, label: Self.processTextPrefix + command)
        processCommand = command
        processTimeoutNanoseconds = timeoutNanoseconds
    }

    /// The options that choose this engine, for reproduce commands (`nil`: the built-in
    /// engine as the scenario configures it).
    var commandLineArguments: String? {
        if let processCommand {
            let timeout =
                processTimeoutNanoseconds == ProcessEngine.defaultTimeoutNanoseconds
                ? "" : " --engine-timeout " + Self.secondsText(processTimeoutNanoseconds)
            return "--engine-process " + EngineChoice.shellWord(processCommand) + timeout
        }
        return text == "default" || text.isEmpty ? nil : "--engine " + EngineChoice.shellWord(text)
    }

    /// The engine as report headers name it.
    var reportName: String {
        if processCommand != nil { return label }
        return text == "default" || text.isEmpty
            ? ReportDocument.builtInEngine : ReportDocument.builtInEngine + " (" + text + ")"
    }

    /// `1`, `0.25`: seconds as written on the command line.
    static func secondsText(_ nanoseconds: UInt64) -> String {
        nanoseconds % 1_000_000_000 == 0 ? String(nanoseconds / 1_000_000_000) : String(Double(nanoseconds) / 1e9)
    }

    /// Parses the configuration text; throws a `UsageError` naming the bad item.
    init(parsing text: String) throws {
        self.init(text: text, label: text.isEmpty ? "default" : text)
        let items = text.split(whereSeparator: { $0 == " " || $0 == ";" }).map(String.init)
        for item in items where item != "default" {
            guard let equals = item.firstIndex(of: "=") else {
                throw UsageError(
                    message:
                        "engine configuration item '\(item)' is not key=value (keys: \(Self.keys.joined(separator: ", ")))"
                )
            }
            let key = String(item[..<equals])
            let value = String(item[item.index(after: equals)...])
            guard let entry = Self.keyTable.first(where: { $0.name == key }) else {
                let suggestion = EditDistance.didYouMean(key, among: Self.keys).map { "\($0) " } ?? ""
                throw UsageError(
                    message:
                        "unknown engine configuration key '\(key)' (\(suggestion)keys: \(Self.keys.joined(separator: ", ")))"
                )
            }
            try entry.apply(&self, value)
        }
    }

    /// A numeric key's accepted values, in its base unit (ns, Pa, m/s, m), and why.
    struct KeyRange: Sendable {
        var key: String
        var lower: Double
        var upper: Double
        /// The range as the user writes values (`1s … 366d`).
        var shown: String
        var reason: String
    }

    /// Every numeric key's range: the one table `--engine`, `--a` and `--b` are checked against.
    static let ranges: [KeyRange] = [
        KeyRange(
            key: "calibration-validity", lower: 1e9, upper: 366 * 86_400e9, shown: "1s … 366d",
            reason: "a calibration is kept from a second to the longest run"),
        KeyRange(
            key: "assistance-validity", lower: 1e9, upper: 366 * 86_400e9, shown: "1s … 366d",
            reason: "assistance data is kept from a second to the longest run"),
        KeyRange(
            key: "fetch-timeout", lower: 1e8, upper: 600e9, shown: "100ms … 600s",
            reason: "the engine waits for the service from a round trip to ten minutes"),
        KeyRange(
            key: "pressure-filter-limit", lower: 0.1, upper: 10_000, shown: "0.1Pa … 10000Pa",
            reason: "a step between samples, from below the noise to 100 hPa"),
        KeyRange(
            key: "location-filter-max-speed", lower: 0.1, upper: 1_000, shown: "0.1m/s … 1000m/s",
            reason: "from walking pace to an airliner"),
        KeyRange(
            key: "height-floor-sigma", lower: 0, upper: 100, shown: "0m … 100m",
            reason: "an unmodelled height error of at most a tall building"),
        KeyRange(
            key: "temperature-sigma", lower: 0, upper: 100, shown: "0Pa … 100Pa",
            reason: "a barometer's temperature error is a few pascals; 100 Pa is 8 m"),
    ]

    /// Checks `value` (base unit) against `key`'s range; throws naming key, value and range.
    static func checkRange(_ value: Double, key: String, written: String) throws {
        guard let range = ranges.first(where: { $0.key == key }) else { return }
        guard value.isFinite, value >= range.lower, value <= range.upper else {
            throw UsageError(
                message:
                    "engine configuration \(key)=\(written) is out of range: \(key) must be \(range.shown) (\(range.reason))"
            )
        }
    }

    static func parseFilters(_ value: String) throws -> [NNConsistencyFilter] {
        if value == "none" || value.isEmpty { return [] }
        var filters: [NNConsistencyFilter] = []
        for name in value.split(separator: ",") {
            switch name {
            case "pressure": filters.append(.pressure)
            case "location": filters.append(.location)
            case "activity": filters.append(.activity)
            default:
                throw UsageError(
                    message: "unknown filter '\(name)' (filters: none, or a comma list of pressure, location, activity)"
                )
            }
        }
        return filters
    }

    static func parseDuration(_ value: String, key: String) throws -> Int64 {
        let units: [(String, Double)] = [("ms", 1e6), ("min", 60e9), ("s", 1e9), ("h", 3600e9), ("d", 86_400e9)]
        for (unit, scale) in units where value.hasSuffix(unit) {
            guard let number = Double(value.dropLast(unit.count)) else { break }
            try checkRange(number * scale, key: key, written: value)
            return Int64((number * scale).rounded())
        }
        throw UsageError(message: "\(key) expects a duration such as 90s, 30min, 6h or 2d, got '\(value)'")
    }

    static func parseNumber(_ value: String, unit: String, key: String) throws -> Double {
        let digits = value.hasSuffix(unit) ? String(value.dropLast(unit.count)) : value
        guard let number = Double(digits) else {
            throw UsageError(message: "\(key) expects a number in \(unit), got '\(value)'")
        }
        try checkRange(number, key: key, written: value)
        return number
    }

    /// Applies the thresholds to a device's configuration.
    func adjust(_ configuration: inout EngineConfiguration) {
        if let calibrationValidityNanoseconds {
            configuration.calibrationValidityNanoseconds = calibrationValidityNanoseconds
        }
        if let assistanceValidityNanoseconds {
            configuration.assistanceValidityNanoseconds = assistanceValidityNanoseconds
        }
        if let fetchTimeoutNanoseconds { configuration.fetchTimeoutNanoseconds = fetchTimeoutNanoseconds }
        if let pressureFilterLimitPa { configuration.pressureFilterLimitPa = pressureFilterLimitPa }
        if let heightFloorSigmaMeters { configuration.heightFloorSigmaMeters = heightFloorSigmaMeters }
        if let pressureTemperatureSigmaPa { configuration.pressureTemperatureSigmaPa = pressureTemperatureSigmaPa }
        if let locationFilterMaxSpeedMetersPerSecond {
            configuration.locationFilterMaxSpeedMetersPerSecond = locationFilterMaxSpeedMetersPerSecond
        }
    }

    /// The engine factory: the built-in engine with these thresholds and filters.
    var factory: EngineFactory {
        let spec = self
        if let processCommand {
            var factory = EngineFactory.process(
                command: processCommand, name: label, timeoutNanoseconds: processTimeoutNanoseconds)
            factory.commandLineArguments = commandLineArguments
            return factory
        }
        return EngineFactory(name: label, commandLineArguments: commandLineArguments ?? "") { configuration, ports in
            var changed = configuration
            spec.adjust(&changed)
            let inner = EngineFactory.altitudeEngine.make(changed, ports)
            guard let filters = spec.filters else { return inner }
            return FilterOverridingEngine(inner: inner, filters: filters)
        }
    }
}
