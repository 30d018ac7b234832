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

        /// Creates a step.
        public init(timeNanoseconds: Int64, label: String) {
            self.timeNanoseconds = timeNanoseconds
            self.label = label
        }
    }

    /// Lane name shown at its left ("statusCode").
    public var name: String
    /// How entries are drawn.
    public var kind: Kind
    /// Entries in time order.
    public var steps: [Step]

    /// Creates a lane.
    public init(name: String, kind: Kind = .steps, steps: [Step]) {
        self.name = name
        self.kind = kind
        self.steps = steps
    }
}
