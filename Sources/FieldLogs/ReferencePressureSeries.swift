/// A recorded sea-level pressure series (a weather station's, a METAR feed's), answered as the
/// assistance reference of a field run instead of a declared constant: linear in time between
/// its points, with its stated σ (Docs/field-logs.md, "Reference series").
///
/// Unlike a recording, a reference is not cleaned: a row that is not a plausible sea-level
/// pressure at an increasing time refuses the whole file, naming the line.
public struct ReferencePressureSeries: Sendable, Equatable {
    /// One point: ns since the epoch, sea-level pressure Pa, its 1σ Pa.
    public struct Point: Sendable, Equatable {
        /// The instant, ns since the Unix epoch.
        public var timeNanoseconds: Int64
        /// Sea-level pressure, Pa.
        public var seaLevelPressurePa: Double
        /// Its 1σ, Pa.
        public var sigmaPa: Double

        /// Creates a point.
        public init(timeNanoseconds: Int64, seaLevelPressurePa: Double, sigmaPa: Double) {
            self.timeNanoseconds = timeNanoseconds
            self.seaLevelPressurePa = seaLevelPressurePa
            self.sigmaPa = sigmaPa
        }
    }

    /// The points, strictly increasing in time (at least one).
    public var points: [Point]
    /// The unit the file's pressures were written in (decided from their magnitude).
    public var unit: PressureUnit

    /// The σ of a file without a `sigma` column, Pa: a station's sea-level pressure is reported to
    /// 0.1 hPa, but reducing it to the phone's place and time is good to about 1 hPa.
    public static let defaultSigmaPa = 100.0
    /// Sea-level pressures ever observed lie within 870…1084 hPa; a little margin either side.
    public static let plausibleSeaLevelPa: ClosedRange<Double> = 85_000...110_000
    /// The σ accepted, Pa (0.1 Pa is a laboratory barometer; 5000 Pa says nothing).
    public static let plausibleSigmaPa: ClosedRange<Double> = 0.1...5_000

    /// Creates a series from points already checked.
    public init(points: [Point], unit: PressureUnit = .pascal) {
        self.points = points
        self.unit = unit
    }

    /// The reference at `timeNanoseconds`: pressure and σ linear between the points around it;
    /// before the first point or after the last, that point's (a series is read as it stood).
    public func reference(atNanoseconds timeNanoseconds: Int64) -> (seaLevelPressurePa: Double, sigmaPa: Double) {
        guard let first = points.first, let last = points.last else { return (.nan, .nan) }
        if timeNanoseconds <= first.timeNanoseconds { return (first.seaLevelPressurePa, first.sigmaPa) }
        if timeNanoseconds >= last.timeNanoseconds { return (last.seaLevelPressurePa, last.sigmaPa) }
        var low = 0
        var high = points.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if points[middle].timeNanoseconds <= timeNanoseconds { low = middle } else { high = middle }
        }
        let a = points[low]
        let b = points[high]
        let fraction = Double(timeNanoseconds - a.timeNanoseconds) / Double(b.timeNanoseconds - a.timeNanoseconds)
        return (
            a.seaLevelPressurePa + fraction * (b.seaLevelPressurePa - a.seaLevelPressurePa),
            a.sigmaPa + fraction * (b.sigmaPa - a.sigmaPa)
        )
    }

    /// Reads a CSV with a header naming `time` and `pressure` and, optionally, `sigma` (any order;
    /// other columns ignored). `time` is ISO 8601 UTC or epoch s/ms/ns (as in the native format);
    /// `pressure` sea-level, all in Pa or all in hPa (decided from the first value's magnitude);
    /// `sigma` in the pressure's unit.
    public static func load(path: String) throws(RecordingImportError) -> ReferencePressureSeries {
        let table = try TextTable.read(path: path)
        let timeColumn = try table.requiredColumn("time", path: path)
        let pressureColumn = try table.requiredColumn("pressure", path: path)
        let sigmaColumn = table.column("sigma")
        guard !table.rows.isEmpty else {
            throw RecordingImportError(
                path: path, line: 1, message: "the reference series has a header but no row: give at least one point")
        }
        var clock = EpochTimeColumn()
        var unit: PressureUnit?
        var points: [Point] = []
        for row in table.rows {
            func fail(_ message: String) -> RecordingImportError {
                RecordingImportError(path: path, line: row.line, message: message)
            }
            guard row.cells.count >= table.header.count else {
                throw fail("\(row.cells.count) cells, the header has \(table.header.count) (a truncated line?)")
            }
            let time: Int64
            do { time = try clock.read(row.cells[timeColumn]) } catch {
                throw fail("time '\(row.cells[timeColumn])' is not an instant (ISO 8601 UTC, or epoch s, ms or ns)")
            }
            let pressureText = row.cells[pressureColumn]
            guard let value = Double(pressureText), value.isFinite else {
                throw fail("pressure '\(pressureText)' is not a finite number")
            }
            if unit == nil {
                unit = [PressureUnit.pascal, .hectopascal].first {
                    plausibleSeaLevelPa.contains(value * $0.pascals)
                }
                guard unit != nil else {
                    throw fail(
                        "pressure \(pressureText) is not a sea-level pressure in Pa or hPa (850…1100 hPa): "
                            + "give the station's sea-level pressure (QNH), not the station pressure or inHg")
                }
            }
            let pascals = value * unit!.pascals
            guard plausibleSeaLevelPa.contains(pascals) else {
                throw fail(
                    "pressure \(pressureText) \(unit!.rawValue) is not a sea-level pressure (850…1100 hPa); "
                        + "the series is in \(unit!.rawValue) (from its first row): one unit per file")
            }
            var sigma = defaultSigmaPa
            if let sigmaColumn {
                let sigmaText = row.cells[sigmaColumn]
                guard let given = Double(sigmaText), given.isFinite else {
                    throw fail("sigma '\(sigmaText)' is not a finite number")
                }
                sigma = given * unit!.pascals
                guard plausibleSigmaPa.contains(sigma) else {
                    throw fail(
                        "sigma \(sigmaText) \(unit!.rawValue) is outside 0.1…5000 Pa (it is in the pressure's unit)")
                }
            }
            if let previous = points.last, time <= previous.timeNanoseconds {
                throw fail(
                    "time '\(row.cells[timeColumn])' is not after the previous row's: the series must be in "
                        + "increasing time order, one row per instant (sort it)")
            }
            points.append(Point(timeNanoseconds: time, seaLevelPressurePa: pascals, sigmaPa: sigma))
        }
        return ReferencePressureSeries(points: points, unit: unit!)
    }
}
