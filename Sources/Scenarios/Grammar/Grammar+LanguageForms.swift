extension Grammar {
    /// The expectation forms added for scenarios outside the library's envelope (Docs/expectations.md,
    /// "Alternatives", "No height", "Context fields"): subjects and modifiers of `expect …`.
    static let languageSubjects: [Pattern] = [
        Pattern(ExpectationSubject.noHeight, "no height"),
        Pattern(ExpectationSubject.contextLength, "context \(words(.length)) $cmp $length"),
        Pattern(ExpectationSubject.contextPressure, "context \(words(.pressure)) $cmp $pressure"),
        Pattern(ExpectationSubject.contextTemperature, "context \(words(.temperature)) $cmp $temperature"),
        Pattern(
            ExpectationSubject.contextTemperatureSpread,
            "context \(words(.temperatureDifference)) $cmp $temperatureDifference"),
        Pattern(ExpectationSubject.contextInteger, "context \(words(.integer)) $cmp $int"),
        Pattern(ExpectationSubject.contextNumber, "context \(words(.number)) $cmp $number"),
        Pattern(ExpectationSubject.contextTime, "context \(words(.time)) $cmp $time"),
        Pattern(ExpectationSubject.contextLag, "context \(words(.time)) lag $cmp $duration"),
        Pattern(ExpectationSubject.contextPresence, "context \(allFieldWords) $word(present|absent)"),
        Pattern(ExpectationSubject.contextFlag, "context \(words(.flag)) $word(true|false)"),
    ]

    /// The modifiers added with ``languageSubjects``.
    static let languageModifiers: [Pattern] = [
        Pattern(ExpectationModifier.or, "or $int"),
        Pattern(ExpectationModifier.transitionFlag, "-> $word(true|false)"),
        Pattern(ExpectationModifier.thenFlag, "then $word(true|false)"),
        Pattern(ExpectationModifier.during, "during $string"),
        Pattern(ExpectationModifier.ofServiceFault, "of service \(serviceFaultWords) [ end ]"),
        Pattern(ExpectationModifier.duringServiceFault, "during service \(serviceFaultWords)"),
    ]

    /// The kinds of service fault an expectation can count from or look inside.
    static let serviceFaultWords = "$word(" + WorldFaultWindow.kinds.joined(separator: "|") + ")"

    /// `$word(a|b|…)` of the context fields of one kind.
    static func words(_ kind: ContextField.Kind) -> String {
        "$word(" + ContextField.fields(of: kind).map(\.rawValue).joined(separator: "|") + ")"
    }

    /// `$word(…)` of every context field.
    static var allFieldWords: String {
        "$word(" + ContextField.allCases.map(\.rawValue).joined(separator: "|") + ")"
    }
}
