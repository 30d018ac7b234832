/// An epoch time column whose unit (s, ms or ns) is decided from its first readable value, so the
/// pressure CSV beside a GnssLogger log and the native format may carry any of the three.
struct EpochTimeColumn {
    private var unitNanoseconds: Int64?

    /// Reads one cell: ISO 8601 when it has a `T` or `-` after the year, else an epoch number.
    mutating func read(_ cell: String) throws(RecordedTime.Problem) -> Int64 {
        if cell.isEmpty { throw .empty }
        if cell.count >= 19, cell.utf8.dropFirst(4).first == 45 { return try RecordedTime.iso8601(cell) }
        if unitNanoseconds == nil {
            guard let value = Double(cell), value.isFinite else { throw .notATime }
            guard let unit = RecordedTime.epochUnitNanoseconds(ofMagnitude: value) else { throw .outOfRange }
            unitNanoseconds = unit
        }
        return try RecordedTime.decimal(cell, unitNanoseconds: unitNanoseconds!)
    }
}
