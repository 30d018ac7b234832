import Foundation

/// Reads Android GnssLogger's text log: `Fix` rows (`Fix,Provider,Latitude,Longitude,Altitude,
/// Speed,Accuracy,…,(UTC)TimeInMs,…`; the column names come from the log's `# Fix,…` header line
/// when it has one) and, since the app writes no pressure, a pressure CSV beside it: `STEM.pressure.csv`,
/// else `Barometer.csv` (Sensor Logger's), else `pressure.csv`, with a `time` column (epoch s, ms or
/// ns, decided from its magnitude, or ISO 8601) and a `pressure` column (unit from its magnitude).
/// `path` is the log or a folder holding one `.txt` log.
enum GnssLoggerImporter {
    /// The `.txt` log with `Fix` rows in `folder`, if exactly one has them.
    static func logFile(inFolder folder: String) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".txt")
        }
        let logs = names.sorted().map { (folder as NSString).appendingPathComponent($0) }.filter { candidate in
            guard let text = try? TextTable.readText(path: candidate) else { return false }
            return text.contains("\nFix,") || text.hasPrefix("Fix,")
        }
        return logs.count == 1 ? logs[0] : nil
    }

    /// The pressure CSV beside `logPath`, if any.
    static func pressureFile(besideLog logPath: String) -> String? {
        let folder = (logPath as NSString).deletingLastPathComponent
        let stem = ((logPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let candidates = ["\(stem).pressure.csv", "Barometer.csv", "pressure.csv"].map {
            ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent($0)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    static func importRecording(path: String) throws(RecordingImportError) -> Recording {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let logPath: String
        if isFolder.boolValue {
            guard let found = logFile(inFolder: path) else {
                throw RecordingImportError(
                    path: path, message: "the folder holds no single GnssLogger .txt log with Fix rows")
            }
            logPath = found
        } else {
            logPath = path
        }
        guard let pressurePath = pressureFile(besideLog: logPath) else {
            let stem = ((logPath as NSString).lastPathComponent as NSString).deletingPathExtension
            throw RecordingImportError(
                path: logPath,
                message:
                    "GnssLogger writes no pressure: put a pressure CSV beside the log (\(stem).pressure.csv, Barometer.csv or pressure.csv, columns time,pressure)"
            )
        }
        var assembler = RecordingAssembler()
        try readFixes(logPath: logPath, into: &assembler)
        try readPressures(path: pressurePath, into: &assembler)
        return try assembler.finish(path: path, format: .gnssLogger, labels: RecordingLabels())
    }

    /// The `Fix` rows of the log.
    private static func readFixes(logPath: String, into assembler: inout RecordingAssembler)
        throws(RecordingImportError)
    {
        let lines = TextTable.lines(try TextTable.readText(path: logPath))
        // The old layout's positions: Fix,Provider,Latitude,Longitude,Altitude,Speed,Accuracy,(UTC)TimeInMs.
        var latitude = 2
        var longitude = 3
        var accuracy = 6
        var time = 7
        var width = 8
        for line in lines where line.text.hasPrefix("#") {
            let header = TextTable.cells(line.text.drop { $0 == "#" || $0 == " " })
            guard header.first == "Fix" else { continue }
            func index(_ test: (String) -> Bool) -> Int? { header.firstIndex(where: test) }
            if let lat = index({ $0.hasPrefix("Latitude") }), let lon = index({ $0.hasPrefix("Longitude") }),
                let acc = index({ $0.hasPrefix("Accuracy") || $0 == "AccuracyMeters" }),
                let t = index({ $0.contains("TimeInMs") || $0 == "UnixTimeMillis" })
            {
                (latitude, longitude, accuracy, time, width) = (lat, lon, acc, t, max(lat, lon, acc, t) + 1)
            }
        }
        var sawFix = false
        for line in lines where line.text.hasPrefix("Fix,") {
            sawFix = true
            assembler.countRow()
            let cells = TextTable.cells(line.text)
            guard cells.count >= width else {
                assembler.countRowProblem(.shortRow)
                continue
            }
            do {
                let instant = try RecordedTime.decimal(cells[time], unitNanoseconds: 1_000_000)
                assembler.addFix(
                    time: instant, latitude: cells[latitude], longitude: cells[longitude], accuracy: cells[accuracy])
            } catch { assembler.countTimeProblem(error) }
        }
        if !sawFix { throw RecordingImportError(path: logPath, message: "the log holds no Fix row") }
    }

    /// The pressure CSV's rows.
    private static func readPressures(path: String, into assembler: inout RecordingAssembler)
        throws(RecordingImportError)
    {
        let table = try TextTable.read(path: path)
        let time = try table.requiredColumn("time", path: path)
        let pressure = try table.requiredColumn("pressure", path: path)
        var clock = EpochTimeColumn()
        for row in table.rows {
            assembler.countRow()
            guard row.cells.count > max(time, pressure) else {
                assembler.countRowProblem(.shortRow)
                continue
            }
            do {
                let instant = try clock.read(row.cells[time])
                assembler.addPressure(time: instant, cell: row.cells[pressure], line: row.line)
            } catch { assembler.countTimeProblem(error) }
        }
    }
}
