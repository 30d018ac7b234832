/// An assistance client with no network: every request fails with `.unreachable`.
public final class UnreachableAssistanceClient: AssistanceClient {
    /// Creates the client.
    public init() {}

    /// Answers `.failure(.unreachable)` at once.
    public func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        completion(.failure(.unreachable))
    }

    /// Answers `.failure(.unreachable)` at once.
    public func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        completion(.failure(.unreachable))
    }
}
