import Foundation

/// The knowledge base `Scripts/install.sh` records so that `hig` works from any folder:
/// `$XDG_CONFIG_HOME/hig/config` (by default `~/.config/hig/config`), lines of
/// `key = value` with `corpus` and `index` folders; `#` starts a comment.
///
/// ```
/// corpus = /home/me/hig/Corpus
/// index = /home/me/hig/Index
/// ```
///
/// Relative folders are taken from the configuration file's folder. A `binary` line says
/// where the script put `hig`, for `Scripts/install.sh --uninstall`; `hig` ignores it.
struct UserConfiguration: Sendable, Equatable {
    var corpus: URL
    var index: URL

    /// The keys a line may have.
    static let keys: Set<String> = ["corpus", "index", "binary"]

    /// Where the configuration is read from: `$XDG_CONFIG_HOME/hig/config`, else
    /// `$HOME/.config/hig/config`; nil when neither variable is set.
    static func file(environment: [String: String]) -> URL? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("hig/config")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".config/hig/config")
    }

    /// The configuration in `file`, or nil if there is none.
    ///
    /// - Parameter note: told of each line that is not `key = value` with a known key,
    ///   and of a file that lacks `corpus` or `index` (then nil is returned).
    /// - Complexity: one small file read; nothing when the file does not exist.
    static func load(from file: URL, note: (String) -> Void) -> UserConfiguration? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let base = file.deletingLastPathComponent()
        var values: [String: URL] = [:]
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, Self.keys.contains(parts[0]), !parts[1].isEmpty else {
                note("\(file.path):\(number + 1): expected \"corpus = FOLDER\" or \"index = FOLDER\"; line ignored")
                continue
            }
            guard parts[0] != "binary" else { continue }
            values[parts[0]] = URL(fileURLWithPath: parts[1], relativeTo: base).standardizedFileURL
        }
        guard let corpus = values["corpus"], let index = values["index"] else {
            note("\(file.path): names no \(values["corpus"] == nil ? "corpus" : "index") folder; ignored (run Scripts/install.sh again)")
            return nil
        }
        return UserConfiguration(corpus: corpus, index: index)
    }
}
