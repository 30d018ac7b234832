import Geophysics

/// Turns `Place`s into points of the local plane, by building name.
struct PlaceResolver {
    /// The world whose buildings names refer to.
    let world: World

    /// The index of the building named `name`; throws, listing the known names, when there is none.
    func buildingIndex(_ name: String, location: String) throws -> Int {
        guard let index = world.buildings.firstIndex(where: { $0.name == name }) else {
            let known = world.buildings.map { "'\($0.name)'" }.joined(separator: ", ")
            throw SimulationError(
                location: location,
                message: "unknown building '\(name)' (known: \(known.isEmpty ? "none" : known))")
        }
        return index
    }

    /// The point of a place: itself, or a named building's entrance or centre.
    func resolve(_ place: Place, location: String) throws -> EastNorth {
        switch place {
        case .point(let point):
            guard point.eastMeters.isFinite, point.northMeters.isFinite else {
                throw SimulationError(
                    location: location,
                    message: "point (\(point.eastMeters), \(point.northMeters)) is not finite")
            }
            return point
        case .entrance(let name): return world.buildings[try buildingIndex(name, location: location)].entrance
        case .centre(let name): return world.buildings[try buildingIndex(name, location: location)].centre
        }
    }
}
