/// English word lists that reading and comparing guideline text needs: grammar, not any document.
///
/// Search keeps its own short stop list (`StopWords`), tuned for ranking; these lists serve
/// ingest — telling instructions from descriptions and comparing what two texts are about.
public enum EnglishWords {
    /// Words that carry no content when two texts are compared for meaning.
    public static let comparisonStopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "on", "in", "to", "for", "with", "at", "by", "from", "as", "is", "are",
        "be", "it", "its", "it's", "that", "this", "these", "those", "you", "your", "can", "if", "when", "so", "not",
        "do", "don't", "than", "more", "into", "they", "their", "people", "them", "also", "such", "but", "use",
    ]

    /// Words a heading never ends with: a line ending "…to" or "…the" was cut mid-sentence.
    public static let functionWords: Set<String> = [
        "to", "the", "a", "an", "and", "or", "of", "with", "for", "in", "on", "that", "by", "as", "at", "from", "is", "are",
    ]

    /// Words Title Case leaves in lower case ("Going Full Screen", "Drag and Drop").
    public static let titleCaseSmallWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "on", "in", "to", "for", "with", "at", "by", "vs", "from",
    ]

    /// Verbs that open HIG guidance in the imperative ("Use…", "Avoid…", "Consider…").
    public static let imperativeVerbs: Set<String> = [
        "use", "avoid", "consider", "make", "keep", "show", "display", "provide", "include", "let", "help", "prefer",
        "favor", "favour", "choose", "give", "hide", "reserve", "coordinate", "customize", "educate", "present", "ensure",
        "support", "limit", "minimize", "maximize", "design", "create", "offer", "write", "place", "follow", "respect",
        "maintain", "allow", "define", "aim", "strive", "be", "add", "adopt", "adapt", "report", "open", "close", "pause",
        "test", "think", "take", "prioritize", "try", "start", "put", "group", "label", "describe", "don't", "dont", "do",
        "never", "always", "restore", "save", "preload", "replace", "complete", "finish", "respond", "warn", "confirm",
        "ask", "tell", "explain", "state", "name", "title", "identify", "list", "sort", "order", "align", "center",
        "indicate", "communicate", "reflect", "match", "mirror", "integrate", "combine", "separate", "distinguish",
        "differentiate", "emphasize", "highlight", "inform", "notify", "request", "enable", "append", "assign",
        "disable", "turn", "switch", "animate", "transition", "scale", "resize", "position", "anchor", "dismiss",
        "remove", "delete", "reduce", "increase", "simplify", "clarify", "organize", "structure", "consolidate", "defer",
        "postpone", "wait", "run", "load", "persist", "preserve", "remember", "anticipate", "learn", "study", "get",
        "treat", "handle", "manage", "look", "listen", "set", "select", "pick", "prepare", "plan", "honor", "honour",
        "accommodate", "localize", "translate", "minimise", "prioritise", "customise", "organise", "recognize",
        "mask", "entertain", "gauge", "focus", "lead", "guide", "teach", "demonstrate", "note", "expect", "launch",
        "configure", "specify", "flatten", "space", "write", "announce", "arrange", "change", "insert", "configure",
    ]

    /// Openers that put a condition or manner before the verb: "In general, keep…", "When necessary, help…".
    public static let leadIns: Set<String> = [
        "in", "when", "whenever", "if", "as", "for", "where", "unless", "generally", "typically", "ideally", "wherever",
        "before", "after", "while", "to",
    ]

    /// Adverbs that may stand before the verb of an instruction ("Generally use…").
    public static let adverbs: Set<String> = [
        "always", "never", "generally", "usually", "typically", "ideally", "only", "also", "still", "just", "often",
        "rarely", "carefully", "clearly", "briefly",
    ]

    /// The lower-case words of text (letters and apostrophes); `text` should already be normalized.
    public static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0 == "'") }.map(String.init)
    }
}
