import Foundation
import Testing

@testable import Reports

@Suite("Min/max decimation")
struct DecimationTests {
    @Test("15 million samples keep at most two points per pixel column and the global extremes")
    func fifteenMillion() {
        let count = 15_000_000
        let columns = 956
        let start: Int64 = 1_000_000_000_000
        let stepNanoseconds: Int64 = 40_000_000  // 25 Hz over 6.9 days
        let minIndex = 7_654_321
        let maxIndex = 123_457
        let segments = Decimation.minMax(
            count: count,
            time: { start + Int64($0) * stepNanoseconds },
            value: { index in
                if index == minIndex { return -500 }
                if index == maxIndex { return 700 }
                return 100 * sin(Double(index) * 1e-5) + Double(index % 13)
            },
            startNanoseconds: start, endNanoseconds: start + Int64(count - 1) * stepNanoseconds, columns: columns)
        let points: [Decimation.Point] = Array(segments.joined())
        #expect(segments.count == 1)
        #expect(points.count <= 2 * columns)
        #expect(points.count >= columns)  // every column has data
        #expect(points.map(\.value).min() == -500)
        #expect(points.map(\.value).max() == 700)
        #expect(points.contains { $0.timeNanoseconds == start + Int64(minIndex) * stepNanoseconds })
        // Points stay in time order, so the line does not scribble back.
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.timeNanoseconds <= $1.timeNanoseconds })
    }

    @Test("A few samples pass through unchanged")
    func sparse() {
        let series = TimeSeries([(0, 1), (10, 5), (20, 2)])
        let points = Decimation.minMax(series, startNanoseconds: 0, endNanoseconds: 20, columns: 100).joined()
        #expect(points.map(\.value) == [1, 5, 2])
    }

    @Test("NaN breaks the line; samples outside the span are dropped")
    func gaps() {
        let series = TimeSeries([(-5, 99), (0, 1), (1, 2), (2, .nan), (5, 3), (6, 4), (50, -99)])
        let segments = Decimation.minMax(series, startNanoseconds: 0, endNanoseconds: 10, columns: 10)
        #expect(segments.map { $0.map(\.value) } == [[1, 2], [3, 4]])
    }

    @Test("Bands keep the lowest lower and highest upper edge per column")
    func band() {
        // Edges: lower [1, -3, 0, 2], upper [5, 4, 9, 6].
        let segments = Decimation.band(
            timesNanoseconds: [0, 1, 2, 3], center: [3, 0.5, 4.5, 4], radius: [2, 3.5, -4.5, 2],
            startNanoseconds: 0, endNanoseconds: 4, columns: 2)
        #expect(segments.count == 1)
        #expect(segments[0].map(\.lower) == [-3, 0])
        #expect(segments[0].map(\.upper) == [5, 9])
    }
}
