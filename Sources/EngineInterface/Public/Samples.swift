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

/// One barometer reading.
public struct PressureSample: Hashable, Sendable, Codable {
    /// Raw (uncalibrated) pressure, Pa.
    public var pressurePa: Double
    /// Time of the reading, ns since the Unix epoch.
    public var timestampNanoseconds: Int64
    /// Sensor temperature, K, when the sensor reports it (informational).
    public var temperatureKelvin: Double?

    /// Creates a pressure reading.
    public init(pressurePa: Double, timestampNanoseconds: Int64, temperatureKelvin: Double? = nil) {
        self.pressurePa = pressurePa
        self.timestampNanoseconds = timestampNanoseconds
        self.temperatureKelvin = temperatureKelvin
    }
}

/// What the activity recogniser thinks the user is doing.
public enum ActivityKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Not moving.
    case still
    /// Walking (slow: allowed for background calibration, not for manual calibration).
    case walking
    /// Running.
    case running
    /// In a car, bus, train...
    case inVehicle
    /// The recogniser does not know.
    case unknown
}

/// One activity-recognition result.
public struct ActivitySample: Hashable, Sendable, Codable {
    /// The recognised activity.
    public var kind: ActivityKind
    /// Confidence, 0…1.
    public var confidence: Double
    /// Time of the result, ns since the Unix epoch.
    public var timestampNanoseconds: Int64

    /// Creates an activity result.
    public init(kind: ActivityKind, confidence: Double, timestampNanoseconds: Int64) {
        self.kind = kind
        self.confidence = confidence
        self.timestampNanoseconds = timestampNanoseconds
    }
}
