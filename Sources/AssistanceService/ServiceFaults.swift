/// Failures the service can be told to produce, each active during its time windows.
///
/// Windows are judged at the service time of the call (`atNanoseconds` of `answer`/`receive`)
/// for request faults, and at an observation's `measuredAtNanoseconds` for station faults.
public struct ServiceFaults: Hashable, Sendable, Codable {
    /// Extra processing delay added to every reply during some windows.
    public struct SlowAnswers: Hashable, Sendable, Codable {
        /// When answers are slow.
        public var windows: [TimeWindow]
        /// Extra delay added to each reply, ns.
        public var extraDelayNanoseconds: Int64

        /// Creates a slow-answer fault.
        public init(windows: [TimeWindow], extraDelayNanoseconds: Int64) {
            self.windows = windows
            self.extraDelayNanoseconds = extraDelayNanoseconds
        }
    }

    /// A station whose observations are shifted by a bias on ingest (wrong but plausible).
    public struct BiasedStation: Hashable, Sendable, Codable {
        /// The station's id.
        public var stationID: String
        /// Added to the station pressure of each observation measured in a window, Pa.
        public var biasPa: Double
        /// When the bias applies (by measurement time).
        public var windows: [TimeWindow]

        /// Creates a biased-station fault.
        public init(stationID: String, biasPa: Double, windows: [TimeWindow] = [.always]) {
            self.stationID = stationID
            self.biasPa = biasPa
            self.windows = windows
        }
    }

    /// A station whose data the service ignores during some windows.
    public struct MissingStation: Hashable, Sendable, Codable {
        /// The station's id.
        public var stationID: String
        /// While a window contains the request time the station is not used, and observations
        /// measured in a window are dropped on ingest.
        public var windows: [TimeWindow]

        /// Creates a missing-station fault.
        public init(stationID: String, windows: [TimeWindow] = [.always]) {
            self.stationID = stationID
            self.windows = windows
        }
    }

    /// Windows in which every request and upload gets a general failure (400).
    public var generalFailure: [TimeWindow]
    /// Slow answers.
    public var slowAnswers: [SlowAnswers]
    /// Windows in which every reply is a garbage payload instead of a response.
    public var garbagePayload: [TimeWindow]
    /// Biased stations.
    public var biasedStations: [BiasedStation]
    /// Missing stations.
    public var missingStations: [MissingStation]

    /// Creates a set of faults; the default is none.
    public init(
        generalFailure: [TimeWindow] = [], slowAnswers: [SlowAnswers] = [], garbagePayload: [TimeWindow] = [],
        biasedStations: [BiasedStation] = [], missingStations: [MissingStation] = []
    ) {
        self.generalFailure = generalFailure
        self.slowAnswers = slowAnswers
        self.garbagePayload = garbagePayload
        self.biasedStations = biasedStations
        self.missingStations = missingStations
    }

    /// No faults.
    public static let none = ServiceFaults()

    func extraDelayNanoseconds(at nanoseconds: Int64) -> Int64 {
        slowAnswers.reduce(Int64(0)) { total, slow in
            guard slow.windows.anyContains(nanoseconds), slow.extraDelayNanoseconds > 0 else { return total }
            let (sum, overflow) = total.addingReportingOverflow(slow.extraDelayNanoseconds)
            return overflow ? .max : sum
        }
    }

    func biasPa(stationID: String, at nanoseconds: Int64) -> Double {
        biasedStations.reduce(0) { total, fault in
            fault.stationID == stationID && fault.windows.anyContains(nanoseconds) && fault.biasPa.isFinite
                ? total + fault.biasPa : total
        }
    }

    func isMissing(stationID: String, at nanoseconds: Int64) -> Bool {
        missingStations.contains { $0.stationID == stationID && $0.windows.anyContains(nanoseconds) }
    }
}
