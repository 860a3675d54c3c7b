/// Why a command did not do its job. Each prints as one line; the exit status says which kind.
public enum CLIError: Error, Sendable, CustomStringConvertible {
    /// The command line is wrong: exit status 2, with a pointer to `--help`.
    case usage(String, command: String?)
    /// The command could not do its work: exit status 2.
    case failure(String)

    public var description: String {
        switch self {
        case .usage(let message, let command):
            return "\(message) (see: hig \(command.map { "\($0) " } ?? "")--help)"
        case .failure(let message):
            return message
        }
    }

    public var exitStatus: Int32 { 2 }
}
