/// Numbers for people with a fixed count of decimals (`12.3 ms`), as
/// `String(format: "%.1f")` writes them without going through Foundation's
/// formatting (a locale and a C varargs list, a tenth of a one-query search).
enum FixedPoint {
    /// `value` rounded to `digits` decimals (half to even), e.g. `1.25` with 1 → `1.2`.
    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < 9e15 else { return String(value) }
        let units = Int(scaled)
        let whole = units / Int(scale)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fraction = String(units % Int(scale))
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
