import Simulation

extension Scenario {
    /// Sets the run up as `altsim run` does (the spec at the scenario's seed, the world, every
    /// device's motion plan, rates, calibration and app calls, the service) without running it, and turns
    /// the first error into a diagnostic at the statement it is about: so `check` refuses
    /// whatever `run` would refuse at set-up, with a location. A field-log site's `reference` is
    /// left out: it is valid language, refused only when the scenario is simulated.
    func setUpDiagnostic() -> Diagnostic? {
        var world = self
        world.siteReference = nil
        do {
            try SimulationRun.validate(spec: try world.simulationSpec())
            return nil
        } catch let error as SimulationError {
            return Diagnostic(
                .error, range: range(ofSpecPath: error.location), message: error.message,
                hint: "the simulator refused `\(error.location)` when setting up the run")
        } catch let error as WorldError {
            return Diagnostic(
                .error, range: range(ofSpecPath: error.parameter), message: error.message,
                hint: "the simulator refused `\(error.parameter)` when setting up the run")
        } catch {
            return Diagnostic(
                .error, range: sourceMap["scenario"] ?? .unknown,
                message: "the run cannot be set up: \(error)")
        }
    }

    /// The statement a spec path such as `devices[2].timeline[5]` or `buildings[0].floorCount`
    /// came from (the scenario's title when nothing closer is known).
    func range(ofSpecPath path: String) -> SourceRange {
        let fallback = sourceMap["scenario"] ?? .unknown
        func index(after prefix: String) -> Int? {
            guard path.hasPrefix(prefix + "[") else { return nil }
            let digits = path.dropFirst(prefix.count + 1).prefix { $0.isNumber }
            return Int(digits)
        }
        if let device = index(after: "devices"), devices.indices.contains(device) {
            let name = devices[device].name
            if let range = path.range(of: ".timeline["),
                let step = Int(path[range.upperBound...].prefix { $0.isNumber }),
                let stepRange = sourceMap["device \(name) step \(step)"]
            {
                return stepRange
            }
            return sourceMap["device \(name)"] ?? fallback
        }
        if let building = index(after: "buildings"), buildings.indices.contains(building) {
            return sourceMap["building \(buildings[building].name)"] ?? fallback
        }
        for (prefix, key) in [
            ("weather", "weather"), ("terrain", "terrain"), ("durationSeconds", "duration"),
            ("startNanoseconds", "duration"), ("stations", "stations"),
        ] where path.hasPrefix(prefix) {
            return sourceMap[key] ?? fallback
        }
        return fallback
    }
}
