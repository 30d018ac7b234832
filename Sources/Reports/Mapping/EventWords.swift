import Simulation

/// Words for the report's events: timeline steps, device faults and pressure transients, each
/// from an exhaustive switch over the spec's enums so that no label falls back to Swift's debug
/// text of an enum value.
enum EventWords {
    /// A timeline step ("walk to the entrance of Hotel at 1.4 m/s").
    static func action(_ action: TimelineAction) -> String {
        switch action {
        case .stand: "stand"
        case .walk(let place, let speed): "walk to \(self.place(place)) at \(number(speed)) m/s"
        case .run(let place, let speed): "run to \(self.place(place)) at \(number(speed)) m/s"
        case .drive(let route, let speed):
            "drive via \(route.map(place).joined(separator: ", ")) at \(number(speed)) m/s"
        case .enter(let building): "enter \(building)"
        case .leave: "leave the building"
        case .stairs(let floor, let speed): "stairs to floor \(floor) at \(number(speed)) m/s"
        case .elevator(let floor, let speed): "elevator to floor \(floor) at \(number(speed)) m/s"
        case .holdPhone(let height): "hold the phone at \(number(height)) m"
        case .app(let call): appCall(call)
        }
    }

    /// A place ("the entrance of Hotel", "12.5 m east, 3 m south").
    static func place(_ place: Place) -> String {
        switch place {
        case .point(let point):
            "\(number(abs(point.eastMeters))) m \(point.eastMeters < 0 ? "west" : "east"), "
                + "\(number(abs(point.northMeters))) m \(point.northMeters < 0 ? "south" : "north")"
        case .entrance(let building): "the entrance of \(building)"
        case .centre(let building): "the centre of \(building)"
        }
    }

    /// An app call on the engine ("start altitude every 1 s").
    static func appCall(_ call: AppCall) -> String {
        switch call {
        case .startSDK: "start the SDK"
        case .stopSDK: "stop the SDK"
        case .setFilters(let filters):
            filters.isEmpty ? "filters off" : "filters " + filters.map(filter).joined(separator: ", ")
        case .startAltitude(let mode): "start altitude " + altitudeMode(mode)
        case .stopAltitude: "stop altitude"
        case .manualCalibration(let mode, let pin):
            "manual calibration"
                + (mode.map { " for \($0.rawValue) s" } ?? "")
                + (pin.place.map { " at " + place($0) } ?? "")
                + (pin.floorNumber.map { " floor \($0)" } ?? "")
                + (pin.groundMSLHeightMeters.map { ", ground \(number($0)) m" } ?? "")
        case .barocalUpload: "upload the barometer calibration"
        case .setAltitude(let pressure, let location):
            "set altitude" + (pressure.map { " at \(number($0)) Pa" } ?? "")
                + (location.map { " at " + place($0) } ?? "")
        }
    }

    static func filter(_ filter: NNConsistencyFilter) -> String {
        switch filter {
        case .location: "location"
        case .activity: "activity"
        case .pressure: "pressure"
        }
    }

    static func altitudeMode(_ mode: NNAltitudeMode) -> String {
        switch mode {
        case .oneTime: "once"
        case .oneSecond: "every 1 s"
        case .thirtySeconds: "every 30 s"
        case .oneMinute: "every 1 min"
        }
    }

    /// A barometer fault ("barometer garbage: absurd values").
    static func barometerFault(_ kind: BarometerFault.Kind) -> String {
        switch kind {
        case .off: "barometer off"
        case .stuck: "barometer stuck"
        case .glitch(let step): "barometer glitch of \(number(step)) Pa"
        case .spikes(let rate, let magnitude):
            "barometer spikes of \(number(magnitude)) Pa, \(number(rate)) per second"
        case .dropouts(let on, let off): "barometer dropouts (on \(number(on)) s, off \(number(off)) s on average)"
        case .garbage(let value): "barometer garbage: \(garbage(value))"
        case .delayed(let seconds): "barometer samples \(number(seconds)) s late"
        }
    }

    static func garbage(_ value: BarometerFault.GarbageValue) -> String {
        switch value {
        case .nan: "not-a-number values"
        case .infinity: "infinite values"
        case .negative: "negative values"
        case .absurd: "absurd values"
        case .zero: "zero values"
        }
    }

    /// A GNSS fault ("GNSS off", "GNSS jumps of 50 m, 2 per minute").
    static func gnssFault(_ kind: GNSSFault.Kind) -> String {
        switch kind {
        case .off: "GNSS off"
        case .stuck: "GNSS stuck"
        case .wrong(let east, let north): "GNSS wrong by \(number(east)) m east, \(number(north)) m north"
        case .jumps(let rate, let magnitude): "GNSS jumps of \(number(magnitude)) m, \(number(rate)) per minute"
        }
    }

    /// A pressure transient ("door +50 Pa for 2 s", "thunderstorm +150 Pa for 24 min").
    static func transient(_ transient: PressureTransient) -> String {
        let kind =
            switch transient.kind {
            case .door: "door"
            case .elevatorCab: "elevator cab pressure"
            case .sunroof: "sunroof open"
            case .carVentilation: "car ventilation"
            case .thunderstorm: "thunderstorm"
            case .custom: "pressure transient"
            }
        let sign = transient.magnitudePa >= 0 ? "+" : "−"
        return kind + " \(sign)\(number(abs(transient.magnitudePa))) Pa for " + duration(transient.durationSeconds)
    }

    /// A duration in the largest unit that keeps it readable ("5 s", "24 min", "2.5 h").
    static func duration(_ seconds: Double) -> String {
        if seconds < 120 { return number(seconds) + " s" }
        if seconds < 7200 { return number(seconds / 60) + " min" }
        return number(seconds / 3600) + " h"
    }

    /// A number without a trailing ".0" ("1.4", "60").
    static func number(_ value: Double) -> String {
        var text = FixedNumber.format(value, decimals: 2)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Words for each fault description the trace uses for this spec's device faults (the
    /// transport's, stations' and service's descriptions are words already).
    static func faults(_ spec: SimulationSpec) -> [String: String] {
        var words: [String: String] = [:]
        for device in spec.devices {
            for fault in device.barometer.faults { words["barometer \(fault.kind)"] = barometerFault(fault.kind) }
            for fault in device.gnss.faults { words["gnss \(fault.kind)"] = gnssFault(fault.kind) }
        }
        return words
    }
}
