import Foundation

extension Compiler {
    /// The UTC instant, ns since the epoch, of a local date and time written with `zone`: a UTC
    /// offset (`+01:00`, −14:00…+14:00 with minutes below 60) or an IANA time-zone name
    /// (`Europe/Zurich`), read with Foundation's `TimeZone` for the offset in force at that
    /// instant. A local time the zone skips (clocks going forward) is an error; one it repeats
    /// (clocks going back) is read with the offset in force before the change, the earlier instant.
    mutating func utcNanoseconds(local: Int64, zone clause: ClauseSyntax) -> Int64? {
        guard let node = clause.values.first, let text = node.word else { return nil }
        if text.hasPrefix("+") || text.hasPrefix("-") {
            guard let offset = Self.offsetSeconds(text) else {
                error(
                    "'\(text)' is not a UTC offset", at: node.range,
                    hint: "write ±HH:MM from -14:00 to +14:00, such as +01:00 or -05:30")
                return nil
            }
            return local - offset * 1_000_000_000
        }
        guard let zone = TimeZone(identifier: text) else {
            let hint =
                EditDistance.didYouMean(text, among: TimeZone.knownTimeZoneIdentifiers)
                ?? "write an IANA time-zone name such as Europe/Zurich, or a UTC offset such as +01:00"
            error("unknown time zone '\(text)'", at: node.range, hint: hint)
            return nil
        }
        let localSeconds = Double(local) / 1e9
        // The offset before any change near the instant, then the one in force at the instant it gives.
        let before = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: localSeconds - 86_400)))
        var offset = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: localSeconds - Double(before))))
        if Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: localSeconds - Double(offset)))) != offset {
            offset = before
        }
        let utc = local - offset * 1_000_000_000
        let check = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utc) / 1e9)))
        guard check == offset else {
            error(
                "\(ScenarioPrinter.print(clause.elements)) skips this local time (the clocks go forward)",
                at: node.range, hint: "write a time outside the change, or the time in UTC")
            return nil
        }
        return utc
    }

    /// The seconds east of UTC of `+HH[:MM]` / `-HH[:MM]` (at most 14 h), or nil.
    static func offsetSeconds(_ text: String) -> Int64? {
        let sign: Int64 = text.hasPrefix("-") ? -1 : 1
        let fields = text.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(fields.count), let hours = Int64(fields[0]), fields[0].count <= 2,
            (0...14).contains(hours)
        else { return nil }
        let minutes = fields.count == 2 ? Int64(fields[1]) : 0
        guard let minutes, fields.count == 1 || fields[1].count == 2, (0..<60).contains(minutes),
            hours * 60 + minutes <= 14 * 60
        else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }
}
