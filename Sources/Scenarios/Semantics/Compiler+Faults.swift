import Simulation

extension Compiler {
    /// Sizes and rates of timeline faults written without `by …`; chosen defaults, sized to be plainly
    /// visible in a trace (Docs/scenario-language.md lists them with the fault actions).
    static let defaultGlitchPa = 50.0, defaultSpikePa = 50.0, spikesPerSecond = 0.1
    static let dropoutMeanOnSeconds = 5.0, dropoutMeanOffSeconds = 5.0
    static let defaultJumpMeters = 30.0, jumpsPerMinute = 1.0

    /// The window of a timeline fault: from `t` for the `for` modifier, or to the end of the run.
    mutating func faultWindow(_ modifiers: ActionModifiers, at t: Int64, range: SourceRange) -> SimulationWindow? {
        guard let clause = modifiers[.for] else { return SimulationWindow(startOffsetNanoseconds: t) }
        guard let length = positiveDuration(clause.values.first, "the fault") else { return nil }
        return window(start: t, lengthNanoseconds: length, at: clause.range, "the fault")
    }

    /// `barometer off|stuck|glitch|spikes|dropout|garbage|nan|negative [by PRESSURE] [for DURATION]`.
    mutating func compileBarometerFault(
        _ action: ClauseSyntax, modifiers: ActionModifiers, at t: Int64,
        device: inout DeviceSpec
    ) {
        let word = action.values.first?.word ?? ""
        if let clause = modifiers[.magnitude], clause.values.first != nil, word != "glitch", word != "spikes" {
            unsupported(clause, "`by` sizes only a barometer `glitch` or `spikes`")
            return
        }
        guard let window = faultWindow(modifiers, at: t, range: action.range) else { return }
        let size = modifiers[.magnitude]?.values.first?.pressurePa
        let kind: BarometerFault.Kind =
            switch word {
            case "off": .off
            case "stuck": .stuck
            case "glitch": .glitch(stepPa: size ?? Compiler.defaultGlitchPa)
            case "spikes":
                .spikes(ratePerSecond: Compiler.spikesPerSecond, magnitudePa: size ?? Compiler.defaultSpikePa)
            case "dropout":
                .dropouts(meanOnSeconds: Compiler.dropoutMeanOnSeconds, meanOffSeconds: Compiler.dropoutMeanOffSeconds)
            case "nan": .garbage(.nan)
            case "negative": .garbage(.negative)
            default: .garbage(.absurd)
            }
        device.barometer.faults.append(BarometerFault(kind: kind, window: window))
    }

    /// `gnss off|stuck|wrong|jumps [by LENGTH] [for DURATION]` (`wrong` needs its offset).
    mutating func compileGNSSFault(
        _ action: ClauseSyntax, modifiers: ActionModifiers, at t: Int64,
        device: inout DeviceSpec
    ) {
        let word = action.values.first?.word ?? ""
        if let clause = modifiers[.distance], clause.values.first != nil, word != "wrong", word != "jumps" {
            unsupported(clause, "`by` sizes only a GNSS `wrong` offset or `jumps`")
            return
        }
        guard let window = faultWindow(modifiers, at: t, range: action.range) else { return }
        let size = modifiers[.distance]?.values.first?.lengthMeters
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
    }

    /// `assistance outage|unreachable|stale|error|garbage [for DURATION]`: a fault of the shared service.
    mutating func compileAssistanceFault(_ action: ClauseSyntax, modifiers: ActionModifiers, at t: Int64) {
        guard let window = faultWindow(modifiers, at: t, range: action.range) else { return }
        let kind: ServiceFaultWindow.Kind =
            switch action.values.first?.word ?? "" {
            case "outage": .outage
            case "unreachable": .unreachable
            case "stale": .stale
            case "error": .error(status: 400)
            case "missing-reference": .missingReference
            default: .garbage
            }
        scenario.serviceFaults.append(ServiceFaultWindow(kind: kind, window: window))
    }
}
