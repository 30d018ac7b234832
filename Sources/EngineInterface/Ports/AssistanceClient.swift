/// The engine's link to the assistance service.
///
/// Each call must invoke its completion at most once, on the thread that drives the engine
/// (synchronously inside the call is allowed). A completion that never comes is handled by
/// the engine's own timeout; one that comes after that timeout is ignored.
public protocol AssistanceClient: AnyObject {
    /// Sends one assistance request.
    func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void)
    /// Sends collected calibration records.
    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void)
}
