import Geophysics

/// The engine's indoor-mode state: the detector, and the anchor of the current stay.
struct IndoorTracking {
    /// The engine generation (one `start`) this state belongs to; another one resets it.
    var generation: UInt64
    var detector: IndoorDetector
    /// Newest location time stamp fed to the detector, ns.
    var fedThroughNanoseconds: Int64 = .min
    /// The anchor of the current stay (`nil`: none yet, none possible, or outdoors).
    var anchor: IndoorAnchor?
    /// The stay the anchor belongs to (its last outdoor fix, ns).
    var anchorEntryNanoseconds: Int64?
    /// Whether the anchor's indoor window is complete (the anchor no longer changes).
    var anchorFinal = false
    /// Outdoor temperature at the anchor height when the anchor was made, K.
    var anchorOutdoorTemperatureKelvin: Double?
    /// The newest time the device may have been inside: a coarse fix, a fix while classified
    /// indoors, the end of a gap longer than the outage limit, or a refresh while not outdoors, ns.
    var lastNotOutdoorsNanoseconds: Int64?

    init(generation: UInt64, configuration: EngineConfiguration) {
        self.generation = generation
        detector = IndoorDetector(
            thresholds: IndoorDetector.Thresholds(
                coarseFixAccuracyMeters: configuration.indoorCoarseFixAccuracyMeters,
                outageNanoseconds: configuration.indoorOutageNanoseconds,
                entryCoarseFixes: configuration.indoorEntryCoarseFixes,
                exitGoodFixes: configuration.indoorExitGoodFixes))
    }
}

extension AltitudeEngine {
    /// The height for this context: `outdoor` (the reference column) unless the device is
    /// inside a building it was seen to walk into, then the anchored indoor height
    /// (`IndoorAnchor`) with the indoor σ added. Updates the indoor state from the fixes
    /// received since the last call; `inputs` are the outdoor solver's inputs of this context.
    func indoorAdjusted(_ outdoor: HeightSolver.Estimate, inputs: HeightSolver.Inputs) -> HeightSolver.Estimate {
        guard configuration.indoorModeEnabled else { return outdoor }
        var state = refreshedIndoorTracking()
        defer { indoorTracking = state }
        guard case .indoors(let entry?) = state.detector.place else {
            state.anchor = nil
            state.anchorEntryNanoseconds = nil
            state.anchorFinal = false
            return state.detector.isIndoors ? unanchoredIndoor(outdoor, inputs: inputs) : outdoor
        }
        if state.anchorEntryNanoseconds != entry {
            state.anchor = nil
            state.anchorEntryNanoseconds = entry
            state.anchorFinal = false
        }
        if !state.anchorFinal {
            (state.anchor, state.anchorFinal) = makeIndoorAnchor(
                lastOutdoorFixNanoseconds: entry,
                entryEvidenceNanoseconds: state.detector.entryEvidenceNanoseconds ?? entry, inputs: inputs)
            state.anchorOutdoorTemperatureKelvin = state.anchor.map {
                outdoorKelvin(atHeightMeters: $0.heightMeters, inputs: inputs)
            }
        }
        guard let stored = state.anchor else { return unanchoredIndoor(outdoor, inputs: inputs) }
        let anchor = stackAdjusted(stored, anchorKelvin: state.anchorOutdoorTemperatureKelvin, inputs: inputs)
        let modelPa = HeightSolver.pressurePa(
            referencePressurePa: inputs.referencePressurePa,
            referenceTemperatureKelvin: inputs.referenceTemperatureKelvin,
            thicknessMeters: anchor.heightMeters - inputs.referenceLevelHAEMeters)
        let temperature = configuration.indoorTemperatureKelvin
        guard
            let height = anchor.heightMeters(
                modelPressureAtAnchorPa: modelPa, phonePressurePa: inputs.phonePressurePa,
                indoorTemperatureKelvin: temperature)
        else { return outdoor }
        let extra = anchor.additionalSigmaMeters(
            heightMeters: height, phonePressurePa: inputs.phonePressurePa, indoorTemperatureKelvin: temperature,
            indoorTemperatureSigmaKelvin: configuration.indoorTemperatureSigmaKelvin)
        // Above the door the indoor air sets the gradient (its σ is in `extra`): the reference
        // temperature's σ counts up to the anchor only, not over the phone's height above it.
        var columnInputs = inputs
        columnInputs.referenceTemperatureSigmaKelvin = 0
        let column = HeightSolver.solve(columnInputs)?.sigmaMeters ?? outdoor.sigmaMeters
        let door =
            (anchor.heightMeters - inputs.referenceLevelHAEMeters - inputs.temperatureAnchorThicknessMeters)
            / inputs.referenceTemperatureKelvin * inputs.referenceTemperatureSigmaKelvin
        let outdoorSigma =
            door.isFinite ? min(outdoor.sigmaMeters, (column * column + door * door).squareRoot()) : outdoor.sigmaMeters
        let sigma = (outdoorSigma * outdoorSigma + extra * extra).squareRoot()
        return HeightSolver.Estimate(heightMeters: height, sigmaMeters: sigma.isFinite ? sigma : outdoor.sigmaMeters)
    }

    /// `anchor` with its door step following the outdoor temperature now (the stack effect at
    /// the door, `IndoorAnchor.stackAdjustedOffset`) from `anchorKelvin`, the outdoor temperature
    /// when it was made; unchanged without that temperature.
    func stackAdjusted(_ anchor: IndoorAnchor, anchorKelvin: Double?, inputs: HeightSolver.Inputs) -> IndoorAnchor {
        guard let anchorKelvin else { return anchor }
        var anchor = anchor
        let adjusted = IndoorAnchor.stackAdjustedOffset(
            offsetPa: anchor.offsetPa, anchorOutdoorTemperatureKelvin: anchorKelvin,
            outdoorTemperatureKelvin: outdoorKelvin(atHeightMeters: anchor.heightMeters, inputs: inputs),
            indoorTemperatureKelvin: configuration.indoorTemperatureKelvin,
            indoorTemperatureSigmaKelvin: configuration.indoorTemperatureSigmaKelvin,
            pressurePa: inputs.phonePressurePa,
            maxNeutralPlaneDistanceMeters: configuration.indoorMaxNeutralPlaneDistanceMeters,
            fallbackDistanceMeters: configuration.indoorUnanchoredNeutralPlaneDistanceMeters)
        anchor.offsetPa = adjusted.offsetPa
        if adjusted.offsetPaPerIndoorKelvin != 0 {
            // The indoor temperature's share, added with the column's in `additionalSigmaMeters`.
            anchor.offsetPaPerIndoorKelvin = adjusted.offsetPaPerIndoorKelvin
        } else {
            anchor.offsetSigmaPa =
                (anchor.offsetSigmaPa * anchor.offsetSigmaPa + adjusted.sigmaPa * adjusted.sigmaPa).squareRoot()
        }
        return anchor
    }

    /// The indoor state with the fixes received since the last refresh fed to the detector and
    /// the outage rule applied at now (stored back; a new engine generation starts afresh).
    @discardableResult
    func refreshedIndoorTracking() -> IndoorTracking {
        var state =
            indoorTracking.flatMap { $0.generation == generation ? $0 : nil }
            ?? IndoorTracking(generation: generation, configuration: configuration)
        let coarse = configuration.indoorCoarseFixAccuracyMeters
        // The history is in strictly increasing time (`ingestLocation` rejects anything else;
        // both are cleared together): the new fixes are a suffix, found from the end.
        var firstNew = locationHistory.endIndex
        while firstNew > locationHistory.startIndex,
            locationHistory[firstNew - 1].timestampNanoseconds > state.fedThroughNanoseconds
        { firstNew -= 1 }
        for fix in locationHistory[firstNew...] {
            let gap =
                state.fedThroughNanoseconds == .min
                ? 0 : fix.timestampNanoseconds.saturatingSubtracting(state.fedThroughNanoseconds)
            state.detector.observe(
                fixAtNanoseconds: fix.timestampNanoseconds, accuracyMeters: fix.horizontalAccuracyMeters)
            state.fedThroughNanoseconds = fix.timestampNanoseconds
            if !(fix.horizontalAccuracyMeters <= coarse) || state.detector.place != .outdoors
                || gap > configuration.indoorOutageNanoseconds
            {
                state.lastNotOutdoorsNanoseconds = fix.timestampNanoseconds
            }
        }
        state.detector.update(nowNanoseconds: nowNanoseconds)
        if state.detector.place != .outdoors { state.lastNotOutdoorsNanoseconds = nowNanoseconds }
        indoorTracking = state
        return state
    }

    /// Outdoors, as the indoor detector sees it, for the whole of the last `durationNanoseconds`:
    /// classified outdoors now, with no coarse fix, indoor classification or outage in that time.
    func outdoorsThroughout(lastNanoseconds duration: Int64) -> Bool {
        let state = refreshedIndoorTracking()
        guard state.detector.place == .outdoors else { return false }
        guard let last = state.lastNotOutdoorsNanoseconds else { return true }
        return last < nowNanoseconds.saturatingSubtracting(duration)
    }

    /// The outdoor temperature at a height from the reference temperature and the standard lapse rate, K.
    func outdoorKelvin(atHeightMeters height: Double, inputs: HeightSolver.Inputs) -> Double {
        inputs.referenceTemperatureKelvin - StandardAtmosphere.lapseRateKelvinPerMeter
            * (height - inputs.referenceLevelHAEMeters)
    }

    /// Indoors without an anchor: the outdoor column's height, its σ widened by the unknown
    /// stack-effect/HVAC offset (`UnanchoredIndoorSigma`).
    func unanchoredIndoor(_ outdoor: HeightSolver.Estimate, inputs: HeightSolver.Inputs) -> HeightSolver.Estimate {
        guard
            // The outdoor air at the phone, not at the reference level (sea level): at 1,600 m it is
            // 10 K colder, which doubles the indoor–outdoor contrast the stack effect scales with.
            let extra = UnanchoredIndoorSigma.sigmaMeters(
                outdoorTemperatureKelvin: outdoorKelvin(atHeightMeters: outdoor.heightMeters, inputs: inputs),
                indoorTemperatureKelvin: configuration.indoorTemperatureKelvin,
                indoorTemperatureSigmaKelvin: configuration.indoorTemperatureSigmaKelvin,
                neutralPlaneDistanceMeters: configuration.indoorUnanchoredNeutralPlaneDistanceMeters,
                hvacSigmaPa: configuration.indoorUnanchoredHvacSigmaPa, pressurePa: inputs.phonePressurePa)
        else { return outdoor }
        let sigma = (outdoor.sigmaMeters * outdoor.sigmaMeters + extra * extra).squareRoot()
        return HeightSolver.Estimate(
            heightMeters: outdoor.heightMeters, sigmaMeters: sigma.isFinite ? sigma : outdoor.sigmaMeters)
    }

    /// The anchor of a stay that began after the outdoor fix at `lastOutdoorFixNanoseconds`:
    /// the outdoor height from the mean pressure of the window ending just before the door, and
    /// the step to the mean of the indoor window after it. `(nil, true)` when it cannot be made
    /// (no outdoor samples, a moving or implausible window); `final` once the indoor window is over.
    ///
    /// The door is just after the last outdoor fix, unless the first sign of being inside
    /// (`entryEvidenceNanoseconds`) came later than the settle time after it (fixes refused as
    /// jumps or missing at the door): then the door is searched for between the two (at most the
    /// outage limit after the fix), every
    /// `indoorAnchorDoorSearchStepNanoseconds`, as the split whose two windows scatter least (a
    /// window holding the door step scatters by the step).
    func makeIndoorAnchor(
        lastOutdoorFixNanoseconds fix: Int64, entryEvidenceNanoseconds evidence: Int64, inputs: HeightSolver.Inputs
    ) -> (IndoorAnchor?, final: Bool) {
        let settle = configuration.indoorAnchorSettleNanoseconds
        // No later than the outage limit after the fix: a gap that long already means inside.
        let latest = min(
            evidence.saturatingSubtracting(settle / 2), fix.saturatingAdding(configuration.indoorOutageNanoseconds))
        guard latest > fix.saturatingAdding(settle / 2) else {
            let made = makeIndoorAnchor(doorNanoseconds: fix, lastOutdoorFixNanoseconds: fix, inputs: inputs)
            return (made.anchor, made.final)
        }
        let step = max(1, configuration.indoorAnchorDoorSearchStepNanoseconds)
        var best: (anchor: IndoorAnchor?, final: Bool, scatter: Double)?
        var door = fix
        while door <= latest {
            let made = makeIndoorAnchor(doorNanoseconds: door, lastOutdoorFixNanoseconds: fix, inputs: inputs)
            // Not final until the latest candidate's indoor window is over.
            if door > fix && !made.final { return (best?.anchor, false) }
            if let scatter = made.scatterPa2, best.map({ scatter < $0.scatter }) ?? true {
                best = (made.anchor, made.final, scatter)
            }
            door = door.saturatingAdding(step)
        }
        guard let best else { return (nil, true) }
        return (best.anchor, best.final)
    }

    /// The anchor for a door at `door` (the stay's last outdoor fix, or a later candidate), and the
    /// summed squared deviations of its two windows (`nil` when a window is missing), Pa².
    func makeIndoorAnchor(
        doorNanoseconds door: Int64, lastOutdoorFixNanoseconds fix: Int64, inputs: HeightSolver.Inputs
    ) -> (anchor: IndoorAnchor?, final: Bool, scatterPa2: Double?) {
        let now = nowNanoseconds
        let inStart = door.saturatingAdding(configuration.indoorAnchorSettleNanoseconds)
        let inEnd = inStart.saturatingAdding(configuration.indoorAnchorIndoorWindowNanoseconds)
        // Samples the pressure filter holds (the door step itself, until it proves lasting) join
        // the history later: the window is not over while it holds any.
        let final = now >= inEnd && !samples.pressureFilter.holdsSuspectLevel
        let outEnd = door.saturatingSubtracting(configuration.indoorAnchorOutdoorGuardNanoseconds)
        guard
            let outside = samples.pressureHistory.summary(
                after: outEnd.saturatingSubtracting(configuration.indoorAnchorOutdoorWindowNanoseconds),
                through: outEnd)
        else { return (nil, true, nil) }
        // A provisional anchor from the first part of the indoor window, refined until it is complete.
        guard now >= inStart.saturatingAdding(configuration.indoorAnchorMinimumNanoseconds),
            let inside = samples.pressureHistory.summary(after: inStart, through: min(now, inEnd))
        else { return (nil, final, nil) }
        let scatter =
            outside.sampleStdPa * outside.sampleStdPa * Double(max(0, outside.count - 1))
            + inside.sampleStdPa * inside.sampleStdPa * Double(max(0, inside.count - 1))
        let limit = configuration.indoorAnchorMaxPressureStdPa
        guard outside.sampleStdPa <= limit, inside.sampleStdPa <= limit else { return (nil, true, scatter) }
        var outdoorInputs = inputs
        outdoorInputs.phonePressurePa = outside.meanPa - calibrationNow().offsetPa
        guard let height = HeightSolver.solve(outdoorInputs)?.heightMeters else { return (nil, final, scatter) }
        let noise = configuration.pressureSampleNoisePa
        let outVar = max(outside.sampleStdPa, noise) * max(outside.sampleStdPa, noise) / Double(max(1, outside.count))
        let inVar = max(inside.sampleStdPa, noise) * max(inside.sampleStdPa, noise) / Double(max(1, inside.count))
        let extra = configuration.indoorAnchorOffsetSigmaPa
        let anchor = IndoorAnchor(
            heightMeters: height, offsetPa: inside.meanPa - outside.meanPa,
            offsetSigmaPa: (outVar + inVar + extra * extra).squareRoot(), anchoredAtNanoseconds: fix)
        guard anchor.isPlausible(limitPa: configuration.indoorMaxOffsetPa) else { return (nil, true, scatter) }
        return (anchor, final, scatter)
    }
}

extension AltitudeEngine {
    /// Where the indoor detector placed the device at the last context (`nil` before the first
    /// context of a `start`, or with indoor mode off). Read-only, for hosts that compare it with
    /// ground truth (`altsim log run`); it changes nothing the engine does.
    public var indoorPlace: IndoorDetector.Place? { indoorTracking?.detector.place }
}
