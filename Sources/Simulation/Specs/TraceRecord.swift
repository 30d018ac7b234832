public import AltitudeEngine
public import AssistanceService
public import Geophysics

/// The truth about one device at one instant.
public struct TruthSnapshot: Hashable, Sendable {
    public var position: EastNorth
    /// Height of the phone above mean sea level, m.
    public var heightMSLMeters: Double
    /// Height of the phone above the WGS-84 ellipsoid, m (what `height` should be).
    public var heightHAEMeters: Double
    /// Height of the phone above the terrain, m (what `heightAboveTerrain` should be).
    public var heightAboveTerrainMeters: Double
    /// Index of the building the person is in, if any.
    public var buildingIndex: Int?
    /// Floor number when in a building.
    public var floor: Int?
    /// True pressure at the phone, Pa.
    public var pressurePa: Double
    /// What the person is really doing.
    public var activity: ActivityKind

    public init(
        position: EastNorth, heightMSLMeters: Double, heightHAEMeters: Double, heightAboveTerrainMeters: Double,
        buildingIndex: Int?, floor: Int?, pressurePa: Double, activity: ActivityKind
    ) {
        self.position = position
        self.heightMSLMeters = heightMSLMeters
        self.heightHAEMeters = heightHAEMeters
        self.heightAboveTerrainMeters = heightAboveTerrainMeters
        self.buildingIndex = buildingIndex
        self.floor = floor
        self.pressurePa = pressurePa
        self.activity = activity
    }

    public var isIndoors: Bool { buildingIndex != nil }
}

/// One line of the trace.
public struct TraceRecord: Hashable, Sendable {
    /// Virtual time, ns since the Unix epoch.
    public var timeNanoseconds: Int64
    /// Index of the device in the spec, `nil` for the world and the service.
    public var deviceIndex: Int?
    public var event: TraceEvent

    public init(timeNanoseconds: Int64, deviceIndex: Int?, event: TraceEvent) {
        self.timeNanoseconds = timeNanoseconds
        self.deviceIndex = deviceIndex
        self.event = event
    }
}

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
