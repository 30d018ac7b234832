import Foundation

/// Where a `PressureTransient` applies.
public enum TransientScope: Sendable, Hashable {
    /// To every point in the world (outdoors and in).
    case everywhere
    /// Inside one building (its index in `World.buildings`).
    case building(Int)
    /// To a device that declares this tag (for example the car it rides in).
    case tagged(String)
}
