import Foundation

/// Reads the project's own JSON Lines: one object per line with the native CSV's keys
/// (`{"time": 1486226603.463, "pressure": 101443.1, "latitude": 40.8086, "longitude": -73.9615,
/// "accuracy": 30, "indoors": 0}`); numbers or strings, `null` or an absent key for no value. A
/// line that is not a JSON object is counted (a truncated last line as a short row).
enum NativeJSONLImporter {
    static func importRecording(path: String) throws(RecordingImportError) -> Recording {
        let lines = TextTable.lines(try TextTable.readText(path: path))
        var assembler = RecordingAssembler()
        var labels = RecordingLabels()
        var clock = EpochTimeColumn()
        for line in lines {
            guard let data = String(line.text).data(using: .utf8),
                let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else {
                assembler.countRow()
                assembler.countRowProblem(line.text.hasSuffix("}") ? .notANumber : .shortRow)
                continue
            }
            func cell(_ key: String) -> String {
                switch object[key] {
                case let number as NSNumber: return number.stringValue
                case let text as String: return text
                default: return ""
                }
            }
            NativeRecordRow(
                time: cell("time"), pressure: cell("pressure"), latitude: cell("latitude"),
                longitude: cell("longitude"), accuracy: cell("accuracy"), indoors: cell("indoors"),
                floor: cell("floor")
            ).add(to: &assembler, labels: &labels, clock: &clock, line: line.line)
        }
        return try assembler.finish(path: path, format: .nativeJSONL, labels: labels)
    }
}
