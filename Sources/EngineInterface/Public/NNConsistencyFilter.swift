/// The data-quality filters of `setSDKConsistencyFilters` (the SDK spells it `NNConsistenyFilter`).
public enum NNConsistencyFilter: Int, Hashable, Sendable, CaseIterable, Codable {
    /// Flags (837) and drops location fixes that jump implausibly or are too uncertain.
    case location = 0
    /// Flags (837) in-vehicle use reported by the activity recogniser.
    case activity = 1
    /// Flags (836) and drops pressure samples that change implausibly fast.
    case pressure = 2
}

/// The SDK's own spelling of `NNConsistencyFilter`.
public typealias NNConsistenyFilter = NNConsistencyFilter
