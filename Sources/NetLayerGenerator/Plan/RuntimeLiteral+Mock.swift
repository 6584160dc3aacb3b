import Foundation
import NetLayerSpec

/// The mock's description of an interface (`MockDescription`, in the wire vocabulary's `MockParameter`,
/// `MockStream` and `MockPaging`) as the stubbed client's literals: the values `netlayer mock` serves as they
/// are, written one function per type.
extension RuntimeLiteral {
    /// `MockParameter("page", in: .query, kind: .integer, required: false)`, with the rules the value keeps at
    /// every depth, which the stubbed client then checks as `netlayer mock` does.
    static func mockParameter(_ parameter: MockParameter) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [
            .init(nil, string(parameter.wireName)), .init("in", parameterPlacement(parameter.placement)),
        ]
        if parameter.kind != .string { arguments.append(.init("kind", mockKind(parameter.kind))) }
        if !parameter.isRequired { arguments.append(.init("required", "false")) }
        if let fixed = parameter.fixed { arguments.append(.init("fixed", string(fixed))) }
        if let rules = parameter.rules { arguments.append(.init("rules", ruleTree(rules))) }
        return .call("MockParameter", arguments)
    }

    static func mockKind(_ kind: MockParameter.Kind) -> SwiftExpression {
        switch kind {
        case .string: member("string")
        case .integer: member("integer")
        case .number: member("number")
        case .boolean: member("boolean")
        case .file: member("file")
        case .url: member("url")
        case .json: member("json")
        case .oneOf(let values): .call(".oneOf", [.init(nil, .array(values.map(string)))])
        case .array(let element): .call(".array", [.init(nil, mockKind(element))])
        }
    }

    /// `MockStream(format: .events, end: "[DONE]")`.
    static func mockStream(_ stream: MockStream) -> SwiftExpression {
        .call(
            "MockStream",
            [.init("format", streamFormat(stream.format))] + (stream.end.map { [.init("end", string($0))] } ?? []))
    }

    /// `MockPaging(newer: "sinceId", older: "maxId")`.
    static func mockPaging(_ paging: MockPaging) -> SwiftExpression {
        .call("MockPaging", [.init("newer", string(paging.newer)), .init("older", string(paging.older))])
    }
}

extension RuntimeLiteral {
    /// `MockRecording("reply1", method: .GET, target: "/get?a=1", status: 200, headers: [...], body: #"…"#)`:
    /// the body as text where a literal holds it exactly, else its base64.
    static func mockRecording(_ recording: Recording) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [.init(nil, string(recording.name))]
        if let request = recording.request {
            arguments.append(.init("method", method(request.method)))
            arguments.append(.init("target", string(request.target)))
        }
        arguments.append(.init("status", .code(String(recording.status))))
        if !recording.headers.isEmpty {
            arguments.append(
                .init("headers", .dictionary(recording.headers.map { (string($0.name), string($0.value)) })))
        }
        if let text = String(data: recording.body, encoding: .utf8), SwiftLiteral.isPlain(text) {
            arguments.append(.init("body", .text(text)))
        } else {
            arguments.append(.init("bodyBase64", .text(recording.body.base64EncodedString())))
        }
        return .call("MockRecording", arguments)
    }
}
