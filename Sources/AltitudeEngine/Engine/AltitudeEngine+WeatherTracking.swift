extension AltitudeEngine {
    /// Feeds the still-weather track with the mean pressure of the last second (nothing when
    /// the newest sample is older than that). Still = the recogniser says still and the fixes
    /// show no speed above `weatherTrackMaxSpeedMetersPerSecond`.
    func trackWeather() {
        let now = nowNanoseconds
        guard let summary = pressureHistory.summary(after: now - 1_000_000_000, through: now) else { return }
        let slow = recentSpeedMetersPerSecond().map { $0 <= configuration.weatherTrackMaxSpeedMetersPerSecond } ?? true
        weatherTrack.update(timeNanoseconds: now, pressurePa: summary.meanPa, still: activityIsStill() && slow)
    }

    /// The reference pressure's change from the time its data describe (the reply's
    /// `referenceTimeNanoseconds`, else the fetch) to now, Pa, with its σ: the still phone's own
    /// pressure change over the part of that time it was tracked (scaled by `P_ref/P_phone` to
    /// the reference level), the replies' trend for the rest — for at most
    /// `assistanceValidityNanoseconds` after the fetch, so a trend is never carried past the
    /// next refetch's due time.
    func referenceChange(for cached: CachedAssistance, referencePa: Double, phonePa: Double) -> (pa: Double, sigmaPa: Double) {
        let now = nowNanoseconds
        let anchor = min(now, cached.response.referenceTimeNanoseconds ?? cached.fetchedAtNanoseconds)
        let maximumAge = max(0, cached.fetchedAtNanoseconds - anchor) &+ configuration.assistanceValidityNanoseconds
        guard configuration.weatherTrackEnabled, let tracked = weatherTrack.change(since: anchor),
              phonePa > 0, referencePa.isFinite, phonePa.isFinite else {
            let trend = cached.referenceTrend.change(afterNanoseconds: now - anchor, maximumAgeNanoseconds: maximumAge)
            return (trend.pa, trend.sigmaPa)
        }
        let untracked = cached.referenceTrend.change(afterNanoseconds: tracked.fromNanoseconds - anchor,
                                                     maximumAgeNanoseconds: maximumAge)
        let trackSigma = configuration.weatherTrackSigmaPa
        return (untracked.pa + referencePa / phonePa * tracked.pa,
                (untracked.sigmaPa * untracked.sigmaPa + trackSigma * trackSigma).squareRoot())
    }
}
