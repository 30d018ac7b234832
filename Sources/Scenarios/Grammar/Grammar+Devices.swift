extension Grammar {
    /// Device options, shared by `phone model` (named defaults) and `device`. A `;` starts a
    /// new section; options after `barometer`, `gnss`, `activity` or `hand` configure that part.
    static let deviceOptions: [Pattern] = [
        Pattern(DeviceOption.model, "model $string"),
        Pattern(DeviceOption.barometer, "barometer $name"),
        Pattern(DeviceOption.gnss, "gnss $word(open-sky|urban|indoor|off)"),
        Pattern(DeviceOption.indoors, "indoors $word(outage|wifi|network)"),
        Pattern(DeviceOption.networkFix, "network-fix median $length spread $number every $duration"),
        Pattern(DeviceOption.entranceDelay, "entrance-delay $duration"),
        Pattern(DeviceOption.activity, "activity $word(perfect|typical|poor)"),
        Pattern(DeviceOption.rate, "rate $frequency"),
        Pattern(DeviceOption.noise, "noise $pressure"),
        Pattern(DeviceOption.offset, "offset $pressure"),
        Pattern(DeviceOption.tempco, "tempco $pressurePerTemperature [ ± $pressurePerTemperature ]"),
        Pattern(DeviceOption.drift, "drift $pressureRate"),
        Pattern(DeviceOption.randomWalk, "random-walk $pressure over $duration"),
        Pattern(DeviceOption.quantization, "quantization $pressure"),
        Pattern(DeviceOption.gaps, "gaps $fraction lasting $duration"),
        Pattern(DeviceOption.filter, "filter $duration"),
        Pattern(DeviceOption.latency, "latency $duration"),
        Pattern(DeviceOption.accuracyScale, "accuracy-scale $number"),
        // Up to eight `LENGTH PERCENT` pairs joined by `or`: seven nested optional groups.
        Pattern(
            DeviceOption.outdoorAccuracy,
            "outdoor-accuracy $length $fraction"
                + String(repeating: " [ or $length $fraction", count: DeviceOption.maximumAccuracyLevels - 1)
                + String(repeating: " ]", count: DeviceOption.maximumAccuracyLevels - 1)),
        Pattern(DeviceOption.lock, "lock $duration"),
        Pattern(DeviceOption.multipath, "multipath $length every $duration"),
        Pattern(DeviceOption.hand, "hand $length [ ± $length ]"),
        Pattern(DeviceOption.person, "person ± $length"),
        Pattern(DeviceOption.position, position),
        Pattern(DeviceOption.inside, "in $string floor $int"),
        Pattern(DeviceOption.calibrated, "calibrated $duration ago [ error $pressure ] [ ± $pressure ]"),
    ]

    /// The person's actions and the app's calls, one per `;`-section of an `at` line,
    /// with their modifiers.
    static let actions: [Pattern] = [
        Pattern(ActionPattern.walkToBuilding, "walk to $string [ entrance ]"),
        Pattern(ActionPattern.walkTo, "walk to $length $word(east|west) $length $word(north|south)"),
        Pattern(ActionPattern.walk, "walk $length toward $direction"),
        Pattern(ActionPattern.stand, "stand"),
        Pattern(ActionPattern.wait, "wait $duration"),
        Pattern(ActionPattern.enter, "enter $string"),
        Pattern(ActionPattern.leave, "leave [ $string ]"),
        Pattern(ActionPattern.stairs, "stairs to floor $int"),
        Pattern(ActionPattern.elevator, "elevator to floor $int"),
        Pattern(ActionPattern.driveTo, "drive to $length $word(east|west) $length $word(north|south)"),
        Pattern(ActionPattern.drive, "drive $length toward $direction"),
        Pattern(ActionPattern.door, "door $word(open|close|slam)"),
        Pattern(ActionPattern.sunroof, "sunroof $word(open|close)"),
        Pattern(ActionPattern.window, "window $word(open|close)"),
        Pattern(ActionPattern.ventilation, "ventilation $word(on|off|recirculate)"),
        Pattern(ActionPattern.startSDK, "start sdk [ key $string ]"),
        Pattern(ActionPattern.restartSDK, "restart sdk [ key $string ]"),
        Pattern(ActionPattern.stopSDK, "stop sdk"),
        Pattern(ActionPattern.filters, "filters $list(pressure|location|activity|off)"),
        Pattern(ActionPattern.altitudeEvery, "altitude every $duration"),
        Pattern(ActionPattern.altitudeOnce, "altitude once"),
        Pattern(ActionPattern.altitudeStop, "altitude stop"),
        Pattern(ActionPattern.calibrate, "calibrate for $duration"),
        Pattern(ActionPattern.setCalibration, "set calibration"),
        Pattern(ActionPattern.setAltitude, "set altitude $length"),
        Pattern(ActionPattern.setPressure, "set pressure $pressure"),
        Pattern(ActionPattern.barocalUpload, "barocal upload"),
        Pattern(ActionPattern.barometerFault, "barometer $word(off|stuck|glitch|spikes|dropout|garbage|nan|negative)"),
        Pattern(ActionPattern.gnssFault, "gnss $word(off|stuck|wrong|jumps)"),
        Pattern(
            ActionPattern.assistanceFault, "assistance $word(outage|unreachable|stale|error|garbage|missing-reference)"),
        Pattern(ActionPattern.hand, "hand $length"),
        Pattern(ActionPattern.serviceFault, "service $word(outage|unreachable|stale|error|garbage|missing-reference)"),
        // Modifiers.
        Pattern(ActionModifier.speed, "at $speed"),
        Pattern(ActionModifier.`for`, "for $duration"),
        Pattern(ActionModifier.magnitude, "by $pressure"),
        Pattern(ActionModifier.distance, "by $length"),
        Pattern(ActionModifier.floorNumber, "floor $int"),
        Pattern(ActionModifier.ground, "ground $length"),
        Pattern(ActionModifier.pin, "pin at $length $word(east|west) $length $word(north|south)"),
        Pattern(ActionModifier.label, "as $string"),
    ]

    /// The device options a `phone model` does not take: a model cannot name a model, and where a
    /// phone starts belongs to the device.
    static let deviceOnlyOptions: Set<String> = Set([DeviceOption.model, .position, .inside].map(\.rawValue))

    /// Named defaults, the device and its timeline.
    static let people: [StatementSchema] = [
        StatementSchema(
            .phoneModel, head: "model $string", "Named device defaults, reused by `model \"name\"`.",
            deviceOptions.filter { !deviceOnlyOptions.contains($0.name) }),
        StatementSchema(
            .device, head: "$string", "A simulated phone; its timeline is the indented block below.",
            deviceOptions),
        StatementSchema(
            .timeline, head: "$time", joiner: " ",
            "At a time, one or more actions separated by `;`.", actions),
    ]
}
