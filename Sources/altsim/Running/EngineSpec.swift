import AltitudeEngine
import AssistanceProtocol
import Foundation
import Reports
import Simulation

/// An engine configuration written on the command line (`--a`, `--b`, `--engine`).
///
/// Items are `key=value`, separated by spaces or `;`:
///
///     filters=pressure,location calibration-validity=2d pressure-filter-limit=80Pa
///
/// | key | value | changes |
/// |---|---|---|
/// | `name` | text | the label shown in reports |
/// | `filters` | `none` or a comma list of `pressure`, `location`, `activity` | the app's consistency filters: set right after every `start sdk` and replacing every `filters` call of the scenario |
/// | `calibration-validity` | duration (`90s`, `30min`, `6h`, `2d`) | `calibrationValidityNanoseconds` |
/// | `assistance-validity` | duration | `assistanceValidityNanoseconds` |
/// | `fetch-timeout` | duration | `fetchTimeoutNanoseconds` |
/// | `pressure-filter-limit` | pressure (`80Pa`, `80`) | `pressureFilterLimitPa` |
/// | `location-filter-max-speed` | speed (`30m/s`, `30`) | `locationFilterMaxSpeedMetersPerSecond` |
/// | `height-floor-sigma` | length (`0.2m`, `0.2`) | `heightFloorSigmaMeters` (the σ model's unmodelled term) |
/// | `temperature-sigma` | pressure (`4Pa`, `4`) | `pressureTemperatureSigmaPa` (the barometer's temperature error) |
///
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

    /// An engine process (`--engine-process CMD`): `text` and `label` are `process: CMD`.
    init(processCommand command: String, timeoutNanoseconds: UInt64) {
        self.init(text: "process: " + command, label: "process: " + command)
        processCommand = command
        processTimeoutNanoseconds = timeoutNanoseconds
    }

    /// The options that choose this engine, for reproduce commands (`nil`: the built-in
    /// engine as the scenario configures it).
    var commandLineArguments: String? {
        if let processCommand {
            let timeout = processTimeoutNanoseconds == ProcessEngine.defaultTimeoutNanoseconds
                ? "" : " --engine-timeout " + Self.secondsText(processTimeoutNanoseconds)
            return "--engine-process " + EngineChoice.shellWord(processCommand) + timeout
        }
        return text == "default" || text.isEmpty ? nil : "--engine " + EngineChoice.shellWord(text)
    }

    /// The engine as report headers name it.
    var reportName: String {
        if processCommand != nil { return label }
        return text == "default" || text.isEmpty ? ReportDocument.builtInEngine : ReportDocument.builtInEngine + " (" + text + ")"
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
                throw UsageError(message: "engine configuration item '\(item)' is not key=value (keys: \(Self.keys.joined(separator: ", ")))")
            }
            let key = String(item[..<equals]), value = String(item[item.index(after: equals)...])
            switch key {
            case "name": label = value
            case "filters": filters = try Self.parseFilters(value)
            case "calibration-validity": calibrationValidityNanoseconds = try Self.parseDuration(value, key: key)
            case "assistance-validity": assistanceValidityNanoseconds = try Self.parseDuration(value, key: key)
            case "fetch-timeout": fetchTimeoutNanoseconds = try Self.parseDuration(value, key: key)
            case "pressure-filter-limit": pressureFilterLimitPa = try Self.parseNumber(value, unit: "Pa", key: key)
            case "height-floor-sigma": heightFloorSigmaMeters = try Self.parseNumber(value, unit: "m", key: key)
            case "temperature-sigma": pressureTemperatureSigmaPa = try Self.parseNumber(value, unit: "Pa", key: key)
            case "location-filter-max-speed": locationFilterMaxSpeedMetersPerSecond = try Self.parseNumber(value, unit: "m/s", key: key)
            default:
                throw UsageError(message: "unknown engine configuration key '\(key)' (keys: \(Self.keys.joined(separator: ", ")))")
            }
        }
    }

    static let keys = ["name", "filters", "calibration-validity", "assistance-validity", "fetch-timeout",
                       "pressure-filter-limit", "location-filter-max-speed", "height-floor-sigma", "temperature-sigma"]

    static func parseFilters(_ value: String) throws -> [NNConsistencyFilter] {
        if value == "none" || value.isEmpty { return [] }
        var filters: [NNConsistencyFilter] = []
        for name in value.split(separator: ",") {
            switch name {
            case "pressure": filters.append(.pressure)
            case "location": filters.append(.location)
            case "activity": filters.append(.activity)
            default: throw UsageError(message: "unknown filter '\(name)' (filters: none, or a comma list of pressure, location, activity)")
            }
        }
        return filters
    }

    static func parseDuration(_ value: String, key: String) throws -> Int64 {
        let units: [(String, Double)] = [("ms", 1e6), ("min", 60e9), ("s", 1e9), ("h", 3600e9), ("d", 86_400e9)]
        for (unit, scale) in units where value.hasSuffix(unit) {
            if let number = Double(value.dropLast(unit.count)), number.isFinite, number >= 0, number * scale < 9e18 {
                return Int64((number * scale).rounded())
            }
            break
        }
        throw UsageError(message: "\(key) expects a duration such as 90s, 30min, 6h or 2d, got '\(value)'")
    }

    static func parseNumber(_ value: String, unit: String, key: String) throws -> Double {
        let digits = value.hasSuffix(unit) ? String(value.dropLast(unit.count)) : value
        guard let number = Double(digits), number.isFinite, number >= 0 else {
            throw UsageError(message: "\(key) expects a non-negative number in \(unit), got '\(value)'")
        }
        return number
    }

    /// Applies the thresholds to a device's configuration.
    func adjust(_ configuration: inout EngineConfiguration) {
        if let calibrationValidityNanoseconds { configuration.calibrationValidityNanoseconds = calibrationValidityNanoseconds }
        if let assistanceValidityNanoseconds { configuration.assistanceValidityNanoseconds = assistanceValidityNanoseconds }
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
            var factory = EngineFactory.process(command: processCommand, name: label, timeoutNanoseconds: processTimeoutNanoseconds)
            factory.commandLineArguments = commandLineArguments
            return factory
        }
        return EngineFactory(name: label, commandLineArguments: commandLineArguments) { configuration, ports in
            var changed = configuration
            spec.adjust(&changed)
            let inner = EngineFactory.altitudeEngine.make(changed, ports)
            guard let filters = spec.filters else { return inner }
            return FilterOverridingEngine(inner: inner, filters: filters)
        }
    }
}

/// Wraps an engine so that the app's consistency filters are the configured ones: set right
/// after every start, and replacing the scenario's own filter calls.
final class FilterOverridingEngine: EngineUnderTest {
    private let inner: any EngineUnderTest
    private let filters: [NNConsistencyFilter]

    init(inner: any EngineUnderTest, filters: [NNConsistencyFilter]) {
        self.inner = inner
        self.filters = filters
    }

    var observer: (any EngineObserver)? {
        get { inner.observer }
        set { inner.observer = newValue }
    }

    func ingestPressure(_ sample: PressureSample) { inner.ingestPressure(sample) }
    func ingestLocation(_ location: NNLocation) { inner.ingestLocation(location) }
    func ingestActivity(_ sample: ActivitySample) { inner.ingestActivity(sample) }
    func restoreCalibration(_ record: CalibrationRecord) { inner.restoreCalibration(record) }
    func finishRun() { inner.finishRun() }
    var failure: EngineRunFailure? { inner.failure }

    func perform(_ call: ResolvedAppCall) {
        switch call {
        case .setFilters:
            inner.perform(.setFilters(filters))
        case .start:
            inner.perform(call)
            inner.perform(.setFilters(filters))
        default:
            inner.perform(call)
        }
    }
}
