/// The statistics `altsim log compare` sets side by side for real recordings and simulated runs
/// (Docs/field-logs.md, "Statistics of log compare"). Both sides are `Recording`s — a simulated
/// device's raw samples with its truth as labels — so one definition measures both.
///
/// - Barometer noise: the overlapping Allan deviation (``AllanDeviation``) at τ = 1, 2, 5, 10, 20,
///   60 s over the still stretches of every recording (``stillRangePa``).
/// - Pressure step per storey: per recording with a start and an end floor that differ, the median
///   pressure of its last 10 s minus that of the 10 s before its first labelled entrance (the
///   street), over the floors ridden; the median over recordings, Pa per storey.
/// - Sample rate: 1 / the median pressure interval; gap share: the share of intervals longer than
///   twice the median.
/// - Horizontal accuracy outdoors and indoors: p10, median and p90 of the stated accuracy of the
///   fixes, split by the label in force at each fix.
/// - Entrance to coarse: per labelled entrance, the time to the first fix after it whose accuracy
///   passes 50 m; the median over entrances.
/// - Indoor-detection delay: per labelled entrance, the time to the engine's first "indoors" after
///   it (given by the caller); the median over entrances.
public struct FieldStatistics: Sendable, Equatable {
    /// One Allan deviation point: τ, s, and the deviation, Pa (`nil`: no still stretch holds 2τ).
    public struct AllanPoint: Sendable, Equatable {
        /// Averaging time, s.
        public var tauSeconds: Double
        /// Overlapping Allan deviation, Pa.
        public var deviationPa: Double?
    }

    /// The 10th, 50th and 90th percentiles of a distribution, `nil` without values.
    public struct Percentiles: Sendable, Equatable {
        /// p10.
        public var p10: Double
        /// The median.
        public var median: Double
        /// p90.
        public var p90: Double
    }

    /// The averaging times of the Allan deviation, s.
    public static let allanTausSeconds: [Double] = [1, 2, 5, 10, 20, 60]
    /// The pressure range that ends a still stretch, Pa: a 3 m storey is ≈ 36 Pa, so 10 Pa cuts at
    /// every ride or stair climb while keeping the sensor's noise and slow wander.
    public static let stillRangePa = 10.0
    /// The shortest still stretch kept, samples.
    public static let stillMinimumCount = 4
    /// The stated accuracy beyond which a fix counts as coarse (a network position), m.
    public static let coarseAccuracyMeters = 50.0
    /// The window averaged at the street and at the final floor for the step per storey, s.
    public static let stepWindowSeconds = 10.0

    /// Allan deviation at ``allanTausSeconds``.
    public var allan: [AllanPoint]
    /// The number of still stretches and the samples in them.
    public var stillStretchCount: Int
    /// Samples in the still stretches.
    public var stillSampleCount: Int
    /// Median pressure step per storey ridden, Pa/storey (negative going up), `nil` without a ride.
    public var stepPerStoreyPa: Double?
    /// Pressure sample rate, Hz (1 / median interval).
    public var sampleRateHz: Double?
    /// Share of pressure intervals longer than twice the median (0…1).
    public var gapShare: Double?
    /// Stated horizontal accuracy of fixes labelled outdoors, m.
    public var outdoorAccuracyMeters: Percentiles?
    /// Stated horizontal accuracy of fixes labelled indoors, m.
    public var indoorAccuracyMeters: Percentiles?
    /// Sorted stated accuracies outdoors and indoors, m (for the distribution plots).
    public var outdoorAccuracies: [Double]
    /// Sorted stated accuracies of fixes labelled indoors, m.
    public var indoorAccuracies: [Double]
    /// Median time from a labelled entrance to the first fix coarser than 50 m, s.
    public var entranceToCoarseSeconds: Double?
    /// Median time from a labelled entrance to the engine's first "indoors", s.
    public var detectionDelaySeconds: Double?
    /// Labelled entrances counted.
    public var entranceCount: Int

    /// Measures `recordings`; `detectionDelaysSeconds` holds the engine's delay after each labelled
    /// entrance of all of them (`nil`: not detected), in any order.
    public static func measure(_ recordings: [Recording], detectionDelaysSeconds: [Double?] = []) -> FieldStatistics {
        let intervals = pressureIntervalsSeconds(recordings)
        let medianInterval = median(intervals)
        var stretches: [[Double]] = []
        if let period = medianInterval, period > 0 {
            for recording in recordings {
                stretches += AllanDeviation.stillStretches(
                    samples: recording.pressures.map { (Double($0.timeNanoseconds) / 1e9, $0.pressurePa) },
                    periodSeconds: period, maximumRange: stillRangePa, minimumCount: stillMinimumCount)
            }
        }
        let allan = allanTausSeconds.map { tau -> AllanPoint in
            guard let period = medianInterval, period > 0 else { return AllanPoint(tauSeconds: tau, deviationPa: nil) }
            let m = max(1, Int((tau / period).rounded()))
            return AllanPoint(
                tauSeconds: tau, deviationPa: AllanDeviation.overlapping(stretches: stretches, averagingFactor: m))
        }
        var outdoor: [Double] = []
        var indoor: [Double] = []
        var coarseDelays: [Double] = []
        var steps: [Double] = []
        var entrances = 0
        for recording in recordings {
            for fix in recording.fixes {
                switch recording.labels.indoors(atNanoseconds: fix.timeNanoseconds) {
                case true?: indoor.append(fix.horizontalAccuracyMeters)
                case false?: outdoor.append(fix.horizontalAccuracyMeters)
                case nil: break
                }
            }
            for entry in recording.labels.entriesNanoseconds {
                entrances += 1
                if let coarse = recording.fixes.first(where: {
                    $0.timeNanoseconds >= entry && $0.horizontalAccuracyMeters > coarseAccuracyMeters
                }) {
                    coarseDelays.append(Double(coarse.timeNanoseconds - entry) / 1e9)
                }
            }
            if let step = stepPerStorey(recording) { steps.append(step) }
        }
        outdoor.sort()
        indoor.sort()
        return FieldStatistics(
            allan: allan, stillStretchCount: stretches.count, stillSampleCount: stretches.reduce(0) { $0 + $1.count },
            stepPerStoreyPa: median(steps), sampleRateHz: medianInterval.flatMap { $0 > 0 ? 1 / $0 : nil },
            gapShare: medianInterval.map { period in
                Double(intervals.filter { isGap($0, medianIntervalSeconds: period) }.count) / Double(intervals.count)
            },
            outdoorAccuracyMeters: percentiles(sorted: outdoor), indoorAccuracyMeters: percentiles(sorted: indoor),
            outdoorAccuracies: outdoor, indoorAccuracies: indoor, entranceToCoarseSeconds: median(coarseDelays),
            detectionDelaySeconds: median(detectionDelaysSeconds.compactMap { $0 }), entranceCount: entrances)
    }

    /// The intervals between consecutive pressure readings of every recording, s (within each
    /// recording, none across two).
    public static func pressureIntervalsSeconds(_ recordings: [Recording]) -> [Double] {
        recordings.flatMap { recording in
            zip(recording.pressures, recording.pressures.dropFirst()).map {
                Double($1.timeNanoseconds - $0.timeNanoseconds) / 1e9
            }
        }
    }

    /// How many median intervals an interval must exceed to be a gap.
    public static let gapFactor = 2.0

    /// Whether a pressure interval is a gap: longer than ``gapFactor`` × the median interval.
    public static func isGap(_ intervalSeconds: Double, medianIntervalSeconds: Double) -> Bool {
        intervalSeconds > gapFactor * medianIntervalSeconds
    }

    /// The pressure step per storey of one recording (see the type's summary), `nil` without a
    /// ride, an entrance, or readings in either window.
    public static func stepPerStorey(_ recording: Recording) -> Double? {
        guard let start = recording.labels.startFloor, let end = recording.labels.endFloor, start != end,
            let entry = recording.labels.entryNanoseconds, let last = recording.pressures.last?.timeNanoseconds
        else { return nil }
        let window = Int64(stepWindowSeconds * 1e9)
        let street = recording.pressures.filter { $0.timeNanoseconds < entry && $0.timeNanoseconds >= entry - window }
        let top = recording.pressures.filter { $0.timeNanoseconds > last - window }
        guard let streetPa = median(street.map(\.pressurePa)), let topPa = median(top.map(\.pressurePa)) else {
            return nil
        }
        return (topPa - streetPa) / Double(end - start)
    }

    /// The engine's delay after each of `entries` (ns): the time to the first detection at or after
    /// it that says indoors, s (`nil`: none before the end). `detections` are (ns, indoors) in time order.
    public static func detectionDelays(entries: [Int64], detections: [(timeNanoseconds: Int64, indoors: Bool?)])
        -> [Double?]
    {
        entries.map { entry in
            detections.first { $0.timeNanoseconds >= entry && $0.indoors == true }.map {
                Double($0.timeNanoseconds - entry) / 1e9
            }
        }
    }

    /// The median (mean of the middle two for an even count), `nil` when empty.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The percentile `p` (0…1) of sorted values by linear interpolation between order statistics.
    public static func percentile(sorted: [Double], _ p: Double) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let position = p * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = min(sorted.count - 1, low + 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    static func percentiles(sorted: [Double]) -> Percentiles? {
        guard let p10 = percentile(sorted: sorted, 0.1), let p50 = percentile(sorted: sorted, 0.5),
            let p90 = percentile(sorted: sorted, 0.9)
        else { return nil }
        return Percentiles(p10: p10, median: p50, p90: p90)
    }
}
