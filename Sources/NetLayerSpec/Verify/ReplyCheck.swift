import Foundation
import NetLayerWire

/// Holds a server's replies to what the spec says of them, strictly, whatever the spec's leniency: the
/// status and the envelope, then the data against the response type, every field and value. What the
/// generated client would still read (through a leniency, or an open enum's `unknown` case) is a warning;
/// what it fails on, an error; a key the model does not declare, a note.
public struct ReplyCheck: Sendable {
    let spec: Spec
    let models: [String: Model]
    /// The JSON pointers of the places a reply's body carries a secret (the token, by the spec's `auth`), whose
    /// values no message shows.
    let secrets: Set<String>

    /// A check of replies against `spec`.
    ///
    /// - Parameter spec: A spec that loaded without errors.
    public init(spec: Spec) {
        self.spec = spec
        self.models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.secrets = SpecSecrets(spec: spec).tokenPointers
    }

    /// What differs between a reply to `interface` and the spec, its body read by the runtime's JSON parser as
    /// the generated client reads it (strictly; a repeated key's last value wins).
    ///
    /// - Parameters:
    ///   - status: The reply's HTTP status.
    ///   - body: The reply's body, as it came.
    ///   - interface: The interface the request was made for.
    ///   - module: The module the interface belongs to.
    /// - Returns: The findings, in the order of the body.
    public func findings(status: Int, body: Data, of interface: Interface, in module: Module) -> [ReplyFinding] {
        do throws(JSONParseError) {
            return findings(status: status, body: OrderedJSON(try JSONValue(parsing: body)), of: interface, in: module)
        } catch {
            let reason = body.isEmpty ? "it is empty" : "\(error)"
            return findings(status: status, body: nil, unreadable: reason, of: interface, in: module)
        }
    }

    /// What differs between a reply to `interface`, already parsed, and the spec.
    ///
    /// - Parameters:
    ///   - status: The reply's HTTP status.
    ///   - body: The reply's body, parsed; nil when it is not JSON.
    ///   - unreadable: Why the body is not JSON, when it is not.
    ///   - interface: The interface the request was made for.
    ///   - module: The module the interface belongs to.
    /// - Returns: The findings, in the order of the body.
    func findings(
        status: Int, body: OrderedJSON?, unreadable: String? = nil, of interface: Interface, in module: Module
    ) -> [ReplyFinding] {
        var walk = ReplyWalk(check: self, interface: interface, leniency: leniency(of: interface, in: module))
        walk.reply(
            status: status, body: body, unreadable: unreadable,
            envelope: spec.envelope(for: module.envelope(of: interface)))
        return walk.findings
    }

    /// The leniency the generated client decodes `interface`'s replies with.
    func leniency(of interface: Interface, in module: Module) -> Leniency {
        interface.lenient ?? module.lenient ?? spec.lenient ?? []
    }
}

/// One reply's walk through the spec, gathering findings.
struct ReplyWalk {
    let check: ReplyCheck
    let interface: Interface
    let leniency: Leniency
    var findings: [ReplyFinding] = []

    init(check: ReplyCheck, interface: Interface, leniency: Leniency) {
        self.check = check
        self.interface = interface
        self.leniency = leniency
    }

    /// The declared errors: the codes the spec lists under `errors`.
    private var declaredErrors: [(code: Code, status: Int?)] {
        interface.examples.compactMap {
            if case .error(let code, _, let status) = $0.reply { (code, status) } else { nil }
        }
    }

    mutating func reply(status: Int, body: OrderedJSON?, unreadable: String?, envelope: Envelope?) {
        let declared = declaredErrors
        let isSuccess = (200..<300).contains(status)
        if !isSuccess {
            // Without an envelope an error's code is the HTTP status; with one, its `status` when given.
            let known = declared.contains { error in
                envelope == nil ? error.code == .int(status) : error.status == status
            }
            if !known {
                // With an envelope, an error is told by its code; HTTP statuses are only those it names.
                let listed =
                    declared.isEmpty
                    ? "'\(interface.id)' declares no error"
                    : "no error '\(interface.id)' declares has that \(envelope == nil ? "code" : "status")"
                // Without an envelope, an error is its status: declaring it is the edit. With one, its code
                // is not known from the status alone.
                report(
                    .status, .error, at: .root,
                    "the server answered HTTP \(status), which is not a success, and \(listed)",
                    location: interface.location,
                    suggestion: envelope == nil ? "errors: { status\(status): { code: \(status) } }" : nil)
            }
            return
        }
        guard case .whole(let response) = interface.reply else { return }
        guard let body else {
            if interface.replyFormat == .json, response != nil {
                report(
                    .notJSON, .error, at: .root,
                    "the server sent a body that is not JSON" + (unreadable.map { " (\($0))" } ?? ""),
                    location: interface.location)
            }
            return
        }
        var data = body
        var pointer = JSONPointer.root
        if let envelope {
            guard let inside = self.envelope(envelope, of: body, declared: declared) else { return }
            (data, pointer) = inside
        }
        guard let response else { return }
        if let at = response.at {
            guard let value = Self.value(at: at, in: data) else {
                report(
                    .missingField, .error, at: pointer,
                    "the reply's data has no '\(at)', where the response of '\(interface.id)' is",
                    location: response.type.location)
                return
            }
            data = value
            pointer = pointer.appending(at)
        }
        value(data, as: response.type.value, at: pointer, subject: .response(response, of: interface))
    }

    /// The data inside an envelope whose code is a success; nil (after reporting what is wrong) otherwise.
    private mutating func envelope(
        _ envelope: Envelope, of body: OrderedJSON, declared: [(code: Code, status: Int?)]
    ) -> (OrderedJSON, JSONPointer)? {
        guard let codeValue = Self.value(at: envelope.code, in: body) else {
            report(
                .envelopeCode, .error, at: .root, "the reply has no envelope code at '\(envelope.code)'",
                location: envelope.location)
            return nil
        }
        let code: Code? =
            switch codeValue {
            case .int(let number): .int(Int(number))
            case .string(let text): Int(text).map(Code.int) ?? .string(text)
            default: nil
            }
        let matches = { (candidate: Code) in
            candidate == code || code.map { "\($0)" } == "\(candidate)"
        }
        if envelope.success.contains(where: matches) {
            guard let path = envelope.data else { return (body, .root) }
            guard let data = Self.value(at: path, in: body) else {
                report(
                    .missingField, .error, at: .root, "the reply has no data at '\(path)', where the envelope puts it",
                    location: envelope.location)
                return nil
            }
            return (data, JSONPointer.root.appending(path))
        }
        if !declared.contains(where: { matches($0.code) }) {
            let codes = (envelope.success.map { "\($0)" } + declared.map { "\($0.code)" }).joined(separator: ", ")
            report(
                .envelopeCode, .error, at: JSONPointer.root.appending(envelope.code),
                "the envelope's code is \(codeValue.json), which is neither a success code nor an error "
                    + "'\(interface.id)' declares (\(codes))", location: interface.location,
                suggestion: "errors: { newError: { code: \(code.map { "\($0)" } ?? codeValue.json) } }")
        }
        return nil
    }

    /// The value at `path`'s keys, one object inside another.
    static func value(at path: ReplyPath, in json: OrderedJSON) -> OrderedJSON? {
        path.components.reduce(json as OrderedJSON?) { value, key in
            guard case .object(let members)? = value else { return nil }
            return members.first { $0.key == key }?.value
        }
    }

    mutating func report(
        _ kind: ReplyFinding.Kind, _ severity: Diagnostic.Severity, at pointer: JSONPointer, _ message: String,
        location: SourceLocation, suggestion: String? = nil
    ) {
        var finding = ReplyFinding(
            kind: kind, severity: severity, interface: interface.id, pointer: pointer.description,
            message: message, location: location, suggestion: suggestion)
        finding.pattern = pointer.pattern
        findings.append(finding)
    }
}
