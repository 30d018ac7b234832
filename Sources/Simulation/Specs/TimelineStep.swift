/// One timeline step: an action at an offset from the run's start.
public struct TimelineStep: Hashable, Sendable {
    /// When the step starts, ns from the run's start.
    public var atOffsetNanoseconds: Int64
    /// What happens then.
    public var action: TimelineAction

    /// A step running `action` at `atOffsetNanoseconds` from the run's start.
    public init(atOffsetNanoseconds: Int64, action: TimelineAction) {
        self.atOffsetNanoseconds = atOffsetNanoseconds
        self.action = action
    }
}

/// What the person or the app does. Motions run until they arrive; a new motion that starts
/// before the previous one finished takes over from wherever the person is.
public enum TimelineAction: Hashable, Sendable {
    // The person
    /// Stay still.
    case stand
    /// Walk (activity `walking`) to a place at a speed, m/s.
    case walk(to: Place, speedMetersPerSecond: Double)
    /// Run (activity `running`).
    case run(to: Place, speedMetersPerSecond: Double)
    /// Drive (activity `inVehicle`) along straight legs through the places.
    case drive(route: [Place], speedMetersPerSecond: Double)
    /// Step inside the named building at floor 0 (the person must be at or near it).
    case enter(building: String)
    /// Step out of the building the person is in.
    case leave
    /// Take the stairs to a floor at a vertical speed, m/s.
    case stairs(toFloor: Int, speedMetersPerSecond: Double)
    /// Take the elevator to a floor at a vertical speed, m/s.
    case elevator(toFloor: Int, speedMetersPerSecond: Double)
    /// Change how high the phone is held, m above the floor.
    case holdPhone(heightMeters: Double)
    // The app
    /// A call the host app makes on the SDK.
    case app(AppCall)
}
