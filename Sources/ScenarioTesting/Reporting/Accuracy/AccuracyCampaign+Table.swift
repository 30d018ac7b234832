extension AccuracyCampaign {
    /// The table as text for the terminal and Docs: one line per group, each figure with its
    /// 95 % interval, then the published figures.
    public func renderedTable() -> String {
        let header = [
            "group", "runs", "p67 m", "p80 m", "p90 m", "p95 m", "≤ 2 m", "≤ 3 m", "floor exact", "u68", "u90",
        ]
        var rows = [header]
        for group in groups {
            var row = [group.name, "\(group.runs)"]
            for index in AccuracyGroup.percentileFractions.indices {
                row.append(
                    group.percentilesMeters.indices.contains(index) ? metersText(group.percentilesMeters[index]) : "—")
            }
            for figure in [
                group.within2Meters, group.within3Meters, group.floorExact, group.u68Coverage, group.u90Coverage,
            ] {
                row.append(figure.map(percentText) ?? "—")
            }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
        }
        var text = lines.joined(separator: "\n")
        text += "\n(95 % intervals in brackets: bootstrap over runs for percentiles, Wilson over runs for shares)"
        for figure in Self.publishedFigures { text += "\npublished: \(figure.source): \(figure.note)" }
        return text
    }

    /// A length figure as the table shows it: `1.62 [1.41…1.90]` (m).
    public func metersText(_ figure: EstimatedFigure) -> String {
        let value = FormChecker.format(figure.value, digits: 2)
        guard let interval = figure.interval else { return value }
        return
            "\(value) [\(FormChecker.format(interval.lowerBound, digits: 2))…\(FormChecker.format(interval.upperBound, digits: 2))]"
    }

    /// A share figure as the table shows it: `93.1 % [88.0…96.2]`.
    public func percentText(_ figure: EstimatedFigure) -> String {
        let value = FormChecker.format(figure.value * 100, digits: 1) + " %"
        guard let interval = figure.interval else { return value }
        return
            "\(value) [\(FormChecker.format(interval.lowerBound * 100, digits: 1))…\(FormChecker.format(interval.upperBound * 100, digits: 1))]"
    }
}
