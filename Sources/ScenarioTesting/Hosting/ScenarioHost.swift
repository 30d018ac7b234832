import AltitudeEngine
import Foundation
public import Scenarios
import Simulation

/// Runs a scenario while an app's own code, unchanged, drives one simulated device through the
/// `NNSDK` facade and receives its callbacks, in virtual time.
///
/// For the run, the hosted device's engine is the one `NNSDK` resolves to (bound task-locally
/// with `NNSDK.withEngine`, so hosts in parallel tests never see each other's engine). The
/// timeline's app calls of that device run the app's functions set in `routes`; those call
/// `NNSDK.*` themselves, and the handlers they register (status, altitude, calibration) are
/// called as the simulated engine reports. The scenario's expectations are evaluated over the
/// run as `checkScenario` does. A host runs once, on the calling thread.
///
/// ```swift
/// let host = try ScenarioHost<AltitudeViewModel.Screen>(file: "scenarios/server-unreachable.scenario")
/// let model = AltitudeViewModel(scheduler: host.scheduler)
/// model.onChange = { host.record($0) }
/// host.routes.start = { url, key, location in model.start(baseURL: url, secretKey: key, location: location) }
/// host.routes.startAltitude = { mode in model.startTracking(mode: mode) }
/// let run = try host.check()        // reports failed expectations to the test
/// #expect(run.first { $0.status == .retrying(attempt: 1) } != nil)
/// #expect(run.shown(at: .seconds(35 * 60))?.status == .showingAltitude)
/// ```
///
/// `Observation` is the type of what the app records with `record(_:)` (its screen state, say).
public final class ScenarioHost<Observation> {
    /// The scenario being hosted.
    public let scenario: Scenario
    /// The `.scenario` file, for failure messages (`nil` for a scenario built in code).
    public let path: String?
    /// The device whose engine the app drives.
    public let deviceName: String
    /// The app's function for each timeline app call; unset calls follow `routes.unrouted`.
    public var routes: AppCallRoutes {
        get { session.routes }
        set { session.routes = newValue }
    }
    /// A scheduler in the hosted device's virtual time, for the app's own timers.
    public var scheduler: HostScheduler { session.appScheduler }

    private let session: HostSession
    private var observations: [HostedObservation<Observation>] = []
    private var hasRun = false

    /// Hosts `device` (optional when the scenario has one device) of a compiled scenario.
    /// - Throws: `ScenarioHostError` when the scenario has no device, or `device` is missing or
    ///   names no device of it.
    public init(scenario: Scenario, path: String? = nil, device: String? = nil) throws {
        let chosen = try Self.choose(device: device, among: scenario.devices.map(\.name))
        guard let spec = scenario.devices.first(where: { $0.name == chosen }) else {
            throw ScenarioHostError.unknownDevice(chosen, available: scenario.devices.map(\.name), suggestion: nil)
        }
        self.scenario = scenario
        self.path = path
        deviceName = chosen
        session = HostSession(deviceID: spec.deviceID)
    }

    /// Hosts `device` of a `.scenario` file; a relative path starts at the package root (the
    /// nearest folder with `Package.swift` above `filePath`, the calling Swift file).
    /// - Throws: `ScenarioHostError.fileNotFound`, `ScenarioExecutionError` (the file's located
    ///   diagnostics, a scenario with no device among them), or the errors of `init(scenario:)`.
    public convenience init(file path: String, device: String? = nil, filePath: StaticString = #filePath) throws {
        let resolved = path.hasPrefix("/") ? path : try ScenarioFiles.packageRoot(from: "\(filePath)") + "/" + path
        guard FileManager.default.fileExists(atPath: resolved) else {
            throw ScenarioHostError.fileNotFound(path: resolved)
        }
        try self.init(scenario: ScenarioExecution.load(path: resolved), path: resolved, device: device)
    }

    /// Hosts `device` of a scenario written as text; its includes resolve from the folder of
    /// `path` (where the text is taken to live; a relative path starts at the package root).
    public convenience init(
        text: String, path: String, device: String? = nil,
        filePath: StaticString = #filePath
    ) throws {
        let resolved = path.hasPrefix("/") ? path : try ScenarioFiles.packageRoot(from: "\(filePath)") + "/" + path
        let loaded = ScenarioLoader().loadScenario(source: SourceFile(path: resolved, text: text))
        guard !loaded.hasErrors, let scenario = loaded.scenario else {
            throw loaded.isLibrary
                ? ScenarioExecutionError.library(path: resolved)
                : ScenarioExecutionError.invalid(path: resolved, diagnostics: loaded.renderDiagnostics())
        }
        try self.init(scenario: scenario, path: nil, device: device)
    }

    /// Records what the app shows now, stamped with the run's virtual time (scenario time 0
    /// before the run). Call it from the app's change notification.
    public func record(_ observation: Observation) {
        observations.append(HostedObservation(offsetNanoseconds: session.offsetNanoseconds, value: observation))
    }

    /// Time since scenario time 0 in the run, ns (0 before it).
    public var offsetNanoseconds: Int64 { session.offsetNanoseconds }

    /// Runs the scenario once at `seed` (else the `.scenarioSeed` trait's, else the scenario's own)
    /// with the hosted device's engine bound to `NNSDK`, and evaluates its expectations.
    /// - Throws: `ScenarioHostError.alreadyRun` on a second call, and the simulator's set-up errors.
    public func run(seed: UInt64? = nil) throws -> HostedRun<Observation> {
        guard !hasRun else { throw ScenarioHostError.alreadyRun }
        hasRun = true
        defer { session.finish() }
        let outcome = try ScenarioExecution.run(
            scenario, seed: seed ?? ScenarioSeed.current ?? scenario.seed, path: path,
            engine: session.factory(name: Self.engineName), sink: nil, keepRawSamples: false
        ) { [session] simulation in
            guard let engine = session.engine?.engine else { throw ScenarioHostError.deviceNotBuilt }
            return NNSDK.withEngine(engine) { simulation.run() }
        }
        let report = ExpectationEvaluator.evaluate(
            scenario.expectations, records: outcome.run.records,
            facts: outcome.run.facts)
        return HostedRun(
            report: report, records: outcome.run.records, observations: observations,
            appCalls: session.appCalls, deviceName: deviceName)
    }

    /// The engine name failures print: the built-in engine, driven by the app's code.
    public static var engineName: String { "AltitudeEngine driven by the app" }

    private static func choose(device: String?, among names: [String]) throws -> String {
        guard !names.isEmpty else { throw ScenarioHostError.noDevice }
        guard let device else {
            guard names.count == 1, let only = names.first else {
                throw ScenarioHostError.deviceNotChosen(available: names)
            }
            return only
        }
        guard names.contains(device) else {
            throw ScenarioHostError.unknownDevice(
                device, available: names,
                suggestion: EditDistance.suggestion(for: device, among: names))
        }
        return device
    }
}
