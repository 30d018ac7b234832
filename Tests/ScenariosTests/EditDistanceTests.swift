import Testing

@testable import Scenarios

@Suite struct EditDistanceTests {
    @Test(
        "Distances count insertions, deletions, substitutions and adjacent transpositions",
        arguments: [
            ("elevator", "elevator", 0), ("elevatr", "elevator", 1), ("elevaotr", "elevator", 1),
            ("flors", "floors", 1),
            ("kitten", "sitting", 3), ("", "abc", 3), ("ab", "ba", 1),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.damerauLevenshtein(a, b, bound: 5) == expected)
    }

    @Test("A distance above the bound is nil")
    func bounded() {
        #expect(EditDistance.damerauLevenshtein("kitten", "sitting", bound: 2) == nil)
        #expect(EditDistance.damerauLevenshtein("a", "abcdefgh", bound: 3) == nil)
    }

    @Test("Suggestions pick the closest plausible word, or none")
    func suggestions() {
        #expect(EditDistance.suggestion(for: "biulding", among: ["building", "device"]) == "building")
        #expect(EditDistance.suggestion(for: "xyz", among: ["building", "device"]) == nil)
        #expect(EditDistance.suggestion(for: "Seed", among: ["seed"]) == "seed")
    }
}
