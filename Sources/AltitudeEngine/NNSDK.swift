/// The SDK's static facade: every call forwards to one default `AltitudeEngine`.
///
/// For source compatibility with integrator code written against the iOS SDK. Threading
/// contract: call it from one thread only (the main thread in an app); the shared engine is
/// not locked. The default engine has offline ports (`EnginePorts.offline()`: a
/// `ManualScheduler` at time 0, an always-unreachable service, an in-memory store); an app
/// installs real ones first with `NNSDK.install(ports:configuration:)`. The simulator never
/// uses this type: it creates one `AltitudeEngine` per simulated device.
public enum NNSDK {
    nonisolated(unsafe) private static var engine = AltitudeEngine(configuration: EngineConfiguration(), ports: .offline())

    /// The engine behind the facade.
    public static var shared: AltitudeEngine { engine }

    /// Replaces the default engine by one with these ports (the old one is stopped if running).
    public static func install(ports: EnginePorts, configuration: EngineConfiguration = EngineConfiguration()) {
        if engine.lifecycle != .stopped { engine.stop() }
        engine = AltitudeEngine(configuration: configuration, ports: ports)
    }

    /// Receives every SDK status code `(code, timeStamp ms)`.
    public static func setStatusHandler(_ handler: NNStatusHandler?) { engine.statusHandler = handler }

    /// See `AltitudeEngine.start(baseURL:secretKey:location:success:failure:)`.
    public static func start(
        baseURL: String, secretKey: String, location: NNLocation? = nil,
        success: @escaping NNStatusHandler, failure: @escaping NNStatusHandler
    ) {
        engine.start(baseURL: baseURL, secretKey: secretKey, location: location, success: success, failure: failure)
    }

    /// See `AltitudeEngine.stop()`.
    public static func stop() { engine.stop() }

    /// See `AltitudeEngine.startAltitudeCalculation(mode:handler:)`.
    public static func startAltitudeCalculation(mode: NNAltitudeMode, handler: @escaping NNAltitudeHandler) {
        engine.startAltitudeCalculation(mode: mode, handler: handler)
    }

    /// See `AltitudeEngine.stopAltitudeCalculation(handler:)`.
    public static func stopAltitudeCalculation(handler: @escaping NNStatusHandler = { _, _ in }) {
        engine.stopAltitudeCalculation(handler: handler)
    }

    /// Enables exactly these consistency filters.
    public static func setSDKConsistencyFilters(_ filters: [NNConsistenyFilter]) {
        engine.setConsistencyFilters(filters)
    }

    /// See `AltitudeEngine.startManualCalibration(mode:location:floorNumber:groundMSLHeight:pressure:handler:)`.
    public static func startManualCalibration(
        mode: NNManualBarocalMode, location: NNLocation, floorNumber: Int? = nil, groundMSLHeight: Double? = nil,
        pressure: Double? = nil, handler: NNManualCalibrationHandler? = nil
    ) {
        engine.startManualCalibration(mode: mode, location: location, floorNumber: floorNumber,
                                      groundMSLHeight: groundMSLHeight, pressure: pressure, handler: handler)
    }

    /// See `AltitudeEngine.setManualCalibration(location:floorNumber:groundMSLHeight:pressure:handler:)`.
    public static func setManualCalibration(
        location: NNLocation, floorNumber: Int? = nil, groundMSLHeight: Double? = nil, pressure: Double? = nil,
        handler: NNManualCalibrationHandler? = nil
    ) {
        engine.setManualCalibration(location: location, floorNumber: floorNumber, groundMSLHeight: groundMSLHeight,
                                    pressure: pressure, handler: handler)
    }

    /// Host-provided location and/or pressure (Pa).
    public static func setAltitude(location: NNLocation?, pressure: Double?) {
        engine.setAltitude(location: location, pressure: pressure)
    }

    /// See `AltitudeEngine.startBarocalUpload(handler:)`.
    public static func startBarocalUpload(handler: @escaping (Bool) -> Void) {
        engine.startBarocalUpload(handler: handler)
    }

    /// The SDK version string.
    public static func version() -> String { engine.version() }

    /// `(initialised, last lifecycle status code)`.
    public static func sdkInitializationStatus() -> (Bool, Int) { engine.sdkInitializationStatus() }

    /// The device identifier.
    public static func deviceID() -> String { engine.deviceID() }
}
