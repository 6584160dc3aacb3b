/// The recordings `netlayer mock --recordings` and a generated `stubbed(…)` replay, and what is said of them
/// as they start: a recording they cannot replay, one whose name an example of the spec already has, and one
/// whose reply the generated client would no longer decode (docs/mock.md, "Recordings").
public struct RecordingsReplay: Sendable {
    /// The recordings replayed, in the order read.
    public private(set) var recordings: [Recording] = []
    /// Warnings, each at its recording.
    public private(set) var warnings = Diagnostics()

    /// What is wrong with a reply for the client, not with the spec's description of it: a status or
    /// envelope code no one declared still decodes, as the error it is, which is what a recording of a
    /// failure is kept for.
    private static let decodes: Set<ReplyFinding.Kind> = [.status, .envelopeCode]

    /// The recordings of `spec` among `recordings`.
    ///
    /// - Parameters:
    ///   - read: The recordings, as ``RecordingsReader`` read them.
    ///   - spec: A spec that loaded without errors.
    public init(_ read: [Recording], spec: Spec) {
        var interfaces: [String: (interface: Interface, module: Module)] = [:]
        for module in spec.modules {
            for interface in module.interfaces { interfaces[interface.id] = (interface, module) }
        }
        let check = ReplyCheck(spec: spec)
        let examples = SpecExamples(spec)
        var exampleNames: [String: Set<String>] = [:]
        for recording in read {
            let what = "recording '\(recording.name)' of '\(recording.interface)'"
            guard let (interface, module) = interfaces[recording.interface] else {
                warnings.warning(
                    Suggestion.hint(
                        "\(what): the spec has no interface '\(recording.interface)', so it is not replayed",
                        for: recording.interface, in: interfaces.keys), at: recording.interfaceLocation)
                continue
            }
            if let method = recording.request?.method, method != interface.method.value {
                warnings.warning(
                    "\(what) answered a \(method.rawValue), and '\(interface.id)' is a "
                        + "\(interface.method.value.rawValue), so it is not replayed", at: recording.location)
                continue
            }
            recordings.append(recording)
            let names = exampleNames[interface.id] ?? Set(examples.replies(of: interface).map(\.name))
            exampleNames[interface.id] = names
            if names.contains(recording.name) {
                warnings.warning(
                    "\(what) has the name of an example of the spec, which a choice by that name picks; the "
                        + "recording still answers requests like the one it recorded", at: recording.location)
            }
            guard case .whole = interface.reply else { continue }
            let failures = check.findings(status: recording.status, body: recording.body, of: interface, in: module)
                .filter { $0.breaksClient && !Self.decodes.contains($0.kind) }
            guard let first = failures.first else { continue }
            let more = failures.count > 1 ? " (and \(failures.count - 1) more: netlayer verify lists them)" : ""
            warnings.warning(
                "\(what) no longer decodes with the spec, and is replayed as it was recorded: \(first.message)\(more)",
                at: recording.location)
        }
    }
}
