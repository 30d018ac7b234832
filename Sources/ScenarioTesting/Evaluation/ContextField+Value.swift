import Scenarios
import Simulation

extension ContextField {
    /// Whether the context carries the field (a time always does).
    func isPresent(in context: NNAltitudeContext) -> Bool {
        switch self {
        case .address: context.address != nil
        case .manualBaroCal, .baroCalRequired: context.manualBaroCal != nil
        default: value(in: context, startNanoseconds: 0) != nil
        }
    }

    /// The field's value in its base unit (m, Pa, K, a plain number; a flag as 1/0; a time as seconds
    /// since the scenario start, whose trace instant is `startNanoseconds`); `nil` when absent.
    func value(in c: NNAltitudeContext, startNanoseconds: Int64) -> Double? {
        switch self {
        case .height: c.height
        case .heightUncertainty, .heightUncertainty90: c.heightUncertainty
        case .heightUncertainty68: c.heightUncertainty68
        case .heightUncertainty95: c.heightUncertainty95
        case .heightAboveTerrain: c.heightAboveTerrain
        case .heightAboveTerrainUncertainty, .heightHatUncertainty90: c.heightAboveTerrainUncertainty
        case .heightHatUncertainty68: c.heightHatUncertainty68
        case .heightHatUncertainty95: c.heightHatUncertainty95
        case .floorNumber: c.floorNumber.map(Double.init)
        case .floorConfidence: c.floorConfidence
        case .address: nil
        case .addressConfidence: c.addressConfidence
        case .statusCode: c.statusCode.map(Double.init)
        case .errorCode: c.errorCode.map(Double.init)
        case .warningCode: c.warningCode.map(Double.init)
        case .epochTimestamp, .timestampOfAltitude:
            Double(Int64(c.epochTimestamp) &* 1_000_000 &- startNanoseconds) / 1e9
        case .timestampNanoseconds: Double(c.timestampNanoseconds &- startNanoseconds) / 1e9
        case .manualBaroCal, .baroCalRequired: c.manualBaroCal.map { $0 ? 1 : 0 }
        case .userPressure: c.userPressure
        case .referencePressurePa: c.referencePressurePa
        case .referencePressureUncertaintyPa: c.referencePressureUncertaintyPa
        case .referenceTemperatureKelvin: c.referenceTemperatureKelvin
        case .referenceTemperatureUncertaintyKelvin: c.referenceTemperatureUncertaintyKelvin
        }
    }

    /// A value of the field as a failure prints it (`101325.00 Pa`, `00:00:10.000`).
    func shown(_ value: Double) -> String {
        switch kind {
        case .length: FormChecker.format(value, digits: 2) + " m"
        case .pressure: FormChecker.format(value, digits: 2) + " Pa"
        case .temperature, .temperatureDifference: FormChecker.format(value, digits: 2) + " K"
        case .integer, .flag: FormChecker.format(value, digits: 0)
        case .number, .text: FormChecker.format(value, digits: 3)
        case .time: ExpectationTime.clock(Int64((value * 1e9).rounded()))
        }
    }
}
