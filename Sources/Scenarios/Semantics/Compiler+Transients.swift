import Simulation

extension Compiler {
    /// A transient's `by PRESSURE` and `for DURATION`, either absent; `nil` (reported) when one is out of range.
    mutating func transientSize(
        _ modifiers: ActionModifiers,
        at t: Int64
    ) -> (magnitudePa: Double?, seconds: Double?)? {
        let magnitudeNode = modifiers[.magnitude]?.values.first
        let magnitude = magnitudeNode?.pressurePa
        if let magnitude, !require(magnitude, in: -2_000, 2_000, "a transient's size", unit: "Pa", at: magnitudeNode) {
            return nil
        }
        var seconds: Double?
        if let clause = modifiers[.for] {
            guard let ns = positiveDuration(clause.values.first, "the transient") else { return nil }
            guard window(start: t, lengthNanoseconds: ns, at: clause.range, "the transient") != nil else { return nil }
            seconds = Double(ns) / 1e9
        }
        return (magnitude, seconds)
    }

    /// `door open|close|slam`: a door transient of the building the device is in.
    mutating func compileDoor(
        _ action: ClauseSyntax, modifiers: ActionModifiers, at t: Int64, device: DeviceSpec,
        state: inout DeviceState
    ) {
        guard let size = transientSize(modifiers, at: t) else { return }
        let word = action.values.first?.word ?? ""
        guard let building = state.building else {
            error(
                "a door transient needs the device inside a building", at: action.range,
                hint: "`enter \"NAME\"` first")
            return
        }
        let source: ScenarioTransient.Source = word == "open" ? .doorOpen : word == "close" ? .doorClose : .doorSlam
        var transient = PressureTransient.door(startNanoseconds: 0, building: building)
        if let magnitude = size.magnitudePa { transient.magnitudePa = magnitude }
        if let seconds = size.seconds { transient.durationSeconds = seconds }
        scenario.transients.append(
            ScenarioTransient(
                source: source, deviceName: device.name, atOffsetNanoseconds: t,
                transient: transient))
    }

    /// `sunroof open|close`, `ventilation on|off|recirculate`: a car transient of this device. Opened
    /// without `for`, it lasts until the matching `close`/`off`.
    mutating func compileCarTransient(
        _ action: ClauseSyntax, source: ScenarioTransient.Source,
        modifiers: ActionModifiers, at t: Int64, device: DeviceSpec,
        state: inout DeviceState
    ) {
        guard let size = transientSize(modifiers, at: t) else { return }
        switch action.values.first?.word ?? "" {
        case "open", "on": startCarTransient(source, size: size, at: t, device: device, state: &state)
        case "close", "off":
            endCarTransient(
                action, source: source, modifiers: modifiers, size: size, at: t,
                state: &state)
        default:
            unsupported(action, "`ventilation recirculate` is not modelled; the car's ventilation is `on` or `off`")
        }
    }

    /// Starts a sunroof or ventilation transient (an open one is remembered for its end).
    mutating func startCarTransient(
        _ source: ScenarioTransient.Source, size: (magnitudePa: Double?, seconds: Double?),
        at t: Int64, device: DeviceSpec, state: inout DeviceState
    ) {
        var transient =
            source == .sunroof
            ? PressureTransient.sunroof(startNanoseconds: 0, vehicle: device.name)
            : PressureTransient.carVentilation(startNanoseconds: 0, vehicle: device.name)
        if let magnitude = size.magnitudePa { transient.magnitudePa = magnitude }
        if let seconds = size.seconds { transient.durationSeconds = seconds }
        if size.seconds == nil { state.openTransients[source] = scenario.transients.count }
        scenario.transients.append(
            ScenarioTransient(
                source: source, deviceName: device.name, atOffsetNanoseconds: t,
                transient: transient))
    }

    /// Ends the open sunroof or ventilation transient at `t`.
    mutating func endCarTransient(
        _ action: ClauseSyntax, source: ScenarioTransient.Source, modifiers: ActionModifiers,
        size: (magnitudePa: Double?, seconds: Double?), at t: Int64,
        state: inout DeviceState
    ) {
        let word = action.values.first?.word ?? ""
        let sunroof = source == .sunroof
        if modifiers[.for] != nil || size.magnitudePa != nil {
            error("`\(action.name) \(word)` ends the open one; it takes no `for` or `by`", at: action.range)
            return
        }
        guard let index = state.openTransients.removeValue(forKey: source) else {
            error(
                "no \(sunroof ? "open sunroof" : "running ventilation") (without `for`) to end here",
                at: action.range, hint: "write `\(source.rawValue)` earlier in this timeline")
            return
        }
        let length = t - scenario.transients[index].atOffsetNanoseconds
        guard length > 0 else {
            error("`\(action.name) \(word)` must come after it was started", at: action.range)
            return
        }
        scenario.transients[index].transient.durationSeconds = Double(length) / 1e9
    }

    /// `window open|close`: not modelled (after the size checks every transient gets).
    mutating func compileWindow(_ action: ClauseSyntax, modifiers: ActionModifiers, at t: Int64) {
        guard transientSize(modifiers, at: t) != nil else { return }
        unsupported(
            action, "window transients are not modelled",
            hint: "use `sunroof open` in a car or `door open` in a building")
    }
}
