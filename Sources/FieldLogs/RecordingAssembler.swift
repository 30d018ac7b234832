/// Builds a ``Recording`` from cells as an importer reads them, row by row, counting every cell it
/// cannot use (``DirtyDataTally``): the formats differ in their columns, not in how dirt is handled.
///
/// Each stream keeps a reading only when its time is later than the stream's last kept one (a
/// duplicate or backward time is counted and dropped: an engine's streams must advance); the
/// pressure unit is decided from the whole column once every row is read (``PressureUnit``).
struct RecordingAssembler {
    private(set) var tally = DirtyDataTally()
    private var pressures: [(line: Int, time: Int64, value: Double)] = []
    private var fixes: [RecordedFix] = []
    private var seenPressure = false
    private var seenFix = false
    private var lastFixTime: Int64?

    /// A cell read as a number.
    enum Number {
        case empty, sentinel, notANumber, nonFinite
        case value(Double)

        init(_ cell: String) {
            if cell.isEmpty {
                self = .empty
            } else if let value = Double(cell) {
                if !value.isFinite {
                    self = .nonFinite
                } else if value == -1 {
                    self = .sentinel
                } else {
                    self = .value(value)
                }
            } else {
                let lowered = cell.lowercased()
                self =
                    ["nan", "-nan", "inf", "-inf", "infinity", "-infinity"].contains(lowered) ? .nonFinite : .notANumber
            }
        }

        var problem: DirtyRowKind? {
            switch self {
            case .empty: .emptyCell
            case .sentinel: .sentinel
            case .notANumber: .notANumber
            case .nonFinite: .nonFinite
            case .value: nil
            }
        }
    }

    /// Counts one data row read.
    mutating func countRow() { tally.rows += 1 }

    /// Counts a problem of the row as a whole (a time that is no time, a short row).
    mutating func countRowProblem(_ kind: DirtyRowKind) { tally.count(.row, kind) }

    /// Counts a time cell that names no instant.
    mutating func countTimeProblem(_ problem: RecordedTime.Problem) {
        switch problem {
        case .empty: tally.count(.row, .emptyCell)
        case .notATime: tally.count(.row, .notANumber)
        case .outOfRange: tally.count(.row, .outOfRange)
        }
    }

    /// Counts a pressure cell the importer set aside for a reason of its format.
    mutating func countPressureProblem(_ kind: DirtyRowKind) { tally.count(.pressure, kind) }

    /// Counts a label cell that could not be read.
    mutating func countLabelProblem(_ kind: DirtyRowKind) { tally.count(.label, kind) }

    /// Offers one pressure cell at `time`.
    mutating func addPressure(time: Int64, cell: String, line: Int) {
        let number = Number(cell)
        if case .value(let value) = number {
            seenPressure = true
            pressures.append((line, time, value))
        } else if !seenPressure, case .empty = number {
            tally.count(.pressure, .beforeFirstReading)
        } else if !seenPressure, case .sentinel = number {
            tally.count(.pressure, .beforeFirstReading)
        } else if let problem = number.problem {
            tally.count(.pressure, problem)
        }
    }

    /// Offers one fix at `time`; an accuracy of −1 is Core Location's "invalid", 0 Sensor Logger's
    /// "unavailable".
    mutating func addFix(time: Int64, latitude: String, longitude: String, accuracy: String) {
        let cells = [Number(latitude), Number(longitude), Number(accuracy)]
        if let problem = cells.lazy.compactMap(\.problem).first {
            let empty = cells.allSatisfy { if case .empty = $0 { true } else { false } }
            let sentinel = cells.contains { if case .sentinel = $0 { true } else { false } }
            tally.count(.location, !seenFix && (empty || sentinel) ? .beforeFirstReading : problem)
            return
        }
        guard case .value(let lat) = cells[0], case .value(let lon) = cells[1], case .value(let acc) = cells[2] else {
            return
        }
        guard (-90...90).contains(lat), (-180...180).contains(lon), acc < 1e7 else {
            tally.count(.location, .outOfRange)
            return
        }
        guard acc > 0 else {
            tally.count(.location, .noAccuracy)
            return
        }
        if let last = lastFixTime {
            if time == last {
                tally.count(.location, .duplicateTime)
                return
            }
            if time < last {
                tally.count(.location, .backwardTime)
                return
            }
        }
        seenFix = true
        lastFixTime = time
        fixes.append(
            RecordedFix(
                timeNanoseconds: time, latitudeDegrees: lat, longitudeDegrees: lon, horizontalAccuracyMeters: acc))
    }

    /// The recording: the unit decided, readings converted to Pa, times checked, gaps counted.
    func finish(path: String, format: RecordingFormat, labels: RecordingLabels) throws(RecordingImportError)
        -> Recording
    {
        var tally = self.tally
        let unit: PressureUnit
        do { unit = try PressureUnit.decide(from: pressures.map(\.value)) } catch {
            throw RecordingImportError(path: path, message: error.description)
        }
        var kept: [RecordedPressure] = []
        for reading in pressures {
            let pascals = reading.value * unit.pascals
            guard PressureUnit.plausiblePascals.contains(pascals) else {
                tally.count(.pressure, .outOfRange)
                continue
            }
            if let last = kept.last?.timeNanoseconds, reading.time <= last {
                tally.count(.pressure, reading.time == last ? .duplicateTime : .backwardTime)
                continue
            }
            kept.append(RecordedPressure(timeNanoseconds: reading.time, pressurePa: pascals))
        }
        guard !kept.isEmpty else {
            throw RecordingImportError(path: path, message: "no usable pressure reading (\(describe(tally)))")
        }
        let (gaps, longest) = Self.gaps(kept.map(\.timeNanoseconds))
        tally.count(.pressure, .gap, times: gaps)
        tally.longestPressureGapNanoseconds = longest
        tally.count(.location, .gap, times: Self.gaps(fixes.map(\.timeNanoseconds)).count)
        return Recording(
            source: path, format: format, pressureUnit: unit, pressures: kept, fixes: fixes, labels: labels,
            tally: tally)
    }

    /// Intervals longer than max(3 s, 5 × the median interval), and the longest interval.
    static func gaps(_ times: [Int64]) -> (count: Int, longest: Int64) {
        guard times.count >= 2 else { return (0, 0) }
        let intervals = zip(times.dropFirst(), times).map { $0 &- $1 }
        let median = intervals.sorted()[intervals.count / 2]
        let limit = max(3_000_000_000, median.multipliedReportingOverflow(by: 5).partialValue)
        return (intervals.filter { $0 > limit }.count, intervals.max() ?? 0)
    }

    private func describe(_ tally: DirtyDataTally) -> String {
        let entries = tally.entries.map { "\($0.count) \($0.key.stream.rawValue) \($0.key.kind.rawValue)" }
        return entries.isEmpty ? "no pressure column values" : entries.joined(separator: ", ")
    }
}
