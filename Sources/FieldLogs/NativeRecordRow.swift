/// One row of the project's own format, CSV or JSONL (Docs/field-logs.md, "The native format"):
/// `time` (ISO 8601 UTC, or epoch s/ms/ns decided from the magnitude), `pressure` (Pa; hPa and kPa
/// are recognised from the magnitude), `latitude`, `longitude` (degrees), `accuracy` (m), and the
/// optional labels `indoors` (0/1, true/false) and `floor` (0 = street level).
///
/// A row may carry only one stream: when all of `latitude`, `longitude` and `accuracy` are empty
/// (or absent) the row has no fix, and an empty `pressure` means no reading; neither is dirt. A
/// partly filled fix is (the empty cells are counted).
struct NativeRecordRow {
    var time: String
    var pressure: String
    var latitude: String
    var longitude: String
    var accuracy: String
    var indoors: String
    var floor: String

    /// Hands the row to `assembler`; labels go to `labels`.
    func add(
        to assembler: inout RecordingAssembler, labels: inout RecordingLabels, clock: inout EpochTimeColumn, line: Int
    ) {
        assembler.countRow()
        let instant: Int64
        do { instant = try clock.read(time) } catch {
            assembler.countTimeProblem(error)
            return
        }
        if !pressure.isEmpty { assembler.addPressure(time: instant, cell: pressure, line: line) }
        if !(latitude.isEmpty && longitude.isEmpty && accuracy.isEmpty) {
            assembler.addFix(time: instant, latitude: latitude, longitude: longitude, accuracy: accuracy)
        }
        switch indoors.lowercased() {
        case "": break
        case "0", "false": labels.indoors.append(IndoorLabel(timeNanoseconds: instant, indoors: false))
        case "1", "true": labels.indoors.append(IndoorLabel(timeNanoseconds: instant, indoors: true))
        default: assembler.countLabelProblem(.notANumber)
        }
        if !floor.isEmpty {
            if let value = Int(floor), (0...300).contains(value) {
                if labels.startFloor == nil { labels.startFloor = value }
                labels.endFloor = value
            } else {
                assembler.countLabelProblem(Int(floor) == nil ? .notANumber : .outOfRange)
            }
        }
    }
}
