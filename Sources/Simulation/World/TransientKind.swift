import Foundation

/// What a `PressureTransient` represents.
public enum TransientKind: String, Sendable, Hashable, CaseIterable {
    case door, elevatorCab, sunroof, carVentilation, custom
}
