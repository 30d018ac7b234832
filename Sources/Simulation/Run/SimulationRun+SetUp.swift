import Noise

extension SimulationRun {
    /// Checks everything `init` checks, in the same order and with the same errors, without
    /// building sensors, engines or events: a scenario checker's way to refuse what a run would
    /// refuse at set-up, at a fraction of the memory (no engine per device).
    /// - Throws: `SimulationError` or `WorldError`, as `init` would.
    public static func validate(spec: SimulationSpec) throws {
        let world = spec.world.drawingIndoorTemperatures(seed: spec.seed)
        let root = NoiseRoot(seed: spec.seed)
        var names = Set<String>()
        var ids = Set<String>()
        for (i, written) in spec.devices.enumerated() {
            let (device, _) = try setUpDevice(written, index: i, spec: spec, world: world, names: &names, ids: &ids)
            _ = try initialCalibration(of: device, index: i, root: root)
        }
        let stations = try ServiceSetup.stations(spec.stations, world: world)
        _ = try ServiceSetup.configuration(spec, stations: stations, initialCalibrations: [:])
        let resolver = PlaceResolver(world: world)
        for (i, device) in spec.devices.enumerated() {
            for (index, step) in device.timeline.enumerated() {
                _ = try prepare(step, resolver: resolver, device: i, index: index)
            }
        }
    }

    /// The calibration device `i` already has at the start, or `nil` when it has none. A
    /// calibration measures the sensor's whole error when it is made, its temperature term
    /// included; the phone is taken to have been as warm then as at the run start.
    static func initialCalibrationRecord(
        of device: DeviceSpec, index i: Int, plan: MotionPlan, barometer: BarometerModel, world: World,
        root: NoiseRoot, startNanoseconds start: Int64
    ) throws -> CalibrationRecord? {
        guard let (age, error, uncertainty) = try initialCalibration(of: device, index: i, root: root) else {
            return nil
        }
        let startKelvin = DeviceTruth.startTemperatureKelvin(plan: plan, world: world, startNanoseconds: start)
        let measuredErrorPa = barometer.offsetPa + barometer.temperatureErrorPa(atDeviceTemperatureKelvin: startKelvin)
        let madeAt = start.subtractingReportingOverflow(Int64((min(age, 1e9) * 1e9).rounded())).partialValue
        return CalibrationRecord(
            offsetPa: measuredErrorPa + error, uncertaintyPa: uncertainty, madeAtNanoseconds: madeAt, source: .manual)
    }

    /// A device as this run draws it (its person's hand height, its barometer part), checked:
    /// a unique name and id, schedulable rates, a motion plan the world allows.
    static func setUpDevice(
        _ written: DeviceSpec, index i: Int, spec: SimulationSpec, world: World,
        names: inout Set<String>, ids: inout Set<String>
    ) throws -> (DeviceSpec, MotionPlan) {
        let label = "devices[\(i)]"
        // The person holding this phone and the phone's own barometer part, drawn for this
        // run (their mean hand height, its temperature coefficient).
        let device = try written.drawingPerson(seed: spec.seed, index: i).drawingTemperatureCoefficient(
            seed: spec.seed, index: i)
        guard names.insert(device.name).inserted else {
            throw SimulationError(location: label, message: "device name '\(device.name)' is used twice")
        }
        guard ids.insert(device.deviceID).inserted else {
            throw SimulationError(location: label, message: "device id '\(device.deviceID)' is used twice")
        }
        try Self.validateRates(device, label: label)
        let plan = try MotionPlan(
            device: device, label: label, world: world, runStartNanoseconds: spec.startNanoseconds)
        return (device, plan)
    }

    /// The device's initial calibration (age s, error Pa, uncertainty Pa) for this run, checked.
    static func initialCalibration(of device: DeviceSpec, index i: Int, root: NoiseRoot) throws
        -> (ageSeconds: Double, errorPa: Double, uncertaintyPa: Double)?
    {
        guard let (age, error, uncertainty) = initialCalibrationError(device.initialCalibration, root: root, index: i)
        else { return nil }
        guard age.isFinite, age >= 0, error.isFinite, uncertainty.isFinite, uncertainty > 0 else {
            throw SimulationError(
                location: "devices[\(i)].initialCalibration",
                message: "age \(age) s must be ≥ 0, error \(error) Pa finite, uncertainty \(uncertainty) Pa > 0")
        }
        return (age, error, uncertainty)
    }

    /// A timeline step's app call with its places resolved (nil for a motion), checked.
    static func prepare(_ step: TimelineStep, resolver: PlaceResolver, device: Int, index: Int) throws
        -> PreparedAppCall?
    {
        guard case .app(let call) = step.action else { return nil }
        return try PreparedAppCall(call, resolver: resolver, location: "devices[\(device)].timeline[\(index)]")
    }

    /// Sensor rates the clock can schedule: barometer 0.001…1000 Hz, GNSS and activity 0.001…100 Hz.
    static func validateRates(_ device: DeviceSpec, label: String) throws {
        let checks: [(Double, Double, String)] = [
            (device.barometer.sampleRateHz, 1_000, "barometer.sampleRateHz"),
            (device.gnss.rateHz, 100, "gnss.rateHz"),
            (device.activity.rateHz, 100, "activity.rateHz"),
        ]
        for (rate, maximum, name) in checks where !(rate.isFinite && rate >= 0.001 && rate <= maximum) {
            throw SimulationError(
                location: "\(label).\(name)", message: "\(rate) Hz must be from 0.001 to \(Int(maximum)) Hz")
        }
    }

    /// Every device's motion plan and barometer and its initial calibration record (nil for a
    /// device without one), in device order; the records also by device ID, for the service.
    static func setUpDevices(
        _ spec: SimulationSpec, world: World, root: NoiseRoot, startNanoseconds start: Int64
    ) throws -> (
        plans: [MotionPlan], barometers: [BarometerModel], calibrations: [CalibrationRecord?],
        calibrationsByID: [String: CalibrationRecord]
    ) {
        var names = Set<String>()
        var ids = Set<String>()
        var plans: [MotionPlan] = []
        var barometers: [BarometerModel] = []
        var initialCalibrations: [String: CalibrationRecord] = [:]
        var calibrationsByDevice: [CalibrationRecord?] = []
        for (i, written) in spec.devices.enumerated() {
            let (device, plan) = try Self.setUpDevice(
                written, index: i, spec: spec, world: world, names: &names, ids: &ids)
            plans.append(plan)
            let barometer = BarometerModel(
                spec: device.barometer, root: root, streamPrefix: "device[\(i)].baro", runStartNanoseconds: start)
            barometers.append(barometer)
            let record = try Self.initialCalibrationRecord(
                of: device, index: i, plan: plan, barometer: barometer, world: world, root: root,
                startNanoseconds: start)
            if let record { initialCalibrations[device.deviceID] = record }
            calibrationsByDevice.append(record)
        }
        return (plans, barometers, calibrationsByDevice, initialCalibrations)
    }
}
