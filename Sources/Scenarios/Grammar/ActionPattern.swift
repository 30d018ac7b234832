/// The person's actions and the app's calls a timeline line can hold, one per `;`-section (the
/// clause names of `at TIME …`, with ``ActionModifier`` for what may follow an action).
public enum ActionPattern: String, PatternName {
    /// `walk to "NAME" [entrance]`.
    case walkToBuilding
    /// `walk to LENGTH east LENGTH north`.
    case walkTo
    /// `walk LENGTH toward DIRECTION`.
    case walk
    /// `stand`: stop moving.
    case stand
    /// `wait DURATION`: not an action; reported with a hint.
    case wait
    /// `enter "NAME"`.
    case enter
    /// `leave ["NAME"]`.
    case leave
    /// `stairs to floor N`.
    case stairs
    /// `elevator to floor N`.
    case elevator
    /// `drive to LENGTH east LENGTH north`.
    case driveTo
    /// `drive LENGTH toward DIRECTION`.
    case drive
    /// `door open|close|slam`: a building's door transient.
    case door
    /// `sunroof open|close`: a car's sunroof transient.
    case sunroof
    /// `window open|close`: not modelled; reported with a hint.
    case window
    /// `ventilation on|off|recirculate`: a car's ventilation transient.
    case ventilation
    /// `start sdk [key "KEY"]`: with a key, the app presents it instead of the scenario's.
    case startSDK
    /// `restart sdk [key "KEY"]`: `stop sdk` and `start sdk` at one instant (another API key, say).
    case restartSDK
    /// `stop sdk`.
    case stopSDK
    /// `filters {pressure, location, activity, off}`.
    case filters
    /// `altitude every DURATION`.
    case altitudeEvery
    /// `altitude once`.
    case altitudeOnce
    /// `altitude stop`.
    case altitudeStop
    /// `calibrate for DURATION`: a manual calibration of a fixed length.
    case calibrate
    /// `set calibration`: a manual calibration the app ends.
    case setCalibration
    /// `set altitude LENGTH`: not modelled; reported with a hint.
    case setAltitude
    /// `set pressure PRESSURE`.
    case setPressure
    /// `barocal upload`.
    case barocalUpload
    /// `barometer off|stuck|glitch|…`: a barometer fault from this time.
    case barometerFault
    /// `gnss off|stuck|wrong|jumps`: a GNSS fault from this time.
    case gnssFault
    /// `assistance outage|unreachable|…`: a fault of the shared assistance service.
    case assistanceFault
    /// `hand LENGTH`: the phone's new hand height.
    case hand
    /// `service outage|…|missing-reference`: the same fault as `assistance …`, named as the
    /// `service` statement names it.
    case serviceFault

    /// The modifiers this action accepts after it in its section (`as "LABEL"` goes with any).
    public var modifiers: Set<ActionModifier> {
        switch self {
        case .walkToBuilding, .walkTo, .walk, .driveTo, .drive, .stairs, .elevator: [.speed]
        case .door, .sunroof, .ventilation, .barometerFault: [.for, .magnitude]
        case .gnssFault: [.for, .distance]
        case .assistanceFault, .serviceFault: [.for]
        case .calibrate, .setCalibration: [.floorNumber, .ground, .pin]
        case .stand, .wait, .enter, .leave, .window, .startSDK, .restartSDK, .stopSDK, .filters, .altitudeEvery,
            .altitudeOnce,
            .altitudeStop, .setAltitude, .setPressure, .barocalUpload, .hand:
            []
        }
    }
}
