/// Reads the project's own CSV: a header naming `time` and `pressure` (and, optionally,
/// `latitude`, `longitude`, `accuracy`, `indoors`, `floor`, in any order; other columns are
/// ignored), one row per reading (``NativeRecordRow``).
enum NativeCSVImporter {
    static func importRecording(path: String) throws(RecordingImportError) -> Recording {
        let table = try TextTable.read(path: path)
        let time = try table.requiredColumn("time", path: path)
        let pressure = try table.requiredColumn("pressure", path: path)
        let optional = ["latitude", "longitude", "accuracy", "indoors", "floor"].map { table.column($0) }
        var assembler = RecordingAssembler()
        var labels = RecordingLabels()
        var clock = EpochTimeColumn()
        for row in table.rows {
            guard row.cells.count >= table.header.count else {
                assembler.countRow()
                assembler.countRowProblem(.shortRow)
                continue
            }
            func cell(_ index: Int?) -> String { index.map { row.cells[$0] } ?? "" }
            NativeRecordRow(
                time: row.cells[time], pressure: row.cells[pressure], latitude: cell(optional[0]),
                longitude: cell(optional[1]), accuracy: cell(optional[2]), indoors: cell(optional[3]),
                floor: cell(optional[4])
            ).add(to: &assembler, labels: &labels, clock: &clock, line: row.line)
        }
        return try assembler.finish(path: path, format: .nativeCSV, labels: labels)
    }
}
