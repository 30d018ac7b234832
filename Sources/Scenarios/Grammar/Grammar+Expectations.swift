extension Grammar {
    /// The code streams an expectation can speak about.
    static let streams = "$word(status|sdk|error|warning|calibration)"

    /// `expect …`: a subject clause and its modifiers, joined by spaces.
    static let expectations = StatementSchema(
        .expect, joiner: " ", "An expectation on the run (see Docs/expectations.md for meanings).", [
            // Subjects.
            Pattern("code", "\(streams) $int"),
            Pattern("flag", "manual-baro-cal $word(true|false)"),
            Pattern("callbacks", "callbacks"),
            Pattern("recovery", "recovery"),
            Pattern("accuracy", "$word(hae|hat) error $word(p68|p80|p90|p95|max) $cmp $length"),
            Pattern("bias", "$word(hae|hat) bias $cmp $length"),
            Pattern("biasRange", "$word(hae|hat) bias between $length and $length"),
            Pattern("floorCorrect", "floor correct $cmp $fraction"),
            Pattern("uncertainty", "uncertainty $word(u68|u90|hat68|hat90) coverage between $fraction and $fraction"),
            // Predicates.
            Pattern("transition", "-> $int"),
            Pattern("then", "then $int"),
            Pattern("strictly", "strictly"),
            Pattern("never", "never"),
            Pattern("always", "always"),
            Pattern("eventually", "eventually"),
            Pattern("within", "within $duration"),
            Pattern("ofStart", "of $word(start|recovery)"),
            Pattern("ofEvent", "of $string"),
            Pattern("ofCode", "of \(streams) $int"),
            Pattern("exactly", "exactly $int times"),
            Pattern("atLeast", "at least $int times"),
            Pattern("atMost", "at most $int times"),
            Pattern("every", "every $duration"),
            Pattern("once", "once"),
            Pattern("tolerance", "± $duration"),
            // Windows and scope.
            Pattern("at", "at $time"),
            Pattern("after", "after $time"),
            Pattern("before", "before $time"),
            Pattern("from", "from $time to $time"),
            Pattern("indoors", "indoors"),
            Pattern("outdoors", "outdoors"),
            Pattern("device", "for $string"),
            Pattern("sometimes", "sometimes"),
            Pattern("share", "in at least $fraction of runs"),
            Pattern("acrossSeeds", "across seeds"),
        ])
}
