/// Something that happened in the scenario's world, marked on every plot: a timeline step,
/// a fault window, a weather front passing, a service outage.
public struct Annotation: Hashable, Sendable {
    /// What kind of event this is; each kind has its own marker style.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A step of the scenario's timeline began ("take elevator to floor 12").
        case timelineStep
        /// A device or transport fault (a window when `endNanoseconds` is set).
        case fault
        /// A weather front passes the device.
        case frontPassage
        /// The assistance service is unreachable (a window when `endNanoseconds` is set).
        case outage
        /// A local pressure disturbance: a door, an elevator cab, a sunroof, a car's ventilation.
        case transient

        /// Words shown in the annotation table ("timeline step").
        public var words: String {
            switch self {
            case .timelineStep: "timeline step"
            case .fault: "fault"
            case .frontPassage: "front passage"
            case .outage: "outage"
            case .transient: "pressure transient"
            }
        }
    }

    /// Start, ns since the Unix epoch.
    public var timeNanoseconds: Int64
    /// End of a window, ns since the Unix epoch; `nil` for an instant.
    public var endNanoseconds: Int64?
    /// Text shown beside the marker.
    public var label: String
    /// The kind of event.
    public var kind: Kind

    /// Creates an annotation.
    public init(timeNanoseconds: Int64, endNanoseconds: Int64? = nil, label: String, kind: Kind) {
        self.timeNanoseconds = timeNanoseconds
        self.endNanoseconds = endNanoseconds
        self.label = label
        self.kind = kind
    }
}
