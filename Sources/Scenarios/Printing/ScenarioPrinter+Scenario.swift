import AssistanceService
import Geophysics
import Simulation

extension ScenarioPrinter {
    /// The canonical text of a scenario: compiling it gives back an equal scenario (ignoring
    /// source locations) for every value the language can express — every scenario the
    /// semantic pass or the builder makes. Values only Swift code can set (a GNSS σ
    /// override, a tide's phase, …) are left out.
    public static func print(_ scenario: Scenario) -> String {
        var lines: [String] = []
        lines.append("scenario \(quote(scenario.title))")
        lines.append("seed \(scenario.seed)")
        lines.append("duration \(Format.duration(scenario.durationNanoseconds))")
        if !scenario.tags.isEmpty { lines.append("tags " + scenario.tags.map(\.rawValue).joined(separator: ", ")) }
        if scenario.startNanoseconds != Scenario.defaultStartNanoseconds {
            let days = scenario.startNanoseconds / 86_400_000_000_000
            let (y, m, d) = CivilDate.date(daysSinceEpoch: days)
            func pad(_ v: Int, _ w: Int) -> String {
                String(repeating: "0", count: max(0, w - String(v).count)) + String(v)
            }
            lines.append(
                "start \(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2)) \(QuantityText.clock(scenario.startNanoseconds % 86_400_000_000_000)) UTC"
            )
        }
        lines.append(
            "origin \(Format.number(scenario.origin.latitudeDegrees)), \(Format.number(scenario.origin.longitudeDegrees))"
        )
        switch scenario.geoid {
        case .constant(let n) where n == 0: break
        case .constant(let n): lines.append("geoid \(QuantityText.length(n))")
        case .egm96: lines.append("geoid egm96")
        }
        lines += scenario.sweepLines
        var world = worldLines(scenario)
        world += networkLines(scenario)
        if let reference = referenceLine(scenario.siteReference) { world.append(reference) }
        if !world.isEmpty {
            lines.append("")
            lines += world
        }
        for device in scenario.devices {
            lines.append("")
            lines += deviceLines(device, in: scenario)
        }
        let shared = scenario.expectations.filter { $0.deviceName == nil }
        if !shared.isEmpty {
            lines.append("")
            lines += shared.map { expectationLine($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `reference` line of a field-log site, `nil` when it names none.
    static func referenceLine(_ reference: SiteReference?) -> String? {
        switch reference {
        case nil: nil
        case .series(let path): "reference series \(quote(path))"
        case .declared(let pressure, let sigma):
            "reference declared "
                + QuantityText.text(pressure, .pressure, units: ["hPa", "Pa", "kPa", "inHg"]) + " ± "
                + QuantityText.text(sigma, .pressure, units: ["hPa", "Pa", "kPa", "inHg"])
        }
    }

    /// An expectation's canonical text without its line break.
    static func expectationLine(_ expectation: Expectation) -> String {
        var text = expectation.text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    static func worldLines(_ scenario: Scenario) -> [String] {
        var lines: [String] = []
        if let file = scenario.terrainFile {
            lines.append("terrain grid file \(quote(file))")
        } else {
            switch scenario.terrain {
            case .flat(let h) where h == 0: break
            case .flat(let h): lines.append("terrain flat \(QuantityText.length(h))")
            case .plane(let plane):
                let slope = "\(Format.number(plane.slopeMetersPerKilometer)) m/km"
                lines.append(
                    "terrain plane \(QuantityText.length(plane.heightAtOriginMeters)), rising \(slope), toward \(QuantityText.direction(plane.upslopeBearingDegrees))"
                )
            case .hills(let hills):
                var text = "terrain hills \(QuantityText.length(hills.baseHeightMeters))"
                for hill in hills.hills {
                    text +=
                        ", hill at \(QuantityText.position((hill.centre.eastMeters, hill.centre.northMeters))) height \(QuantityText.length(hill.peakHeightMeters)) radius \(QuantityText.length(hill.widthMeters))"
                }
                lines.append(text)
            case .grid: break
            }
        }
        let t = scenario.weather.temperature
        var temperature: [String] = []
        if t.seaLevelTemperatureKelvin != 288.15 {
            temperature.append(QuantityText.temperature(t.seaLevelTemperatureKelvin))
        }
        if t.lapseRateKelvinPerMeter != 0.0065 {
            temperature.append(
                "lapse "
                    + QuantityText.text(
                        t.lapseRateKelvinPerMeter, .temperatureLapse, units: ["K/km", "K/m"],
                        forward: { -$0 }, inverse: { -$0 }))
        }
        if t.diurnalAmplitudeKelvin != 0 {
            temperature.append("daily " + QuantityText.temperatureDifference(t.diurnalAmplitudeKelvin))
        }
        if !temperature.isEmpty { lines.append("temperature " + temperature.joined(separator: ", ")) }
        for building in scenario.buildings { lines.append(buildingLine(building)) }
        let w = scenario.weather
        var weather: [String] = []
        if w.basePressurePa != 101_325 {
            weather.append(
                "sea-level " + QuantityText.text(w.basePressurePa, .pressure, units: ["hPa", "Pa", "kPa", "inHg"]))
        }
        if w.trendPaPerSecond != 0 {
            weather.append(
                "trend "
                    + QuantityText.text(w.trendPaPerSecond, .pressureRate, units: ["hPa/h", "Pa/h", "hPa/d", "Pa/s"]))
        }
        if let tide = w.tide {
            weather.append(tide.amplitudePa == 50 ? "tide on" : "tide " + QuantityText.pressure(tide.amplitudePa))
        }
        if let drift = w.drift {
            weather.append(
                "drift \(QuantityText.pressure(drift.sigmaPa)) over \(QuantityText.duration(seconds: drift.correlationTimeSeconds))"
            )
        }
        if let g = w.gradient {
            weather.append(
                "gradient " + QuantityText.text(g.paPerMeter, .pressureGradient, units: ["Pa/km", "hPa/km", "Pa/m"])
                    + " toward " + QuantityText.direction(g.towardBearingDegrees))
        }
        if !weather.isEmpty { lines.append("weather " + weather.joined(separator: ", ")) }
        for front in w.fronts { lines.append(frontLine(front, start: scenario.startNanoseconds)) }
        if let storms = w.thunderstorms {
            let every = Int64((3_600e9 / storms.ratePerHour).rounded())
            let half = Format.nanoseconds(seconds: storms.durationSeconds) / 2
            lines.append(
                "thunderstorm every \(Format.duration(every)), jump \(QuantityText.pressure(storms.magnitudePa)), over \(Format.duration(half))"
            )
        }
        for item in scenario.transients where item.source == .thunderstorm {
            let half = Format.nanoseconds(seconds: item.transient.durationSeconds) / 2
            lines.append(
                "thunderstorm at \(QuantityText.clock(item.atOffsetNanoseconds)), jump \(QuantityText.pressure(item.transient.magnitudePa)), over \(Format.duration(half))"
            )
        }
        return lines
    }

    static func buildingLine(_ b: Building) -> String {
        var clauses = [
            "at \(QuantityText.position((b.centre.eastMeters, b.centre.northMeters)))",
            "\(QuantityText.length(b.widthMeters)) × \(QuantityText.length(b.depthMeters))",
            "\(b.floorCount) floors",
        ]
        if b.lobbyHeightMeters != 5.85 { clauses.append("lobby \(QuantityText.length(b.lobbyHeightMeters))") }
        if b.floorHeightMeters != 3.9 { clauses.append("floor \(QuantityText.length(b.floorHeightMeters))") }
        if b.hvacPressurisationPa != 1 { clauses.append("hvac \(QuantityText.pressure(b.hvacPressurisationPa))") }
        if b.rotationDegrees != 0 { clauses.append("rotated \(QuantityText.angle(b.rotationDegrees))") }
        if let neutral = b.neutralPlaneHeightMeters { clauses.append("neutral-plane \(QuantityText.length(neutral))") }
        if b.indoorTemperatureKelvin != 293.15 || b.indoorTemperatureSpreadKelvin != 0 {
            var indoor = "indoor \(QuantityText.temperature(b.indoorTemperatureKelvin))"
            if b.indoorTemperatureSpreadKelvin != 0 {
                indoor += " ± \(QuantityText.temperatureDifference(b.indoorTemperatureSpreadKelvin))"
            }
            clauses.append(indoor)
        }
        return "building \(quote(b.name)) " + clauses.joined(separator: ", ")
    }

    static func frontLine(_ f: WeatherFront, start: Int64) -> String {
        let cold = f.temperatureChangeKelvin <= 0
        let fromWord = Slot.compass.first {
            ($0.degrees + 180).truncatingRemainder(dividingBy: 360) == f.movingTowardBearingDegrees
        }?.word
        let direction =
            fromWord.map { "from \($0)" } ?? "toward \(QuantityText.direction(f.movingTowardBearingDegrees))"
        var clauses = [
            direction, "at \(QuantityText.speed(f.speedMetersPerSecond))",
            "passes origin at \(QuantityText.clock(f.passageAtOriginNanoseconds - start))",
            "drop \(QuantityText.pressure(f.dropPa)) over \(QuantityText.duration(seconds: f.fallDurationSeconds))",
            "rise \(QuantityText.pressure(f.risePa)) over \(QuantityText.duration(seconds: f.riseDurationSeconds))",
        ]
        if f.temperatureChangeKelvin != 0 {
            clauses.append("temperature \(QuantityText.temperatureDifference(f.temperatureChangeKelvin))")
        }
        return "front \(cold ? "cold" : "warm") " + clauses.joined(separator: ", ")
    }

    static func networkLines(_ scenario: Scenario) -> [String] {
        var lines: [String] = []
        let network = scenario.stations
        var first = true
        for layout in network.layouts {
            switch layout {
            case .grid(let rows, let columns, let spacing, _):
                var clauses = ["spacing \(QuantityText.length(spacing))"]
                if first {
                    if network.noiseSigmaPa != 3 {
                        clauses.append("noise \(QuantityText.pressure(network.noiseSigmaPa))")
                    }
                    if network.reportingIntervalSeconds != 60 {
                        clauses.append("every \(QuantityText.duration(seconds: network.reportingIntervalSeconds))")
                    }
                    if network.reportingDelaySeconds != 5 {
                        clauses.append("latency \(QuantityText.duration(seconds: network.reportingDelaySeconds))")
                    }
                    first = false
                }
                lines.append("stations grid \(columns) × \(rows) " + clauses.joined(separator: ", "))
            case .station(let id, let position):
                var clauses = ["at \(QuantityText.position((position.eastMeters, position.northMeters)))"]
                if let bias = network.biasesPa[id] { clauses.append("bias \(QuantityText.pressure(bias))") }
                for window in network.outages[id] ?? [] {
                    let length =
                        (window.endOffsetNanoseconds ?? scenario.durationNanoseconds) - window.startOffsetNanoseconds
                    clauses.append(
                        "down from \(QuantityText.clock(window.startOffsetNanoseconds)) for \(Format.duration(length))")
                }
                lines.append("station \(quote(id)) " + clauses.joined(separator: ", "))
            }
        }
        let coverage = scenario.service.coverage
        if !coverage.coversEverywhere {
            if let circle = coverage.circles.first, coverage.circles.count == 1, coverage.polygons.isEmpty {
                lines.append("coverage radius \(QuantityText.length(circle.radiusMeters))")
            } else if coverage.circles.isEmpty, coverage.polygons.isEmpty {
                lines.append("coverage none")
            }
        }
        let key = scenario.devices.first?.apiKey ?? "demo-key"
        if key == "" {
            lines.append("key missing")
        } else if scenario.service.apiKeys.contains(key) {
            if key != "demo-key" { lines.append("key valid \(quote(key))") }
        } else {
            lines.append(key == "invalid-key" ? "key invalid" : "key invalid \(quote(key))")
        }
        var worldLabels = scenario.labels.filter { $0.deviceName == "" }
        for fault in scenario.serviceFaults {
            if let line = worldTimelineLine(fault, labels: &worldLabels) {
                lines.append(line)
                continue
            }
            var head = ""
            var clauses: [String] = []
            switch fault.kind {
            case .outage: head = "outage"
            case .unreachable: head = "unreachable"
            case .error(let status):
                head = "error"
                if status != 400 { clauses.append("code \(status)") }
            case .stale: head = "stale"
            case .slow(let delay):
                head = "slow"
                clauses.append("latency \(Format.duration(delay))")
            case .garbage: head = "garbage"
            case .missingReference: head = "missing-reference"
            }
            clauses.append("from \(QuantityText.clock(fault.window.startOffsetNanoseconds))")
            if let end = fault.window.endOffsetNanoseconds {
                clauses.append("for \(Format.duration(end - fault.window.startOffsetNanoseconds))")
            }
            lines.append("service \(head) " + clauses.joined(separator: ", "))
        }
        let transport = scenario.transport
        let defaults = TransportSpec()
        var clauses: [String] = []
        if transport.latency != defaults.latency {
            switch transport.latency {
            case .fixed(let s): clauses.append("latency \(QuantityText.duration(seconds: s))")
            case .uniform(let low, let high):
                let lowNs = Format.nanoseconds(seconds: low)
                let highNs = Format.nanoseconds(seconds: high)
                clauses.append(
                    "latency \(Format.duration((lowNs + highNs) / 2)) ± \(Format.duration((highNs - lowNs) / 2))")
            case .exponential: break
            }
        }
        if transport.timeoutSeconds != defaults.timeoutSeconds {
            clauses.append("timeout \(QuantityText.duration(seconds: transport.timeoutSeconds))")
        }
        if transport.dropProbability != 0 { clauses.append("drop \(QuantityText.fraction(transport.dropProbability))") }
        if !clauses.isEmpty { lines.append("transport " + clauses.joined(separator: ", ")) }
        return lines
    }
}
