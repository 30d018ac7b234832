extension ParsedScenario {
    /// The `phone model` statement named `name`, if any.
    public func phoneModel(named name: String) -> StatementSyntax? {
        statements.first { $0.kind == .phoneModel && $0.head.values.last?.string == name }
    }

    /// A device's option sections with its named defaults applied: the model's sections
    /// first, then the device's own (so a later clause of the same name overrides an earlier
    /// one when a semantic pass reads them in order). The `model` clause itself is dropped.
    public func effectiveSections(of device: StatementSyntax) -> [[ClauseSyntax]] {
        var sections: [[ClauseSyntax]] = []
        if let name = device.clause(DeviceOption.model)?.values.first?.string, let model = phoneModel(named: name) {
            sections += model.sections
        }
        for section in device.sections {
            let own = section.filter { $0.pattern(DeviceOption.self) != .model }
            if !own.isEmpty { sections.append(own) }
        }
        return sections
    }
}
