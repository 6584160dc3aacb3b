import Foundation

/// Made values that keep a field's or a parameter's constraints: a made number moved into its range and onto
/// its `multipleOf`, a made string lengthened or cut to its length, a pattern's string made by
/// ``PatternExample``. Each result is checked by ``Constraints/violation(of:)``; one that still breaks a rule
/// is the made value unchanged, which the mock reports as it starts. A value without constraints is never
/// touched, so made examples stay as they were.
extension ExampleMaker {
    /// How many times an item that equals one before it is made again, under `uniqueItems`.
    static let uniqueRetries = 8

    /// How many items a made list has: two, or as near two as `minItems` and `maxItems` allow.
    static func count(keeping constraints: Constraints?) -> Int {
        var count = 2
        if let least = constraints?.minItems { count = max(count, least) }
        if let most = constraints?.maxItems { count = min(count, most) }
        return count
    }

    /// `made`, a made value of `builtin`, changed to keep `constraints` when it breaks one and a change can
    /// keep them; else `made`.
    static func kept(_ made: OrderedJSON, of builtin: TypeName.Builtin, constraints: Constraints, variant: Int)
        -> OrderedJSON
    {
        guard constraints.violation(of: made) != nil || (constraints.pattern != nil && variant > 0) else {
            return made
        }
        let candidates: [OrderedJSON]
        switch (builtin, made) {
        case (.Int, .int(let number)), (.Int64, .int(let number)):
            candidates = numbers(near: Decimal(number), whole: true, constraints: constraints).compactMap(integer)
        case (.Double, .double(let number)):
            guard let decimal = Decimal(string: String(number), locale: posix) else { return made }
            candidates = numbers(near: decimal, whole: false, constraints: constraints).compactMap(double)
        case (.String, .string(let text)):
            candidates = string(near: text, constraints: constraints, variant: variant).map { [.string($0)] } ?? []
        default:
            candidates = []
        }
        return candidates.first { constraints.violation(of: $0) == nil } ?? made
    }

    /// Numbers to try, best first: `made` moved into the range, then onto a multiple of `multipleOf`.
    private static func numbers(near made: Decimal, whole: Bool, constraints: Constraints) -> [Decimal] {
        var low = constraints.lowerBound.map { bound -> Decimal in
            guard bound.exclusive else { return whole ? rounded(bound.value, .up) : bound.value }
            if whole { return rounded(bound.value, .down) + 1 }
            // Strictly inside: halfway to the other bound, or one above.
            return constraints.upperBound.map { (bound.value + $0.value) / 2 } ?? bound.value + 1
        }
        var high = constraints.upperBound.map { bound -> Decimal in
            guard bound.exclusive else { return whole ? rounded(bound.value, .down) : bound.value }
            if whole { return rounded(bound.value, .up) - 1 }
            return constraints.lowerBound.map { (bound.value + $0.value) / 2 } ?? bound.value - 1
        }
        if let lower = low, let upper = high, lower > upper { (low, high) = (upper, lower) }
        var inRange = made
        if let low, inRange < low { inRange = low }
        if let high, inRange > high { inRange = high }
        guard let step = constraints.multipleOf else { return [inRange] }
        // The multiples next to the number, then upwards from the least in range: a whole one for an integer.
        let below = rounded(inRange / step, .down) * step
        var tries = [below, below + step, below - step]
        let start = rounded((low ?? below) / step, .up)
        for index in 0..<1000 { tries.append((start + Decimal(index)) * step) }
        return whole ? tries.filter { rounded($0, .plain) == $0 } : tries
    }

    /// `made` lengthened or cut to `minLength` and `maxLength`; for a pattern, a string the pattern matches,
    /// nil when it is outside ``PatternExample``'s subset.
    private static func string(near made: String, constraints: Constraints, variant: Int) -> String? {
        if let pattern = constraints.pattern {
            return PatternExample(pattern)?.string(atLeast: constraints.minLength ?? 0, variant: variant)
        }
        // The made text again after a space, until long enough: `name 12 name 12`.
        let piece = made.isEmpty ? "x" : made
        var text = made
        if let least = constraints.minLength {
            while text.unicodeScalars.count < least { text += text.isEmpty ? piece : " " + piece }
        }
        if let most = constraints.maxLength, text.unicodeScalars.count > most {
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(most)))
        }
        return text
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    private static func rounded(_ number: Decimal, _ mode: NSDecimalNumber.RoundingMode) -> Decimal {
        var number = number
        var result = Decimal()
        NSDecimalRound(&result, &number, 0, mode)
        return result
    }

    private static func integer(_ number: Decimal) -> OrderedJSON? {
        // The digits of a whole decimal, exact where a double would round a large one.
        Int64(number.description).flatMap { whole in Decimal(whole) == number ? .int(whole) : nil }
    }

    private static func double(_ number: Decimal) -> OrderedJSON? {
        Double(number.description).map(OrderedJSON.double)
    }
}
