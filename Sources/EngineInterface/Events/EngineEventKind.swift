/// One thing the engine did that a host or a trace may care about.
public enum EngineEventKind: Hashable, Sendable {
    /// An SDK status code (also passed to the status handler).
    case sdkStatus(SDKStatusCode)
    /// The start handler (`success`: true) or failure handler was called with `code`.
    case startCompleted(code: Int, success: Bool)
    /// The altitude handler was called.
    case altitudeCallback(code: Int?, context: NNAltitudeContext?)
    /// A manual calibration changed state; `code` is the SDK status sent with it.
    case manualCalibration(state: NNManualBarocalState, code: Int)
    /// A calibration record became the current calibration.
    case calibrationAccepted(CalibrationRecord)
    /// An assistance request went out.
    case assistanceRequestSent(AssistanceRequest)
    /// A reply arrived; `used` is false for a late reply (cancelled or timed-out request).
    case assistanceReplyReceived(requestID: UInt64, reply: AssistanceReply, used: Bool)
    /// The engine gave up waiting for a reply.
    case assistanceRequestTimedOut(requestID: UInt64)
    /// A calibration upload went out.
    case uploadSent(BarocalUpload)
    /// The upload handler was called.
    case uploadCompleted(success: Bool)
    /// A sample was not used.
    case sampleRejected(SampleRejection)
}
