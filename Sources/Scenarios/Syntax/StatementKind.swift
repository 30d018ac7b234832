/// The kinds of statement, one per leading keyword.
public enum StatementKind: String, CaseIterable, Hashable, Sendable {
    /// `scenario "title"`.
    case scenario
    /// `seed N`: the root seed.
    case seed
    /// `duration D`: how long the run lasts.
    case duration
    /// `tags dense-urban, high-site`: the groups of the accuracy campaign report.
    case tags
    /// `start 2026-03-14 08:00 UTC`: the wall-clock instant of time 0.
    case start
    /// `origin LAT, LON`: where the local east/north frame is anchored.
    case origin
    /// `geoid …`: the geoid undulation.
    case geoid
    /// `include "path"`: another scenario file's statements, in place.
    case include
    /// `terrain …`: the ground surface.
    case terrain
    /// `building "name" …`.
    case building
    /// `weather …`: the sea-level pressure field.
    case weather
    /// `temperature …`: the temperature field.
    case temperature
    /// `front cold|warm …`: a moving front.
    case front
    /// `thunderstorm …`: pressure jumps.
    case thunderstorm
    /// `stations grid …`: a grid of reference stations.
    case stations
    /// `station "name" …`: one reference station.
    case station
    /// `coverage …`: where the assistance service has data.
    case coverage
    /// `key …`: the API key the app uses.
    case key
    /// `service …`: an assistance-service fault.
    case service
    /// `transport …`: the network between engine and service.
    case transport
    /// `reference series "FILE.csv"` or `reference declared P ± σ`: a field-log site's assistance source.
    case reference
    /// `phone model "name" …`: named device defaults.
    case phoneModel = "phone"
    /// `device "name" …` with an indented timeline block.
    case device
    /// `at TIME action; action` inside a device block.
    case timeline = "at"
    /// `expect …`: an expectation.
    case expect
    /// `vary PARAMETER over VALUES`: a parameter sweep, one run per value.
    case vary

    /// The leading keyword as written.
    public var keyword: String { rawValue }
}
