/// Characters that change how a line of text is shown rather than showing
/// as themselves: a file name or argument holding one can end a message's
/// line, move the cursor, recolour a terminal or reverse the text after it.
public enum ControlCharacters {
    /// Whether `scalar` is a C0 or C1 control (newlines, tab, ESC…), DEL, a
    /// line or paragraph separator, or a bidirectional embedding, override,
    /// isolate or mark (the "Trojan Source" reorderings).
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00 ... 0x1F, 0x7F ... 0x9F:
            true
        case 0x2028, 0x2029:
            true
        case 0x061C, 0x200E, 0x200F, 0x202A ... 0x202E, 0x2066 ... 0x2069:
            true
        default:
            false
        }
    }
}
