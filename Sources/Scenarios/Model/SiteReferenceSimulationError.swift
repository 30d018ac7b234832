/// A scenario naming a field-log site's assistance source (`reference …`) handed to the
/// simulator: a simulated run's assistance comes from its reference stations, so the statement
/// has no meaning there and is refused rather than ignored.
public struct SiteReferenceSimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the `reference` statement was written.
    public var location: SourceLocation

    /// `FILE:LINE:COL: error: …` with what to do.
    public var description: String {
        "\(location): error: 'reference' names the assistance source of a field-log site (altsim log run "
            + "--site); a simulated run's assistance comes from its stations (`stations`, `station`): "
            + "remove the line, or run recordings at this site with 'altsim log run'"
    }
}
