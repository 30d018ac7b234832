/// The predicates, anchors, windows and scopes that follow an expectation's subject (the other
/// clause names of `expect …`; which apply to which subject is the expectation compiler's check).
public enum ExpectationModifier: String, PatternName {
    /// `-> N`: a change of a code to another value.
    case transition
    /// `then N`: the next step of a sequence (may stand several times).
    case then
    /// `strictly`: a sequence with nothing between its steps.
    case strictly
    /// `never`.
    case never
    /// `always`.
    case always
    /// `eventually`.
    case eventually
    /// `within DURATION`.
    case within
    /// `of start|recovery`: what `within` counts from.
    case ofStart
    /// `of "LABEL"`: a labelled timeline step `within` counts from.
    case ofEvent
    /// `of STREAM N`: a code `within` counts from.
    case ofCode
    /// `exactly N times`.
    case exactly
    /// `at least N times`.
    case atLeast
    /// `at most N times`.
    case atMost
    /// `every DURATION`: a callback cadence.
    case every
    /// `once`.
    case once
    /// `± DURATION`: the tolerance of a cadence.
    case tolerance
    /// `at TIME`.
    case at
    /// `after TIME`.
    case after
    /// `before TIME`.
    case before
    /// `from TIME to TIME`.
    case from
    /// `indoors`: only while the device is inside.
    case indoors
    /// `outdoors`: only while the device is outside.
    case outdoors
    /// `for "NAME"`: the device the expectation is about.
    case device
    /// `sometimes`: in at least one run of a campaign.
    case sometimes
    /// `in at least PERCENT of runs`.
    case share
    /// `across seeds`: judged on the runs of every seed pooled.
    case acrossSeeds
    /// `or N`: another value the subject's code may take (`error 850 or 851`; may stand several times).
    case or
    /// `-> true|false`: a change of the manual-calibration flag.
    case transitionFlag
    /// `then true|false`: the next step of a sequence of the manual-calibration flag.
    case thenFlag
    /// `during "LABEL"`: the window of a labelled timeline step that lasts (`for DURATION`).
    case during
    /// `of service KIND [end]`: the start (or end) of the first service fault of that kind.
    case ofServiceFault
    /// `during service KIND`: the window of the first service fault of that kind.
    case duringServiceFault
}
