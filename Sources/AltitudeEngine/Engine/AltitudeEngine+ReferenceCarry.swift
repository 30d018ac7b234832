import AssistanceProtocol

extension AltitudeEngine {
    /// The reference a still phone keeps instead of a new reply's, when the old one carried by
    /// the phone's own pressure is the more certain: `nil` to adopt the reply as it is.
    ///
    /// When a front lies between the stations, the service's spatial interpolation disagrees
    /// with itself and its σ jumps to tens of pascals, while a phone that has not moved sees the
    /// weather exactly in its own pressure. Over a fetch interval the phone was still the whole
    /// time (one unbroken `StillWeatherTrack` chain since the old fetch), the old reference plus
    /// the tracked change (scaled by `P_ref/P_phone` to the reference level) is the reference now;
    /// the engine keeps it — pressure *and* temperature of the old reply, so the pair stays
    /// consistent with the height it gave — when its σ is below the new reply's.
    ///
    /// Along a chain of carries the tracked changes add up to the phone's pressure change since
    /// the first one, so the phone's own wander counts once: σ² = σ_anchor² + σ_wander² +
    /// n·(σ_track² + (drift·interval)²), with σ_anchor the σ of the reply the chain started from
    /// and n the carries; the old reference is given up once the replies are as good again.
    /// The choice is min-σ, not a fusion: consecutive replies share their stations and
    /// interpolation errors, so averaging them would claim more certainty than they hold.
    /// Nothing is carried across a move (a broken chain), a far fetch location
    /// (`referenceUsableDistanceMeters`), an old reply (`referenceUsableAgeNanoseconds`) or a
    /// reply without a reference.
    func carriedReference(replacing reply: AssistanceResponse, fetchedAt location: NNLocation) -> (AssistanceResponse, ReferenceCarry)? {
        guard configuration.referenceCarryEnabled, configuration.weatherTrackEnabled, let old = cache,
              let oldPa = old.response.referencePressurePa, let oldSigmaPa = old.response.referencePressureUncertaintyPa,
              reply.referencePressurePa != nil, let newSigmaPa = reply.referencePressureUncertaintyPa
        else { return nil }
        let now = nowNanoseconds
        let age = now - old.fetchedAtNanoseconds
        guard age > 0, age <= configuration.referenceUsableAgeNanoseconds,
              Self.distanceMeters(old.location, location) <= configuration.referenceUsableDistanceMeters,
              let tracked = weatherTrack.change(since: old.fetchedAtNanoseconds),
              tracked.fromNanoseconds <= old.fetchedAtNanoseconds,
              let phone = pressureHistory.summary(after: now - 1_000_000_000, through: now)
        else { return nil }
        let phonePa = phone.meanPa - calibrationNow().offsetPa
        guard phonePa > 0, phonePa.isFinite, oldPa.isFinite, oldSigmaPa.isFinite else { return nil }
        let chain = ReferenceCarry(anchorSigmaPa: old.carry?.anchorSigmaPa ?? oldSigmaPa, steps: (old.carry?.steps ?? 0) + 1)
        let track = configuration.weatherTrackSigmaPa
        let wander = configuration.referenceCarryWanderSigmaPa
        let drift = configuration.referenceDriftPaPerSecond * Double(age) / 1e9
        let sigmaPa = (chain.anchorSigmaPa * chain.anchorSigmaPa + wander * wander
                       + Double(chain.steps) * (track * track + drift * drift)).squareRoot()
        guard sigmaPa < newSigmaPa else { return nil }
        var carried = reply
        carried.referencePressurePa = oldPa + oldPa / phonePa * tracked.pa
        carried.referencePressureUncertaintyPa = sigmaPa
        carried.referenceTemperatureKelvin = old.response.referenceTemperatureKelvin
        carried.referenceTemperatureUncertaintyKelvin = old.response.referenceTemperatureUncertaintyKelvin
        carried.referenceLevelHAEMeters = old.response.referenceLevelHAEMeters
        return (carried, chain)
    }
}
