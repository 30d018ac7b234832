/// A location fix: the Linux stand-in for `CLLocation`.
public struct NNLocation: Hashable, Sendable, Codable {
    /// Latitude, degrees (WGS-84), −90…90.
    public var latitudeDegrees: Double
    /// Longitude, degrees (WGS-84), −180…180.
    public var longitudeDegrees: Double
    /// Horizontal uncertainty, m, 68 % radius (Android convention).
    public var horizontalAccuracyMeters: Double
    /// Altitude reported by the location provider, m (not used for the height).
    public var altitudeMeters: Double?
    /// Time of the fix, ns since the Unix epoch.
    public var timestampNanoseconds: Int64

    /// Creates a location fix.
    public init(
        latitudeDegrees: Double, longitudeDegrees: Double, horizontalAccuracyMeters: Double,
        altitudeMeters: Double? = nil, timestampNanoseconds: Int64
    ) {
        self.latitudeDegrees = latitudeDegrees
        self.longitudeDegrees = longitudeDegrees
        self.horizontalAccuracyMeters = horizontalAccuracyMeters
        self.altitudeMeters = altitudeMeters
        self.timestampNanoseconds = timestampNanoseconds
    }

    /// Whether the coordinates are finite and in range and the accuracy is finite and ≥ 0.
    public var isValid: Bool {
        latitudeDegrees.isFinite && longitudeDegrees.isFinite && abs(latitudeDegrees) <= 90
            && abs(longitudeDegrees) <= 180 && horizontalAccuracyMeters.isFinite
            && horizontalAccuracyMeters >= 0
    }
}
