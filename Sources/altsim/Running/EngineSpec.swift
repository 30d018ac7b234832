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
/// The keys, their values, ranges and the `EngineConfiguration` fields they set are
/// ``EngineSpec/keyTable`` (listed in Docs/cli.md, "Engine configurations"); a value outside
/// its key's range is refused. The empty text and `default` leave the engine as the scenario
/// configures it.
struct EngineSpec: Sendable, Equatable {
    /// The text as given (recorded in trace headers).
    var text: String
    /// Label for reports.
    var label: String
    /// Filters forced on the app, or `nil` to keep the scenario's.
    var filters: [NNConsistencyFilter]?
    /// The numeric keys written, by key name, in their base unit (ns, Pa, m/s, m, Pa/K, …).
    var settings: [String: Double] = [:]
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
            switch entry.name {
            case "name": label = value
            case "filters": filters = try Self.parseFilters(value)
            default:
                guard let setting = entry.setting else { continue }
                settings[key] = try Self.parse(value, setting: setting, key: key)
            }
        }
    }

    /// Parses `value` in the setting's unit and checks it against its range; throws naming key,
    /// value and range.
    static func parse(_ value: String, setting: Setting, key: String) throws -> Double {
        let number: Double
        switch setting.unit {
        case .duration: number = try parseDuration(value, key: key)
        case .number(let suffix): number = try parseNumber(value, unit: suffix, key: key)
        }
        guard number.isFinite, number >= setting.lower, number <= setting.upper else {
            throw UsageError(
                message:
                    "engine configuration \(key)=\(value) is out of range: \(key) must be \(setting.shown) (\(setting.reason))"
            )
        }
        return number
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

    /// A duration (`90s`, `30min`, `6h`, `2d`, `500ms`) in ns.
    static func parseDuration(_ value: String, key: String) throws -> Double {
        let units: [(String, Double)] = [("ms", 1e6), ("min", 60e9), ("s", 1e9), ("h", 3600e9), ("d", 86_400e9)]
        for (unit, scale) in units where value.hasSuffix(unit) {
            guard let number = Double(value.dropLast(unit.count)) else { break }
            return number * scale
        }
        throw UsageError(message: "\(key) expects a duration such as 90s, 30min, 6h or 2d, got '\(value)'")
    }

    /// A number, written bare or with `unit` after it.
    static func parseNumber(_ value: String, unit: String, key: String) throws -> Double {
        let digits = !unit.isEmpty && value.hasSuffix(unit) ? String(value.dropLast(unit.count)) : value
        guard let number = Double(digits) else {
            throw UsageError(message: "\(key) expects a number\(unit.isEmpty ? "" : " in " + unit), got '\(value)'")
        }
        return number
    }

    /// Applies the settings to a device's configuration, in table order.
    func adjust(_ configuration: inout EngineConfiguration) {
        for key in Self.keyTable {
            guard let setting = key.setting, let value = settings[key.name] else { continue }
            setting.apply(&configuration, value)
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
