import Foundation
import HIGText

/// Who a document credits and where it lives, from the manifest first, then the format's metadata,
/// then what the text says ("원문_", "Source: …", a byline).
///
/// An address on Apple's Korean site (`developer.apple.com/kr/…`) is where that translation was
/// published; the English page it translates is the same address without `/kr`.
struct Credits {
    var translator: String?
    var url: String?
    var original: String?

    init(entry: Manifest.Entry?, read: ReadDocument, structured: StructuredDocument) {
        translator = entry?.translator ?? structured.author ?? read.author
        url = entry?.url ?? read.url
        original = entry?.original ?? structured.original
        if let address = original, let english = Self.englishPage(ofKoreanSite: address) {
            if url == nil { url = address }
            original = english
        } else if let address = url, original == nil, let english = Self.englishPage(ofKoreanSite: address) {
            original = english
        }
    }

    /// `https://developer.apple.com/kr/design/…/sheets` → `https://developer.apple.com/design/…/sheets`.
    static func englishPage(ofKoreanSite address: String) -> String? {
        guard let range = address.range(of: "developer.apple.com/kr/") else { return nil }
        return address.replacingCharacters(in: range, with: "developer.apple.com/")
    }
}
