import Foundation
public import Geophysics

/// A building: an oriented rectangular footprint, floors, and the indoor pressure offsets of
/// HVAC pressurisation and the stack effect.
///
/// Floors are numbered from the ground floor (the lobby) = floor 0, like the SDK's floor
/// number. Floor 0 is `lobbyHeightMeters` tall, every floor above it `floorHeightMeters`:
/// floor n ≥ 1 starts `lobby + (n − 1)·floor` metres above the ground. There are no basements.
///
/// ```swift
/// var tower = Building(name: "tower", centre: EastNorth(eastMeters: 100, northMeters: 50),
///                      widthMeters: 40, depthMeters: 30, floorCount: 20)
/// tower.floorNumber(atHeightAboveGroundMeters: 10)   // 2 (lobby 5.85 m, floors 3.9 m)
/// ```
public struct Building: Sendable, Hashable {
    /// A name for reports.
    public var name: String
    /// Centre of the footprint, m.
    public var centre: EastNorth
    /// Footprint extent along the building's own x axis (east when `rotationDegrees` is 0), m.
    public var widthMeters: Double
    /// Footprint extent along its own y axis (north when `rotationDegrees` is 0), m.
    public var depthMeters: Double
    /// Rotation of the footprint, degrees clockwise (compass sense): 90 turns the depth axis
    /// from north to east.
    public var rotationDegrees: Double
    /// Height of the ground floor above MSL, m; `nil` = the terrain height at the centre
    /// (filled in by `World`).
    public var groundElevationMeters: Double?
    /// Number of floors above ground, counting the lobby (≥ 1).
    public var floorCount: Int
    /// Floor-to-floor height of the lobby (floor 0), m. Default 5.85 m (1.5 × office floor).
    public var lobbyHeightMeters: Double
    /// Floor-to-floor height of every other floor, m. Default 3.9 m (office; residential 3.1).
    public var floorHeightMeters: Double
    /// HVAC pressurisation: indoor minus outdoor pressure at the neutral plane, Pa.
    /// Default 1 Pa (typical +0.25 … +2.5 Pa).
    public var hvacPressurisationPa: Double
    /// Indoor air temperature, K. Default 293.15 K (20 °C). With a spread, the mean of the
    /// per-run draw (a run's world holds the drawn value; see `drawingIndoorTemperature`).
    public var indoorTemperatureKelvin: Double
    /// Spread (σ) of the indoor temperature across runs, K; 0 = the same temperature at every
    /// seed. A run draws `indoorTemperatureKelvin + σ·z` once, z stratified across seeds.
    public var indoorTemperatureSpreadKelvin: Double
    /// Height of the neutral plane above the ground, m; `nil` = mid-height of the building.
    public var neutralPlaneHeightMeters: Double?

    /// Creates a building; see the properties for units and defaults.
    public init(
        name: String = "", centre: EastNorth, widthMeters: Double, depthMeters: Double, rotationDegrees: Double = 0,
        groundElevationMeters: Double? = nil, floorCount: Int, lobbyHeightMeters: Double = 5.85,
        floorHeightMeters: Double = 3.9, hvacPressurisationPa: Double = 1,
        indoorTemperatureKelvin: Double = 293.15, neutralPlaneHeightMeters: Double? = nil,
        indoorTemperatureSpreadKelvin: Double = 0
    ) {
        self.name = name
        self.centre = centre
        self.widthMeters = widthMeters
        self.depthMeters = depthMeters
        self.rotationDegrees = rotationDegrees
        self.groundElevationMeters = groundElevationMeters
        self.floorCount = floorCount
        self.lobbyHeightMeters = lobbyHeightMeters
        self.floorHeightMeters = floorHeightMeters
        self.hvacPressurisationPa = hvacPressurisationPa
        self.indoorTemperatureKelvin = indoorTemperatureKelvin
        self.neutralPlaneHeightMeters = neutralPlaneHeightMeters
        self.indoorTemperatureSpreadKelvin = indoorTemperatureSpreadKelvin
    }

    /// Height of the roof (top of the highest floor) above the ground, m.
    public var roofHeightAboveGroundMeters: Double {
        lobbyHeightMeters + Double(max(floorCount - 1, 0)) * floorHeightMeters
    }

    /// The neutral-plane height above the ground actually used, m.
    public var effectiveNeutralPlaneHeightMeters: Double {
        neutralPlaneHeightMeters ?? roofHeightAboveGroundMeters / 2
    }

    /// Whether a point lies inside (or on the edge of) the footprint.
    public func contains(_ point: EastNorth) -> Bool {
        let dx = point.eastMeters - centre.eastMeters
        let dy = point.northMeters - centre.northMeters
        let radians = rotationDegrees * .pi / 180
        // Express the offset in the building's axes (x rotated clockwise from east by θ).
        let c = cos(radians)
        let s = sin(radians)
        let x = dx * c - dy * s
        let y = dx * s + dy * c
        return abs(x) <= widthMeters / 2 && abs(y) <= depthMeters / 2
    }

    /// Height of the floor surface of floor `floor` above the ground, m (floor 0 = the ground).
    /// Floors below 0 are treated as 0; floors above the top are extrapolated.
    public func heightAboveGroundMeters(ofFloor floor: Int) -> Double {
        floor <= 0 ? 0 : lobbyHeightMeters + Double(floor - 1) * floorHeightMeters
    }

    /// The floor whose storey contains a height above the ground: 0 below the lobby ceiling,
    /// and so on; clamped to 0 … floorCount − 1 (below the ground → 0, above the roof → the top).
    /// A height exactly at a floor surface (within 1 mm) belongs to that floor.
    public func floorNumber(atHeightAboveGroundMeters heightMeters: Double) -> Int {
        let top = max(floorCount - 1, 0)
        guard heightMeters.isFinite, heightMeters >= lobbyHeightMeters - 0.001 else { return 0 }
        let above = (heightMeters - lobbyHeightMeters + 0.001) / floorHeightMeters
        guard above.isFinite, above < Double(top) else { return top }
        return min(1 + Int(above.rounded(.down)), top)
    }

    /// Indoor minus outdoor pressure at a height above the ground: HVAC pressurisation plus the
    /// stack effect relative to the neutral plane, Pa.
    ///
    /// In winter (indoor warmer than outdoor) the stack term is positive above the neutral
    /// plane and negative below it.
    public func indoorPressureOffsetPa(
        atHeightAboveGroundMeters heightMeters: Double, outdoorPressurePa: Double, outdoorTemperatureKelvin: Double
    ) -> Double {
        hvacPressurisationPa
            + StackEffect.indoorExcessPressurePa(
                outdoorPressurePa: outdoorPressurePa,
                heightAboveNeutralPlaneMeters: heightMeters - effectiveNeutralPlaneHeightMeters,
                outdoorTemperatureKelvin: outdoorTemperatureKelvin, indoorTemperatureKelvin: indoorTemperatureKelvin)
    }

    /// Checks the parameters; `index` names the building in the error.
    public func validate(index: Int) throws {
        let prefix = "buildings[\(index)]"
        try WorldError.requireFinite(centre.eastMeters, "\(prefix).centre")
        try WorldError.requireFinite(centre.northMeters, "\(prefix).centre")
        try WorldError.requirePositive(widthMeters, "\(prefix).widthMeters")
        try WorldError.requirePositive(depthMeters, "\(prefix).depthMeters")
        try WorldError.requireFinite(rotationDegrees, "\(prefix).rotationDegrees")
        if let groundElevationMeters {
            try WorldError.requireFinite(groundElevationMeters, "\(prefix).groundElevationMeters")
        }
        guard floorCount >= 1, floorCount <= 1_000 else {
            throw WorldError(parameter: "\(prefix).floorCount", message: "\(floorCount) must be from 1 to 1000")
        }
        try WorldError.requirePositive(lobbyHeightMeters, "\(prefix).lobbyHeightMeters")
        try WorldError.requirePositive(floorHeightMeters, "\(prefix).floorHeightMeters")
        try WorldError.requireFinite(hvacPressurisationPa, "\(prefix).hvacPressurisationPa")
        try WorldError.requirePositive(indoorTemperatureKelvin, "\(prefix).indoorTemperatureKelvin")
        try WorldError.requireNonNegative(indoorTemperatureSpreadKelvin, "\(prefix).indoorTemperatureSpreadKelvin")
        if let neutralPlaneHeightMeters {
            try WorldError.requireFinite(neutralPlaneHeightMeters, "\(prefix).neutralPlaneHeightMeters")
        }
    }
}
