import Foundation
public import Geophysics

/// A geoid undulation grid read from a GTX file (the format PROJ uses for vertical grids).
///
/// GTX: a 40-byte big-endian header — south-west node latitude and longitude, latitude and
/// longitude spacing (four `Double`s, degrees), then rows and columns (two `Int32`s) — followed
/// by `rows × columns` big-endian `Float32` values in metres, row by row from the south, each
/// row west to east. Longitudes may run 0…360 or −180…180; queries are wrapped to the grid.
///
/// Lookup is bilinear. A grid that spans the whole circle of longitude wraps across its last
/// column; otherwise, and in latitude, positions outside the grid take the nearest edge value.
public struct GeoidGrid: Sendable, Hashable {
    /// Where Debian's `proj-data` package installs the EGM96 15′ grid.
    public static let egm96DefaultPath = "/usr/share/proj/egm96_15.gtx"

    /// Latitude of the southern row, degrees.
    public let southLatitudeDegrees: Double
    /// Longitude of the western column, degrees.
    public let westLongitudeDegrees: Double
    /// Spacing between rows, degrees.
    public let latitudeSpacingDegrees: Double
    /// Spacing between columns, degrees.
    public let longitudeSpacingDegrees: Double
    /// Number of rows (south → north).
    public let rows: Int
    /// Number of columns (west → east).
    public let columns: Int
    /// Undulations, row-major from the south-west node, m.
    public let undulationsMeters: [Float]
    private let wrapsLongitude: Bool

    /// Creates a grid from its header values and row-major values (row 0 south).
    /// - Throws: `GeoidGridError.malformed` if the header is not usable.
    public init(
        southLatitudeDegrees: Double, westLongitudeDegrees: Double, latitudeSpacingDegrees: Double,
        longitudeSpacingDegrees: Double, rows: Int, columns: Int, undulationsMeters: [Float], path: String = "<grid>"
    ) throws {
        guard southLatitudeDegrees.isFinite, westLongitudeDegrees.isFinite,
            latitudeSpacingDegrees.isFinite, latitudeSpacingDegrees > 0,
            longitudeSpacingDegrees.isFinite, longitudeSpacingDegrees > 0
        else {
            throw GeoidGridError.malformed(
                path: path,
                message:
                    "header origin/spacing must be finite with positive spacing (lat0 \(southLatitudeDegrees), lon0 \(westLongitudeDegrees), dlat \(latitudeSpacingDegrees), dlon \(longitudeSpacingDegrees))"
            )
        }
        guard rows >= 2, columns >= 2 else {
            throw GeoidGridError.malformed(
                path: path, message: "grid of \(rows) rows × \(columns) columns: need at least 2 × 2")
        }
        guard undulationsMeters.count == rows * columns else {
            throw GeoidGridError.malformed(
                path: path, message: "\(undulationsMeters.count) values for \(rows) rows × \(columns) columns")
        }
        self.southLatitudeDegrees = southLatitudeDegrees
        self.westLongitudeDegrees = westLongitudeDegrees
        self.latitudeSpacingDegrees = latitudeSpacingDegrees
        self.longitudeSpacingDegrees = longitudeSpacingDegrees
        self.rows = rows
        self.columns = columns
        self.undulationsMeters = undulationsMeters
        wrapsLongitude = Double(columns) * longitudeSpacingDegrees >= 360 - 1e-9
    }

    /// Reads a GTX file.
    /// - Throws: `GeoidGridError.missingFile` if there is no file at `path` (the message names
    ///   the Debian package `proj-data`), `.malformed` if it is truncated or its header is invalid.
    public static func load(path: String) throws -> GeoidGrid {
        guard FileManager.default.fileExists(atPath: path) else { throw GeoidGridError.missingFile(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GeoidGridError.malformed(path: path, message: "cannot read the file")
        }
        return try decode([UInt8](data), path: path)
    }

    /// Decodes the bytes of a GTX file.
    public static func decode(_ bytes: [UInt8], path: String = "<gtx>") throws -> GeoidGrid {
        guard bytes.count >= 40 else {
            throw GeoidGridError.malformed(
                path: path, message: "\(bytes.count) bytes: shorter than the 40-byte GTX header")
        }
        func uint(_ offset: Int, _ width: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in offset..<(offset + width) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }
        let header = (0..<4).map { Double(bitPattern: uint($0 * 8, 8)) }
        let rows = Int(Int32(bitPattern: UInt32(uint(32, 4))))
        let columns = Int(Int32(bitPattern: UInt32(uint(36, 4))))
        guard rows > 0, columns > 0, rows <= 100_000, columns <= 100_000 else {
            throw GeoidGridError.malformed(path: path, message: "header declares \(rows) rows × \(columns) columns")
        }
        let expected = 40 + rows * columns * 4
        guard bytes.count >= expected else {
            throw GeoidGridError.malformed(
                path: path, message: "\(bytes.count) bytes; \(rows) × \(columns) values need \(expected)")
        }
        var values = [Float](repeating: 0, count: rows * columns)
        for index in 0..<values.count {
            values[index] = Float(bitPattern: UInt32(uint(40 + index * 4, 4)))
        }
        return try GeoidGrid(
            southLatitudeDegrees: header[0], westLongitudeDegrees: header[1], latitudeSpacingDegrees: header[2],
            longitudeSpacingDegrees: header[3], rows: rows, columns: columns, undulationsMeters: values, path: path)
    }

    /// The undulation at a coordinate, m (bilinear).
    public func undulationMeters(at coordinate: GeodeticCoordinate) -> Double {
        var y = (coordinate.latitudeDegrees - southLatitudeDegrees) / latitudeSpacingDegrees
        y = min(max(y.isFinite ? y : 0, 0), Double(rows - 1))
        var relativeLongitude = (coordinate.longitudeDegrees - westLongitudeDegrees).truncatingRemainder(
            dividingBy: 360)
        if relativeLongitude < 0 { relativeLongitude += 360 }
        if !relativeLongitude.isFinite { relativeLongitude = 0 }
        let x = relativeLongitude / longitudeSpacingDegrees
        let row = min(Int(y), rows - 2)
        let fy = y - Double(row)
        let column0: Int
        let column1: Int
        let fx: Double
        if x > Double(columns - 1) {
            if wrapsLongitude {
                column0 = columns - 1
                column1 = 0
                fx = min(x - Double(columns - 1), 1)
            } else {
                // Outside a regional grid: the nearer edge (east past the last column, or west
                // going round the circle).
                let pastEast = relativeLongitude - Double(columns - 1) * longitudeSpacingDegrees
                let eastIsNearer = pastEast < 360 - relativeLongitude
                column0 = eastIsNearer ? columns - 2 : 0
                column1 = column0 + 1
                fx = eastIsNearer ? 1 : 0
            }
        } else {
            column0 = min(Int(x), columns - 2)
            column1 = column0 + 1
            fx = x - Double(column0)
        }
        func value(_ r: Int, _ c: Int) -> Double { Double(undulationsMeters[r * columns + c]) }
        let south = value(row, column0) * (1 - fx) + value(row, column1) * fx
        let north = value(row + 1, column0) * (1 - fx) + value(row + 1, column1) * fx
        return south * (1 - fy) + north * fy
    }
}
