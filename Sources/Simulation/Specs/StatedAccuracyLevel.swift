/// One level of the discrete stated accuracy of outdoor fixes (`outdoor-accuracy LENGTH PERCENT or
/// …`, Docs/scenario-language.md): iOS states a few fixed values (10, 25, 30 m, …) rather than a
/// continuous figure; a receiver with levels states one of them per outdoor fix, drawn with these
/// shares, instead of its σ scaled (`GNSSSpec.outdoorAccuracyLevels`).
public struct StatedAccuracyLevel: Hashable, Sendable, Codable {
    /// The stated horizontal accuracy, m.
    public var accuracyMeters: Double
    /// The share of outdoor fixes that state it (the shares of a spec's levels add up to 1).
    public var share: Double

    /// A level stating `accuracyMeters` on `share` of the outdoor fixes.
    public init(accuracyMeters: Double, share: Double) {
        self.accuracyMeters = accuracyMeters
        self.share = share
    }
}
