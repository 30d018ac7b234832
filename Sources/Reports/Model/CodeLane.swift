/// One lane of codes under the plots: a step series whose value is shown as text.
///
/// For `.steps`, each value holds from its time until the next step (SDK status, `statusCode`,
/// `errorCode`, `warningCode`, `manualBaroCal`); for `.events`, each is an instant
/// (calibration applied, upload sent).
public struct CodeLane: Hashable, Sendable {
    /// How the lane's entries are drawn.
    public enum Kind: Hashable, Sendable {
        /// Each value holds until the next one.
        case steps
        /// Each entry is an instant with a label.
        case events
    }

    /// One value change (or event).
    public struct Step: Hashable, Sendable {
        /// When it happened, ns since the Unix epoch.
        public var timeNanoseconds: Int64
        /// The value as shown ("RUNNING", "0", "3001"); empty means "no value" (nothing drawn).
        public var label: String
        /// The code's name ("highPressureChange"); empty when the label says it all.
        public var name: String
        /// What the code means, for the lane's legend and hover text.
        public var meaning: String

        /// Creates a step.
        public init(timeNanoseconds: Int64, label: String, name: String = "", meaning: String = "") {
            self.timeNanoseconds = timeNanoseconds
            self.label = label
            self.name = name
            self.meaning = meaning
        }

        /// The label with the code's name beside it ("836 highPressureChange").
        public var title: String { name.isEmpty ? label : label + " " + name }
    }

    /// Lane name shown at its left ("statusCode").
    public var name: String
    /// How entries are drawn.
    public var kind: Kind
    /// Entries in time order.
    public var steps: [Step]

    /// Each value the lane shows, once, in order of first appearance (the lane's legend).
    public var legend: [Step] {
        var seen: Set<String> = []
        return steps.filter { !$0.label.isEmpty && seen.insert($0.title).inserted }
    }

    /// Creates a lane.
    public init(name: String, kind: Kind = .steps, steps: [Step]) {
        self.name = name
        self.kind = kind
        self.steps = steps
    }
}
