import Simulation

/// Names and meanings of the SDK's codes for the report's lanes and legends, worded after the
/// code tables of `Docs/reference/sdk.md` ("Codes"). Each switch is exhaustive, so a code added
/// to EngineInterface cannot reach a report without its meaning.
enum CodeMeanings {
    /// A code as a lane shows it: its number (or value), its name and what it means.
    struct Entry: Hashable {
        var label: String
        var name: String
        var meaning: String
    }

    /// An SDK status code.
    static func sdkStatus(_ code: SDKStatusCode) -> Entry {
        Entry(label: String(code.rawValue), name: String(describing: code), meaning: sdkStatusMeaning(code))
    }

    /// An `errorCode` value; unknown numbers keep their number and say so.
    static func errorCode(_ raw: Int) -> Entry {
        guard let code = AltitudeErrorCode(rawValue: raw) else { return unknown(raw) }
        let meaning =
            switch code {
            case .none: "no error"
            case .waitingForAssistance: "waiting for assistance data"
            case .cloudConnectionTimeout: "cloud connection timeout"
            case .pressureStale: "the phone's pressure is stale"
            case .locationStale: "the phone's location is stale"
            case .referenceDataStale: "the reference data is stale"
            }
        return Entry(label: String(raw), name: String(describing: code), meaning: meaning)
    }

    /// A `warningCode` value.
    static func warningCode(_ raw: Int) -> Entry {
        guard let code = AltitudeWarningCode(rawValue: raw) else { return unknown(raw) }
        let meaning =
            switch code {
            case .none: "no warning"
            case .highPressureChange: "high change in pressure (pressure filter)"
            case .highLocationChange: "high change in location (location filter)"
            }
        return Entry(label: String(raw), name: String(describing: code), meaning: meaning)
    }

    /// A `statusCode` (service status) value.
    static func serviceStatus(_ raw: Int) -> Entry {
        guard let code = ServiceStatusCode(rawValue: raw) else { return unknown(raw) }
        // `ServiceStatusCode` describes itself as its number, so its names are spelled here.
        let (name, meaning): (String, String) =
            switch code {
            case .delivered: ("delivered", "assistance delivered (reference data, HAT, uncertainty)")
            case .generalFailure: ("generalFailure", "general server failure")
            case .invalidAPIKey: ("invalidAPIKey", "invalid API key")
            case .outsideServiceArea: ("outsideServiceArea", "the 2D location is outside the service area")
            case .referencePressureUnavailable: ("referencePressureUnavailable", "no reference pressure available")
            case .calibrationDataUnavailable:
                ("calibrationDataUnavailable", "no barometer calibration data available")
            case .referenceAndCalibrationUnavailable:
                ("referenceAndCalibrationUnavailable", "no reference pressure and no calibration data")
            case .calibrationDataStale: ("calibrationDataStale", "the barometer calibration data is stale")
            }
        return Entry(label: String(raw), name: name, meaning: meaning)
    }

    /// A `manualBaroCal` value.
    static func manualBaroCal(_ value: Bool) -> Entry {
        value
            ? Entry(label: "true", name: "", meaning: "the barometer needs a user-assisted calibration")
            : Entry(label: "false", name: "", meaning: "no user-assisted calibration needed")
    }

    /// A manual calibration's state change with the SDK status sent with it.
    static func manualCalibration(_ state: NNManualBarocalState, code: Int) -> Entry {
        let status = SDKStatusCode(rawValue: code).map(sdkStatusMeaning) ?? "status \(code)"
        let words =
            switch state {
            case .calibrationSetup: "set up"
            case .calibrationStarted: "started"
            case .calibrationCancelled: "cancelled"
            case .calibrationSuccess: "succeeded"
            case .calibrationFailed: "failed"
            }
        return Entry(label: words, name: String(code), meaning: "manual calibration \(words): \(status)")
    }

    static func unknown(_ raw: Int) -> Entry {
        Entry(label: String(raw), name: "", meaning: "not a documented code")
    }
}
