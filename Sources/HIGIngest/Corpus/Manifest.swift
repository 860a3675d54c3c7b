public import Foundation

/// `Corpus/corpus.json`: what the corpus's documents are and whom they credit.
///
/// Every entry is optional: a file dropped into the corpus without one is
/// still read, with its title taken from the text and its topics inferred.
///
/// ```json
/// { "documents": [
///   { "file": "modality.md", "title": "Modality 번역", "topics": ["modality"],
///     "translator": "…", "url": "https://…", "original": "https://developer.apple.com/…" }
/// ] }
/// ```
public struct Manifest: Sendable, Codable, Equatable {
    public var documents: [Entry]

    public init(documents: [Entry] = []) {
        self.documents = documents
    }

    /// One document's credits and topics.
    public struct Entry: Sendable, Codable, Equatable {
        /// The file name inside the corpus folder.
        public var file: String
        public var title: String?
        /// Topic slugs (`modality`) or names (`Progress indicators`) the document covers, in order.
        public var topics: [String]?
        /// The translator as the document credits them.
        public var translator: String?
        /// Where the translation was published (blog post URL).
        public var url: String?
        /// The original HIG page, as the document names or links it.
        public var original: String?
        /// Free text: licence, remarks.
        public var note: String?
        /// The HIG page the document is about, by slug (`sheets`): documents with the same page pair up.
        public var page: String?
        /// The file of the document this one translates (`en/sheets.md`): the two pair up.
        public var translates: String?

        public init(file: String, title: String? = nil, topics: [String]? = nil, translator: String? = nil,
                    url: String? = nil, original: String? = nil, note: String? = nil, page: String? = nil,
                    translates: String? = nil) {
            self.file = file
            self.title = title
            self.topics = topics
            self.translator = translator
            self.url = url
            self.original = original
            self.note = note
            self.page = page
            self.translates = translates
        }
    }

    /// The entry for a file, if the manifest has one.
    public func entry(for file: String) -> Entry? {
        documents.first { $0.file == file }
    }

    /// The manifest's file name inside a corpus folder.
    public static let fileName = "corpus.json"

    /// Parses manifest bytes; errors name the line at fault.
    public static func parse(_ data: Data, file: String) throws(IngestError) -> Manifest {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let line = Self.line(ofCharacterIn: description, data: data)
            throw IngestError.badManifest(file: file, line: line, reason: Self.tidy(description))
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw IngestError.badManifest(file: file, line: nil,
                                          reason: "missing \"\(key.stringValue)\" at \(path(context.codingPath))")
        } catch let DecodingError.typeMismatch(type, context) {
            throw IngestError.badManifest(file: file, line: nil,
                                          reason: "expected \(typeName(type)) at \(path(context.codingPath))")
        } catch let DecodingError.valueNotFound(type, context) {
            throw IngestError.badManifest(file: file, line: nil,
                                          reason: "expected \(typeName(type)) at \(path(context.codingPath))")
        } catch {
            throw IngestError.badManifest(file: file, line: nil, reason: "not a manifest: \(error)")
        }
    }

    /// Finds "character N" in Foundation's message and turns it into a 1-based line number.
    private static func line(ofCharacterIn message: String, data: Data) -> Int? {
        guard let range = message.range(of: #"character (\d+)"#, options: .regularExpression),
              let offset = Int(message[range].dropFirst("character ".count)) else { return nil }
        var line = 1
        for (index, byte) in data.enumerated() {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") { line += 1 }
        }
        return line
    }

    private static func tidy(_ message: String) -> String {
        let trimmed = message.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return trimmed.isEmpty ? "not valid JSON" : "not valid JSON (\(trimmed.prefix(1).lowercased() + trimmed.dropFirst()))"
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        let parts = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        let joined = parts.joined()
        return joined.isEmpty ? "the top level" : String(joined.drop { $0 == "." })
    }

    private static func typeName(_ type: Any.Type) -> String {
        let name = "\(type)"
        if type == String.self { return "a string" }
        if name.hasPrefix("Array") { return "a list" }
        if name.hasPrefix("Dictionary") { return "an object" }
        return name
    }
}
