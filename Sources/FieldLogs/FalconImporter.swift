import Foundation

/// Reads falcon-2018 recordings (W. Falcon and H. Schulzrinne, "Predicting Floor-Level for 911
/// Calls with Neural Networks and Smartphone Sensor Data", 2018): `created_at` (ISO 8601 UTC),
/// `baro_pressure` (kPa; −1 or empty before the first reading), `gps_latitude`,
/// `gps_longitude`, `gps_horizontal_accuracy` (m; −1 invalid) and the `indoors` label (0/1).
///
/// A trial's file name `BUILDING_TRIAL_START_END.csv` gives its floors, numbered as in the US
/// (1 = street level); the labels here count from 0 at street level, so floor END is
/// `END − 1` (the paper's floor 8 is seven storeys up).
enum FalconImporter {
    static func importRecording(path: String) throws(RecordingImportError) -> Recording {
        let table = try TextTable.read(path: path)
        let time = try table.requiredColumn("created_at", path: path)
        let pressure = try table.requiredColumn("baro_pressure", path: path)
        let latitude = try table.requiredColumn("gps_latitude", path: path)
        let longitude = try table.requiredColumn("gps_longitude", path: path)
        let accuracy = try table.requiredColumn("gps_horizontal_accuracy", path: path)
        let indoors = table.column("indoors")
        let width = table.header.count
        let sessionStart = table.column("baro_relative_altitude").flatMap { sessionStartRow(table, column: $0) } ?? 0
        var assembler = RecordingAssembler()
        var labels = floorLabels(fileName: URL(fileURLWithPath: path).lastPathComponent)
        for (index, row) in table.rows.enumerated() {
            assembler.countRow()
            guard row.cells.count >= width else {
                assembler.countRowProblem(.shortRow)
                continue
            }
            let instant: Int64
            do { instant = try RecordedTime.iso8601(row.cells[time]) } catch {
                assembler.countTimeProblem(error)
                continue
            }
            if index < sessionStart, case .value = RecordingAssembler.Number(row.cells[pressure]) {
                assembler.countPressureProblem(.leftoverReading)
            } else {
                assembler.addPressure(time: instant, cell: row.cells[pressure], line: row.line)
            }
            assembler.addFix(
                time: instant, latitude: row.cells[latitude], longitude: row.cells[longitude],
                accuracy: row.cells[accuracy])
            if let indoors {
                switch row.cells[indoors] {
                case "0": labels.indoors.append(IndoorLabel(timeNanoseconds: instant, indoors: false))
                case "1": labels.indoors.append(IndoorLabel(timeNanoseconds: instant, indoors: true))
                case "": assembler.countLabelProblem(.emptyCell)
                default: assembler.countLabelProblem(.notANumber)
                }
            }
        }
        return try assembler.finish(path: path, format: .falcon2018, labels: labels)
    }

    /// The row where the barometer session starts: the first of the first three rows whose
    /// `baro_relative_altitude` is exactly 0 (CMAltimeter counts from its first reading); a reading
    /// before it, with a relative altitude of its own, is the previous session's.
    static func sessionStartRow(_ table: TextTable, column: Int) -> Int? {
        table.rows.prefix(3).firstIndex { $0.cells.count > column && Double($0.cells[column]) == 0 }
    }

    /// START and END of `BUILDING_TRIAL_START_END.csv`, as floors counted from 0 at street level;
    /// no floors for any other name (the indoor/outdoor walks are named by their start time).
    static func floorLabels(fileName: String) -> RecordingLabels {
        let stem = fileName.hasSuffix(".csv") ? String(fileName.dropLast(4)) : fileName
        let parts = stem.split(separator: "_")
        guard parts.count >= 4, let start = Int(parts[parts.count - 2]), let end = Int(parts[parts.count - 1]),
            (1...300).contains(start), (1...300).contains(end)
        else { return RecordingLabels() }
        return RecordingLabels(startFloor: start - 1, endFloor: end - 1)
    }
}
