extension Grammar {
    /// The code streams an expectation can speak about.
    static let streams = "$word(status|sdk|error|warning|calibration)"

    /// `expect …`: a subject clause and its modifiers, joined by spaces.
    static let expectations = StatementSchema(
        .expect, joiner: " ", "An expectation on the run (see Docs/expectations.md for meanings).",
        [
            // Subjects.
            Pattern(ExpectationSubject.code, "\(streams) $int"),
            Pattern(ExpectationSubject.flag, "manual-baro-cal $word(true|false)"),
            Pattern(ExpectationSubject.callbacks, "callbacks"),
            Pattern(ExpectationSubject.recovery, "recovery"),
            Pattern(ExpectationSubject.accuracy, "$word(hae|hat) error $word(p68|p80|p90|p95|max) $cmp $length"),
            Pattern(ExpectationSubject.bias, "$word(hae|hat) bias $cmp $length"),
            Pattern(ExpectationSubject.biasRange, "$word(hae|hat) bias between $length and $length"),
            Pattern(ExpectationSubject.floorCorrect, "floor correct $cmp $fraction"),
            Pattern(
                ExpectationSubject.uncertainty,
                "uncertainty $word(u68|u90|hat68|hat90) coverage between $fraction and $fraction"),
        ] + languageSubjects + [
            Pattern(ExpectationSubject.labelFloor, "final floor = label"),
            Pattern(ExpectationSubject.labelIndoors, "indoors detected within $duration of label"),
            // Predicates.
            Pattern(ExpectationModifier.transition, "-> $int"),
            Pattern(ExpectationModifier.then, "then $int"),
            Pattern(ExpectationModifier.strictly, "strictly"),
            Pattern(ExpectationModifier.never, "never"),
            Pattern(ExpectationModifier.always, "always"),
            Pattern(ExpectationModifier.eventually, "eventually"),
            Pattern(ExpectationModifier.within, "within $duration"),
            Pattern(ExpectationModifier.ofStart, "of $word(start|recovery)"),
            Pattern(ExpectationModifier.ofEvent, "of $string"),
            Pattern(ExpectationModifier.ofCode, "of \(streams) $int"),
            Pattern(ExpectationModifier.exactly, "exactly $int times"),
            Pattern(ExpectationModifier.atLeast, "at least $int times"),
            Pattern(ExpectationModifier.atMost, "at most $int times"),
            Pattern(ExpectationModifier.every, "every $duration"),
            Pattern(ExpectationModifier.once, "once"),
            Pattern(ExpectationModifier.tolerance, "± $duration"),
            // Windows and scope.
            Pattern(ExpectationModifier.at, "at $time"),
            Pattern(ExpectationModifier.after, "after $time"),
            Pattern(ExpectationModifier.before, "before $time"),
            Pattern(ExpectationModifier.from, "from $time to $time"),
            Pattern(ExpectationModifier.indoors, "indoors"),
            Pattern(ExpectationModifier.outdoors, "outdoors"),
            Pattern(ExpectationModifier.device, "for $string"),
            Pattern(ExpectationModifier.sometimes, "sometimes"),
            Pattern(ExpectationModifier.share, "in at least $fraction of runs"),
            Pattern(ExpectationModifier.acrossSeeds, "across seeds"),
        ] + languageModifiers)
}
