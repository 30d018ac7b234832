import AssistanceProtocol

extension AltitudeEngine {
    /// Uploads the calibration records collected here (or the current calibration if none is
    /// pending). `handler(true)` when the service accepted them (they leave the queue),
    /// `false` on failure, timeout (`fetchTimeoutNanoseconds`), nothing to send, an upload
    /// already running, `stop`, or before `start` (810). Called exactly once.
    public func startBarocalUpload(handler: @escaping (Bool) -> Void) {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            return completeUploadImmediately(false, handler)
        }
        var records = pendingUploads
        if records.isEmpty, let calibration { records = [calibration] }
        guard !records.isEmpty, pendingUpload == nil else { return completeUploadImmediately(false, handler) }
        let upload = BarocalUpload(
            deviceID: configuration.deviceID, apiKey: apiKey, records: records,
            sentAtNanoseconds: nowNanoseconds)
        let id = nextRequestID
        nextRequestID += 1
        let token = schedule(after: configuration.fetchTimeoutNanoseconds) { $0.completeUpload(id: id, result: nil) }
        pendingUpload = PendingUpload(id: id, records: records, handler: handler, timeoutToken: token)
        record(.uploadSent(upload))
        let generation = self.generation
        ports.assistance.upload(upload) { [weak self] result in
            guard let self, self.generation == generation else { return }
            self.completeUpload(id: id, result: result)
        }
    }

    private func completeUploadImmediately(_ success: Bool, _ handler: (Bool) -> Void) {
        record(.uploadCompleted(success: success))
        handler(success)
    }

    /// Ends the pending upload; `result == nil` means it timed out or the engine stopped.
    func completeUpload(id: UInt64, result: UploadResult?) {
        guard let pending = pendingUpload, pending.id == id else { return }
        if let token = pending.timeoutToken { ports.scheduler.cancel(token) }
        pendingUpload = nil
        let success = result == .accepted
        if success {
            pendingUploads.removeAll { pending.records.contains($0) }
            if let calibration, pending.records.contains(calibration) {
                calibrationUploadedAtNanoseconds = nowNanoseconds
            }
            saveCalibrationState()
        }
        record(.uploadCompleted(success: success))
        pending.handler(success)
    }
}

/// An upload waiting for its result.
struct PendingUpload {
    var id: UInt64
    var records: [CalibrationRecord]
    var handler: (Bool) -> Void
    /// `nil` when the timeout would be due after `Int64.max`.
    var timeoutToken: ScheduledActionToken?
}
