public import Geophysics

/// Terrain and geodesy queries: ground height and slope, the geoid, and which building holds a point.
extension World {
    /// Ground height at a point, m above MSL.
    @inline(__always)
    public func terrainHeightMeters(at point: EastNorth) -> Double { storage.terrain.heightMeters(at: point) }

    /// Ground slope at a point, m/m.
    public func terrainSlope(at point: EastNorth) -> Double { storage.terrain.slope(at: point) }

    /// Height above the terrain (HAT) of a height above MSL at a point, m.
    public func heightAboveTerrainMeters(at point: EastNorth, heightMSLMeters: Double) -> Double {
        heightMSLMeters - storage.terrain.heightMeters(at: point)
    }

    /// The geoid undulation at a point, m.
    public func geoidUndulationMeters(at point: EastNorth) -> Double {
        storage.geoid.undulationMeters(at: storage.plane.coordinate(of: point))
    }

    /// Ellipsoidal height (HAE) of an orthometric height at a point, m: MSL height + N.
    public func ellipsoidalHeightMeters(at point: EastNorth, heightMSLMeters: Double) -> Double {
        heightMSLMeters + geoidUndulationMeters(at: point)
    }

    /// Orthometric height (above MSL) of an ellipsoidal height at a point, m.
    public func heightMSLMeters(at point: EastNorth, ellipsoidalHeightMeters: Double) -> Double {
        ellipsoidalHeightMeters - geoidUndulationMeters(at: point)
    }

    /// The first building (lowest index) whose footprint contains the point, or `nil`.
    public func building(containing point: EastNorth) -> Int? {
        storage.buildings.firstIndex { $0.contains(point) }
    }
}
