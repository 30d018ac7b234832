public import AltitudeEngine
public import AssistanceService

/// What a trace line records.
public enum TraceEvent: Hashable, Sendable {
    /// Something the engine did (every `EngineEvent`), with the truth at that instant.
    case engine(EngineEventKind, truth: TruthSnapshot)
    /// A timeline step began.
    case timelineStep(index: Int, description: String)
    /// A device fault window began (`active` true) or ended.
    case fault(description: String, active: Bool)
    /// A raw barometer sample delivered to the engine (only with `keepRawSamples`);
    /// `measuredAtNanoseconds` is the sample's own timestamp (`nil`: the line's time).
    case pressureSample(measuredPa: Double, truth: TruthSnapshot, measuredAtNanoseconds: Int64? = nil)
    /// A raw location fix delivered to the engine (only with `keepRawSamples`), with the true error, m.
    case locationSample(NNLocation, trueHorizontalErrorMeters: Double)
    /// A raw activity result delivered (only with `keepRawSamples`).
    case activitySample(ActivitySample, truth: ActivityKind)
    /// A station observation reached the service (only with `keepRawSamples`).
    case stationObservation(StationObservation)
    /// The reference the service would give at the device (for plots), sampled every minute.
    case referenceSample(seaLevelPressurePa: Double, uncertaintyPa: Double)
    /// An app call the simulator performed on the engine (just before `EngineUnderTest.perform`).
    case appCall(ResolvedAppCall)
    /// The calibration the phone already had, installed with `EngineUnderTest.restoreCalibration`
    /// at setup (before the first sample).
    case calibrationRestored(CalibrationRecord)
}
