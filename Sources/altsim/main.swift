import Foundation

exit(StandardOutput.finish(AltsimTool.main(Array(CommandLine.arguments.dropFirst()))))
