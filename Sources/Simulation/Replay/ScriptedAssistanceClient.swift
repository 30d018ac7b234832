import AltitudeEngine
import AssistanceProtocol

/// An assistance client that answers as the recording did: each request gets the reply it
/// received, at the time it received it; a request without a recorded reply is never answered
/// (the engine's own timeout handles it). Uploads complete in order with the recorded outcome.
final class ScriptedAssistanceClient: AssistanceClient {
    private let scheduler: ManualScheduler
    private let replies: [UInt64: (timeNanoseconds: Int64, reply: AssistanceReply)]
    private var uploads: ArraySlice<(timeNanoseconds: Int64, success: Bool)>

    init(scheduler: ManualScheduler, script: DeviceTraceScript) {
        self.scheduler = scheduler
        replies = script.replies
        uploads = script.uploads[...]
    }

    func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        guard let recorded = replies[request.requestID] else { return }
        deliver(at: recorded.timeNanoseconds) { completion(recorded.reply) }
    }

    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        guard let recorded = uploads.popFirst() else { return }
        deliver(at: recorded.timeNanoseconds) { completion(recorded.success ? .accepted : .failure(.unreachable)) }
    }

    /// Runs `action` at `time` (synchronously when that is now).
    private func deliver(at time: Int64, _ action: @escaping () -> Void) {
        let delay = time &- scheduler.nowNanoseconds
        if delay <= 0 { action() } else { _ = scheduler.schedule(afterNanoseconds: delay, action) }
    }
}
