extension AltitudeEngine {
    /// The innovation record of `current` after `previous` (`ReferenceInnovation`): the new
    /// reference against the previous one carried by its trend to the new one's instant. Under
    /// the conditions of `referenceTrend(from:to:)` (both carry a reference, within
    /// `referenceUsableAgeNanoseconds` and `referenceUsableDistanceMeters` of each other);
    /// otherwise `.none` (a new place or a long gap: no evidence about this weather).
    func referenceInnovation(from previous: CachedAssistance?, to current: CachedAssistance) -> ReferenceInnovation {
        guard let previous, let p0 = previous.response.referencePressurePa,
            let p1 = current.response.referencePressurePa
        else { return .none }
        let gap = current.referenceNanoseconds.saturatingSubtracting(previous.referenceNanoseconds)
        guard gap > 0, gap <= configuration.referenceUsableAgeNanoseconds,
            Self.distanceMeters(previous.location, current.location) <= configuration.referenceUsableDistanceMeters
        else { return .none }
        let carried = previous.referenceTrend.change(
            afterNanoseconds: gap, maximumAgeNanoseconds: configuration.assistanceValidityNanoseconds)
        let previousSigma = previous.response.referencePressureUncertaintyPa ?? 0
        return previous.referenceInnovation.updated(
            currentPa: p1, currentSigmaPa: current.response.referencePressureUncertaintyPa ?? 0,
            predictedPa: p0 + carried.pa,
            predictedSigmaPa: (previousSigma * previousSigma + carried.sigmaPa * carried.sigmaPa).squareRoot())
    }
}
