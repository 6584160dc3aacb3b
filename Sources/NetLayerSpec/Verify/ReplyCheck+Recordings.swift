extension ReplyCheck {
    /// Holds every recording to the spec, as `netlayer verify --recordings` does with no server at all.
    ///
    /// A recording of an interface the spec does not have, or of another method than the interface's, is an
    /// error at the recording; one of a streamed or downloaded reply is a warning, since those are not
    /// recorded whole.
    ///
    /// - Parameters:
    ///   - recordings: The recordings, as ``RecordingsReader`` read them.
    ///   - only: The interfaces to check, by id; nil for every one.
    ///   - skipping: Interfaces not to check, by id.
    /// - Returns: The report; an id in `only` or `skipping` that names no interface is an error in it.
    public func report(of recordings: [Recording], only: Set<String>? = nil, skipping: Set<String> = [])
        -> VerifyReport
    {
        var interfaces: [String: (interface: Interface, module: Module)] = [:]
        for module in spec.modules {
            for interface in module.interfaces { interfaces[interface.id] = (interface, module) }
        }
        var report = VerifyReport()
        let ids = Array(interfaces.keys)
        for (option, named) in [("--only", only ?? []), ("--skip", skipping)] {
            for id in named.sorted() where interfaces[id] == nil {
                report.add(
                    problem: .error(
                        Suggestion.hint("\(option) names '\(id)', which is no interface of the spec", for: id, in: ids),
                        at: nil))
            }
        }
        for recording in recordings {
            guard only?.contains(recording.interface) ?? true, !skipping.contains(recording.interface) else {
                continue
            }
            guard let (interface, module) = interfaces[recording.interface] else {
                report.add(
                    problem: .error(
                        Suggestion.hint(
                            "recording '\(recording.name)' is of '\(recording.interface)', which is no interface of "
                                + "the spec", for: recording.interface, in: ids), at: recording.interfaceLocation))
                continue
            }
            if let method = recording.request?.method, method != interface.method.value {
                report.add(
                    problem: .error(
                        "recording '\(recording.name)' answered a \(method.rawValue), and '\(interface.id)' is a "
                            + interface.method.value.rawValue, at: recording.location))
                continue
            }
            guard case .whole = interface.reply else {
                report.add(
                    problem: .warning(
                        "recording '\(recording.name)' is not checked: '\(interface.id)' streams or downloads its "
                            + "reply, which recordings do not hold yet", at: recording.location))
                continue
            }
            let found = findings(status: recording.status, body: recording.body, of: interface, in: module)
            report.add(found, of: .recorded(recording))
        }
        return report
    }
}
