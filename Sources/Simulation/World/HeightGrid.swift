import Foundation
public import Geophysics

/// A regular grid of ground heights over the local east/north plane, bilinearly interpolated.
///
/// Node `(column c, row r)` sits at `origin + (c·spacing east, r·spacing north)`; row 0 is the
/// southernmost. Outside the grid the height is that of the nearest edge point (the slope
/// across the edge is then 0).
///
/// The text format (`HeightGrid.parse(_:)`, `HeightGrid.load(path:)`) — `#` starts a comment,
/// blank lines are ignored, numbers are separated by spaces or tabs:
/// ```
/// heightgrid 1
/// origin -500 -500      # east, north of the south-west node, m
/// spacing 100           # m between nodes, both directions
/// size 11 11            # columns (west→east), rows (south→north)
/// 120.5 121 ...         # row 0 (southernmost): `columns` heights, m above MSL, west to east
/// ...                   # then row 1 … row rows−1 (northernmost)
/// ```
public struct HeightGrid: Sendable, Hashable {
    /// The south-west node, m.
    public let origin: EastNorth
    /// Distance between nodes (east and north), m.
    public let spacingMeters: Double
    /// Nodes per row (west → east).
    public let columns: Int
    /// Rows (south → north).
    public let rows: Int
    /// Heights, row-major from the south-west node, m above MSL.
    public let heightsMeters: [Double]

    /// The heights a grid may hold, m above MSL: the Dead Sea shore to above Everest, the
    /// same range as every other ground height of a scenario.
    public static let heightRangeMeters = -500.0...9_000.0

    /// Creates a grid from row-major heights (row 0 south).
    /// - Throws: `HeightGridError` if the sizes disagree or a height is outside ``heightRangeMeters``.
    public init(origin: EastNorth, spacingMeters: Double, columns: Int, rows: Int, heightsMeters: [Double]) throws {
        guard origin.eastMeters.isFinite, origin.northMeters.isFinite else {
            throw HeightGridError(line: 0, message: "origin must be finite")
        }
        guard spacingMeters.isFinite, spacingMeters > 0 else {
            throw HeightGridError(line: 0, message: "spacing \(spacingMeters) must be a finite number greater than 0")
        }
        guard columns >= 2, rows >= 2 else {
            throw HeightGridError(
                line: 0, message: "size \(columns)×\(rows): a grid needs at least 2 columns and 2 rows")
        }
        guard heightsMeters.count == columns * rows else {
            throw HeightGridError(
                line: 0, message: "\(heightsMeters.count) heights given for a \(columns)×\(rows) grid")
        }
        if let bad = heightsMeters.firstIndex(where: { !Self.heightRangeMeters.contains($0) }) {
            throw HeightGridError(
                line: 0,
                message:
                    "the height at row \(bad / columns), column \(bad % columns) is outside -500 m … 9000 m (the ground heights the atmosphere model holds)"
            )
        }
        self.origin = origin
        self.spacingMeters = spacingMeters
        self.columns = columns
        self.rows = rows
        self.heightsMeters = heightsMeters
    }

    /// Height at `point`, m above MSL (bilinear; clamped to the edge outside the grid).
    public func heightMeters(at point: EastNorth) -> Double {
        let cell = locate(point)
        let (h00, h10, h01, h11) = corners(cell)
        return (h00 * (1 - cell.fx) + h10 * cell.fx) * (1 - cell.fy) + (h01 * (1 - cell.fx) + h11 * cell.fx) * cell.fy
    }

    /// Gradient magnitude of the bilinear surface at `point`, m/m.
    public func slope(at point: EastNorth) -> Double {
        let cell = locate(point)
        let (h00, h10, h01, h11) = corners(cell)
        let east = cell.clampedX ? 0 : ((h10 - h00) * (1 - cell.fy) + (h11 - h01) * cell.fy) / spacingMeters
        let north = cell.clampedY ? 0 : ((h01 - h00) * (1 - cell.fx) + (h11 - h10) * cell.fx) / spacingMeters
        return hypot(east, north)
    }

    private struct Cell {
        var column: Int
        var row: Int
        var fx: Double
        var fy: Double
        var clampedX: Bool
        var clampedY: Bool
    }

    private func locate(_ point: EastNorth) -> Cell {
        let (column, fx, clampedX) = Self.axis((point.eastMeters - origin.eastMeters) / spacingMeters, count: columns)
        let (row, fy, clampedY) = Self.axis((point.northMeters - origin.northMeters) / spacingMeters, count: rows)
        return Cell(column: column, row: row, fx: fx, fy: fy, clampedX: clampedX, clampedY: clampedY)
    }

    /// The cell index and fraction along one axis, clamped to [0, count − 1].
    private static func axis(_ x: Double, count: Int) -> (Int, Double, Bool) {
        let last = Double(count - 1)
        guard x.isFinite else { return (0, 0, true) }
        if x <= 0 { return (0, 0, x < 0) }
        if x >= last { return (count - 2, 1, x > last) }
        let index = Int(x)
        return (index, x - Double(index), false)
    }

    private func corners(_ cell: Cell) -> (Double, Double, Double, Double) {
        let base = cell.row * columns + cell.column
        return (
            heightsMeters[base], heightsMeters[base + 1], heightsMeters[base + columns],
            heightsMeters[base + columns + 1]
        )
    }
}

extension HeightGrid {
    /// Reads a height grid file (format in the type's documentation).
    /// - Throws: `HeightGridError` naming the file and line.
    public static func load(path: String) throws -> HeightGrid {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HeightGridError(path: path, line: 0, message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw HeightGridError(path: path, line: 0, message: "the file is not UTF-8 text")
        }
        do { return try parse(text) } catch var error as HeightGridError {
            error.path = path
            throw error
        }
    }

    /// Parses the text format (see the type's documentation).
    /// - Throws: `HeightGridError` with the 1-based line number.
    public static func parse(_ text: String) throws -> HeightGrid {
        var header: [String: (values: [Double], line: Int)] = [:]
        let keys = ["heightgrid", "origin", "spacing", "size"]
        var heights: [Double] = []
        var dataRows = 0
        var columns = 0
        var lastLine = 0
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            lastLine = lineNumber
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = fields.first else { continue }
            if header.count < keys.count {
                let key = keys[header.count]
                guard first == key else {
                    throw HeightGridError(
                        line: lineNumber,
                        message: "expected '\(key)' but found '\(first)' (header: heightgrid, origin, spacing, size)")
                }
                let values = try headerValues(fields, key: key, line: lineNumber)
                if key == "size" {
                    columns = Int(values[0])
                    heights.reserveCapacity(min(columns * Int(values[1]), 1 << 20))
                }
                header[key] = (values, lineNumber)
                continue
            }
            let rows = Int(header["size"]?.values[1] ?? 0)
            try appendRow(
                fields, line: lineNumber, rowIndex: dataRows, declaredRows: rows, columns: columns, to: &heights)
            dataRows += 1
        }
        guard header.count == keys.count, let size = header["size"], let origin = header["origin"],
            let spacing = header["spacing"]
        else {
            let missing = keys.first { header[$0] == nil } ?? "size"
            throw HeightGridError(line: lastLine, message: "incomplete header: missing '\(missing)'")
        }
        let rows = Int(size.values[1])
        guard dataRows == rows else {
            throw HeightGridError(
                line: lastLine, message: "found \(dataRows) rows; the size line (line \(size.line)) declares \(rows)")
        }
        return try HeightGrid(
            origin: EastNorth(eastMeters: origin.values[0], northMeters: origin.values[1]),
            spacingMeters: spacing.values[0], columns: columns, rows: rows, heightsMeters: heights)
    }

    /// Appends data row `rowIndex` (its `fields`) to `heights`, checked against the size line's
    /// row and column counts.
    private static func appendRow(
        _ fields: [Substring], line lineNumber: Int, rowIndex dataRows: Int, declaredRows rows: Int, columns: Int,
        to heights: inout [Double]
    ) throws {
        guard dataRows < rows else {
            throw HeightGridError(line: lineNumber, message: "extra data: the size line declares \(rows) rows")
        }
        guard fields.count == columns else {
            throw HeightGridError(
                line: lineNumber, message: "row \(dataRows) has \(fields.count) values; expected \(columns)")
        }
        for field in fields { heights.append(try number(field, line: lineNumber)) }
    }

    /// The values of header line `key` (its `fields` after the key), checked: their count, the
    /// version, the size's range and a positive spacing.
    private static func headerValues(_ fields: [Substring], key: String, line lineNumber: Int) throws -> [Double] {
        let expectedCount = key == "origin" || key == "size" ? 2 : 1
        guard fields.count - 1 == expectedCount else {
            throw HeightGridError(
                line: lineNumber, message: "'\(key)' takes \(expectedCount) value(s), found \(fields.count - 1)")
        }
        let values = try fields.dropFirst().map { try number($0, line: lineNumber) }
        if key == "heightgrid", values[0] != 1 {
            throw HeightGridError(line: lineNumber, message: "unsupported heightgrid version \(fields[1]); expected 1")
        }
        if key == "size" {
            guard values.allSatisfy({ $0 >= 2 && $0 <= 100_000 && $0 == $0.rounded() }) else {
                throw HeightGridError(
                    line: lineNumber,
                    message: "size '\(fields[1]) \(fields[2])' must be two whole numbers from 2 to 100000")
            }
        }
        if key == "spacing", !(values[0] > 0) {
            throw HeightGridError(line: lineNumber, message: "spacing \(fields[1]) must be greater than 0")
        }
        return values
    }

    private static func number(_ field: Substring, line: Int) throws -> Double {
        guard let value = Double(field), value.isFinite else {
            throw HeightGridError(line: line, message: "'\(field)' is not a finite number")
        }
        return value
    }
}
