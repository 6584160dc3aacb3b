/// Every example reads as a value of its type: an interface's as its
/// reply's (`Interface.exampleType`: a stream's is a list of its elements),
/// a model's as the model, a field's as the field, every field's value
/// keeping the field's constraints; and an error example's code can be
/// told from a success.
struct ExampleValues: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        var reader = ExampleReader(
            models: Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }))
        for model in spec.models {
            if let example = model.example {
                _ = reader.value(example, as: .model(model.name), subject: "the example of '\(model.name)'")
            }
            guard case .structure(let fields) = model.kind else { continue }
            for field in fields {
                guard let example = field.example else { continue }
                _ = reader.value(
                    example, as: field.type.value, format: field.format, constraints: field.constraints,
                    subject: "the example of field '\(field.name)' of '\(model.name)'")
            }
        }
        for module in spec.modules {
            for interface in module.interfaces {
                let envelope = spec.envelope(for: module.envelope(of: interface))
                for example in interface.examples {
                    switch example.reply {
                    case .data(let node):
                        guard let type = interface.exampleType else { continue }
                        let subject =
                            example.name == "default" && interface.examples.count == 1
                            ? "the example of '\(interface.name)'"
                            : "example '\(example.name)' of '\(interface.name)'"
                        _ = reader.value(node, as: type, subject: subject)
                    case .error(let code, _, let status):
                        check(code: code, status: status, of: example, envelope: envelope, into: &diagnostics)
                    }
                }
            }
        }
        diagnostics.append(contentsOf: reader.diagnostics)
    }

    private func check(
        code: Code, status: Int?, of example: InterfaceExample, envelope: Envelope?, into diagnostics: inout Diagnostics
    ) {
        if let envelope {
            if envelope.success.contains(code) {
                diagnostics.error(
                    "error '\(example.name)' has code \(code), which the envelope counts as a success",
                    at: example.location)
            }
        } else if status == nil, case .int(let value) = code, !(400...599).contains(value) {
            diagnostics.error(
                "error '\(example.name)' has code \(value), but without an envelope its code is the HTTP status; "
                    + "give one from 400 to 599", at: example.location)
        } else if status == nil, case .string = code {
            diagnostics.error(
                "error '\(example.name)' has code '\(code)', but without an envelope its code is the HTTP status; "
                    + "give one from 400 to 599", at: example.location)
        }
    }
}
