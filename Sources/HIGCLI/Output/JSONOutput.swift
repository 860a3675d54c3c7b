import HIGModel

extension Context {
    /// Prints `value` as `--json` output in the project's `JSONStyle`: snake_case
    /// and sorted keys, pretty (two spaces, `"key": value`) when standard output is
    /// a terminal, one compact line otherwise.
    func printJSON(_ value: some Encodable) throws {
        print(try JSONEncoding.string(value, style: JSONStyle.forOutput(isTerminal: terminal.isInteractive)))
    }
}
