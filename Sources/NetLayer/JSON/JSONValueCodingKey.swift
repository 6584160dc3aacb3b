/// A coding key made at run time: object keys read from the data, array
/// positions, and `super`.
struct JSONValueCodingKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(_ stringValue: String) {
        self.init(stringValue: stringValue)
    }

    /// A position in an array, named as Foundation's decoders name it
    /// (`Index 2`) so error paths read the same whichever decoder ran.
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    /// The key `superDecoder()` uses, as in Foundation.
    static let superKey = JSONValueCodingKey(stringValue: "super")
}
