/// What an `eventually`/`within` duration is counted from.
public enum ExpectationAnchor: Hashable, Sendable {
    /// The start of the run.
    case start
    /// A labelled timeline step (`of "ride"`), at its offset from the start, ns.
    case label(String, offsetNanoseconds: Int64)
    /// The first occurrence of another code, or of any of several (`of status 610`,
    /// `of status 610 or 620`).
    case code(CodeStream, values: [Int])
    /// The end of the last injected fault (`of recovery`).
    case lastFaultEnd
    /// The start or end of a world fault (`of service outage`, `of service outage end`): what it
    /// is (`the service outage`, `the end of the service outage`) and its offset from the start, ns.
    case worldFault(String, offsetNanoseconds: Int64)
}
