import AltitudeEngine
import AssistanceProtocol

/// The values an engine process may report (Docs/engine-protocol.md, "Value ranges"): every
/// number finite, heights −1 000…20 000 m, uncertainties 0…100 000 m, pressures 1…200 000 Pa,
/// temperatures 100…400 K, codes from the SDK's tables. A value outside is a protocol error.
enum EngineOutputRanges {
    static let heightMeters = -1_000.0...20_000.0
    static let uncertaintyMeters = 0.0...100_000.0
    static let pressurePa = 1.0...200_000.0
    static let pressureUncertaintyPa = 0.0...200_000.0
    static let temperatureKelvin = 100.0...400.0
    static let temperatureUncertaintyKelvin = 0.0...300.0

    static let manualStateNames = [
        "calibrationSetup", "calibrationStarted", "calibrationCancelled", "calibrationSuccess", "calibrationFailed",
    ]

    static func manualState(_ name: String) -> NNManualBarocalState? {
        manualStateNames.firstIndex(of: name).flatMap { NNManualBarocalState(rawValue: $0) }
    }

    static func context(_ fields: EngineOutputLine.ContextFields, timeNanoseconds time: Int64)
        throws(EngineProcessError) -> NNAltitudeContext
    {
        func check(_ value: Double?, _ name: String, _ range: ClosedRange<Double>, _ unit: String)
            throws(EngineProcessError) -> Double?
        {
            guard let value else { return nil }
            guard value.isFinite, range.contains(value) else {
                throw EngineOutputMessage.invalid(
                    "context.\(name) \(value) \(unit) is outside \(range.lowerBound)…\(range.upperBound) \(unit)")
            }
            return value
        }
        if let code = fields.errorCode, AltitudeErrorCode(rawValue: code) == nil {
            throw EngineOutputMessage.invalid("context.errorCode \(code) is not 0, 850, 851, 852, 853 or 854")
        }
        if let code = fields.warningCode, AltitudeWarningCode(rawValue: code) == nil {
            throw EngineOutputMessage.invalid("context.warningCode \(code) is not 0, 836 or 837")
        }
        if let code = fields.statusCode, !(0...999).contains(code) {
            throw EngineOutputMessage.invalid("context.statusCode \(code) is not a service status (0…999)")
        }
        return NNAltitudeContext(
            height: try check(fields.height, "height", heightMeters, "m"),
            heightUncertainty: try check(fields.heightUncertainty, "heightUncertainty", uncertaintyMeters, "m"),
            heightUncertainty68: try check(fields.heightUncertainty68, "heightUncertainty68", uncertaintyMeters, "m"),
            heightAboveTerrain: try check(fields.heightAboveTerrain, "heightAboveTerrain", heightMeters, "m"),
            heightAboveTerrainUncertainty: try check(
                fields.heightAboveTerrainUncertainty, "heightAboveTerrainUncertainty", uncertaintyMeters, "m"),
            heightHatUncertainty68: try check(
                fields.heightHatUncertainty68, "heightHatUncertainty68", uncertaintyMeters, "m"),
            statusCode: fields.statusCode, errorCode: fields.errorCode, manualBaroCal: fields.manualBaroCal,
            userPressure: try check(fields.userPressure, "userPressure", pressurePa, "Pa"),
            warningCode: fields.warningCode,
            referencePressurePa: try check(fields.referencePressurePa, "referencePressurePa", pressurePa, "Pa"),
            referencePressureUncertaintyPa: try check(
                fields.referencePressureUncertaintyPa, "referencePressureUncertaintyPa", pressureUncertaintyPa, "Pa"),
            referenceTemperatureKelvin: try check(
                fields.referenceTemperatureKelvin, "referenceTemperatureKelvin", temperatureKelvin, "K"),
            referenceTemperatureUncertaintyKelvin: try check(
                fields.referenceTemperatureUncertaintyKelvin, "referenceTemperatureUncertaintyKelvin",
                temperatureUncertaintyKelvin, "K"),
            timestampNanoseconds: fields.timestampNs ?? time)
    }

    static func record(_ fields: EngineOutputLine.RecordFields) throws(EngineProcessError) -> CalibrationRecord {
        guard let source = CalibrationSource(rawValue: fields.source) else {
            throw EngineOutputMessage.invalid("record.source '\(fields.source)' is not 'background' or 'manual'")
        }
        guard fields.offsetPa.isFinite, abs(fields.offsetPa) <= 10_000 else {
            throw EngineOutputMessage.invalid("record.offsetPa \(fields.offsetPa) Pa is outside −10000…10000 Pa")
        }
        guard fields.uncertaintyPa.isFinite, fields.uncertaintyPa > 0, fields.uncertaintyPa <= 10_000 else {
            throw EngineOutputMessage.invalid(
                "record.uncertaintyPa \(fields.uncertaintyPa) Pa must be > 0 and ≤ 10000 Pa")
        }
        return CalibrationRecord(
            offsetPa: fields.offsetPa, uncertaintyPa: fields.uncertaintyPa, madeAtNanoseconds: fields.madeAtNs,
            source: source)
    }

    static func request(_ fields: EngineOutputLine.RequestFields) throws(EngineProcessError)
        -> EngineOutputMessage.FetchRequest
    {
        guard fields.latitudeDeg.isFinite, abs(fields.latitudeDeg) <= 90, fields.longitudeDeg.isFinite,
            abs(fields.longitudeDeg) <= 180
        else {
            throw EngineOutputMessage.invalid(
                "request coordinates \(fields.latitudeDeg), \(fields.longitudeDeg) are not a place (−90…90, −180…180 degrees)"
            )
        }
        guard fields.horizontalUncertaintyM.isFinite, uncertaintyMeters.contains(fields.horizontalUncertaintyM) else {
            throw EngineOutputMessage.invalid(
                "request.horizontalUncertaintyM \(fields.horizontalUncertaintyM) m is outside 0…100000 m")
        }
        if let pressure = fields.phonePressurePa, !(pressure.isFinite && pressurePa.contains(pressure)) {
            throw EngineOutputMessage.invalid("request.phonePressurePa \(pressure) Pa is outside 1…200000 Pa")
        }
        if let variance = fields.phonePressureVariancePa2, !(variance.isFinite && variance >= 0) {
            throw EngineOutputMessage.invalid("request.phonePressureVariancePa2 \(variance) Pa² must be finite and ≥ 0")
        }
        return EngineOutputMessage.FetchRequest(
            apiKey: fields.apiKey, latitudeDegrees: fields.latitudeDeg, longitudeDegrees: fields.longitudeDeg,
            horizontalUncertaintyMeters: fields.horizontalUncertaintyM, phonePressurePa: fields.phonePressurePa,
            phonePressureVariancePa2: fields.phonePressureVariancePa2)
    }
}
