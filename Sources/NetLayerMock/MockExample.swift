import NetLayer

/// A named reply of a ``MockInterface``: data, or a business error.
public struct MockExample: Sendable, Hashable {
    /// What an example answers.
    public enum Reply: Sendable, Hashable {
        /// The reply's data: the value the response type decodes from, put at the endpoint's response path inside the
        /// envelope's data.
        case data(JSONValue)
        /// A business error: the envelope's `code` and `message`, with the HTTP `status` when given. Without a
        /// status, a reply with an envelope is HTTP 200; one without is the code when that is an HTTP error status
        /// (400–599), else 400, with `{"code": …, "message": …}` as its body.
        case error(code: ReplyCode, message: String?, status: Int?)
    }

    /// The name `MockOptions.chosenExamples` picks the example by.
    public var name: String
    /// What the example answers.
    public var reply: Reply

    /// An example called `name` that answers `reply`.
    ///
    /// - Parameters:
    ///   - name: The name `MockOptions.chosenExamples` picks the example by.
    ///   - reply: What the example answers.
    public init(_ name: String, _ reply: Reply) {
        self.name = name
        self.reply = reply
    }

    /// An example called `name` that answers `data`.
    ///
    /// - Parameters:
    ///   - name: The name `MockOptions.chosenExamples` picks the example by.
    ///   - data: The value the response type decodes from.
    /// - Returns: The example.
    public static func data(_ name: String, _ data: JSONValue) -> MockExample {
        MockExample(name, .data(data))
    }

    /// An example called `name` that answers a business error of `code`.
    ///
    /// - Parameters:
    ///   - name: The name `MockOptions.chosenExamples` picks the example by.
    ///   - code: The envelope's code (the HTTP status without an envelope).
    ///   - message: The envelope's message; nil for none.
    ///   - status: The HTTP status; nil for the usual one (see ``Reply/error(code:message:status:)``).
    /// - Returns: The example.
    public static func error(_ name: String, code: ReplyCode, message: String? = nil, status: Int? = nil)
        -> MockExample
    {
        MockExample(name, .error(code: code, message: message, status: status))
    }

    /// Whether the example is a business error.
    var isError: Bool {
        if case .error = reply { return true }
        return false
    }
}
