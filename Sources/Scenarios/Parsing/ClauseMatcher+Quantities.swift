/// The result of reading a quantity.
enum QuantityMatch {
    case success(Quantity, end: Int)
    case failure(MatchFailure)
}

extension ClauseMatcher {
    /// Reads a unit spelling starting at `index`: `[°]word[/[°]word]`, `%` or `°`.
    /// Returns the spelling and the index after it, or nil when no unit-like tokens follow.
    func readUnit(at index: Int) -> (spelling: String, end: Int)? {
        func part(at i: Int) -> (String, Int)? {
            guard i < tokens.count else { return nil }
            if tokens[i].isPunctuation("%") { return ("%", i + 1) }
            if tokens[i].isPunctuation("°") {
                if i + 1 < tokens.count, tokens[i + 1].kind == .identifier, !tokens[i + 1].spaceBefore,
                    ["C", "F"].contains(tokens[i + 1].text)
                {
                    return ("°" + tokens[i + 1].text, i + 2)
                }
                return ("°", i + 1)
            }
            if tokens[i].kind == .identifier { return (tokens[i].text, i + 1) }
            return nil
        }
        guard var (spelling, end) = part(at: index) else { return nil }
        if end < tokens.count, tokens[end].isPunctuation("/"), let (denominator, next) = part(at: end + 1) {
            spelling += "/" + denominator
            end = next
        }
        return (spelling, end)
    }

    /// The valid units of a dimension, for hints.
    func unitList(_ dimension: Dimension) -> String {
        dimension.units.map(\.symbol).joined(separator: ", ")
    }

    /// Reads `NUMBER UNIT` for `dimension`, with precise errors for a missing, unknown or
    /// wrong-dimension unit.
    func matchQuantity(_ dimension: Dimension, at index: Int) -> QuantityMatch {
        if let failure = nonFiniteNumber(at: index) { return .failure(failure) }
        guard index < tokens.count, tokens[index].kind == .number, let literal = NumberLiteral(text: tokens[index].text)
        else {
            let found =
                index < tokens.count && tokens[index].kind == .clockTime && dimension == .duration
                ? " (a clock time is a point in time; write a duration like 45 min)" : ""
            return .failure(
                MatchFailure(
                    index: index, range: range(at: index),
                    message: "expected \(dimension.phrase), found \(describe(index))\(found)",
                    hint: "write a number with a unit: \(unitList(dimension))"))
        }
        let numberRange = tokens[index].range
        guard let (spelling, end) = readUnit(at: index + 1) else {
            return .failure(
                MatchFailure(
                    index: index + 1, range: numberRange,
                    message: "missing unit after '\(literal.text)'; \(dimension.phrase) needs a unit",
                    hint: "valid units: \(unitList(dimension))"))
        }
        let unitRange = range(at: index + 1).union(range(at: end - 1))
        if let unit = QuantityUnit.lookup(spelling, dimension: dimension) {
            return .success(Quantity(literal, unit), end: end)
        }
        let otherDimensions = QuantityUnit.dimensions(of: spelling)
        if let other = otherDimensions.first {
            return .failure(
                MatchFailure(
                    index: index + 1, range: unitRange,
                    message: "'\(spelling)' is a unit of \(other.phrase), but \(dimension.phrase) is needed here",
                    hint: "valid units: \(unitList(dimension))"))
        }
        let degreeForm = QuantityUnit.lookup("°" + spelling, dimension: dimension)?.symbol
        if let suggestion = degreeForm ?? QuantityUnit.suggestion(for: spelling, dimension: dimension) {
            return .failure(
                MatchFailure(
                    index: index + 1, range: unitRange,
                    message: "unknown unit '\(spelling)' for \(dimension.phrase)",
                    hint: "did you mean '\(suggestion)'? valid units: \(unitList(dimension))"))
        }
        return .failure(
            MatchFailure(
                index: index + 1, range: numberRange,
                message: "missing unit after '\(literal.text)'; \(dimension.phrase) needs a unit",
                hint: "valid units: \(unitList(dimension))"))
    }

    /// Reads `W [unit] × D unit`.
    func matchSize(at index: Int) -> MatchOutcome {
        if let failure = nonFiniteNumber(at: index) { return .failure(failure) }
        guard index < tokens.count, tokens[index].kind == .number, let width = NumberLiteral(text: tokens[index].text)
        else {
            return fail(index, "expected a size like '40 × 30 m', found \(describe(index))")
        }
        var next = index + 1
        var widthUnit: QuantityUnit?
        if matchLiteral("×", at: next) == nil {
            switch matchQuantity(.length, at: index) {
            case .success(let quantity, let end):
                widthUnit = quantity.unit
                next = end
            case .failure(let failure): return .failure(failure)
            }
        }
        guard let afterTimes = matchLiteral("×", at: next) else {
            return fail(
                next, "expected '×' in the size, found \(describe(next))", hint: "write a size like '40 × 30 m'")
        }
        switch matchQuantity(.length, at: afterTimes) {
        case .success(let depth, let end):
            let widthQuantity = Quantity(width, widthUnit ?? depth.unit)
            let node = ValueNode(.size(widthQuantity, depth), range: range(at: index).union(range(at: end - 1)))
            return .success(end: end, elements: [.value(node)])
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// Reads a time: `HH:MM[:SS[.fff]]`, `day N HH:MM…`, or a duration since the start.
    func matchTime(at index: Int) -> MatchOutcome {
        guard index < tokens.count else {
            return fail(index, "expected a time (HH:MM, day N HH:MM, or a duration like 90 s), found end of line")
        }
        var day: Int?
        var clockIndex = index
        if tokens[index].kind == .identifier, tokens[index].text == "day" {
            guard index + 1 < tokens.count, let number = Int(tokens[index + 1].text), (1...100_000).contains(number)
            else {
                return fail(
                    index + 1, "expected a day number from 1 to 100000 after 'day', found \(describe(index + 1))")
            }
            day = number
            clockIndex = index + 2
        }
        guard clockIndex < tokens.count else {
            return fail(clockIndex, "expected a clock time HH:MM, found end of line")
        }
        let token = tokens[clockIndex]
        if token.kind == .clockTime { return matchClockTime(token, day: day, at: clockIndex, from: index) }
        if day != nil {
            return fail(
                clockIndex, "expected a clock time HH:MM after 'day \(day ?? 1)', found \(describe(clockIndex))")
        }
        guard token.kind == .number else {
            return fail(
                index, "expected a time (HH:MM, day N HH:MM, or a duration like 90 s), found \(describe(index))")
        }
        switch matchQuantity(.duration, at: index).compound(self) {
        case .success(let quantity, let end):
            let node = ValueNode(.time(.offset(quantity)), range: range(at: index).union(range(at: end - 1)))
            return .success(end: end, elements: [.value(node)])
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// Reads the clock-time token at `clockIndex` (`HH:MM[:SS[.fff]]`), on `day` when one was
    /// written; the value's range starts at `index` (the `day` word, if any).
    func matchClockTime(_ token: Token, day: Int?, at clockIndex: Int, from index: Int) -> MatchOutcome {
        let fields = token.text.split(separator: ":", omittingEmptySubsequences: false)
        var secondsText = fields.count > 2 ? String(fields[2]) : nil
        var fraction: String?
        if let text = secondsText, let dot = text.firstIndex(of: ".") {
            fraction = String(text[text.index(after: dot)...])
            secondsText = String(text[..<dot])
        }
        guard let hours = Int(fields[0]), hours < 1_000_000, let minutes = Int(fields[1]), minutes < 60,
            fields.count <= 3, secondsText.map({ Int($0).map { $0 < 60 } ?? false }) ?? true,
            day == nil || hours < 24
        else {
            return fail(
                clockIndex, "invalid clock time '\(token.text)'",
                hint: "write HH:MM or HH:MM:SS with minutes and seconds below 60")
        }
        let clock = ClockTime(
            day: day, hours: hours, minutes: minutes, seconds: secondsText.flatMap { Int($0) },
            fractionDigits: fraction)
        let node = ValueNode(.time(.clock(clock)), range: range(at: index).union(token.range))
        return .success(end: clockIndex + 1, elements: [.value(node)])
    }
}
