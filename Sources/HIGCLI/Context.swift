import Foundation
import HIGText

/// Everything a command needs from the outside: where its output goes, the terminal,
/// the environment, and where the knowledge base is.
struct Context: Sendable {
    var terminal: Terminal
    var environment: [String: String]
    var output: OutputBuffer

    /// A folder named on the command line (`name`) or in the environment (`variable`); empty values count as unset.
    func named(_ arguments: ParsedArguments, _ name: String, _ variable: String) -> URL? {
        guard let path = arguments.value(name) ?? environment[variable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// The knowledge base the command works on.
    ///
    /// The index folder is `--index`, else `$HIG_INDEX`, else the one `Scripts/install.sh`
    /// recorded (`UserConfiguration`), else `./Index`. The corpus is `--corpus`, else
    /// `$HIG_CORPUS`, else the one the index records it was built from; an index not yet
    /// built is built from the recorded configuration's corpus, else `./Corpus`.
    ///
    /// The configuration file is not read when both folders are named: it could not change either.
    func knowledgeBase(_ arguments: ParsedArguments) -> KnowledgeBase {
        let namedIndex = named(arguments, "--index", "HIG_INDEX")
        let namedCorpus = named(arguments, "--corpus", "HIG_CORPUS")
        let configuration = namedIndex != nil && namedCorpus != nil ? nil : UserConfiguration.file(environment: environment).flatMap {
            UserConfiguration.load(from: $0, note: note)
        }
        return KnowledgeBase(
            index: namedIndex ?? configuration?.index ?? URL(fileURLWithPath: "Index"),
            indexIsNamed: namedIndex != nil,
            namedCorpus: namedCorpus,
            defaultCorpus: configuration?.corpus ?? URL(fileURLWithPath: "Corpus"))
    }

    func print(_ text: String = "") {
        output.write(text + "\n")
    }

    /// A one-line message on standard error, prefixed `hig:`.
    ///
    /// Control characters in it (a file name's newline or terminal escape)
    /// are escaped, so it stays one line and never drives the terminal.
    func note(_ text: String) {
        StandardError.write("hig: \(OneLine.escaped(text))\n")
    }
}

/// Standard output, gathered and written in large pieces (or kept, in tests).
final class OutputBuffer: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let echo: Bool
    private let lock = NSLock()

    /// `echo`: write to standard output as it fills; otherwise keep everything for `text`.
    init(echo: Bool) {
        self.echo = echo
    }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += text.utf8
        if echo && buffer.count > 64 * 1024 { flushLocked() }
    }

    func flush() {
        lock.lock()
        defer { lock.unlock() }
        flushLocked()
    }

    private func flushLocked() {
        guard echo, !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Everything written, when not echoing.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }
}
