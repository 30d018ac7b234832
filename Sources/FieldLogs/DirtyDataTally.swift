/// What an importer cleaned, counted by stream and class: nothing it leaves out goes unreported.
///
/// A row can be counted in several streams (a falcon-2018 row carries a pressure and a fix), but
/// once per stream: the first problem found in that stream's cells is its class.
public struct DirtyDataTally: Sendable, Equatable {
    /// Rows read (data lines, the header not counted).
    public var rows = 0
    /// Count per (stream, class); absent = 0.
    public private(set) var counts: [DirtyRowKey: Int] = [:]
    /// The longest interval between consecutive kept pressure readings, ns (0 with fewer than two).
    public var longestPressureGapNanoseconds: Int64 = 0

    /// An empty tally.
    public init() {}

    /// Counts one row of `stream` as `kind`.
    public mutating func count(_ stream: RecordingStream, _ kind: DirtyRowKind, times: Int = 1) {
        guard times > 0 else { return }
        counts[DirtyRowKey(stream: stream, kind: kind), default: 0] += times
    }

    /// The count of one class (0 when never seen).
    public func count(of stream: RecordingStream, _ kind: DirtyRowKind) -> Int {
        counts[DirtyRowKey(stream: stream, kind: kind)] ?? 0
    }

    /// Every nonzero class, in a fixed order (stream, then class).
    public var entries: [(key: DirtyRowKey, count: Int)] {
        counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { (key: $0.key, count: $0.value) }
    }

    /// The sum over every class.
    public var total: Int { counts.values.reduce(0, +) }
}

/// Which stream of a recording a cleaned row belongs to.
public enum RecordingStream: String, Sendable, CaseIterable, Comparable {
    /// Barometer readings.
    case pressure
    /// Location fixes.
    case location
    /// Ground-truth labels.
    case label
    /// The row as a whole (it could not be split into cells).
    case row

    /// Streams order as declared.
    public static func < (a: RecordingStream, b: RecordingStream) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One class of dirty data, as `log check` and the report name it.
public enum DirtyRowKind: String, Sendable, CaseIterable, Comparable {
    /// A row before the first one with a reading (a logger starting up).
    case beforeFirstReading = "before the first reading"
    /// A reading left over from the logger's previous session (falcon-2018: a first pressure whose
    /// relative altitude is not 0 just before the row where it is: 35 m in gsb_a_1_3).
    case leftoverReading = "left over from an earlier session"
    /// An empty cell where a value belongs.
    case emptyCell = "empty cell"
    /// The format's "no value" sentinel (`-1` in Core Location and falcon-2018's barometer column).
    case sentinel = "sentinel (no value)"
    /// A cell that is not a number.
    case notANumber = "not a number"
    /// NaN or an infinity (including a number too large for a double, which reads as one).
    case nonFinite = "NaN or infinite"
    /// A finite value outside what the quantity can be (a pressure in the decided unit outside
    /// 30…110 kPa, a latitude beyond ±90°, a time beyond the year 2262).
    case outOfRange = "out of range"
    /// A row with the same time as the stream's previous kept one (the later row is dropped).
    case duplicateTime = "duplicate time"
    /// A row earlier than the stream's previous kept one (dropped: the streams must advance).
    case backwardTime = "time going backward"
    /// A pause longer than five sampling intervals (and 3 s) before this reading: kept, counted.
    case gap = "gap before"
    /// A row with fewer cells than the header (a truncated line).
    case shortRow = "short row"
    /// A fix whose accuracy is missing or not positive (Sensor Logger writes 0 for unavailable).
    case noAccuracy = "no accuracy"

    /// Kinds order as declared.
    public static func < (a: DirtyRowKind, b: DirtyRowKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A (stream, class) pair.
public struct DirtyRowKey: Hashable, Sendable, Comparable {
    /// The stream.
    public var stream: RecordingStream
    /// The class.
    public var kind: DirtyRowKind

    /// Creates a key.
    public init(stream: RecordingStream, kind: DirtyRowKind) {
        self.stream = stream
        self.kind = kind
    }

    /// By stream, then kind.
    public static func < (a: DirtyRowKey, b: DirtyRowKey) -> Bool {
        a.stream != b.stream ? a.stream < b.stream : a.kind < b.kind
    }
}
