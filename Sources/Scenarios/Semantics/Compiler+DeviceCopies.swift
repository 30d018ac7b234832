import Foundation

extension Compiler {
    /// The largest count of a repeated device (`N × device …`).
    static let maximumDeviceCopies = 1_000

    /// The names a `device` statement compiles to: its own, or for `N × device "crowd"` the names
    /// `crowd 1` … `crowd N`, one device each (recorded in ``deviceGroups``). Each copy is a device
    /// of its own index, so every per-device draw — barometer offset and noise, GNSS, activity,
    /// transport, calibration error, part and person — comes from the root seed and that index:
    /// the copies differ from each other and each is the same at every run of a seed
    /// (Docs/scenario-language.md, "Repeated devices"). A count outside 1…1000, or a copy's name
    /// that another device has, is an error.
    mutating func deviceNames(of statement: StatementSyntax) -> [String] {
        let name = statement.head.values.first?.string ?? ""
        guard let copies = statement.copies else { return [name] }
        guard let count = copies.integer, (1...Int64(Self.maximumDeviceCopies)).contains(count) else {
            error(
                "\(ScenarioPrinter.print(copies.value)) is out of range for a device's count", at: copies.range,
                hint: "a device's count must be from 1 to \(Self.maximumDeviceCopies) (each copy is simulated in full)")
            return []
        }
        let written = Set(all(.device).filter { $0.copies == nil }.compactMap { $0.head.values.first?.string })
        let names = (1...count).map { "\(name) \($0)" }
        if let taken = names.first(where: written.contains) {
            error(
                "copy \"\(taken)\" of the repeated device \"\(name)\" has the name of another device",
                at: statement.range,
                hint: "rename one of them")
            return []
        }
        deviceGroups[name] = names
        return names
    }

    /// An expectation about a repeated device (in its block, or `for "crowd"`), once for each copy.
    func expandedForCopies(_ expectation: Expectation) -> [Expectation] {
        guard let name = expectation.deviceName, let copies = deviceGroups[name] else { return [expectation] }
        return copies.map { copy in
            var one = expectation
            one.deviceName = copy
            // The copy's line names the copy, so the canonical text reads back in the copy's block.
            one.text = one.text.replacingOccurrences(
                of: "for \(ScenarioPrinter.quote(name))", with: "for \(ScenarioPrinter.quote(copy))")
            return one
        }
    }
}
