public import AssistanceProtocol

/// Everything an `AssistanceServer` is built from.
public struct ServiceConfiguration: Sendable {
    /// The reference network.
    public var stations: [ReferenceStation]
    /// Spatial interpolation method.
    public var interpolation: InterpolationMethod
    /// Where the service answers (outside → 600).
    public var coverage: ServiceArea
    /// Accepted API keys (anything else → 403).
    public var apiKeys: [String]
    /// Terrain model for the HAT data.
    public var terrain: TerrainProvider
    /// Declared one-σ uncertainty of the terrain model, m.
    public var terrainUncertaintyMeters: Double
    /// Geoid model (reference level and terrain HAE).
    public var geoid: GeoidProvider
    /// A station's trend is extrapolated for at most this long after its latest observation, ns;
    /// beyond it the value is held at the extrapolation limit.
    public var extrapolationLimitNanoseconds: Int64
    /// A station whose latest observation is older than this is stale and not used, ns.
    public var stalenessLimitNanoseconds: Int64
    /// Observations at most this much older than a station's latest one form its trend, ns.
    public var trendWindowNanoseconds: Int64
    /// Observations kept per station (≥ 1; 2 or more enable the trend).
    public var historyDepth: Int
    /// The network's last steps must lie this many σ from its window trends for the service to
    /// follow the last steps (`AssistanceServer.weatherBends`); 0 or infinity: always the window.
    public var trendBendGateSigmas: Double
    /// How long each station's window tendencies are kept, ns: the service looks back over them
    /// for a bend carried between the stations (`UnresolvedCurvature`), at most this far.
    public var tendencyMemoryNanoseconds: Int64
    /// Stations farther than this from the device are not used, m.
    public var maximumStationRangeMeters: Double
    /// Validity the service promises for reference data (`referenceValidityNanoseconds`), ns.
    public var referenceValidityNanoseconds: Int64
    /// A calibration older than this is stale (→ 640), ns.
    public var calibrationValidityNanoseconds: Int64
    /// Calibrations known before any upload (e.g. manual ones), by device id.
    public var initialCalibrations: [String: CalibrationRecord]
    /// The uncertainty model's constants.
    public var uncertainty: UncertaintyModel
    /// Failure injections.
    public var faults: ServiceFaults

    /// Creates a configuration. Defaults: plane fit, coverage everywhere, flat terrain at 0 m,
    /// zero geoid, 10 min extrapolation, 30 min staleness, 1 h trend window, 4 observations
    /// per station, a 3 σ bend gate, 3 h of tendencies (a front at 10 m/s crosses 100 km of
    /// stations in 2.8 h), 300 km range, 120 s reference validity, 4 days calibration validity.
    public init(
        stations: [ReferenceStation], interpolation: InterpolationMethod = .planeFit,
        coverage: ServiceArea = .everywhere, apiKeys: [String],
        terrain: TerrainProvider = .flat(orthometricHeightMeters: 0), terrainUncertaintyMeters: Double = 1,
        geoid: GeoidProvider = .constant(undulationMeters: 0),
        extrapolationLimitNanoseconds: Int64 = 600_000_000_000,
        stalenessLimitNanoseconds: Int64 = 1_800_000_000_000,
        trendWindowNanoseconds: Int64 = 3_600_000_000_000, historyDepth: Int = 4, trendBendGateSigmas: Double = 3,
        tendencyMemoryNanoseconds: Int64 = 3 * 3_600_000_000_000,
        maximumStationRangeMeters: Double = 300_000, referenceValidityNanoseconds: Int64 = 120_000_000_000,
        calibrationValidityNanoseconds: Int64 = 4 * 86_400 * 1_000_000_000,
        initialCalibrations: [String: CalibrationRecord] = [:], uncertainty: UncertaintyModel = UncertaintyModel(),
        faults: ServiceFaults = .none
    ) {
        self.stations = stations
        self.interpolation = interpolation
        self.coverage = coverage
        self.apiKeys = apiKeys
        self.terrain = terrain
        self.terrainUncertaintyMeters = terrainUncertaintyMeters
        self.geoid = geoid
        self.extrapolationLimitNanoseconds = extrapolationLimitNanoseconds
        self.stalenessLimitNanoseconds = stalenessLimitNanoseconds
        self.trendWindowNanoseconds = trendWindowNanoseconds
        self.historyDepth = historyDepth
        self.trendBendGateSigmas = trendBendGateSigmas
        self.tendencyMemoryNanoseconds = tendencyMemoryNanoseconds
        self.maximumStationRangeMeters = maximumStationRangeMeters
        self.referenceValidityNanoseconds = referenceValidityNanoseconds
        self.calibrationValidityNanoseconds = calibrationValidityNanoseconds
        self.initialCalibrations = initialCalibrations
        self.uncertainty = uncertainty
        self.faults = faults
    }
}
