import Foundation

// Conversions from a JSON value to a Swift scalar, shared by the three
// container kinds. `path` is an autoclosure so the coding path is only
// built when an error is thrown.
extension JSONValueDecoder {
    func unboxString(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> String {
        switch value {
        case .string(let text): return text
        case .null where leniency.contains(.nullAsEmpty): return ""
        case .number(let literal) where leniency.contains(.stringsFromNumbers): return literal
        case .bool(let flag) where leniency.contains(.stringsFromNumbers): return flag ? "true" : "false"
        default: throw mismatch(String.self, value, path())
        }
    }

    func unboxBool(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .null where leniency.contains(.nullAsEmpty): return false
        case .string("true") where leniency.contains(.numbersFromStrings): return true
        case .string("false") where leniency.contains(.numbersFromStrings): return false
        default: throw mismatch(Bool.self, value, path())
        }
    }

    func unboxInteger<T: FixedWidthInteger>(
        _ value: JSONValue, as type: T.Type, path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        guard let literal = try numberLiteral(value, as: T.self, path: path()) else { return 0 }
        switch Self.integer(from: literal, as: T.self) {
        case .value(let integer):
            return integer
        case .overflow:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(), debugDescription: "Number \(literal) does not fit in \(T.self)."))
        case .fraction:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(),
                    debugDescription: "Number \(literal) is not a whole number, as \(T.self) must be."))
        }
    }

    func unboxFloat<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: JSONValue, as type: T.Type, path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        guard let literal = try numberLiteral(value, as: T.self, path: path()) else { return 0 }
        // The literal follows the JSON grammar, so the conversion only fails by
        // overflowing to infinity (underflow to zero is rounding, as in Foundation).
        guard let number = T(literal), number.isFinite else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(), debugDescription: "Number \(literal) does not fit in \(T.self)."))
        }
        return number
    }

    func unboxDecimal(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Decimal {
        guard let literal = try numberLiteral(value, as: Decimal.self, path: path()) else { return 0 }
        guard let decimal = Decimal(string: literal), !decimal.isNaN else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(), debugDescription: "Number \(literal) does not fit in Decimal."))
        }
        return decimal
    }

    func unboxURL(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> URL {
        guard case .string(let text) = value else { throw mismatch(URL.self, value, path()) }
        // `URL(string: "")` is nil on some platforms and an empty URL on others; treat it as missing everywhere.
        guard !text.isEmpty, let url = URL(string: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path(), debugDescription: "Invalid URL string: '\(text)'."))
        }
        return url
    }

    func unboxData(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Data {
        guard case .string(let text) = value else { throw mismatch(Data.self, value, path()) }
        guard let data = Data(base64Encoded: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path(), debugDescription: "The string is not valid Base64."))
        }
        return data
    }

    func unboxDate(
        _ value: JSONValue, as decoding: ResponseDecoder.DateDecoding, path: @autoclosure () -> [any CodingKey]
    ) throws -> Date {
        switch decoding {
        case .iso8601:
            guard case .string(let text) = value else { throw mismatch(Date.self, value, path()) }
            if let date = ISO8601Timestamp.date(from: text) { return date }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(), debugDescription: "Expected an ISO 8601 date but found '\(text)'."))
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try dateNumber(value, path: path()))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try dateNumber(value, path: path()) / 1000)
        case .formatted(let pattern):
            guard case .string(let text) = value else { throw mismatch(Date.self, value, path()) }
            if let date = DateFormatterCache.shared.date(from: text, pattern: pattern) { return date }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(),
                    debugDescription: "Expected a date formatted as '\(pattern)' but found '\(text)'."))
        case .automatic:
            switch value {
            case .number(let literal):
                return try Self.automaticDate(literal, path: path())
            case .string(let text):
                if let date = ISO8601Timestamp.date(from: text) { return date }
                if JSONNumberGrammar.isValid(text) { return try Self.automaticDate(text, path: path()) }
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: path(),
                        debugDescription: "Expected an ISO 8601 date or a timestamp but found '\(text)'."))
            default:
                throw mismatch(Date.self, value, path())
            }
        }
    }

    private static func automaticDate(_ literal: String, path: @autoclosure () -> [any CodingKey]) throws -> Date {
        guard let number = Double(literal), number.isFinite else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path(), debugDescription: "Timestamp \(literal) is out of range."))
        }
        // 1e11 seconds is past the year 5000, while 1e11 milliseconds is 1973: a value this big can only be
        // milliseconds.
        return Date(timeIntervalSince1970: number.magnitude > 100_000_000_000 ? number / 1000 : number)
    }

    private func dateNumber(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Double {
        guard let literal = try numberLiteral(value, as: Date.self, path: path(), allowNullAsEmpty: false),
            let number = Double(literal), number.isFinite
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path(), debugDescription: "Timestamp is out of range."))
        }
        return number
    }

    /// The number text to convert, honouring the leniencies; nil means "use zero".
    private func numberLiteral(
        _ value: JSONValue, as type: Any.Type, path: @autoclosure () -> [any CodingKey], allowNullAsEmpty: Bool = true
    ) throws -> String? {
        switch value {
        case .number(let literal):
            return literal
        case .string(let text) where leniency.contains(.numbersFromStrings) && JSONNumberGrammar.isValid(text):
            return text
        case .null where allowNullAsEmpty && leniency.contains(.nullAsEmpty):
            return nil
        default:
            throw mismatch(type, value, path())
        }
    }

    func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        if case .null = value {
            return DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path, debugDescription: "Expected \(type) value but found null instead."))
        }
        return DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(value.kindDescription) instead."))
    }
}

// MARK: - Exact integers from number literals

extension JSONValueDecoder {
    enum IntegerConversion<T> {
        case value(T)
        case overflow
        case fraction
    }

    /// The integer a JSON number literal stands for, exactly: `1e3` and
    /// `12.0` are whole numbers, `1.5` is not, and no digit is lost to a
    /// `Double` on the way (`9007199254740993` stays odd).
    static func integer<T: FixedWidthInteger>(from literal: String, as type: T.Type) -> IntegerConversion<T> {
        var literal = literal
        return literal.withUTF8 { integer(from: $0, as: T.self) }
    }

    /// `bytes` must follow the JSON number grammar.
    private static func integer<T: FixedWidthInteger>(from bytes: UnsafeBufferPointer<UInt8>, as type: T.Type)
        -> IntegerConversion<T>
    {
        let count = bytes.count
        var position = 0
        let negative = count > 0 && bytes[0] == UInt8(ascii: "-")
        if negative { position = 1 }
        let integerStart = position
        while position < count, JSONNumberGrammar.isDigit(bytes[position]) { position += 1 }
        let integerEnd = position
        var fractionStart = position
        var fractionEnd = position
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            fractionStart = position
            while position < count, JSONNumberGrammar.isDigit(bytes[position]) { position += 1 }
            fractionEnd = position
        }
        var exponent = 0
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentNegative = false
            if position < count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            while position < count, JSONNumberGrammar.isDigit(bytes[position]) {
                // Saturate: any exponent this large already decides the outcome.
                exponent = min(exponent * 10 + Int(bytes[position] - UInt8(ascii: "0")), 1_000_000)
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        // The value is (integer digits ++ fraction digits) × 10^shift.
        let integerCount = integerEnd - integerStart
        let digitCount = integerCount + (fractionEnd - fractionStart)
        func digit(_ index: Int) -> UInt8 {
            let byte = index < integerCount ? bytes[integerStart + index] : bytes[fractionStart + index - integerCount]
            return byte - UInt8(ascii: "0")
        }
        let shift = exponent - (fractionEnd - fractionStart)
        var keptCount = digitCount
        if shift < 0 {
            // Digits moved behind the decimal point must all be zero.
            keptCount = max(0, digitCount + shift)
            for index in keptCount..<digitCount where digit(index) != 0 { return .fraction }
        }

        var result: T = 0
        for index in 0..<keptCount {
            let (shifted, overflowed) = result.multipliedReportingOverflow(by: 10)
            let (next, overflowedAgain) =
                negative
                ? shifted.subtractingReportingOverflow(T(digit(index)))
                : shifted.addingReportingOverflow(T(digit(index)))
            if overflowed || overflowedAgain { return .overflow }
            result = next
        }
        if shift > 0, result != 0 {
            // From a non-zero start this overflows within 40 steps, so a huge exponent ends early.
            for _ in 0..<shift {
                let (shifted, overflowed) = result.multipliedReportingOverflow(by: 10)
                if overflowed { return .overflow }
                result = shifted
            }
        }
        return .value(result)
    }
}
