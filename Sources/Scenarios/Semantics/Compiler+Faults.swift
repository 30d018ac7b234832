import Simulation

extension Compiler {
    /// Defaults of faults written without a size.
    static let defaultGlitchPa = 50.0, defaultSpikePa = 50.0, spikesPerSecond = 0.1
    static let dropoutMeanOnSeconds = 5.0, dropoutMeanOffSeconds = 5.0
    static let defaultJumpMeters = 30.0, jumpsPerMinute = 1.0

    /// The window of a timeline fault: from `t` for the `for` modifier, or to the end of the run.
    mutating func faultWindow(_ modifiers: [String: ClauseSyntax], at t: Int64, range: SourceRange) -> SimulationWindow? {
        guard let clause = modifiers["for"] else { return SimulationWindow(startOffsetNanoseconds: t) }
        guard let length = positiveDuration(clause.values.first, "the fault") else { return nil }
        return window(start: t, lengthNanoseconds: length, at: clause.range, "the fault")
    }

    mutating func compileFault(_ action: ClauseSyntax, modifiers: [String: ClauseSyntax], at t: Int64, device: inout DeviceSpec) {
        let word = action.values.first?.word ?? ""
        let pressure = modifiers["magnitude"]?.values.first
        let distance = modifiers["distance"]?.values.first
        if action.name == "barometerFault", pressure != nil, word != "glitch", word != "spikes", let clause = modifiers["magnitude"] {
            unsupported(clause, "`by` sizes only a barometer `glitch` or `spikes`")
            return
        }
        if action.name == "gnssFault", distance != nil, word != "wrong", word != "jumps", let clause = modifiers["distance"] {
            unsupported(clause, "`by` sizes only a GNSS `wrong` offset or `jumps`")
            return
        }
        guard let window = faultWindow(modifiers, at: t, range: action.range) else { return }
        switch action.name {
        case "barometerFault":
            let size = pressure?.pressurePa
            let kind: BarometerFault.Kind = switch word {
            case "off": .off
            case "stuck": .stuck
            case "glitch": .glitch(stepPa: size ?? Compiler.defaultGlitchPa)
            case "spikes": .spikes(ratePerSecond: Compiler.spikesPerSecond, magnitudePa: size ?? Compiler.defaultSpikePa)
            case "dropout": .dropouts(meanOnSeconds: Compiler.dropoutMeanOnSeconds, meanOffSeconds: Compiler.dropoutMeanOffSeconds)
            case "nan": .garbage(.nan)
            case "negative": .garbage(.negative)
            default: .garbage(.absurd)
            }
            device.barometer.faults.append(BarometerFault(kind: kind, window: window))
        case "gnssFault":
            let size = distance?.lengthMeters
            let kind: GNSSFault.Kind
            switch word {
            case "off": kind = .off
            case "stuck": kind = .stuck
            case "wrong":
                guard let size else {
                    error("`gnss wrong` needs `by LENGTH` (the offset, toward the east)", at: action.range)
                    return
                }
                kind = .wrong(eastMeters: size, northMeters: 0)
            default: kind = .jumps(perMinute: Compiler.jumpsPerMinute, magnitudeMeters: size ?? Compiler.defaultJumpMeters)
            }
            device.gnss.faults.append(GNSSFault(kind: kind, window: window))
        default:
            let kind: ServiceFaultWindow.Kind = switch word {
            case "outage": .outage
            case "unreachable": .unreachable
            case "stale": .stale
            case "error": .error(status: 400)
            default: .garbage
            }
            scenario.serviceFaults.append(ServiceFaultWindow(kind: kind, window: window))
        }
    }

    mutating func compileTransient(_ action: ClauseSyntax, modifiers: [String: ClauseSyntax], at t: Int64,
                                   device: DeviceSpec, state: inout DeviceState) {
        let word = action.values.first?.word ?? ""
        let magnitudeNode = modifiers["magnitude"]?.values.first
        let magnitude = magnitudeNode?.pressurePa
        if let magnitude, !require(magnitude, in: -2_000, 2_000, "a transient's size", unit: "Pa", at: magnitudeNode) { return }
        var seconds: Double?
        if let clause = modifiers["for"] {
            guard let ns = positiveDuration(clause.values.first, "the transient") else { return }
            guard window(start: t, lengthNanoseconds: ns, at: clause.range, "the transient") != nil else { return }
            seconds = Double(ns) / 1e9
        }
        switch (action.name, word) {
        case ("door", _):
            guard let building = state.building else {
                error("a door transient needs the device inside a building", at: action.range, hint: "`enter \"NAME\"` first")
                return
            }
            let source: ScenarioTransient.Source = word == "open" ? .doorOpen : word == "close" ? .doorClose : .doorSlam
            var transient = PressureTransient.door(startNanoseconds: 0, building: building)
            if let magnitude { transient.magnitudePa = magnitude }
            if let seconds { transient.durationSeconds = seconds }
            scenario.transients.append(ScenarioTransient(source: source, deviceName: device.name, atOffsetNanoseconds: t, transient: transient))
        case ("sunroof", "open"), ("ventilation", "on"):
            let sunroof = action.name == "sunroof"
            var transient = sunroof ? PressureTransient.sunroof(startNanoseconds: 0, vehicle: device.name)
                : PressureTransient.carVentilation(startNanoseconds: 0, vehicle: device.name)
            if let magnitude { transient.magnitudePa = magnitude }
            if let seconds { transient.durationSeconds = seconds }
            let source: ScenarioTransient.Source = sunroof ? .sunroof : .ventilation
            if seconds == nil { state.openTransients[source] = scenario.transients.count }
            scenario.transients.append(ScenarioTransient(source: source, deviceName: device.name, atOffsetNanoseconds: t, transient: transient))
        case ("sunroof", "close"), ("ventilation", "off"):
            let source: ScenarioTransient.Source = action.name == "sunroof" ? .sunroof : .ventilation
            if modifiers["for"] != nil || magnitude != nil {
                error("`\(action.name) \(word)` ends the open one; it takes no `for` or `by`", at: action.range)
                return
            }
            guard let index = state.openTransients.removeValue(forKey: source) else {
                error("no \(action.name == "sunroof" ? "open sunroof" : "running ventilation") (without `for`) to end here",
                      at: action.range, hint: "write `\(source.rawValue)` earlier in this timeline")
                return
            }
            let length = t - scenario.transients[index].atOffsetNanoseconds
            guard length > 0 else {
                error("`\(action.name) \(word)` must come after it was started", at: action.range)
                return
            }
            scenario.transients[index].transient.durationSeconds = Double(length) / 1e9
        case ("ventilation", _):
            unsupported(action, "`ventilation recirculate` is not modelled; the car's ventilation is `on` or `off`")
        default:
            unsupported(action, "window transients are not modelled",
                        hint: "use `sunroof open` in a car or `door open` in a building")
        }
    }
}
