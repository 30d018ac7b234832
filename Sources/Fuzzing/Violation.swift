/// One broken invariant in one run: which, when, on which device, and what was seen.
public struct Violation: Hashable, Sendable, Codable {
    /// The invariant.
    public var invariant: Invariant
    /// Virtual time of the evidence, ns from the run's start (0 when it concerns the whole run).
    public var offsetNanoseconds: Int64
    /// The device's index, `nil` for the whole run.
    public var deviceIndex: Int?
    /// What was seen, in words (`heightUncertainty 1.2 < heightUncertainty68 1.5`).
    public var detail: String

    /// Creates a violation.
    public init(invariant: Invariant, offsetNanoseconds: Int64, deviceIndex: Int?, detail: String) {
        self.invariant = invariant
        self.offsetNanoseconds = offsetNanoseconds
        self.deviceIndex = deviceIndex
        self.detail = detail
    }

    /// `recovery at 00:04:10 on device 0: …`.
    public var description: String {
        let seconds = Int(offsetNanoseconds / 1_000_000_000)
        let device = deviceIndex.map { " on device \($0)" } ?? ""
        return "\(invariant.rawValue) at \(FuzzCase.timeText(max(seconds, 0)))\(device): \(detail)"
    }
}
