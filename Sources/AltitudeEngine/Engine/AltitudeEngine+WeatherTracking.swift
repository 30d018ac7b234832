extension AltitudeEngine {
    /// Feeds the still-weather track with the mean pressure of the last second (nothing when
    /// the newest sample is older than that). Still = the recent labels say still by majority
    /// (`activityMostlyStill`) or the phone is indoors (its pressure then held to
    /// `weatherTrackIndoorMaximumRatePaPerSecond`), and the fixes show no speed above
    /// `weatherTrackMaxSpeedMetersPerSecond`. Returns that second's summary
    /// (`pressureHistory.summary(after: now - 1 s, through: now)`, so a caller need not compute it again).
    @discardableResult
    func trackWeather(now: Int64) -> PressureHistory.Summary? {
        guard
            let summary = samples.pressureHistory.summary(after: now.saturatingSubtracting(1_000_000_000), through: now)
        else { return nil }
        // Inside a building the floors are level: walking along one changes no pressure, so the
        // labels are not needed to tell weather from motion there (a poor recogniser's wrong
        // labels would break the chain every few labels); stairs and elevators change the
        // pressure faster than the indoor limit, the fastest weather, and break it themselves.
        let labelsSayStill = activityMostlyStill()
        let indoorLimit = configuration.weatherTrackIndoorMaximumRatePaPerSecond
        let onLevelFloor = !labelsSayStill && indoorLimit > 0 && (indoorTracking?.detector.isIndoors ?? false)
        // The speed (a tangent plane per new baseline fix) only matters when the phone may be still.
        let still =
            (labelsSayStill || onLevelFloor)
            && (recentSpeedMetersPerSecond().map { $0 <= configuration.weatherTrackMaxSpeedMetersPerSecond } ?? true)
        weatherTrack.update(
            timeNanoseconds: now, pressurePa: summary.meanPa, still: still,
            maximumRatePaPerSecond: onLevelFloor ? indoorLimit : nil)
        return summary
    }

    /// The reference pressure's change from the fetch to now, Pa, with its σ. The service
    /// extrapolates its stations to the request time (Docs/assistance-service.md), so a reply
    /// is the reference at its fetch, whatever its `referenceTimeNanoseconds` (a carried one at
    /// its chain point: `CachedAssistance.referenceNanoseconds`). The still phone's
    /// own pressure change over the part of that time it was tracked (scaled by `P_ref/P_phone`
    /// to the reference level) while the track shows at least `weatherTrackMinimumRatePaPerSecond`
    /// over `weatherTrackRateBaselineNanoseconds` or `weatherTrackMinimumChangePa` since the
    /// fetch (the latter also on a chain too short for a rate), no change while it shows less
    /// (calm weather; the phone's wander); the replies'
    /// trend for the rest (a moving phone), for at most
    /// `assistanceValidityNanoseconds` (never past the next refetch's due time).
    func referenceChange(for cached: CachedAssistance, referencePa: Double, phonePa: Double) -> (
        pa: Double, sigmaPa: Double
    ) {
        let now = nowNanoseconds
        let anchor = min(now, cached.referenceNanoseconds)
        let maximumAge = configuration.assistanceValidityNanoseconds
        let rate =
            configuration.weatherTrackEnabled
            ? weatherTrack.recentRatePaPerSecond(overNanoseconds: configuration.weatherTrackRateBaselineNanoseconds)
            : nil
        // A chain too short for a rate still counts once its change since the fetch is more
        // than the phone's own wander explains (a storm's 0.4 Pa/s passes that in 20 s; waiting
        // for the rate's minute would lag it by 25 Pa).
        let chainChange = configuration.weatherTrackEnabled ? weatherTrack.change(since: anchor) : nil
        let beyondWander = chainChange.map { abs($0.pa) >= configuration.weatherTrackMinimumChangePa } ?? false
        let tracked = rate != nil || beyondWander ? chainChange : nil
        // A still phone whose pressure shows neither weather-fast change nor more change since
        // the fetch than its own wander (± a few decimetres even when standing) explains: hold
        // the reply — the replies' trend would overshoot where the pressure turned.
        if let rate, abs(rate) < configuration.weatherTrackMinimumRatePaPerSecond, !beyondWander {
            return (0, 0)
        }
        guard let tracked, phonePa > 0, referencePa.isFinite, phonePa.isFinite else {
            let trend = cached.referenceTrend.change(
                afterNanoseconds: now.saturatingSubtracting(anchor), maximumAgeNanoseconds: maximumAge)
            return (trend.pa, trend.sigmaPa)
        }
        let untracked = cached.referenceTrend.change(
            afterNanoseconds: tracked.fromNanoseconds.saturatingSubtracting(anchor),
            maximumAgeNanoseconds: maximumAge)
        let trackSigma = configuration.weatherTrackSigmaPa
        return (
            untracked.pa + referencePa / phonePa * tracked.pa,
            (untracked.sigmaPa * untracked.sigmaPa + trackSigma * trackSigma).squareRoot()
        )
    }
}
