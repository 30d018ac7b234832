/// The phone's activity recogniser.
///
/// With probability `accuracy` it reports the true activity, otherwise one of the others
/// uniformly (a symmetric confusion matrix), `latencySeconds` late, with the given confidence.
public struct ActivitySpec: Hashable, Sendable, Codable {
    /// Output rate, Hz (default 0.2: one result every 5 s).
    public var rateHz: Double = 0.2
    /// Probability of reporting the true activity (default 0.9).
    public var accuracy: Double = 0.9
    /// Reported confidence for each result, 0…1 (default 0.8).
    public var reportedConfidence: Double = 0.8
    /// Recognition delay, s (default 3).
    public var latencySeconds: Double = 3
    /// Whether the recogniser delivers anything (permission granted).
    public var enabled: Bool = true

    /// The default recogniser: one result every 5 s, 90 % accurate, 3 s late.
    public init() {}
}
