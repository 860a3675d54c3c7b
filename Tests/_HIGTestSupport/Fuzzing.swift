/// Random and mutated inputs for fuzz tests: bytes near a valid input, and
/// text built from the pieces a format is made of, from a seeded
/// ``SplitMix64`` so that every run makes the same inputs and a failure can
/// be replayed from its seed and iteration.
public struct Fuzzer {
    /// How a fuzz test is bounded: a fixed number of cases (the same cases on
    /// every run), cut short if they take longer than `seconds` on a slow machine.
    public struct Budget: Sendable {
        public var iterations: Int
        public var seconds: Double

        public init(iterations: Int, seconds: Double = 10) {
            self.iterations = iterations
            self.seconds = seconds
        }
    }

    public var random: SplitMix64

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Calls `body` with each iteration's number until the budget is spent;
    /// returns how many iterations ran.
    @discardableResult
    public static func run(_ budget: Budget, _ body: (Int) throws -> Void) rethrows -> Int {
        let deadline = ContinuousClock.now + .milliseconds(Int(budget.seconds * 1000))
        var iteration = 0
        while iteration < budget.iterations && ContinuousClock.now < deadline {
            try body(iteration)
            iteration += 1
        }
        return iteration
    }

    /// `bytes` with one to `maximumEdits` random edits: bit flips, byte
    /// changes to boundary values, deletions, insertions, duplicated or
    /// swapped ranges, truncation.
    public mutating func mutate(_ bytes: [UInt8], maximumEdits: Int = 8) -> [UInt8] {
        var bytes = bytes
        for _ in 0 ..< Int.random(in: 1 ... maximumEdits, using: &random) {
            edit(&bytes)
        }
        return bytes
    }

    /// A string of `count` pieces drawn from `pieces`, joined as they come.
    public mutating func text(from pieces: [String], count: Int) -> String {
        (0 ..< count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// `count` random bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &random) }
    }

    private static let boundaryBytes: [UInt8] = [0x00, 0x01, 0x0A, 0x0D, 0x1B, 0x22, 0x3C, 0x7F, 0x80, 0xBF, 0xC0, 0xED, 0xFE, 0xFF]

    private mutating func edit(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else {
            bytes = self.bytes(Int.random(in: 1 ... 16, using: &random))
            return
        }
        let at = Int.random(in: 0 ..< bytes.count, using: &random)
        switch Int.random(in: 0 ..< 7, using: &random) {
        case 0:
            bytes[at] ^= 1 << UInt8.random(in: 0 ... 7, using: &random)
        case 1:
            bytes[at] = Self.boundaryBytes.randomElement(using: &random)!
        case 2:
            bytes.removeSubrange(at ..< min(bytes.count, at + Int.random(in: 1 ... 64, using: &random)))
        case 3:
            bytes.insert(contentsOf: self.bytes(Int.random(in: 1 ... 8, using: &random)), at: at)
        case 4:
            let end = min(bytes.count, at + Int.random(in: 1 ... 256, using: &random))
            bytes.insert(contentsOf: bytes[at ..< end], at: Int.random(in: 0 ... bytes.count, using: &random))
        case 5:
            let other = Int.random(in: 0 ..< bytes.count, using: &random)
            let length = min(Int.random(in: 1 ... 32, using: &random), bytes.count - max(at, other))
            for offset in 0 ..< length {
                bytes.swapAt(at + offset, other + offset)
            }
        default:
            bytes.removeSubrange(at...)
        }
    }
}
