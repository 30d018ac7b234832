/// The engine the simulator drives: the built-in `AltitudeEngine`, or another one behind an
/// adapter (a vendor SDK, a previous version, one with other thresholds).
///
/// The simulator calls only these, as a phone app would; everything the engine reports must
/// reach `observer` as `EngineEvent`s (altitude callbacks, SDK status codes, manual-calibration
/// states, calibration changes), in order, synchronously.
public protocol EngineUnderTest: AnyObject {
    /// Receives every event; set by the simulator before the first call. The simulator keeps
    /// the observer alive for the run; implementations should hold it `weak` (the observer
    /// owns the engine).
    var observer: (any EngineObserver)? { get set }
    func ingestPressure(_ sample: PressureSample)
    func ingestLocation(_ location: NNLocation)
    func ingestActivity(_ sample: ActivitySample)
    /// Performs an app call; `location` is the current fix the app would pass (if any) and
    /// `pinLocation` the resolved pin for manual calibrations.
    func perform(_ call: ResolvedAppCall)
    /// Installs the calibration the phone already had before the run (`InitialCalibration`),
    /// as a host restoring its saved state would. The default does nothing.
    func restoreCalibration(_ record: CalibrationRecord)
    /// Called once when the run's clock has reached its end, before the result is made (an
    /// engine process gets its `end` message here). The default does nothing.
    func finishRun()
    /// Why the engine could not go on (an engine process that died or broke the protocol), or
    /// `nil`; a run with a failed engine is an error run. The default is `nil`.
    var failure: EngineRunFailure? { get }
}

extension EngineUnderTest {
    /// Ignores the record (an engine without a calibration-restore entry point).
    public func restoreCalibration(_ record: CalibrationRecord) {}
    /// Nothing to finish.
    public func finishRun() {}
    /// An in-process engine does not fail this way.
    public var failure: EngineRunFailure? { nil }
}
