import AssistanceProtocol

extension AltitudeEngine {
    /// What a still phone makes of a new reply: the old reference carried forward by the phone's
    /// own pressure change (one unbroken `StillWeatherTrack` chain since the old reference's
    /// instant) when that is the more certain, or the reply with its σ widened by their
    /// disagreement beyond `referenceDisagreementGateSigmas`; `nil` to adopt the reply as it is.
    ///
    /// The choice is min-σ, not a fusion: consecutive replies share stations and interpolation
    /// errors. Along a chain the phone's wander counts once: σ² = σ_anchor² + σ_wander² +
    /// n·(σ_track² + (drift·interval)²). Nothing is carried across a move, a far fetch location or
    /// an old reply (`Docs/engine.md`, "Height and uncertainty").
    ///
    /// - Returns: the reference to adopt and, when it is the carried one, its chain; `nil` to
    ///   adopt the reply as it is.
    func checkedReference(replacing reply: AssistanceResponse, fetchedAt location: NNLocation) -> (
        AssistanceResponse, ReferenceCarry?
    )? {
        guard configuration.referenceCarryEnabled, configuration.weatherTrackEnabled,
            let old = assistance.referenceCache,
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
        let sigmaPa =
            (chain.anchorSigmaPa * chain.anchorSigmaPa + wander * wander
            + Double(chain.steps) * (track * track + drift * drift)).squareRoot()
        let carriedPa = oldPa + oldPa / phonePa * tracked.pa
        let sameLevel = reply.referenceLevelHAEMeters == old.response.referenceLevelHAEMeters
        let disagreementPa =
            !sameLevel
            ? 0
            : Self.disagreementPa(
                reply: reply, carriedPa: carriedPa, carriedSigmaPa: sigmaPa,
                gateSigmas: configuration.referenceDisagreementGateSigmas)
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
        adopted.referencePressureUncertaintyPa = (adoptedSigmaPa * adoptedSigmaPa + disagreementPa * disagreementPa)
            .squareRoot()
        return (adopted, carries ? chain : nil)
    }

    /// |reply − carried| when it exceeds `gateSigmas` σ of the difference (both σ honest), else 0, Pa.
    /// The caller compares only references at the same level.
    static func disagreementPa(reply: AssistanceResponse, carriedPa: Double, carriedSigmaPa: Double, gateSigmas: Double)
        -> Double
    {
        guard gateSigmas > 0, let replyPa = reply.referencePressurePa,
            let replySigmaPa = reply.referencePressureUncertaintyPa,
            replyPa.isFinite, replySigmaPa.isFinite, carriedPa.isFinite
        else { return 0 }
        let difference = abs(replyPa - carriedPa)
        let sigmaOfDifference = (replySigmaPa * replySigmaPa + carriedSigmaPa * carriedSigmaPa).squareRoot()
        return difference > gateSigmas * sigmaOfDifference ? difference : 0
    }
}
