extension Grammar {
    /// Device options, shared by `phone model` (named defaults) and `device`. A `;` starts a
    /// new section; options after `barometer`, `gnss`, `activity` or `hand` configure that part.
    static let deviceOptions: [Pattern] = [
        Pattern("model", "model $string"),
        Pattern("barometer", "barometer $name"),
        Pattern("gnss", "gnss $word(open-sky|urban|indoor|off)"),
        Pattern("indoors", "indoors $word(outage|wifi)"),
        Pattern("activity", "activity $word(perfect|typical|poor)"),
        Pattern("rate", "rate $frequency"),
        Pattern("noise", "noise $pressure"),
        Pattern("offset", "offset $pressure"),
        Pattern("tempco", "tempco $pressurePerTemperature"),
        Pattern("drift", "drift $pressureRate"),
        Pattern("quantization", "quantization $pressure"),
        Pattern("filter", "filter $duration"),
        Pattern("latency", "latency $duration"),
        Pattern("accuracyScale", "accuracy-scale $number"),
        Pattern("lock", "lock $duration"),
        Pattern("multipath", "multipath $length every $duration"),
        Pattern("hand", "hand $length [ ± $length ]"),
        Pattern("position", position),
        Pattern("inside", "in $string floor $int"),
        Pattern("calibrated", "calibrated $duration ago [ error $pressure ] [ ± $pressure ]"),
    ]

    /// The person's actions and the app's calls, one per `;`-section of an `at` line,
    /// with their modifiers.
    static let actions: [Pattern] = [
        Pattern("walkToBuilding", "walk to $string [ entrance ]"),
        Pattern("walkTo", "walk to $length $word(east|west) $length $word(north|south)"),
        Pattern("walk", "walk $length toward $direction"),
        Pattern("stand", "stand"),
        Pattern("wait", "wait $duration"),
        Pattern("enter", "enter $string"),
        Pattern("leave", "leave [ $string ]"),
        Pattern("stairs", "stairs to floor $int"),
        Pattern("elevator", "elevator to floor $int"),
        Pattern("driveTo", "drive to $length $word(east|west) $length $word(north|south)"),
        Pattern("drive", "drive $length toward $direction"),
        Pattern("door", "door $word(open|close|slam)"),
        Pattern("sunroof", "sunroof $word(open|close)"),
        Pattern("window", "window $word(open|close)"),
        Pattern("ventilation", "ventilation $word(on|off|recirculate)"),
        Pattern("startSDK", "start sdk"),
        Pattern("stopSDK", "stop sdk"),
        Pattern("filters", "filters $list(pressure|location|activity|off)"),
        Pattern("altitudeEvery", "altitude every $duration"),
        Pattern("altitudeOnce", "altitude once"),
        Pattern("altitudeStop", "altitude stop"),
        Pattern("calibrate", "calibrate for $duration"),
        Pattern("setCalibration", "set calibration"),
        Pattern("setAltitude", "set altitude $length"),
        Pattern("setPressure", "set pressure $pressure"),
        Pattern("barocalUpload", "barocal upload"),
        Pattern("barometerFault", "barometer $word(off|stuck|glitch|spikes|dropout|garbage|nan|negative)"),
        Pattern("gnssFault", "gnss $word(off|stuck|wrong|jumps)"),
        Pattern("assistanceFault", "assistance $word(outage|unreachable|stale|error|garbage)"),
        Pattern("hand", "hand $length"),
        // Modifiers.
        Pattern("speed", "at $speed"),
        Pattern("for", "for $duration"),
        Pattern("magnitude", "by $pressure"),
        Pattern("distance", "by $length"),
        Pattern("floorNumber", "floor $int"),
        Pattern("ground", "ground $length"),
        Pattern("label", "as $string"),
    ]

    /// Named defaults, the device and its timeline.
    static let people: [StatementSchema] = [
        StatementSchema(.phoneModel, head: "model $string", "Named device defaults, reused by `model \"name\"`.",
                        deviceOptions.filter { $0.name != "model" && $0.name != "position" && $0.name != "inside" }),
        StatementSchema(.device, head: "$string", "A simulated phone; its timeline is the indented block below.",
                        deviceOptions),
        StatementSchema(.timeline, head: "$time", joiner: " ",
                        "At a time, one or more actions separated by `;`.", actions),
    ]
}
