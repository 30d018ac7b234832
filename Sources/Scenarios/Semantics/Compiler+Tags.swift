extension Compiler {
    /// `tags …`: every statement's words, in order, each once; two words of one dimension
    /// (`urban, rural`) are an error at the second, since a run belongs to one group of each.
    mutating func compileTags() {
        var chosen: [ScenarioTag.Dimension: ScenarioTag] = [:]
        for statement in all(.tags) {
            guard let node = statement.head.values.first, case .list(let words) = node.value else { continue }
            for word in words {
                guard let tag = ScenarioTag(rawValue: word), !scenario.tags.contains(tag) else { continue }
                if let other = chosen[tag.dimension] {
                    error(
                        "tags '\(other.rawValue)' and '\(tag.rawValue)' are both of the \(tag.dimension.rawValue): a scenario's runs belong to one group of each",
                        at: node.range,
                        hint: "keep one \(tag.dimension.rawValue) tag; split the scenario to cover both")
                    continue
                }
                chosen[tag.dimension] = tag
                scenario.tags.append(tag)
            }
        }
    }
}
