/// The SDK's static facade: every call forwards to the engine in scope — the one a task bound
/// with `NNSDK.withEngine(_:operation:)`, else the process-wide default `AltitudeEngine`.
///
/// For source compatibility with integrator code written against the iOS SDK: an app that never
/// binds an engine talks to the default one, as before. The default engine has offline ports
/// (`EnginePorts.offline()`: a `ManualScheduler` at time 0, an always-unreachable service, an
/// in-memory store); an app installs real ones first with `NNSDK.install(ports:configuration:)`.
///
/// Threading contract: an engine is single-threaded (Docs/engine.md, "Threading contract").
/// The default engine sits in a `nonisolated(unsafe)` static and is not locked: call the facade
/// from one thread only (the main thread in an app). A bound engine is a task-local, in the
/// manner of swift-log's task-local metadata: each test (or task) that binds its own engine sees
/// only that one, so tests that bind one each may run in parallel. Child tasks and `Task { }`
/// inherit the binding; since the engine is still single-threaded, do not call the facade from
/// concurrent child tasks of one scope. The simulator itself never goes through this type: it
/// creates one `AltitudeEngine` per simulated device, and `ScenarioHost` (ScenarioTesting) binds
/// one of those while an app's code runs against a scenario.
public enum NNSDK {
    nonisolated(unsafe) private static var defaultEngine = AltitudeEngine(
        configuration: EngineConfiguration(), ports: .offline())

    /// The engine bound by `withEngine` for the current task, or `nil` (the default engine).
    @TaskLocal private static var scopedEngine: ScopedEngine?

    /// The engine behind the facade: the one bound for the current task, else the default one.
    public static var shared: AltitudeEngine { scopedEngine?.engine ?? defaultEngine }

    /// Whether a task-local engine is bound (`withEngine`), so calls bypass the default engine.
    public static var isScoped: Bool { scopedEngine != nil }

    /// Runs `operation` with `engine` behind the facade for the current task (and the child tasks
    /// it creates); every other task keeps its own engine. Returns what `operation` returns.
    ///
    /// ```swift
    /// let engine = AltitudeEngine(configuration: EngineConfiguration(), ports: ports)
    /// NNSDK.withEngine(engine) {
    ///     appModel.start()          // its NNSDK.start(…) reaches `engine`
    /// }
    /// ```
    public static func withEngine<Result>(_ engine: AltitudeEngine, operation: () throws -> Result) rethrows -> Result {
        try $scopedEngine.withValue(ScopedEngine(engine), operation: operation)
    }

    /// The `async` form of `withEngine(_:operation:)`: `operation` runs in the caller's isolation.
    public static func withEngine<Result>(
        _ engine: AltitudeEngine, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedEngine.withValue(ScopedEngine(engine), operation: operation, isolation: isolation)
    }

    /// Replaces the default engine by one with these ports (the old one is stopped if running).
    ///
    /// Inside `withEngine` it does nothing: whoever bound the engine owns its ports (in a test,
    /// the simulated device's clock, network and store), and replacing the process-wide default
    /// from one test would reach every other test.
    public static func install(ports: EnginePorts, configuration: EngineConfiguration = EngineConfiguration()) {
        guard !isScoped else { return }
        if defaultEngine.lifecycle != .stopped { defaultEngine.stop() }
        defaultEngine = AltitudeEngine(configuration: configuration, ports: ports)
    }

    /// Receives every SDK status code `(code, timeStamp ms)`.
    public static func setStatusHandler(_ handler: NNStatusHandler?) { shared.statusHandler = handler }

    /// See `AltitudeEngine.start(baseURL:secretKey:location:success:failure:)`.
    public static func start(
        baseURL: String, secretKey: String, location: NNLocation? = nil,
        success: @escaping NNStatusHandler, failure: @escaping NNStatusHandler
    ) {
        shared.start(baseURL: baseURL, secretKey: secretKey, location: location, success: success, failure: failure)
    }

    /// See `AltitudeEngine.stop()`.
    public static func stop() { shared.stop() }

    /// See `AltitudeEngine.startAltitudeCalculation(mode:handler:)`.
    public static func startAltitudeCalculation(mode: NNAltitudeMode, handler: @escaping NNAltitudeHandler) {
        shared.startAltitudeCalculation(mode: mode, handler: handler)
    }

    /// See `AltitudeEngine.stopAltitudeCalculation(handler:)`.
    public static func stopAltitudeCalculation(handler: @escaping NNStatusHandler = { _, _ in }) {
        shared.stopAltitudeCalculation(handler: handler)
    }

    /// Enables exactly these consistency filters.
    public static func setSDKConsistencyFilters(_ filters: [NNConsistenyFilter]) {
        shared.setConsistencyFilters(filters)
    }

    /// See `AltitudeEngine.startManualCalibration(mode:location:floorNumber:groundMSLHeight:pressure:handler:)`.
    public static func startManualCalibration(
        mode: NNManualBarocalMode, location: NNLocation, floorNumber: Int? = nil, groundMSLHeight: Double? = nil,
        pressure: Double? = nil, handler: NNManualCalibrationHandler? = nil
    ) {
        shared.startManualCalibration(
            mode: mode, location: location, floorNumber: floorNumber,
            groundMSLHeight: groundMSLHeight, pressure: pressure, handler: handler)
    }

    /// See `AltitudeEngine.setManualCalibration(location:floorNumber:groundMSLHeight:pressure:handler:)`.
    public static func setManualCalibration(
        location: NNLocation, floorNumber: Int? = nil, groundMSLHeight: Double? = nil, pressure: Double? = nil,
        handler: NNManualCalibrationHandler? = nil
    ) {
        shared.setManualCalibration(
            location: location, floorNumber: floorNumber, groundMSLHeight: groundMSLHeight,
            pressure: pressure, handler: handler)
    }

    /// Host-provided location and/or pressure (Pa).
    public static func setAltitude(location: NNLocation?, pressure: Double?) {
        shared.setAltitude(location: location, pressure: pressure)
    }

    /// See `AltitudeEngine.startBarocalUpload(handler:)`.
    public static func startBarocalUpload(handler: @escaping (Bool) -> Void) {
        shared.startBarocalUpload(handler: handler)
    }

    /// The SDK version string.
    public static func version() -> String { shared.version() }

    /// `(initialised, last lifecycle status code)`.
    public static func sdkInitializationStatus() -> (Bool, Int) { shared.sdkInitializationStatus() }

    /// The device identifier.
    public static func deviceID() -> String { shared.deviceID() }
}

/// An engine bound to a task by `NNSDK.withEngine`. A task-local value must be `Sendable`; the
/// engine is not, and is only ever used by the task that bound it (the facade's threading
/// contract), hence the unchecked conformance.
private final class ScopedEngine: @unchecked Sendable {
    let engine: AltitudeEngine
    init(_ engine: AltitudeEngine) { self.engine = engine }
}
