import HIGModel

/// Writes a stored record: the JSON of a `Rule` that `JSONEncoding.encode` gives (sorted keys,
/// compact), byte for byte, without going through `Encodable` (which built a tree of boxes and
/// sorted every object's keys: a tenth of building a 100k-rule index). `RuleJSONDecoder` reads
/// it back.
///
/// It knows the stored properties of `Rule`, `Topic`, `EnglishText`, `Translation`, `Source`
/// and `LineRange`, as the decoder does; a test compares its bytes with `JSONEncoding`'s and
/// lists the models' properties, so a property added to the model fails it until this is taught.
struct RuleJSONEncoder {
    private var writer = JSONWriter(capacity: 4096)

    /// The record of `rule`.
    ///
    /// - Complexity: O(size of the JSON); the writer's buffer is reused from rule to rule and
    ///   the record copied out at its size.
    mutating func encode(_ rule: Rule) -> [UInt8] {
        withRecord(of: rule) { json in
            [UInt8](unsafeUninitializedCapacity: json.count) { buffer, count in
                count = json.copyBytes(to: buffer)
            }
        }
    }

    /// Calls `body` with the record of `rule`, in the writer's buffer (valid during the call only):
    /// for a caller that compresses it at once, with no copy.
    mutating func withRecord<R>(of rule: Rule, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        writer.reset()
        write(rule)
        return writer.bytes.withUnsafeBytes(body)
    }

    private mutating func write(_ rule: Rule) {
        writer.beginObject()
        writer.key("english")
        writer.beginArray()
        for english in rule.english { write(english) }
        writer.endArray()
        writer.key("id"); writer.string(rule.id.rawValue)
        writer.key("kind"); writer.string(rule.kind.rawValue)
        writer.key("order"); writer.number(rule.order)
        writer.key("references")
        writer.beginArray()
        for reference in rule.references { writer.string(reference) }
        writer.endArray()
        if let section = rule.section {
            writer.key("section"); writer.string(section)
        }
        writer.key("topic")
        writer.beginObject()
        writer.key("en"); writer.string(rule.topic.english)
        writer.key("ko"); writer.string(rule.topic.korean)
        writer.key("slug"); writer.string(rule.topic.slug)
        writer.endObject()
        writer.key("translations")
        writer.beginArray()
        for translation in rule.translations { write(translation) }
        writer.endArray()
        writer.endObject()
    }

    private mutating func write(_ english: EnglishText) {
        writer.beginObject()
        writer.key("sources")
        writer.beginArray()
        for source in english.sources { write(source) }
        writer.endArray()
        writer.key("text"); writer.string(english.text)
        writer.key("title"); writer.string(english.title)
        writer.endObject()
    }

    private mutating func write(_ translation: Translation) {
        writer.beginObject()
        writer.key("source"); write(translation.source)
        writer.key("text"); writer.string(translation.text)
        writer.key("title"); writer.string(translation.title)
        writer.endObject()
    }

    private mutating func write(_ source: Source) {
        writer.beginObject()
        writer.key("document"); writer.string(source.document)
        writer.key("lines")
        writer.beginArray()
        writer.number(source.lines.first)
        writer.number(source.lines.last)
        writer.endArray()
        if let original = source.original {
            writer.key("original"); writer.string(original)
        }
        writer.key("title"); writer.string(source.title)
        if let translator = source.translator {
            writer.key("translator"); writer.string(translator)
        }
        if let url = source.url {
            writer.key("url"); writer.string(url)
        }
        writer.endObject()
    }
}
