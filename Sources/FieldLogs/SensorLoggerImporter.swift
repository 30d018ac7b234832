import Foundation

/// Reads a Sensor Logger export (the iOS/Android app by Kelvin Choi): `Barometer.csv`
/// (`time` Unix ns, `seconds_elapsed`, `relativeAltitude` m, `pressure` hPa) and, beside it,
/// `Location.csv` (`time`, `latitude`, `longitude`, `horizontalAccuracy` m; 0 = unavailable).
/// `path` is the export folder or its `Barometer.csv`; a missing `Location.csv` leaves the
/// recording without fixes (`log check` says so; `log run` refuses it).
enum SensorLoggerImporter {
    static func importRecording(path: String) throws(RecordingImportError) -> Recording {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        let barometerPath = isFolder.boolValue ? (path as NSString).appendingPathComponent("Barometer.csv") : path
        let locationPath = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("Location.csv")
        var assembler = RecordingAssembler()
        let barometer = try TextTable.read(path: barometerPath)
        let time = try barometer.requiredColumn("time", path: barometerPath)
        let pressure = try barometer.requiredColumn("pressure", path: barometerPath)
        for row in barometer.rows {
            assembler.countRow()
            guard row.cells.count >= barometer.header.count else {
                assembler.countRowProblem(.shortRow)
                continue
            }
            do {
                let instant = try RecordedTime.decimal(row.cells[time], unitNanoseconds: 1)
                assembler.addPressure(time: instant, cell: row.cells[pressure], line: row.line)
            } catch { assembler.countTimeProblem(error) }
        }
        if FileManager.default.fileExists(atPath: locationPath) {
            let location = try TextTable.read(path: locationPath)
            let time = try location.requiredColumn("time", path: locationPath)
            let latitude = try location.requiredColumn("latitude", path: locationPath)
            let longitude = try location.requiredColumn("longitude", path: locationPath)
            let accuracy = try location.requiredColumn("horizontalAccuracy", path: locationPath)
            for row in location.rows {
                assembler.countRow()
                guard row.cells.count >= location.header.count else {
                    assembler.countRowProblem(.shortRow)
                    continue
                }
                do {
                    let instant = try RecordedTime.decimal(row.cells[time], unitNanoseconds: 1)
                    assembler.addFix(
                        time: instant, latitude: row.cells[latitude], longitude: row.cells[longitude],
                        accuracy: row.cells[accuracy])
                } catch { assembler.countTimeProblem(error) }
            }
        }
        return try assembler.finish(path: path, format: .sensorLogger, labels: RecordingLabels())
    }
}
