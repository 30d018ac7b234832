import Simulation

/// The modifiers of one action, by pattern (a modifier stands at most once in a section).
typealias ActionModifiers = [ActionModifier: ClauseSyntax]

extension Compiler {
    /// Compiles a device's `at TIME …` lines into its timeline, tracking where the device is.
    mutating func compileTimeline(
        _ lines: [StatementSyntax], into device: inout DeviceSpec,
        state initial: DeviceState
    ) {
        var state = initial
        for (index, line) in lines.enumerated() {
            scenario.sourceMap["device \(device.name) at \(index)"] = line.range
            guard let t = time(line.head.values.first, "the timeline time") else { continue }
            for section in line.sections {
                compileSection(section, at: t, device: &device, state: &state)
            }
        }
    }

    /// One `;`-section of a timeline line: its label, its action and the action's modifiers.
    mutating func compileSection(
        _ section: [ClauseSyntax], at t: Int64, device: inout DeviceSpec,
        state: inout DeviceState
    ) {
        guard let action = section.first else { return }
        recordLabel(of: section, at: t, device: device)
        if let modifier = action.pattern(ActionModifier.self) {
            if modifier != .label || section.count > 1 {
                error(
                    "'\(action.keywords.first ?? action.name)' modifies an action; write the action first",
                    at: action.range, hint: "for example: at 00:10 walk to \"Tower\" entrance at 1.4 m/s")
            }
            return
        }
        guard let pattern = action.pattern(ActionPattern.self),
            let modifiers = checkedModifiers(of: section, action: action, pattern: pattern)
        else { return }
        let firstStep = device.timeline.count
        let from = state.position
        compileAction(pattern, action, modifiers: modifiers, at: t, device: &device, state: &state)
        if state.position != from {
            checkGround(at: state.position, range: action.range, "the place this action leads to")
        }
        for step in firstStep..<max(firstStep, device.timeline.count) {
            scenario.sourceMap["device \(device.name) step \(step)"] = action.range
        }
    }

    /// Records a section's `as "LABEL"` (the first use of a name wins).
    mutating func recordLabel(of section: [ClauseSyntax], at t: Int64, device: DeviceSpec) {
        guard let label = section.first(where: { $0.pattern(ActionModifier.self) == .label })?.values.first?.string,
            labelNames.insert(label).inserted
        else { return }
        // How long the labelled action lasts: its `for DURATION`, a timed calibration's length, or a
        // door transient's own length (a door slam without `for` lasts the default transient's time).
        let pattern = section.first?.pattern(ActionPattern.self)
        let timed = pattern == .calibrate ? section.first : nil
        var length = (section.first { $0.pattern(ActionModifier.self) == .for } ?? timed)?.values.first?
            .durationNanoseconds
        if length == nil, pattern == .door {
            length = Format.nanoseconds(
                seconds: PressureTransient.door(startNanoseconds: 0, building: 0).durationSeconds)
        }
        scenario.labels.append(
            TimelineLabel(name: label, deviceName: device.name, offsetNanoseconds: t, durationNanoseconds: length))
    }

    /// The modifiers after an action, or `nil` (reported) when one is another action or does not apply to it.
    mutating func checkedModifiers(
        of section: [ClauseSyntax], action: ClauseSyntax,
        pattern: ActionPattern
    ) -> ActionModifiers? {
        var ok = true
        for clause in section.dropFirst() where clause.pattern(ActionModifier.self) != .label {
            guard let modifier = clause.pattern(ActionModifier.self) else {
                error(
                    "one action per section: separate '\(clause.keywords.first ?? clause.name)' with ';'",
                    at: clause.range)
                ok = false
                continue
            }
            guard pattern.modifiers.contains(modifier) else {
                var hint: String?
                if pattern == .barometerFault, modifier == .distance {
                    hint = "a barometer fault's size is a pressure: `by 30 Pa`"
                } else if pattern == .gnssFault, modifier == .magnitude {
                    hint = "a GNSS fault's size is a length: `by 30 m`"
                }
                error(
                    "'\(ScenarioPrinter.print(clause.elements))' does not apply to "
                        + "'\(ScenarioPrinter.print(action.elements))'", at: clause.range, hint: hint)
                ok = false
                continue
            }
        }
        guard ok else { return nil }
        let pairs = section.dropFirst().compactMap { clause in
            clause.pattern(ActionModifier.self).map { ($0, clause) }
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// Appends one step at `t` to a device's timeline.
    static func append(_ action: TimelineAction, at t: Int64, to device: inout DeviceSpec) {
        device.timeline.append(TimelineStep(atOffsetNanoseconds: t, action: action))
    }

    /// Compiles one action with its modifiers: the steps it adds and where it leaves the device.
    mutating func compileAction(
        _ pattern: ActionPattern, _ action: ClauseSyntax, modifiers: ActionModifiers,
        at t: Int64, device: inout DeviceSpec, state: inout DeviceState
    ) {
        let values = action.values
        switch pattern {
        case .walkToBuilding: compileWalkToBuilding(action, modifiers: modifiers, at: t, device: &device, state: &state)
        case .walkTo, .driveTo:
            compileMoveToPoint(
                action, drive: pattern == .driveTo, modifiers: modifiers, at: t, device: &device,
                state: &state)
        case .walk, .drive:
            compileMoveToward(
                action, drive: pattern == .drive, modifiers: modifiers, at: t, device: &device,
                state: &state)
        case .stand: Self.append(.stand, at: t, to: &device)
        case .wait:
            unsupported(
                action,
                "`wait` is not an action: the person keeps doing what they did until the next "
                    + "`at` line", hint: "remove it, or write `stand`")
        case .enter: compileEnter(action, at: t, device: &device, state: &state)
        case .leave: compileLeave(action, at: t, device: &device, state: &state)
        case .stairs, .elevator:
            compileFloorChange(
                action, elevator: pattern == .elevator, modifiers: modifiers, at: t, device: &device,
                state: &state)
        case .hand:
            guard let height = values.first?.lengthMeters else { return }
            Self.append(.holdPhone(heightMeters: height), at: t, to: &device)
        case .door: compileDoor(action, modifiers: modifiers, at: t, device: device, state: &state)
        case .sunroof:
            compileCarTransient(
                action, source: .sunroof, modifiers: modifiers, at: t, device: device,
                state: &state)
        case .ventilation:
            compileCarTransient(
                action, source: .ventilation, modifiers: modifiers, at: t, device: device,
                state: &state)
        case .window: compileWindow(action, modifiers: modifiers, at: t)
        case .startSDK: Self.append(.app(.startSDK(apiKey: values.first?.string, hostURL: nil)), at: t, to: &device)
        case .restartSDK:
            Self.append(.app(.stopSDK), at: t, to: &device)
            Self.append(.app(.startSDK(apiKey: values.first?.string, hostURL: nil)), at: t, to: &device)
        case .stopSDK: Self.append(.app(.stopSDK), at: t, to: &device)
        case .filters: compileFilters(action, at: t, device: &device)
        case .altitudeEvery: compileAltitudeEvery(action, at: t, device: &device)
        case .altitudeOnce: Self.append(.app(.startAltitude(.oneTime)), at: t, to: &device)
        case .altitudeStop: Self.append(.app(.stopAltitude), at: t, to: &device)
        case .calibrate, .setCalibration:
            compileManualCalibration(action, timed: pattern == .calibrate, modifiers: modifiers, at: t, device: &device)
        case .setAltitude:
            unsupported(
                action,
                "`set altitude` is not modelled: the simulator's app injects a pressure or a place, "
                    + "not a height", hint: "use `set pressure PRESSURE`")
        case .setPressure:
            guard let pa = values.first?.pressurePa else { return }
            Self.append(.app(.setAltitude(pressurePa: pa, location: nil)), at: t, to: &device)
        case .barocalUpload: Self.append(.app(.barocalUpload), at: t, to: &device)
        case .barometerFault: compileBarometerFault(action, modifiers: modifiers, at: t, device: &device)
        case .gnssFault: compileGNSSFault(action, modifiers: modifiers, at: t, device: &device)
        case .assistanceFault, .serviceFault: compileAssistanceFault(action, modifiers: modifiers, at: t)
        }
    }
}
