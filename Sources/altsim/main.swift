import Foundation

exit(AltsimTool.main(Array(CommandLine.arguments.dropFirst())))
