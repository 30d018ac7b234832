import Geophysics

extension Place {
    /// Short text for traces: `(12.5, -3)`, `entrance(tower)`, `centre(tower)`.
    var traceDescription: String {
        switch self {
        case .point(let p): "(\(p.eastMeters), \(p.northMeters))"
        case .entrance(let b): "entrance(\(b))"
        case .centre(let b): "centre(\(b))"
        }
    }
}

extension TimelineAction {
    /// Short, stable text for the trace's `timelineStep` records.
    public var traceDescription: String {
        switch self {
        case .stand: "stand"
        case .walk(let place, let speed): "walk to \(place.traceDescription) at \(speed) m/s"
        case .run(let place, let speed): "run to \(place.traceDescription) at \(speed) m/s"
        case .drive(let route, let speed):
            "drive via \(route.map(\.traceDescription).joined(separator: " ")) at \(speed) m/s"
        case .enter(let b): "enter \(b)"
        case .leave: "leave"
        case .stairs(let floor, let speed): "stairs to floor \(floor) at \(speed) m/s"
        case .elevator(let floor, let speed): "elevator to floor \(floor) at \(speed) m/s"
        case .holdPhone(let h): "hold phone at \(h) m"
        case .app(let call): "app " + call.traceDescription
        }
    }
}

extension AppCall {
    /// Short, stable text for traces.
    var traceDescription: String {
        switch self {
        case .startSDK: "startSDK"
        case .stopSDK: "stopSDK"
        case .setFilters(let filters): "setFilters [\(filters.map { "\($0)" }.joined(separator: ","))]"
        case .startAltitude(let mode): "startAltitude \(mode)"
        case .stopAltitude: "stopAltitude"
        case .manualCalibration(let mode, let pin):
            "manualCalibration \(mode.map { "\($0)" } ?? "set") at \(pin.place?.traceDescription ?? "here")"
                + (pin.floorNumber.map { " floor \($0)" } ?? "")
                + (pin.groundMSLHeightMeters.map { " ground \($0) m" } ?? "")
        case .barocalUpload: "barocalUpload"
        case .setAltitude(let pressure, let place):
            "setAltitude" + (pressure.map { " \($0) Pa" } ?? "") + (place.map { " at \($0.traceDescription)" } ?? "")
        }
    }
}
