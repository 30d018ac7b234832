import Foundation
import Geophysics
import Simulation
import Testing

@Suite("Terrain")
struct TerrainTests {
    let east1k = EastNorth(eastMeters: 1_000, northMeters: 0)

    @Test("Flat ground has its height everywhere and no slope")
    func flat() {
        let ground = Terrain.flat(heightMeters: 312)
        #expect(ground.heightMeters(at: east1k) == 312)
        #expect(ground.slope(at: east1k) == 0)
    }

    @Test("An inclined plane rises toward its bearing and is level across it")
    func plane() {
        let ground = Terrain.plane(
            InclinedPlane(heightAtOriginMeters: 200, slopeMetersPerKilometer: 10, upslopeBearingDegrees: 90))
        #expect(abs(ground.heightMeters(at: east1k) - 210) < 1e-9)
        #expect(abs(ground.heightMeters(at: EastNorth(eastMeters: -500, northMeters: 0)) - 195) < 1e-9)
        #expect(abs(ground.heightMeters(at: EastNorth(eastMeters: 0, northMeters: 800)) - 200) < 1e-9)
        #expect(abs(ground.slope(at: east1k) - 0.01) < 1e-12)
        let north = Terrain.plane(
            InclinedPlane(heightAtOriginMeters: 0, slopeMetersPerKilometer: 20, upslopeBearingDegrees: 0))
        #expect(abs(north.heightMeters(at: EastNorth(eastMeters: 0, northMeters: 100)) - 2) < 1e-9)
    }

    @Test("Gaussian hills: peak at the centre, base far away, analytic slope matches finite differences")
    func hills() {
        let hills = HillTerrain(
            baseHeightMeters: 100,
            hills: [
                Hill(centre: EastNorth(eastMeters: 0, northMeters: 0), peakHeightMeters: 50, widthMeters: 200),
                Hill(centre: EastNorth(eastMeters: 600, northMeters: 300), peakHeightMeters: -20, widthMeters: 100),
            ])
        let ground = Terrain.hills(hills)
        #expect(abs(ground.heightMeters(at: EastNorth(eastMeters: 0, northMeters: 0)) - 150) < 1e-6)
        #expect(abs(ground.heightMeters(at: EastNorth(eastMeters: 10_000, northMeters: 0)) - 100) < 1e-9)
        #expect(ground.slope(at: EastNorth(eastMeters: 0, northMeters: 0)) < 1e-3)
        // Steepest at r = width on a lone hill: peak/width · e^(−1/2).
        let lone = Terrain.hills(HillTerrain(baseHeightMeters: 0, hills: [hills.hills[0]]))
        #expect(abs(lone.slope(at: EastNorth(eastMeters: 200, northMeters: 0)) - 50.0 / 200 * exp(-0.5)) < 1e-9)
        for point in [EastNorth(eastMeters: 150, northMeters: -80), EastNorth(eastMeters: 520, northMeters: 260)] {
            let d = 0.01
            let ge =
                (ground.heightMeters(at: EastNorth(eastMeters: point.eastMeters + d, northMeters: point.northMeters))
                    - ground.heightMeters(
                        at: EastNorth(eastMeters: point.eastMeters - d, northMeters: point.northMeters))) / (2 * d)
            let gn =
                (ground.heightMeters(at: EastNorth(eastMeters: point.eastMeters, northMeters: point.northMeters + d))
                    - ground.heightMeters(
                        at: EastNorth(eastMeters: point.eastMeters, northMeters: point.northMeters - d))) / (2 * d)
            #expect(abs(ground.slope(at: point) - hypot(ge, gn)) < 1e-6)
        }
    }

    @Test("Invalid terrain parameters are errors naming the parameter")
    func validation() {
        #expect(throws: WorldError.self) {
            try Terrain.hills(
                HillTerrain(
                    baseHeightMeters: 0,
                    hills: [Hill(centre: EastNorth(eastMeters: 0, northMeters: 0), peakHeightMeters: 1, widthMeters: 0)]
                )
            ).validate()
        }
        #expect(throws: WorldError.self) { try Terrain.flat(heightMeters: .nan).validate() }
    }
}

@Suite("Height grid")
struct HeightGridTests {
    static let text = """
        # a 3 × 2 grid
        heightgrid 1
        origin 100 200   # south-west node
        spacing 50
        size 3 2

        10 20 40     # south row
        30 40 60     # north row
        """

    @Test("Parses the documented format and interpolates bilinearly, row 0 south")
    func parseAndInterpolate() throws {
        let grid = try HeightGrid.parse(Self.text)
        #expect(grid.columns == 3 && grid.rows == 2)
        let terrain = Terrain.grid(grid)
        #expect(terrain.heightMeters(at: EastNorth(eastMeters: 100, northMeters: 200)) == 10)
        #expect(terrain.heightMeters(at: EastNorth(eastMeters: 100, northMeters: 250)) == 30)
        #expect(terrain.heightMeters(at: EastNorth(eastMeters: 200, northMeters: 250)) == 60)
        #expect(abs(terrain.heightMeters(at: EastNorth(eastMeters: 125, northMeters: 225)) - 25) < 1e-12)
        // In the first cell the surface is h = 10 + 0.2·x + 0.4·y: slope √(0.2² + 0.4²).
        #expect(abs(terrain.slope(at: EastNorth(eastMeters: 110, northMeters: 210)) - hypot(0.2, 0.4)) < 1e-12)
        // Outside: the nearest edge.
        #expect(terrain.heightMeters(at: EastNorth(eastMeters: 0, northMeters: 0)) == 10)
        #expect(terrain.heightMeters(at: EastNorth(eastMeters: 1_000, northMeters: 1_000)) == 60)
    }

    @Test("Loads from a file")
    func load() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString).txt").path
        try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try HeightGrid.load(path: path).heightsMeters == [10, 20, 40, 30, 40, 60])
    }

    @Test(
        "Bad files give errors with the line number",
        arguments: [
            ("heightgrid 1\norigin 0 0\nspacing 10\nsize 2 2\n1 2\n3 x\n", 6, "'x' is not a finite number"),
            ("heightgrid 1\norigin 0 0\nspacing 10\nsize 2 2\n1 2\n3 4 5\n", 6, "has 3 values; expected 2"),
            ("heightgrid 1\norigin 0 0\nsize 2 2\n", 3, "expected 'spacing'"),
            ("heightgrid 2\n", 1, "unsupported heightgrid version"),
            ("heightgrid 1\norigin 0 0\nspacing -1\n", 3, "must be greater than 0"),
            ("heightgrid 1\norigin 0 0\nspacing 10\nsize 2 3\n1 2\n3 4\n", 7, "found 2 rows"),
            ("heightgrid 1\norigin 0 0\nspacing 10\nsize 2 1\n", 4, "size '2 1'"),
            ("heightgrid 1\norigin 0 0\nspacing 10\nsize 2 2\n1 2\n3 4\n5 6\n", 7, "extra data"),
            ("heightgrid 1\norigin 0\n", 2, "'origin' takes 2 value(s)"),
        ])
    func badFiles(text: String, line: Int, fragment: String) {
        do {
            _ = try HeightGrid.parse(text)
            Issue.record("expected an error at line \(line)")
        } catch let error as HeightGridError {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("A missing file is an error naming it")
    func missingFile() {
        #expect(throws: HeightGridError.self) { try HeightGrid.load(path: "/nonexistent/grid.txt") }
    }
}
