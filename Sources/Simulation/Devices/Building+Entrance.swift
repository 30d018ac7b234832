import Foundation
public import Geophysics

extension Building {
    /// The entrance: the middle of the footprint's south side (its own −y edge), rotated
    /// with the building (rotation 90° puts it on the west side).
    public var entrance: EastNorth { pointOnAxis(offsetMeters: -depthMeters / 2) }

    /// A point `offsetMeters` along the building's own y axis from the centre (negative = south side).
    func pointOnAxis(offsetMeters y: Double) -> EastNorth {
        let radians = rotationDegrees * .pi / 180
        return EastNorth(
            eastMeters: centre.eastMeters + y * sin(radians), northMeters: centre.northMeters + y * cos(radians))
    }

    /// Just inside the entrance (1 m in, or the centre for a very shallow footprint).
    var insideEntrance: EastNorth { pointOnAxis(offsetMeters: -max(depthMeters / 2 - 1, 0)) }

    /// Just outside the entrance (1 m out).
    var outsideEntrance: EastNorth { pointOnAxis(offsetMeters: -depthMeters / 2 - 1) }
}
