/// A link target reduced to what survives translation: Apple's Korean site links `…/kr/design/…/panels`
/// where the English page links `/design/…/panels`, and documentation links differ in case.
/// `https://developer.apple.com/kr/design/human-interface-guidelines/panels#iOS` → `human-interface-guidelines/panels`.
enum LinkAnchor {
    static func key(_ target: String) -> String? {
        var path = Substring(target.lowercased())
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...]
            path = path.drop { $0 != "/" }
        }
        path = path.prefix { $0 != "#" && $0 != "?" }
        let parts = path.split(separator: "/").filter { $0 != "kr" && $0 != ".." && $0 != "." }
        guard let last = parts.last else { return nil }
        let key = parts.count >= 2 ? "\(parts[parts.count - 2])/\(last)" : String(last)
        return key.count >= 3 ? key : nil
    }
}
