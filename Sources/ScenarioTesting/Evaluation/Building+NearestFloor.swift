public import Simulation

extension Building {
    /// The floor a reported height names: the floor whose surface is nearest to
    /// `heightMeters` (a floor-surface height above the ground, i.e. the reported height minus
    /// the ground and the hand height), clamped to 0 … floorCount − 1.
    ///
    /// Not `floorNumber(atHeightAboveGroundMeters:)`: that one says which storey contains a
    /// point, so a person standing on floor N (exactly on its surface) would be read as floor
    /// N − 1 whenever the reported height is a centimetre low — half of all correct reports.
    /// Ties (exactly half-way between two surfaces) go to the upper floor.
    public func nearestFloor(toSurfaceHeightAboveGroundMeters heightMeters: Double) -> Int {
        let top = max(floorCount - 1, 0)
        guard heightMeters.isFinite, top > 0, heightMeters >= lobbyHeightMeters / 2 else { return 0 }
        let above = ((heightMeters - lobbyHeightMeters) / floorHeightMeters).rounded(.toNearestOrAwayFromZero)
        return 1 + Int(max(0, min(above, Double(top - 1))))
    }
}
