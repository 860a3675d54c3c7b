/// A value from a request, quoted for an error message and cut to a readable length.
///
/// `Quoted("x")` reads `"x"`; a value over 60 characters ends in `…`, so an
/// error message never echoes a whole oversized parameter.
struct Quoted: CustomStringConvertible {
    var value: String

    init(_ value: String) {
        self.value = value
    }

    var description: String {
        let limit = 60
        return "\"" + (value.count > limit ? value.prefix(limit) + "…" : value) + "\""
    }
}
