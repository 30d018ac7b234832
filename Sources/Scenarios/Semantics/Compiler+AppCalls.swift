import Simulation

extension Compiler {
    /// `filters {pressure, location, activity, off}`: the SDK's consistency filters (`off` stands alone).
    mutating func compileFilters(_ action: ClauseSyntax, at t: Int64, device: inout DeviceSpec) {
        guard case .list(let words)? = action.values.first?.value else { return }
        if words.contains("off") {
            if words.count > 1 {
                error("`filters off` turns every filter off; it cannot be combined with others", at: action.range)
                return
            }
            Self.append(.app(.setFilters([])), at: t, to: &device)
        } else {
            let filters: [NNConsistencyFilter] = words.compactMap {
                switch $0 {
                case "pressure": .pressure
                case "location": .location
                case "activity": .activity
                default: nil
                }
            }
            Self.append(.app(.setFilters(filters)), at: t, to: &device)
        }
    }

    /// `altitude every DURATION`: one of the SDK's periodic altitude modes.
    mutating func compileAltitudeEvery(_ action: ClauseSyntax, at t: Int64, device: inout DeviceSpec) {
        guard let node = action.values.first, let ns = node.durationNanoseconds else { return }
        let periodic = NNAltitudeMode.allCases.first {
            $0 != .oneTime && Int64($0.rawValue) * 1_000_000_000 == ns
        }
        guard let mode = periodic else {
            error(
                "the SDK has no altitude period of \(ScenarioPrinter.print(node.value))", at: node.range,
                hint: "periods: 1 s, 30 s, 1 min (or `altitude once`)")
            return
        }
        Self.append(.app(.startAltitude(mode)), at: t, to: &device)
    }

    /// `calibrate for DURATION` (`timed`, one of the SDK's lengths) or `set calibration`, with its pin.
    mutating func compileManualCalibration(
        _ action: ClauseSyntax, timed: Bool, modifiers: ActionModifiers,
        at t: Int64, device: inout DeviceSpec
    ) {
        var mode: NNManualBarocalMode?
        if timed {
            guard let node = action.values.first, let ns = node.durationNanoseconds else { return }
            guard let found = NNManualBarocalMode.allCases.first(where: { Int64($0.rawValue) * 1_000_000_000 == ns })
            else {
                error(
                    "the SDK has no manual calibration of \(ScenarioPrinter.print(node.value))", at: node.range,
                    hint: "calibrations last 30 s, 1 min or 2 min")
                return
            }
            mode = found
        }
        Self.append(.app(.manualCalibration(mode: mode, pin: Self.calibrationPin(modifiers))), at: t, to: &device)
    }

    /// The floor, ground height and place a manual calibration's modifiers give.
    static func calibrationPin(_ modifiers: ActionModifiers) -> ManualCalibrationPin {
        var pin = ManualCalibrationPin()
        if let node = modifiers[.floorNumber]?.values.first, let floor = node.integer {
            pin.floorNumber = Int(floor)
        }
        if let node = modifiers[.ground]?.values.first, let ground = node.lengthMeters {
            pin.groundMSLHeightMeters = ground
        }
        if let clause = modifiers[.pin] { pin.place = .point(Compiler.position(clause.values, from: 0)) }
        return pin
    }
}
