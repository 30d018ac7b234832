extension WorldClause {
    /// The clauses of `start`: the time scale its date and time are written in.
    public enum Start: String, PatternName {
        /// `ZONE`: a UTC offset (`+01:00`) or a time zone (`Europe/Zurich`).
        case zone
    }
}
