/// One imported phone recording: the pressure and location streams in time order, the labels the
/// format carries, and the count of every row the importer had to clean (``DirtyDataTally``).
public struct Recording: Sendable, Equatable {
    /// The file (or folder) it came from, as given.
    public var source: String
    /// The format it was read as.
    public var format: RecordingFormat
    /// The unit the pressure column was read in (decided from its magnitude, or the format's).
    public var pressureUnit: PressureUnit
    /// Barometer readings, strictly increasing in time.
    public var pressures: [RecordedPressure]
    /// Location fixes with a usable accuracy, strictly increasing in time.
    public var fixes: [RecordedFix]
    /// Ground truth the format carries (floors, indoor labels).
    public var labels: RecordingLabels
    /// Every cleaned row, by class.
    public var tally: DirtyDataTally

    /// Creates a recording.
    public init(
        source: String, format: RecordingFormat, pressureUnit: PressureUnit, pressures: [RecordedPressure],
        fixes: [RecordedFix], labels: RecordingLabels, tally: DirtyDataTally
    ) {
        self.source = source
        self.format = format
        self.pressureUnit = pressureUnit
        self.pressures = pressures
        self.fixes = fixes
        self.labels = labels
        self.tally = tally
    }

    /// The first instant of either stream, ns since the epoch (`nil` for an empty recording).
    public var startNanoseconds: Int64? {
        [pressures.first?.timeNanoseconds, fixes.first?.timeNanoseconds].compactMap { $0 }.min()
    }

    /// The last instant of either stream, ns since the epoch.
    public var endNanoseconds: Int64? {
        [pressures.last?.timeNanoseconds, fixes.last?.timeNanoseconds].compactMap { $0 }.max()
    }
}

/// One barometer reading.
public struct RecordedPressure: Sendable, Equatable {
    /// When it was measured, ns since the Unix epoch.
    public var timeNanoseconds: Int64
    /// Pressure in Pa.
    public var pressurePa: Double

    /// Creates a reading.
    public init(timeNanoseconds: Int64, pressurePa: Double) {
        self.timeNanoseconds = timeNanoseconds
        self.pressurePa = pressurePa
    }
}

/// One location fix as the phone reported it.
public struct RecordedFix: Sendable, Equatable {
    /// When it was taken, ns since the Unix epoch.
    public var timeNanoseconds: Int64
    /// WGS-84 latitude, degrees.
    public var latitudeDegrees: Double
    /// WGS-84 longitude, degrees.
    public var longitudeDegrees: Double
    /// The horizontal accuracy the phone stated, metres (> 0).
    public var horizontalAccuracyMeters: Double

    /// Creates a fix.
    public init(
        timeNanoseconds: Int64, latitudeDegrees: Double, longitudeDegrees: Double, horizontalAccuracyMeters: Double
    ) {
        self.timeNanoseconds = timeNanoseconds
        self.latitudeDegrees = latitudeDegrees
        self.longitudeDegrees = longitudeDegrees
        self.horizontalAccuracyMeters = horizontalAccuracyMeters
    }
}
