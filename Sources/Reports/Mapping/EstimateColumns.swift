import Foundation
import Geophysics
import Simulation

/// Columns of an estimate with its radii.
struct EstimateColumns {
    var times: [Int64] = []
    var values: [Double] = []
    var u68: [Double] = []
    var u90: [Double] = []

    mutating func append(_ time: Int64, _ value: Double?, _ u68Value: Double?, _ u90Value: Double?) {
        times.append(time)
        values.append(value ?? .nan)
        u68.append(u68Value ?? .nan)
        u90.append(u90Value ?? .nan)
    }

    var series: EstimateSeries {
        EstimateSeries(timesNanoseconds: times, valuesMeters: values, u68Meters: u68, u90Meters: u90)
    }
}
