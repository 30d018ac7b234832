/// The reference pressure's rate of change, from two consecutive replies.
///
/// The engine reuses a reply for up to two minutes; while the weather moves fast (a
/// thunderstorm's mesohigh: 2 hPa in 8 min) the held reference falls behind by up to 50 Pa
/// (4 m) before the next refetch. Extrapolating with the rate seen between the last two replies
/// removes that sawtooth. Only a rate clearly above the replies' own noise is used, so calm
/// weather keeps the held value.
public struct ReferenceTrend: Hashable, Sendable {
    /// Rate of change, Pa/s.
    public var paPerSecond: Double
    /// One σ of the rate, Pa/s.
    public var sigmaPaPerSecond: Double

    /// No trend.
    public static let none = ReferenceTrend(paPerSecond: 0, sigmaPaPerSecond: 0)

    /// Creates a trend.
    public init(paPerSecond: Double, sigmaPaPerSecond: Double) {
        self.paPerSecond = paPerSecond
        self.sigmaPaPerSecond = sigmaPaPerSecond
    }

    /// The rate between a previous and a new reply (pressures Pa with σ, times ns, distance
    /// between their fetch locations m), or `.none` unless the gap is `minimumGap…maximumGap`,
    /// the replies are within `maximumDistanceMeters`, every input is finite and the change
    /// exceeds `significance` × its σ.
    public static func between(
        previousPa: Double, previousSigmaPa: Double, previousAtNanoseconds: Int64,
        currentPa: Double, currentSigmaPa: Double, currentAtNanoseconds: Int64, distanceMeters: Double,
        minimumGapNanoseconds: Int64 = 10_000_000_000, maximumGapNanoseconds: Int64 = 300_000_000_000,
        maximumDistanceMeters: Double = 1_000, significance: Double = 3
    ) -> ReferenceTrend {
        let (gap, overflow) = currentAtNanoseconds.subtractingReportingOverflow(previousAtNanoseconds)
        guard !overflow, gap >= minimumGapNanoseconds, gap <= maximumGapNanoseconds,
            distanceMeters.isFinite, distanceMeters <= maximumDistanceMeters,
            previousPa.isFinite, currentPa.isFinite, previousSigmaPa.isFinite, currentSigmaPa.isFinite
        else { return .none }
        let change = currentPa - previousPa
        let changeSigma = (previousSigmaPa * previousSigmaPa + currentSigmaPa * currentSigmaPa).squareRoot()
        guard abs(change) > significance * changeSigma else { return .none }
        let seconds = Double(gap) / 1e9
        return ReferenceTrend(paPerSecond: change / seconds, sigmaPaPerSecond: changeSigma / seconds)
    }

    /// The extrapolated change after `ageNanoseconds` (clamped to 0…`maximumAgeNanoseconds`), Pa,
    /// and its σ.
    public func change(afterNanoseconds ageNanoseconds: Int64, maximumAgeNanoseconds: Int64) -> (
        pa: Double, sigmaPa: Double
    ) {
        let seconds = Double(min(max(0, ageNanoseconds), max(0, maximumAgeNanoseconds))) / 1e9
        return (paPerSecond * seconds, sigmaPaPerSecond * seconds)
    }
}
