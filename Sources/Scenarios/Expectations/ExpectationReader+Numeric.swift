extension ExpectationReader {
    /// A subject compared against the truth: a height error's percentile or bias, the share of time
    /// on the right floor, or the coverage of the reported uncertainty.
    mutating func numeric(_ pattern: ExpectationSubject, _ subject: ClauseSyntax) -> ExpectationForm? {
        reject(
            Self.codePredicates + Self.callbackPredicates + Self.anchors + [.strictly], for: subject,
            what: "a number against truth")
        let window = window()
        let placement = placement()
        let words = subject.values.compactMap(\.word)
        let height: HeightReference = words.first == "hat" ? .hat : .hae
        switch pattern {
        case .accuracy:
            guard words.count >= 3, let statistic = ErrorStatistic(rawValue: words[1]),
                let comparison = Comparison(rawValue: words[2]),
                let meters = subject.values.compactMap(\.lengthMeters).first
            else { return nil }
            return .accuracy(height, statistic, comparison, meters: meters, window: window, placement: placement)
        case .bias:
            guard words.count >= 2, let comparison = Comparison(rawValue: words[1]),
                let meters = subject.values.compactMap(\.lengthMeters).first
            else { return nil }
            return .bias(
                height, lowerMeters: nil, upperMeters: meters, comparison: comparison, window: window,
                placement: placement)
        case .biasRange:
            let bounds = subject.values.compactMap(\.lengthMeters)
            guard bounds.count == 2 else { return nil }
            if bounds[0] > bounds[1] { error("the lower bound is above the upper bound", at: subject) }
            return .bias(
                height, lowerMeters: bounds[0], upperMeters: bounds[1], comparison: nil, window: window,
                placement: placement)
        case .floorCorrect:
            if placement == .outdoors { error("'floor correct' is about time indoors", at: clause(.outdoors)) }
            guard let comparison = words.first.flatMap(Comparison.init(rawValue:)),
                let fraction = subject.values.compactMap(\.fraction).first
            else { return nil }
            if !(0...1).contains(fraction) { error("a share must be between 0% and 100%", at: subject) }
            return .floorCorrect(comparison, fraction: fraction, window: window)
        case .uncertainty:
            return uncertaintyCoverage(subject, words: words, window: window, placement: placement)
        case .code, .flag, .callbacks, .recovery, .noHeight, .contextLength, .contextPressure, .contextTemperature,
            .contextTemperatureSpread, .contextInteger, .contextNumber, .contextTime, .contextLag, .contextPresence,
            .contextFlag, .labelFloor, .labelIndoors:
            return nil  // Not compared against truth: form() compiles these itself.
        }
    }

    /// `uncertainty LEVEL coverage between PERCENT and PERCENT`.
    mutating func uncertaintyCoverage(
        _ subject: ClauseSyntax, words: [String], window: ExpectationWindow,
        placement: Placement
    ) -> ExpectationForm? {
        guard let level = words.first.flatMap(UncertaintyLevel.init(rawValue:)) else { return nil }
        let bounds = subject.values.compactMap(\.fraction)
        guard bounds.count == 2 else { return nil }
        if !bounds.allSatisfy({ (0...1).contains($0) }) {
            error("a share must be between 0% and 100%", at: subject)
        } else if bounds[0] > bounds[1] {
            error("the lower bound is above the upper bound", at: subject)
        }
        return .uncertaintyCoverage(
            level, lowerFraction: bounds[0], upperFraction: bounds[1], window: window,
            placement: placement)
    }
}
