import Scenarios
import Simulation

/// Errors of the integration helpers.
public enum ScenarioTestingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A folder to list does not exist or cannot be read.
    case folderUnreadable(path: String)
    /// A folder holds no `.scenario` file (an empty argument list would silently test nothing).
    case noScenarioFiles(folder: String)
    /// The file that anchors a relative folder is not inside a package (no `Package.swift` above it).
    case packageRootNotFound(from: String)
    /// A campaign was asked to run over no seeds.
    case noSeeds
    /// A campaign was asked for more runs than ``maximumCampaignSeeds`` (an endless or mistyped
    /// sequence such as `1...UInt64.max` would otherwise run for ever).
    case tooManySeeds(maximum: Int)
    /// A campaign's required share of runs is not a fraction from 0 to 1.
    case invalidRequiredShare(Double)

    /// The most seeds one `checkScenarioCampaign` runs, as `altsim run --seeds` allows.
    public static let maximumCampaignSeeds = 10_000

    /// A sentence for test output.
    public var description: String {
        switch self {
        case .folderUnreadable(let path): "cannot read the folder \(path)"
        case .noScenarioFiles(let folder): "no .scenario files in \(folder)"
        case .packageRootNotFound(let file): "no Package.swift in any folder above \(file)"
        case .noSeeds: "a campaign needs at least one seed"
        case .tooManySeeds(let maximum): "a campaign runs at most \(maximum) seeds"
        case .invalidRequiredShare(let share): "the required share of runs must be from 0 to 1 (got \(share))"
        }
    }
}
