import Foundation
import Geophysics
import Simulation
import Testing

@Suite("Geoid")
struct GeoidTests {
    /// Writes a GTX file: big-endian header then big-endian float32 rows from the south.
    static func gtxBytes(
        lat0: Double, lon0: Double, dlat: Double, dlon: Double, rows: Int32, columns: Int32, values: [Float]
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        func put<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
        }
        for double in [lat0, lon0, dlat, dlon] { put(double.bitPattern) }
        put(rows)
        put(columns)
        for value in values { put(value.bitPattern) }
        return bytes
    }

    static func writeTemporary(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("geoid-\(UUID().uuidString).gtx").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("A constant geoid gives its undulation everywhere")
    func constant() {
        #expect(
            Geoid.constant(undulationMeters: 48.5).undulationMeters(
                at: GeodeticCoordinate(latitudeDegrees: 10, longitudeDegrees: 20)) == 48.5)
    }

    @Test("Reads a GTX file written by the test and interpolates bilinearly")
    func readsGTX() throws {
        // 3 rows (lat 40, 41, 42) × 3 columns (lon 10, 11, 12); value = 10·row + column.
        let values: [Float] = [0, 1, 2, 10, 11, 12, 20, 21, 22]
        let path = try Self.writeTemporary(
            Self.gtxBytes(lat0: 40, lon0: 10, dlat: 1, dlon: 1, rows: 3, columns: 3, values: values))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let geoid = try Geoid.grid(GeoidGrid.load(path: path))
        func n(_ lat: Double, _ lon: Double) -> Double {
            geoid.undulationMeters(at: GeodeticCoordinate(latitudeDegrees: lat, longitudeDegrees: lon))
        }
        #expect(n(40, 10) == 0)
        #expect(n(42, 12) == 22)
        #expect(n(41, 10) == 10)  // rows run from the south
        #expect(abs(n(40.5, 11.25) - 6.25) < 1e-6)
        #expect(abs(n(41.75, 10.5) - 18) < 1e-6)
        #expect(n(60, 12) == 22)  // clamped to the northern edge
    }

    @Test("A global 0…360 grid answers −180…180 longitudes and wraps across its last column")
    func wrapsLongitude() throws {
        // 2 rows × 4 columns at lon 0, 90, 180, 270; value = lon/90 on both rows.
        let values: [Float] = [0, 1, 2, 3, 0, 1, 2, 3]
        let grid = try GeoidGrid.decode(
            Self.gtxBytes(lat0: -90, lon0: 0, dlat: 180, dlon: 90, rows: 2, columns: 4, values: values))
        func n(_ lon: Double) -> Double {
            grid.undulationMeters(at: GeodeticCoordinate(latitudeDegrees: 0, longitudeDegrees: lon))
        }
        #expect(abs(n(-90) - 3) < 1e-9)  // −90 = 270
        #expect(abs(n(135) - 1.5) < 1e-9)
        #expect(abs(n(-45) - 1.5) < 1e-9)  // 315: halfway from 270 (3) back round to 0 (0)
    }

    @Test("Truncated or invalid GTX data is a clear error")
    func malformed() {
        #expect(throws: GeoidGridError.self) { try GeoidGrid.decode([UInt8](repeating: 0, count: 20)) }
        let short = Self.gtxBytes(lat0: 0, lon0: 0, dlat: 1, dlon: 1, rows: 3, columns: 3, values: [1, 2, 3])
        #expect(throws: GeoidGridError.self) { try GeoidGrid.decode(short) }
        let badSpacing = Self.gtxBytes(lat0: 0, lon0: 0, dlat: 0, dlon: 1, rows: 2, columns: 2, values: [1, 2, 3, 4])
        #expect(throws: GeoidGridError.self) { try GeoidGrid.decode(badSpacing) }
    }

    @Test("Asking for EGM96 where it is missing names the proj-data package")
    func missingEGM96() {
        do {
            _ = try Geoid.egm96(path: "/nonexistent/proj/egm96_15.gtx")
            Issue.record("expected an error")
        } catch let error as GeoidGridError {
            #expect(error == .missingFile(path: "/nonexistent/proj/egm96_15.gtx"))
            #expect("\(error)".contains("proj-data"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(
        "EGM96 from proj-data, when installed, is within the documented range",
        .enabled(if: FileManager.default.fileExists(atPath: GeoidGrid.egm96DefaultPath)))
    func realEGM96() throws {
        let geoid = try Geoid.egm96()
        let n = geoid.undulationMeters(at: GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5))
        #expect(n > 40 && n < 60)  // central Europe ≈ 47–50 m
    }
}
