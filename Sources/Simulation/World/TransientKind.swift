import Foundation

/// What a `PressureTransient` represents (it names the event in reports; the physics is the
/// transient's shape and scope).
public enum TransientKind: String, Sendable, Hashable, CaseIterable {
    case door, elevatorCab, sunroof, carVentilation, thunderstorm, custom
}
