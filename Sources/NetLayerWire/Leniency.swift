/// Mismatches between a model and a reply that decoding accepts rather than reports, for servers that are loose
/// about types: the spec's `lenient`.
public struct Leniency: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int

    /// A set from its bits.
    ///
    /// - Parameter rawValue: The bits, as ``rawValue`` holds them.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `null` gives the empty value for a non-optional property: `""` for
    /// a string, `0` for a number, `false` for a Bool, and an empty array
    /// or dictionary. Optional properties still decode `nil` from `null`;
    /// a key that is missing altogether is still an error, since it more
    /// often means a wrong wire name than an empty value.
    public static let nullAsEmpty = Leniency(rawValue: 1 << 0)

    /// A string holding a JSON number (`"12"`, `"-1.5e3"`) decodes as a
    /// number, and `"true"` / `"false"` as a Bool.
    public static let numbersFromStrings = Leniency(rawValue: 1 << 1)

    /// A number decodes as a string of its literal text (`12` as `"12"`),
    /// and a Bool as `"true"` / `"false"`.
    public static let stringsFromNumbers = Leniency(rawValue: 1 << 2)

    /// Every leniency.
    public static let all: Leniency = [.nullAsEmpty, .numbersFromStrings, .stringsFromNumbers]

    /// Each leniency alone, by the name a spec writes in `lenient` (the name of its static member), in the
    /// documentation's order.
    public static let named: [(name: String, leniency: Leniency)] = [
        ("nullAsEmpty", .nullAsEmpty), ("numbersFromStrings", .numbersFromStrings),
        ("stringsFromNumbers", .stringsFromNumbers),
    ]

    /// The names of the leniencies in the set, in the documentation's order.
    public var names: [String] { Self.named.filter { contains($0.leniency) }.map(\.name) }
}
