import Foundation

/// The recording formats `altsim log` reads (Docs/field-logs.md, "Formats").
public enum RecordingFormat: String, Sendable, CaseIterable {
    /// Falcon & Schulzrinne's iPhone recordings (2018): one CSV per trial, one row per second.
    case falcon2018 = "falcon-2018"
    /// The Sensor Logger app's export: a folder with `Barometer.csv` and `Location.csv`.
    case sensorLogger = "sensor-logger"
    /// Android GnssLogger's text log (`Fix` rows) with a pressure CSV beside it.
    case gnssLogger = "gnsslogger"
    /// This project's own CSV: `time,pressure,latitude,longitude,accuracy[,indoors][,floor]`.
    case nativeCSV = "native"
    /// This project's own JSON Lines: one object per line with the native CSV's keys.
    case nativeJSONL = "native-jsonl"

    /// The format named `name` (`--format NAME`), `nil` for none.
    public init?(name: String) { self.init(rawValue: name.lowercased()) }

    /// Every name, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The format of the file or folder at `path`, from its header (a folder: the files it holds).
    public static func detect(path: String) throws(RecordingImportError) -> RecordingFormat {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw RecordingImportError(path: path, message: "no such file or folder")
        }
        if isFolder.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if names.contains("Barometer.csv") { return .sensorLogger }
            if GnssLoggerImporter.logFile(inFolder: path) != nil { return .gnssLogger }
            throw RecordingImportError(
                path: path,
                message:
                    "a folder holding neither Barometer.csv (sensor-logger) nor a GnssLogger .txt log with Fix rows")
        }
        let text = try TextTable.readText(path: path)
        let lines = TextTable.lines(text)
        guard let first = lines.first?.text else {
            throw RecordingImportError(path: path, message: "the file holds no line")
        }
        if first.hasPrefix("{") { return .nativeJSONL }
        let header = TextTable.cells(first).map { $0.lowercased() }
        if header.contains("baro_pressure"), header.contains("created_at") { return .falcon2018 }
        if header.contains("relativealtitude"), header.contains("pressure"), header.contains("time") {
            return .sensorLogger
        }
        if first.hasPrefix("#") || first.hasPrefix("Fix,"),
            lines.contains(where: { $0.text.hasPrefix("Fix,") || $0.text.hasPrefix("# Fix,") })
        {
            return .gnssLogger
        }
        if header.contains("time"), header.contains("pressure") { return .nativeCSV }
        throw RecordingImportError(
            path: path, line: 1,
            message: "the header names no known recording format (\(names)); give --format NAME if it is one of them")
    }

    /// Imports the recording at `path` in this format.
    public func importRecording(path: String) throws(RecordingImportError) -> Recording {
        switch self {
        case .falcon2018: try FalconImporter.importRecording(path: path)
        case .sensorLogger: try SensorLoggerImporter.importRecording(path: path)
        case .gnssLogger: try GnssLoggerImporter.importRecording(path: path)
        case .nativeCSV: try NativeCSVImporter.importRecording(path: path)
        case .nativeJSONL: try NativeJSONLImporter.importRecording(path: path)
        }
    }

    /// Imports `path` in `format`, or in the format its header shows when `format` is `nil`.
    public static func importRecording(path: String, format: RecordingFormat? = nil) throws(RecordingImportError)
        -> Recording
    {
        if let format { return try format.importRecording(path: path) }
        return try detect(path: path).importRecording(path: path)
    }
}
