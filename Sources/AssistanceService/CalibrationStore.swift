public import AssistanceProtocol

/// Per-device barometer calibrations: the latest valid record of each device.
///
/// Built from barocal uploads and manual calibrations. Only looked up by device id; no
/// iteration order ever reaches output.
public struct CalibrationStore: Sendable {
    private var latest: [String: CalibrationRecord] = [:]

    /// Creates a store holding `records` (invalid ones are skipped).
    public init(records: [String: CalibrationRecord] = [:]) {
        for (device, record) in records { store(record, deviceID: device) }
    }

    /// The device's most recent calibration, if any.
    public func calibration(deviceID: String) -> CalibrationRecord? { latest[deviceID] }

    /// Stores a record unless the device already has a strictly more recent one; returns
    /// whether it was stored. Invalid records are never stored.
    @discardableResult
    public mutating func store(_ record: CalibrationRecord, deviceID: String) -> Bool {
        guard record.isValid, !deviceID.isEmpty else { return false }
        if let current = latest[deviceID], current.madeAtNanoseconds > record.madeAtNanoseconds { return false }
        latest[deviceID] = record
        return true
    }
}
