import Geophysics
import Simulation

extension ScenarioPrinter {
    static func deviceLines(_ device: DeviceSpec, in scenario: Scenario) -> [String] {
        var sections: [[String]] = []
        var first: [String] = []
        switch device.start {
        case .point(let p) where p.eastMeters != 0 || p.northMeters != 0:
            first.append("at \(QuantityText.position((p.eastMeters, p.northMeters)))")
        case .centre(let building), .entrance(let building):
            first.append("in \(quote(building)) floor \(device.startFloor ?? 0)")
        default: break
        }
        switch device.initialCalibration {
        case .none: break
        case .calibrated(let age, let errorPa, let sigma):
            // A known error is always written with `error` once anything differs from the
            // default (error 0, ± 10 Pa): `± σ` alone means a drawn error.
            var text = "calibrated \(QuantityText.duration(seconds: age)) ago"
            if errorPa != 0 || sigma != 10 { text += " error \(QuantityText.pressure(errorPa))" }
            if sigma != 10 { text += " ± \(QuantityText.pressure(sigma))" }
            first.append(text)
        case .drawn(let age, let sigma):
            first.append("calibrated \(QuantityText.duration(seconds: age)) ago ± \(QuantityText.pressure(sigma))")
        }
        sections.append(first)
        sections.append(barometerClauses(device.barometer))
        sections.append(gnssClauses(device.gnss))
        if device.gnss.faults.contains(GNSSFault(kind: .off, window: .always)) { sections.append(["gnss off"]) }
        sections.append(activityClauses(device.activity))
        if device.handHeightMeters != 1 || device.handHeightSigmaMeters != 0.3
            || device.handHeightPersonSigmaMeters != 0
        {
            var text = "hand \(QuantityText.length(device.handHeightMeters))"
            if device.handHeightSigmaMeters != 0.3 { text += " ± \(QuantityText.length(device.handHeightSigmaMeters))" }
            if device.handHeightPersonSigmaMeters != 0 {
                text += ", person ± \(QuantityText.length(device.handHeightPersonSigmaMeters))"
            }
            sections.append([text])
        }
        let options = sections.filter { !$0.isEmpty }.map { $0.joined(separator: ", ") }.joined(separator: "; ")
        var lines = ["device \(quote(device.name))" + (options.isEmpty ? "" : " " + options)]
        lines += timelineLines(device, in: scenario).map { "  " + $0 }
        lines += scenario.expectations.filter { $0.deviceName == device.name }.map { "  " + expectationLine($0) }
        return lines
    }

    static func barometerClauses(_ b: BarometerSpec) -> [String] {
        let presetName = BarometerSpec.presetNames.first { name in
            guard name != "default", let p = BarometerSpec.preset(named: name) else { return false }
            return p.whiteNoiseRMSPa == b.whiteNoiseRMSPa
                && p.temperatureCoefficientPaPerKelvin == b.temperatureCoefficientPaPerKelvin
        }
        let base = presetName.flatMap { BarometerSpec.preset(named: $0) } ?? BarometerSpec()
        var clauses: [String] = []
        if let presetName { clauses.append("barometer \(presetName)") }
        if b.sampleRateHz != base.sampleRateHz {
            clauses.append("rate \(QuantityText.text(b.sampleRateHz, .frequency, units: ["Hz"]))")
        }
        if b.whiteNoiseRMSPa != base.whiteNoiseRMSPa {
            clauses.append("noise \(QuantityText.pressure(b.whiteNoiseRMSPa))")
        }
        if let offset = b.offsetPa { clauses.append("offset \(QuantityText.pressure(offset))") }
        if b.temperatureCoefficientPaPerKelvin != base.temperatureCoefficientPaPerKelvin
            || b.temperatureCoefficientSpreadPaPerKelvin != 0
        {
            var text =
                "tempco \(QuantityText.text(b.temperatureCoefficientPaPerKelvin, .pressurePerTemperature, units: ["Pa/K"]))"
            if b.temperatureCoefficientSpreadPaPerKelvin != 0 {
                text +=
                    " ± \(QuantityText.text(b.temperatureCoefficientSpreadPaPerKelvin, .pressurePerTemperature, units: ["Pa/K"]))"
            }
            clauses.append(text)
        }
        if b.linearDriftPaPerDay != 0 {
            clauses.append("drift \(Format.number(b.linearDriftPaPerDay)) Pa/d")
        }
        if b.randomWalkDriftPaPerRootSecond != base.randomWalkDriftPaPerRootSecond {
            clauses.append("random-walk \(Format.number(b.randomWalkDriftPaPerRootSecond)) Pa over 1 s")
        }
        if b.quantizationPa != base.quantizationPa {
            clauses.append("quantization \(QuantityText.pressure(b.quantizationPa))")
        }
        if let gaps = b.gaps {
            clauses.append(
                "gaps \(QuantityText.fraction(gaps.share)) lasting \(QuantityText.duration(seconds: gaps.durationSeconds))"
            )
        }
        if let tau = b.iirTimeConstantSeconds { clauses.append("filter \(QuantityText.duration(seconds: tau))") }
        if b.latencySeconds != 0 { clauses.append("latency \(QuantityText.duration(seconds: b.latencySeconds))") }
        if !clauses.isEmpty, presetName == nil { clauses.insert("barometer default", at: 0) }
        return clauses
    }

    static func gnssClauses(_ g: GNSSSpec) -> [String] {
        let d = GNSSSpec()
        var clauses: [String] = []
        if g.rateHz != d.rateHz { clauses.append("rate \(QuantityText.text(g.rateHz, .frequency, units: ["Hz"]))") }
        switch g.indoor {
        case .outage: clauses.append("indoors outage")
        case .wifi: break
        case .network(let n) where n == .falcon: clauses.append("indoors network")
        case .network(let n):
            clauses.append(
                "network-fix median \(QuantityText.length(n.medianAccuracyMeters)) spread \(Format.number(n.logSpread))"
                    + " every \(QuantityText.duration(seconds: n.intervalSeconds))")
        }
        if let delay = g.entranceDelaySeconds {
            clauses.append("entrance-delay \(QuantityText.duration(seconds: delay))")
        }
        if g.accuracyScale != d.accuracyScale { clauses.append("accuracy-scale \(Format.number(g.accuracyScale))") }
        if let levels = g.outdoorAccuracyLevels, !levels.isEmpty {
            clauses.append(
                "outdoor-accuracy "
                    + levels.map { "\(QuantityText.length($0.accuracyMeters)) \(QuantityText.fraction($0.share))" }
                    .joined(separator: " or "))
        }
        if g.lagSeconds != 0 { clauses.append("latency \(QuantityText.duration(seconds: g.lagSeconds))") }
        if g.lockTimeSeconds != 0 { clauses.append("lock \(QuantityText.duration(seconds: g.lockTimeSeconds))") }
        if let perMinute = g.multipathPerMinute {
            clauses.append(
                "multipath \(QuantityText.length(g.multipathWidthMeters)) every \(Format.duration(Int64((60e9 / perMinute).rounded())))"
            )
        }
        guard g.outdoor != d.outdoor || !clauses.isEmpty else { return [] }
        let word =
            switch g.outdoor {
            case .openSky: "open-sky"
            case .urban: "urban"
            case .indoors: "indoor"
            }
        return ["gnss \(word)"] + clauses
    }

    static func activityClauses(_ a: ActivitySpec) -> [String] {
        let d = ActivitySpec()
        var clauses: [String] = []
        if a.rateHz != d.rateHz { clauses.append("rate \(QuantityText.text(a.rateHz, .frequency, units: ["Hz"]))") }
        if a.latencySeconds != d.latencySeconds {
            clauses.append("latency \(QuantityText.duration(seconds: a.latencySeconds))")
        }
        guard a.accuracy != d.accuracy || !clauses.isEmpty else { return [] }
        let word = Compiler.activityQualities.first { $0.accuracy == a.accuracy }?.word ?? "typical"
        return ["activity \(word)"] + clauses
    }
}
