import Scenarios

/// The include policy for a scenario file named (or found) on the command line: its includes
/// and height grids must stay inside its folder tree (the widest of the working directory,
/// the folders on the command line and the file's own folder that holds it), unless the user
/// passed `--allow-include-outside`.
func includePolicy(for file: String, arguments: [String], allowOutside: Bool) -> IncludePolicy {
    allowOutside ? .anywhere : .folderTree(of: file, roots: arguments)
}
