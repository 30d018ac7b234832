/// How far a new reply's reference pressure landed from what the previous reply and its trend
/// predicted for it, beyond the replies' own σ: the evidence that the carried reference
/// (held and extrapolated for up to two minutes between replies) is less certain than the
/// replies state.
///
/// Why: the service extrapolates each station's last few observations in a straight line
/// (Docs/assistance-service.md), and the engine extrapolates the replies' trend between
/// fetches (`ReferenceTrend`). Where the weather bends — a thunderstorm's mesohigh (2 hPa in
/// 8 min), the turn from fall to rise at a front's passage — both lines lag the pressure by
/// tens of pascals, while the replies' σ (station noise, distance) stays a few pascals. Each new
/// reply shows the size of that lag directly: its difference from the prediction. Its square,
/// less the variance the replies and the trend already account for, is added to the
/// reference's variance until the next reply. Calm weather predicts within the replies' σ and
/// adds nothing.
public struct ReferenceInnovation: Hashable, Sendable {
    /// The excess variance of the latest innovation, Pa² (≥ 0).
    public var latestExcessVariancePa2: Double
    /// The excess variance of the innovation before it, Pa² (≥ 0).
    public var previousExcessVariancePa2: Double

    /// No evidence: no added variance.
    public static let none = ReferenceInnovation(latestExcessVariancePa2: 0, previousExcessVariancePa2: 0)

    /// Creates an innovation record; see the properties.
    public init(latestExcessVariancePa2: Double, previousExcessVariancePa2: Double) {
        self.latestExcessVariancePa2 = latestExcessVariancePa2
        self.previousExcessVariancePa2 = previousExcessVariancePa2
    }

    /// The variance to add to the reference, Pa²: the larger of the last two excesses (one
    /// innovation is a single draw of the lag; the larger of two keeps a storm's σ from
    /// collapsing on a reply that happens to land near its prediction).
    public var addedVariancePa2: Double { max(latestExcessVariancePa2, previousExcessVariancePa2) }

    /// The record after a new reply: `currentPa` (σ `currentSigmaPa`) against `predictedPa` (σ
    /// `predictedSigmaPa`: the previous reply's σ and its trend's over the gap). Non-finite input
    /// is no evidence.
    public func updated(currentPa: Double, currentSigmaPa: Double, predictedPa: Double, predictedSigmaPa: Double)
        -> ReferenceInnovation
    {
        guard currentPa.isFinite, currentSigmaPa.isFinite, predictedPa.isFinite, predictedSigmaPa.isFinite else {
            return ReferenceInnovation(latestExcessVariancePa2: 0, previousExcessVariancePa2: latestExcessVariancePa2)
        }
        let innovation = currentPa - predictedPa
        let expected = currentSigmaPa * currentSigmaPa + predictedSigmaPa * predictedSigmaPa
        return ReferenceInnovation(
            latestExcessVariancePa2: max(0, innovation * innovation - expected),
            previousExcessVariancePa2: latestExcessVariancePa2)
    }
}
