/// The outcome of matching elements: the index after them and what they matched, or a failure.
enum MatchOutcome {
    case success(end: Int, elements: [ClauseElement])
    case failure(MatchFailure)
}
