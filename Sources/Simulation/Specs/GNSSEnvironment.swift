/// The reception conditions that set a GNSS receiver's error statistics (`Docs/reference/physics.md`,
/// "Phone GNSS").
public enum GNSSEnvironment: String, Hashable, Sendable, Codable, CaseIterable {
    /// σ 2.5 m per axis, τ 30 s.
    case openSky
    /// σ 8 m per axis, τ 30 s, with multipath jumps (Poisson ~1/min, Laplace ~15 m).
    case urban
    /// Outage, or a coarse Wi-Fi fix (σ ~30 m), depending on `GNSSSpec.indoor`.
    case indoors
}
