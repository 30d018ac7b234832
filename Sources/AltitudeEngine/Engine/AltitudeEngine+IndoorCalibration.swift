import AssistanceProtocol
import Geophysics

/// What the indoor model changes in a manual calibration's expected pressure: the phone's
/// pressure expected at the known point minus the outdoor column's there, and its σ, Pa.
struct IndoorCalibrationStep {
    /// Indoor model's expected pressure − outdoor column's at the known point, Pa.
    var pressurePa: Double
    /// σ of that difference (or of the unknown indoor offset without an anchor), Pa.
    var sigmaPa: Double

    /// Outdoors (or indoor mode off): the outdoor column is the expectation.
    static let outdoors = IndoorCalibrationStep(pressurePa: 0, sigmaPa: 0)
}

extension AltitudeEngine {
    /// The indoor model's step at a manual calibration's known point, `heightAboveGroundMeters`
    /// above the reply's terrain (or above `groundMSLHeightMeters` over the reference level),
    /// against `response` (the reference brought to the collection's instant); `rawMeanPa` is
    /// the collection's mean. A calibration made inside compares the phone with the indoor air:
    /// against the outdoor column it would absorb the building's stack/HVAC step (≈ −60 Pa in
    /// a 40-storey lobby at −5 °C out, 21 °C in), which the anchored indoor model then applies
    /// a second time, and which stays in the offset after leaving.
    ///
    /// With an anchor for the current stay the expectation is the indoor model's, as in
    /// `indoorAdjusted`: the outdoor model at the anchor plus its stack-adjusted door step,
    /// carried up by the isothermal indoor column; σ is the anchor's (`additionalSigmaMeters`).
    /// Indoors without an anchor the offset is unknown: no step, σ the unanchored indoor σ
    /// (`UnanchoredIndoorSigma`).
    func indoorCalibrationStep(
        heightAboveGroundMeters: Double, groundMSLHeightMeters: Double?, rawMeanPa: Double,
        response: AssistanceResponse
    ) -> IndoorCalibrationStep {
        guard configuration.indoorModeEnabled, let referencePa = response.referencePressurePa,
            let referenceK = response.referenceTemperatureKelvin, let levelHAE = response.referenceLevelHAEMeters,
            let groundHAE = groundMSLHeightMeters.map({ levelHAE + $0 }) ?? response.terrainHAEMeters
        else { return .outdoors }
        let height = groundHAE + heightAboveGroundMeters
        let state = refreshedIndoorTracking()
        guard state.detector.isIndoors else { return .outdoors }
        let inputs = HeightSolver.Inputs(
            phonePressurePa: rawMeanPa - calibrationNow().offsetPa, phonePressureVariancePa2: 0,
            calibrationVariancePa2: 0, referencePressurePa: referencePa, referencePressureSigmaPa: 0,
            referenceTemperatureKelvin: referenceK, referenceTemperatureSigmaKelvin: 0,
            referenceLevelHAEMeters: levelHAE, floorSigmaMeters: 0)
        let outdoorPa = HeightSolver.pressurePa(
            referencePressurePa: referencePa, referenceTemperatureKelvin: referenceK,
            thicknessMeters: height - levelHAE)
        guard case .indoors(let entry?) = state.detector.place, state.anchorEntryNanoseconds == entry,
            let stored = state.anchor
        else { return unanchoredCalibrationStep(heightMeters: height, outdoorPa: outdoorPa, inputs: inputs) }
        let anchor = stackAdjusted(stored, anchorKelvin: state.anchorOutdoorTemperatureKelvin, inputs: inputs)
        let indoorK = configuration.indoorTemperatureKelvin
        let anchorPa =
            HeightSolver.pressurePa(
                referencePressurePa: referencePa, referenceTemperatureKelvin: referenceK,
                thicknessMeters: anchor.heightMeters - levelHAE) + anchor.offsetPa
        let indoorPa = Hypsometric.pressure(
            basePressurePa: anchorPa, heightMeters: height - anchor.heightMeters, meanTemperatureKelvin: indoorK)
        let sigmaMeters = anchor.additionalSigmaMeters(
            heightMeters: height, phonePressurePa: indoorPa, indoorTemperatureKelvin: indoorK,
            indoorTemperatureSigmaKelvin: configuration.indoorTemperatureSigmaKelvin)
        let sigmaPa = sigmaMeters * HeightSolver.pascalsPerMeter(pressurePa: indoorPa, temperatureKelvin: indoorK)
        let step = indoorPa - outdoorPa
        guard step.isFinite, sigmaPa.isFinite else {
            return unanchoredCalibrationStep(heightMeters: height, outdoorPa: outdoorPa, inputs: inputs)
        }
        return IndoorCalibrationStep(pressurePa: step, sigmaPa: sigmaPa)
    }

    /// Indoors without an anchor: no step (the outdoor column, as `unanchoredIndoor` reports),
    /// σ the unanchored indoor σ at the known point converted to Pa by the outdoor gradient.
    private func unanchoredCalibrationStep(
        heightMeters height: Double, outdoorPa: Double, inputs: HeightSolver.Inputs
    ) -> IndoorCalibrationStep {
        let outdoorK = outdoorKelvin(atHeightMeters: height, inputs: inputs)
        guard
            let meters = UnanchoredIndoorSigma.sigmaMeters(
                outdoorTemperatureKelvin: outdoorK,
                indoorTemperatureKelvin: configuration.indoorTemperatureKelvin,
                indoorTemperatureSigmaKelvin: configuration.indoorTemperatureSigmaKelvin,
                neutralPlaneDistanceMeters: configuration.indoorUnanchoredNeutralPlaneDistanceMeters,
                hvacSigmaPa: configuration.indoorUnanchoredHvacSigmaPa, pressurePa: outdoorPa)
        else { return .outdoors }
        let sigmaPa = meters * HeightSolver.pascalsPerMeter(pressurePa: outdoorPa, temperatureKelvin: outdoorK)
        return IndoorCalibrationStep(pressurePa: 0, sigmaPa: sigmaPa.isFinite ? sigmaPa : 0)
    }
}
