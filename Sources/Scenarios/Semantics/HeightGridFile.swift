import Simulation

extension ScenarioLoader {
    /// Reads the height grid a `terrain grid file` names, under the same rules as an include
    /// (``includePolicy``, regular text files only). A file whose first line is not the
    /// `heightgrid` header is refused without quoting it; past the header, errors name the
    /// line and value of the grid.
    func loadHeightGrid(path: String) -> Result<HeightGrid, Refusal> {
        let source: SourceFile
        switch read(namedPath: path, kind: "height grid") {
        case .failure(let refusal): return .failure(refusal)
        case .success(let read): source = read
        }
        let text = String(decoding: source.bytes.dropFirst(source.utf8ByteOrderMarkLength), as: UTF8.self)
        let firstLine = text.split(separator: "\n").lazy
            .map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
            .first { !$0.allSatisfy(\.isWhitespace) }
        guard let firstLine, firstLine.split(whereSeparator: \.isWhitespace).first == "heightgrid" else {
            return .failure(
                Refusal(
                    message: "'\(path)' is not a height-grid file: its first line must be 'heightgrid 1'",
                    hint: "its content is not shown; the format is in Docs/scenario-language.md"))
        }
        do { return .success(try HeightGrid.parse(text)) } catch var error as HeightGridError {
            error.path = path
            return .failure(Refusal(message: "cannot read the height grid '\(path)': \(error)", hint: nil))
        } catch {
            return .failure(Refusal(message: "cannot read the height grid '\(path)': \(error)", hint: nil))
        }
    }
}
