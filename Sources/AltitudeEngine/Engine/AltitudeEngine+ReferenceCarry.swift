import AssistanceProtocol

extension AltitudeEngine {
    /// What a still phone makes of a new reply: the old reference carried by its own pressure
    /// when that is the more certain, or the reply with a σ widened by their disagreement; `nil`
    /// to adopt the reply as it is.
    ///
    /// When a front lies between the stations, the service's spatial interpolation disagrees
    /// with itself and its σ jumps to tens of pascals, while a phone that has not moved sees the
    /// weather exactly in its own pressure. Over a fetch interval the phone was still the whole
    /// time (one unbroken `StillWeatherTrack` chain since the old reference's instant), the old
    /// reference plus the tracked change (scaled by `P_ref/P_phone` to the reference level) is
    /// the reference at the chain's newest point; the engine keeps it — pressure *and*
    /// temperature of the old reply, so the pair stays consistent with the height it gave — when
    /// its σ is below the new reply's. The next carry, the tracking between fetches and the
    /// replies' trend count from that point (`CachedAssistance.referenceNanoseconds`): counting
    /// from the fetch dropped the change since the last context at every carry, up to a quarter
    /// of the weather's change with a context every 30 s.
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
    ///
    /// The two are also a check of each other. Their difference d has σ_d² = σ_reply² + σ_carried²
    /// if both are honest; when |d| exceeds `referenceDisagreementGateSigmas` (3) σ_d, one of them
    /// is wrong by about d — a reply extrapolated from its stations through a thunderstorm's peak,
    /// a chain that missed a slow climb — and the engine cannot tell which. It keeps the min-σ
    /// choice and adds d to that reference's σ: σ² + d². The carry chain itself is unchanged, so
    /// the next carry starts again from its own σ.
    ///
    /// - Returns: the reference to adopt and, when it is the carried one, its chain; `nil` to
    ///   adopt the reply as it is.
    func checkedReference(replacing reply: AssistanceResponse, fetchedAt location: NNLocation) -> (AssistanceResponse, ReferenceCarry?)? {
        guard configuration.referenceCarryEnabled, configuration.weatherTrackEnabled, let old = cache,
              let oldPa = old.response.referencePressurePa, let oldSigmaPa = old.response.referencePressureUncertaintyPa,
              reply.referencePressurePa != nil, let newSigmaPa = reply.referencePressureUncertaintyPa
        else { return nil }
        let now = nowNanoseconds
        let age = now.saturatingSubtracting(old.fetchedAtNanoseconds)
        let since = old.referenceNanoseconds
        guard age > 0, age <= configuration.referenceUsableAgeNanoseconds,
              Self.distanceMeters(old.location, location) <= configuration.referenceUsableDistanceMeters,
              let tracked = weatherTrack.change(since: since), tracked.fromNanoseconds <= since,
              let through = weatherTrack.last?.timeNanoseconds,
              let phone = samples.pressureHistory.summary(after: now.saturatingSubtracting(1_000_000_000), through: now)
        else { return nil }
        let phonePa = phone.meanPa - calibrationNow().offsetPa
        guard phonePa > 0, phonePa.isFinite, oldPa.isFinite, oldSigmaPa.isFinite else { return nil }
        let chain = ReferenceCarry(
            anchorSigmaPa: old.carry?.anchorSigmaPa ?? oldSigmaPa, steps: (old.carry?.steps ?? 0) + 1,
            throughNanoseconds: max(since, through))
        let track = configuration.weatherTrackSigmaPa
        let wander = configuration.referenceCarryWanderSigmaPa
        let drift = configuration.referenceDriftPaPerSecond * Double(age) / 1e9
        let sigmaPa = (chain.anchorSigmaPa * chain.anchorSigmaPa + wander * wander
                       + Double(chain.steps) * (track * track + drift * drift)).squareRoot()
        let carriedPa = oldPa + oldPa / phonePa * tracked.pa
        let sameLevel = reply.referenceLevelHAEMeters == old.response.referenceLevelHAEMeters
        let disagreementPa = !sameLevel ? 0 : Self.disagreementPa(
            reply: reply, carriedPa: carriedPa, carriedSigmaPa: sigmaPa, gateSigmas: configuration.referenceDisagreementGateSigmas)
        let carries = sigmaPa < newSigmaPa
        guard carries || disagreementPa > 0 else { return nil }
        var adopted = reply
        if carries {
            adopted.referencePressurePa = carriedPa
            adopted.referenceTemperatureKelvin = old.response.referenceTemperatureKelvin
            adopted.referenceTemperatureUncertaintyKelvin = old.response.referenceTemperatureUncertaintyKelvin
            adopted.referenceLevelHAEMeters = old.response.referenceLevelHAEMeters
        }
        let adoptedSigmaPa = carries ? sigmaPa : newSigmaPa
        adopted.referencePressureUncertaintyPa = (adoptedSigmaPa * adoptedSigmaPa + disagreementPa * disagreementPa).squareRoot()
        return (adopted, carries ? chain : nil)
    }

    /// |reply − carried| when it exceeds `gateSigmas` σ of the difference (both σ honest), else 0, Pa.
    /// The caller compares only references at the same level.
    static func disagreementPa(reply: AssistanceResponse, carriedPa: Double, carriedSigmaPa: Double, gateSigmas: Double) -> Double {
        guard gateSigmas > 0, let replyPa = reply.referencePressurePa, let replySigmaPa = reply.referencePressureUncertaintyPa,
              replyPa.isFinite, replySigmaPa.isFinite, carriedPa.isFinite
        else { return 0 }
        let difference = abs(replyPa - carriedPa)
        let sigmaOfDifference = (replySigmaPa * replySigmaPa + carriedSigmaPa * carriedSigmaPa).squareRoot()
        return difference > gateSigmas * sigmaOfDifference ? difference : 0
    }
}
