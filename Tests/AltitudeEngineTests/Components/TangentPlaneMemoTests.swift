import Foundation
import Geophysics
import Testing

@testable import AltitudeEngine

/// `AltitudeEngine.distanceMeters(_:_:memo:)`, the tangent-plane memo behind the cache rule, the
/// speed baseline and the background calibration's reference share: the same distances as a
/// plane built afresh, bit for bit, with the plane rebuilt only when the origin changes.
@Suite("Tangent-plane memo: the memoised distance equals the fresh one, bit for bit")
struct TangentPlaneMemoTests {
    static func fix(_ latitude: Double, _ longitude: Double) -> NNLocation {
        NNLocation(
            latitudeDegrees: latitude, longitudeDegrees: longitude, horizontalAccuracyMeters: 5,
            timestampNanoseconds: 0)
    }

    @Test("One origin, many targets; then a new origin replaces the plane")
    func memoisedEqualsFresh() {
        var memo: LocalTangentPlane?
        let origin = Self.fix(47.4, 8.5)
        for k in 0..<20 {
            let target = Self.fix(47.4 + Double(k) * 1e-4, 8.5 - Double(k) * 3e-4)
            let memoised = AltitudeEngine.distanceMeters(origin, target, memo: &memo)
            #expect(memoised.bitPattern == AltitudeEngine.distanceMeters(origin, target).bitPattern)
            #expect(memo?.origin.latitudeDegrees == 47.4 && memo?.origin.longitudeDegrees == 8.5)
        }
        let moved = Self.fix(47.41, 8.49)
        let target = Self.fix(47.4, 8.5)
        let memoised = AltitudeEngine.distanceMeters(moved, target, memo: &memo)
        #expect(memoised.bitPattern == AltitudeEngine.distanceMeters(moved, target).bitPattern)
        #expect(memo?.origin.latitudeDegrees == 47.41 && memo?.origin.longitudeDegrees == 8.49)
    }

    @Test("Across the antimeridian the memo gives the short way round, as the fresh plane does")
    func antimeridian() {
        var memo: LocalTangentPlane?
        let a = Self.fix(-17, 179.999)
        let b = Self.fix(-17, -179.999)
        let memoised = AltitudeEngine.distanceMeters(a, b, memo: &memo)
        #expect(memoised.bitPattern == AltitudeEngine.distanceMeters(a, b).bitPattern)
        #expect(memoised < 300)
    }
}
