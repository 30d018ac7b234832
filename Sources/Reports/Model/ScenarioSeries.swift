/// Every series and annotation plotted for one run, on one shared time axis.
///
/// Times are ns since the Unix epoch; the axis runs from `startNanoseconds` to `endNanoseconds`
/// and is labelled as time since the start.
public struct ScenarioSeries: Hashable, Sendable {
    /// The run's start instant, ns since the Unix epoch (time zero of the axis).
    public var startNanoseconds: Int64
    /// The run's end instant, ns since the Unix epoch.
    public var endNanoseconds: Int64
    /// True pressure at the phone, Pa.
    public var truePressurePa: TimeSeries
    /// Pressure the barometer measured, Pa.
    public var measuredPressurePa: TimeSeries
    /// Reference pressure from the assistance service at the phone's height, Pa.
    public var referencePressurePa: TimeSeries
    /// Height above the WGS-84 ellipsoid: truth and estimate with bands, m.
    public var hae: HeightSeries
    /// Height above terrain: truth and estimate with bands, m.
    public var hat: HeightSeries
    /// Floors of the building the device is in, drawn as horizontal lines.
    public var floorLines: [FloorLine]
    /// True horizontal error of the GNSS fixes, m.
    public var gnssHorizontalErrorMeters: TimeSeries
    /// Horizontal accuracy the GNSS fixes reported, m.
    public var gnssReportedAccuracyMeters: TimeSeries
    /// Code lanes (SDK status, statusCode, errorCode, warningCode, manualBaroCal, calibration events).
    public var codeLanes: [CodeLane]
    /// World events marked on every plot.
    public var annotations: [Annotation]

    /// Creates the series; everything but the time span defaults to empty.
    public init(
        startNanoseconds: Int64, endNanoseconds: Int64,
        truePressurePa: TimeSeries = .empty, measuredPressurePa: TimeSeries = .empty,
        referencePressurePa: TimeSeries = .empty,
        hae: HeightSeries = HeightSeries(), hat: HeightSeries = HeightSeries(), floorLines: [FloorLine] = [],
        gnssHorizontalErrorMeters: TimeSeries = .empty, gnssReportedAccuracyMeters: TimeSeries = .empty,
        codeLanes: [CodeLane] = [], annotations: [Annotation] = []
    ) {
        self.startNanoseconds = startNanoseconds
        self.endNanoseconds = endNanoseconds
        self.truePressurePa = truePressurePa
        self.measuredPressurePa = measuredPressurePa
        self.referencePressurePa = referencePressurePa
        self.hae = hae
        self.hat = hat
        self.floorLines = floorLines
        self.gnssHorizontalErrorMeters = gnssHorizontalErrorMeters
        self.gnssReportedAccuracyMeters = gnssReportedAccuracyMeters
        self.codeLanes = codeLanes
        self.annotations = annotations
    }
}
