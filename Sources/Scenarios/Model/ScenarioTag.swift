/// A word of a scenario's `tags` statement: which group of the accuracy campaign report
/// (Docs/cli.md) its runs belong to. The groups are those of the CTIA indoor test bed's
/// reports — morphology, site height, weather, phone class — so the words form four
/// dimensions and a scenario names at most one word of each.
public enum ScenarioTag: String, CaseIterable, Hashable, Sendable {
    /// A dense urban core: high-rises, GNSS in street canyons.
    case denseUrban = "dense-urban"
    /// An urban district.
    case urban
    /// A suburb: low buildings, open sky between them.
    case suburban
    /// The countryside: few buildings, sparse reference stations.
    case rural
    /// A site on low ground (a few hundred metres).
    case lowSite = "low-site"
    /// A site at altitude (above 1,000 m).
    case highSite = "high-site"
    /// Fair weather: no front and no thunderstorm (a slow synoptic trend of a few tenths of a
    /// hectopascal per hour, or the tide, is calm).
    case calm
    /// A front passing during the run.
    case front
    /// Thunderstorms during the run.
    case storm
    /// A current mid-range phone.
    case standardPhone = "standard-phone"
    /// A budget phone (noisier barometer, larger temperature coefficient).
    case budgetPhone = "budget-phone"

    /// The dimensions a tag belongs to; a scenario names at most one tag of each.
    public enum Dimension: String, CaseIterable, Hashable, Sendable {
        /// `dense-urban`, `urban`, `suburban`, `rural`.
        case morphology
        /// `low-site`, `high-site`.
        case site = "site height"
        /// `calm`, `front`, `storm`.
        case weather
        /// `standard-phone`, `budget-phone`.
        case phone = "phone class"
    }

    /// The tag's dimension.
    public var dimension: Dimension {
        switch self {
        case .denseUrban, .urban, .suburban, .rural: .morphology
        case .lowSite, .highSite: .site
        case .calm, .front, .storm: .weather
        case .standardPhone, .budgetPhone: .phone
        }
    }
}
